import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(name: "Catalog")
