import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(
    name: "Basket",
    parts: Set([.framework, .tests]),
    projects: ["Catalog"],
    vendors: [.charts]
)
