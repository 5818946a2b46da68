// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Catalog",
    products: [
        .library(name: "Catalog", targets: ["Catalog", "CatalogUI"]),
    ],
    targets: [
        .target(
            name: "Catalog",
            path: "Code/Catalog",
            exclude: ["Old"]
        ),
        .target(
            name: "CatalogUI",
            dependencies: ["Catalog"],
            path: "Code/UI",
            sources: ["Views"]
        ),
        .testTarget(
            name: "CatalogTests",
            dependencies: [.target(name: "Catalog")],
            path: "Checks"
        ),
    ]
)
