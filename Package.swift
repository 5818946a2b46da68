// swift-tools-version: 6.1
import PackageDescription

// ArchLint has no package dependencies on purpose: it must build in seconds inside any app's
// package, and depending on it must never drag SwiftSyntax or anything else into that build.
let package = Package(
    name: "ArchLint",
    // The standard library's string algorithms (`replacing`, `contains` of a string) are in
    // macOS 13 and later. Linux has no such floor.
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "archlint", targets: ["archlint"]),
        .library(name: "ArchLintKit", targets: ["ArchLintKit"]),
        .library(name: "ArchLintTesting", targets: ["ArchLintTesting"]),
        .plugin(name: "LintArchitecture", targets: ["LintArchitecture"]),
        .plugin(name: "LintArchitectureWrite", targets: ["LintArchitectureWrite"]),
        .plugin(name: "ArchLintBuildPlugin", targets: ["ArchLintBuildPlugin"]),
    ],
    targets: [
        // The engine: scan → model → classify → check → report, one folder per stage.
        .target(name: "ArchLintKit"),
        // Architecture tests: each violation a Swift Testing issue or an XCTest failure at the
        // violating declaration. Uses the test frameworks the toolchain ships, no package.
        .target(
            name: "ArchLintTesting",
            dependencies: ["ArchLintKit"]
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
        // Turns Rules/*.rules into Swift source so the presets ship inside the binary:
        // `swift package --allow-writing-to-package-directory embed-presets` after editing Rules/
        // (a test fails until the generated file matches). Not a build-tool plugin, because
        // archlint is the tool of ArchLintBuildPlugin; see Plugins/EmbedPresets.
        .executableTarget(name: "PresetEmbedder"),
        .plugin(
            name: "EmbedPresets",
            capability: .command(
                intent: .custom(verb: "embed-presets", description: "Regenerates Sources/ArchLintKit/Rules/Presets.generated.swift from Rules/*.rules."),
                permissions: [.writeToPackageDirectory(reason: "Writes Sources/ArchLintKit/Rules/Presets.generated.swift from Rules/*.rules.")]
            ),
            dependencies: ["PresetEmbedder"]
        ),
        .plugin(
            name: "LintArchitecture",
            capability: .command(
                intent: .custom(
                    verb: "lint-architecture",
                    description: "Checks the package's Swift sources against its architecture rules."
                )
                // No permissions: linting only reads the package.
            ),
            dependencies: ["archlint"]
        ),
        // The runs that write into the package (`graph --output`, `--write-baseline`): a plugin of
        // their own, since SwiftPM asks for a plugin's permission on every run.
        .plugin(
            name: "LintArchitectureWrite",
            capability: .command(
                intent: .custom(
                    verb: "lint-architecture-write",
                    description: "Like lint-architecture, for runs that write a file into the package (graph --output, --write-baseline)."
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes the file named by --output or --write-baseline (an architecture graph, a report or a baseline) into the package."),
                ]
            ),
            dependencies: ["archlint"]
        ),
        // Lints each target it is applied to on every build; unchanged targets are not re-linted.
        .plugin(
            name: "ArchLintBuildPlugin",
            capability: .buildTool(),
            dependencies: ["archlint"]
        ),
        .testTarget(
            name: "ArchLintKitTests",
            dependencies: ["ArchLintKit", "ArchLintTesting"]
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
