// swift-tools-version: 6.0
import PackageDescription

// A small app as `swift package init --type executable` starts one and a newcomer grows it: the
// screen, its view model and a service in a library, the entry point in main.swift.
let package = Package(
    name: "Notes",
    targets: [
        .target(name: "Notes"),
        .executableTarget(name: "NotesApp", dependencies: ["Notes"]),
    ]
)
