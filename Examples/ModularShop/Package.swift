// swift-tools-version: 6.1
import PackageDescription

// A shop app split into modules, the way larger iOS apps are: a Domain module with the entities
// and the repository protocols, two features built on it (Catalog in VIPER, Cart in MVVM) and
// the app that composes them. The sources use Foundation only, so `swift build` works on Linux
// and runs the ArchLint build-tool plugin on every target.
//
// Three deliberate violations, one of each kind (see .archlint.rules):
//   - import: Domain imports SwiftUI (Entities/Product.swift);
//   - module: CatalogFeature uses CartFeature (CatalogRouter.swift);
//   - type:   CartViewModel holds its CartView (CartViewModel.swift).
let lint = Target.PluginUsage.plugin(name: "ArchLintBuildPlugin", package: "ArchLint")

let package = Package(
    name: "ModularShop",
    platforms: [.macOS(.v13)],  // ArchLint's floor, for the tool the plugin runs
    dependencies: [
        .package(name: "ArchLint", path: "../.."),
    ],
    targets: [
        .target(name: "Domain", plugins: [lint]),
        .target(name: "CartFeature", dependencies: ["Domain"], plugins: [lint]),
        .target(name: "CatalogFeature", dependencies: ["Domain", "CartFeature"], plugins: [lint]),
        .executableTarget(name: "ShopApp", dependencies: ["Domain", "CatalogFeature", "CartFeature"], plugins: [lint]),
    ]
)
