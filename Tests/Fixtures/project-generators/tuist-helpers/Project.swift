import ProjectDescription
import ProjectDescriptionHelpers

// Tuist writes Bakery.xcodeproj from this file, through the helpers; it is not checked in.
let project = Project.app(
    name: "Bakery",
    additionalTargets: ["BakeryKit", "BakeryUI"]
)
