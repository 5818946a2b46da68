// swift-tools-version: 6.1
import PackageDescription

// Architecture tests: the shop's rules checked by `swift test`, with ArchLintKit and
// ArchLintTesting as libraries. One test passes; one fails on purpose, inside withKnownIssue,
// to show where a failure points: at the violating declaration's file and line, not at the
// test (Examples/check.sh checks both).
let package = Package(
    name: "ArchitectureTests",
    platforms: [.macOS(.v13)],  // ArchLintKit's floor
    dependencies: [
        .package(name: "ArchLint", path: "../.."),
    ],
    targets: [
        .target(name: "Shop"),
        .testTarget(
            name: "ShopArchitectureTests",
            dependencies: [
                .product(name: "ArchLintKit", package: "ArchLint"),
                .product(name: "ArchLintTesting", package: "ArchLint"),
            ]
        ),
    ]
)
