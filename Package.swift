// swift-tools-version: 6.1
import PackageDescription

// ArchLint has no package dependencies on purpose: it must build in seconds inside any app's
// package, and depending on it must never drag SwiftSyntax or anything else into that build.
let package = Package(
    name: "ArchLint",
    products: [
        .executable(name: "archlint", targets: ["archlint"]),
        .library(name: "ArchLintKit", targets: ["ArchLintKit"]),
        .plugin(name: "LintArchitecture", targets: ["LintArchitecture"]),
    ],
    targets: [
        // The engine: scan → model → classify → check → report, one folder per stage.
        .target(
            name: "ArchLintKit",
            plugins: ["EmbedPresets"]
        ),
        // Argument parsing and the commands; a library so tests drive it in-process.
        .target(
            name: "ArchLintCLI",
            dependencies: ["ArchLintKit"]
        ),
        .executableTarget(
            name: "archlint",
            dependencies: ["ArchLintCLI"]
        ),
        // Turns Rules/*.rules into Swift source so the presets ship inside the binary.
        .executableTarget(name: "PresetEmbedder"),
        .plugin(
            name: "EmbedPresets",
            capability: .buildTool(),
            dependencies: ["PresetEmbedder"]
        ),
        .plugin(
            name: "LintArchitecture",
            capability: .command(
                intent: .custom(
                    verb: "lint-architecture",
                    description: "Checks the package's Swift sources against its architecture rules."
                )
            ),
            dependencies: ["archlint"]
        ),
        .testTarget(
            name: "ArchLintKitTests",
            dependencies: ["ArchLintKit"]
        ),
        .testTarget(
            name: "ArchLintCLITests",
            dependencies: ["ArchLintCLI", "ArchLintKit"],
            // Golden files the tests compare output with.
            exclude: ["Expected"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
