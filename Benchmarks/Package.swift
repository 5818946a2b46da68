// swift-tools-version: 6.1
import PackageDescription

// The benchmark lives in its own package so the product package stays dependency-free and small.
// `Benchmarks/run` is the one command to use; see README.md.
let package = Package(
    name: "ArchLintBenchmarks",
    targets: [
        .executableTarget(name: "archlint-bench"),
    ],
    swiftLanguageModes: [.v6]
)
