// swift-tools-version: 6.1
import PackageDescription

// The scanner's proving ground: compares ArchLint's own scanner with Apple's parser (SwiftSyntax)
// on real code, and benchmarks both. Kept out of the root package on purpose, so depending on
// ArchLint never drags SwiftSyntax into an app's build.
let package = Package(
    name: "ArchLintValidation",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ArchLint", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // File loading and timing shared by both tools.
        .target(
            name: "ValidationSupport",
            dependencies: [.product(name: "ArchLintKit", package: "ArchLint")]
        ),
        // `validate diff FOLDER…` and `validate bench FOLDER…`: facts and speed against SwiftParser.
        .executableTarget(
            name: "Validate",
            dependencies: [
                "ValidationSupport",
                .product(name: "ArchLintKit", package: "ArchLint"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // ArchLint's scanner alone, so the debug build the SwiftPM plugin runs can be measured
        // without compiling SwiftSyntax in debug too.
        .executableTarget(
            name: "ScannerBench",
            dependencies: ["ValidationSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
