// swift-tools-version: 6.1
import PackageDescription

// The VIPER example app of the seed post: users fetched from an API and listed in a table.
// It targets iOS (UIKit); linting reads the sources and never compiles them, so the plugin
// runs here on Linux too:
//
//     swift package lint-architecture
let package = Package(
    name: "VIPERUsers",
    platforms: [.iOS(.v15), .macOS(.v13)],  // macOS: ArchLint's floor, for the tool the plugin runs
    dependencies: [
        .package(name: "ArchLint", path: "../.."),
    ],
    targets: [
        .target(name: "VIPERUsers"),
    ]
)
