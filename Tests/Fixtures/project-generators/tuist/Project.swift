import ProjectDescription

// Tuist writes Recipes.xcodeproj from this file; it is not checked in.
let project = Project(
    name: "Recipes",
    targets: [
        .target(
            name: "Recipes-App",
            destinations: .iOS,
            product: .app,
            bundleId: "org.example.recipes",
            sources: ["App/Sources/**"],
            dependencies: [
                .target(name: "RecipeKit"),
                // .target(name: "Removed"),
                .external(name: "Kingfisher"),
            ]
        ),
        .target(
            name: "RecipeKit",
            destinations: .iOS,
            product: .staticFramework,
            bundleId: "org.example.recipekit",
            sources: .sourceFilesList(globs: [.glob("Kit/Sources/**", excluding: ["Kit/Sources/Legacy/**"])]),
            dependencies: []
        ),
        .target(
            name: "RecipesTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "org.example.recipes.tests",
            sources: "App/Tests/**",
            dependencies: [.target(name: "Recipes-App")]
        ),
    ]
)
