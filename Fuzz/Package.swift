// swift-tools-version: 6.1
import PackageDescription

// Coverage-guided fuzzers (libFuzzer) for the scanner, the rules parser and the project readers. Built with
// `-sanitize=fuzzer,address` by `Fuzz/run`, never by the root package.
let package = Package(
    name: "ArchLintFuzz",
    platforms: [.macOS(.v13)],  // ArchLint's floor
    dependencies: [.package(name: "ArchLint", path: "..")],
    targets: [
        // libFuzzer supplies `main`: the fuzzers' Swift files must not. (unsafeFlags are fine here:
        // nothing depends on this package.)
        .executableTarget(
            name: "ScannerFuzzer", dependencies: [.product(name: "ArchLintKit", package: "ArchLint")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(
            name: "RulesFuzzer", dependencies: [.product(name: "ArchLintKit", package: "ArchLint")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(
            name: "ProjectFuzzer", dependencies: [.product(name: "ArchLintKit", package: "ArchLint")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    ],
    swiftLanguageModes: [.v6]
)
