// swift-tools-version:5.9
// The code is in Source/, one of the folders SwiftPM looks in besides Sources/.
import PackageDescription

let package = Package(
    name: "Browser",
    products: [.library(name: "Browser", targets: ["Browser"])],
    targets: [
        .target(name: "Browser"),
        .testTarget(name: "BrowserTests", dependencies: ["Browser"]),
    ]
)
