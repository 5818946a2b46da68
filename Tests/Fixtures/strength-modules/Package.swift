// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Feed",
    targets: [
        .target(name: "FeedKit"),
        .target(name: "FeedUI", dependencies: ["FeedKit"]),
    ]
)
