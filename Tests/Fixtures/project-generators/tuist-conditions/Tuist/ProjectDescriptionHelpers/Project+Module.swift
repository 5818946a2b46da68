import ProjectDescription

public enum ModulePart {
    case framework
    case tests
    case demo
}

public enum Vendor {
    case charts
    case maps

    /// Which vendor this is is known only when Tuist runs.
    public func dependencies() -> [TargetDependency] {
        switch self {
        case .charts: return [.external(name: "Charts")]
        case .maps: return [.external(name: "Maps")]
        }
    }
}

extension Project {
    public static func module(
        name: String,
        parts: Set<ModulePart> = Set([.framework, .tests, .demo]),
        projects: [String] = [],
        vendors: [Vendor] = []
    ) -> Project {
        var dependencies: [TargetDependency] = projects.map { .project(target: $0, path: "../\($0)") }
        dependencies.append(contentsOf: vendors.map { vendor in vendor.dependencies() }.flatMap { $0 })

        var testDependencies: [TargetDependency] = [.target(name: name)]
        for item in projects {
            testDependencies.append(.project(
                target: item,
                path: "../\(item)"
            ))
        }

        var targets: [Target] = []
        if parts.contains(.framework) {
            targets.append(.target(
                name: name,
                destinations: .iOS,
                product: .framework,
                bundleId: "org.example.\(name)",
                buildableFolders: ["Sources"],
                dependencies: dependencies
            ))
        }
        if parts.contains(.tests) {
            targets.append(.target(
                name: "\(name)Tests",
                destinations: .iOS,
                product: .unitTests,
                bundleId: "org.example.\(name)Tests",
                buildableFolders: ["Tests"],
                dependencies: testDependencies
            ))
        }
        if parts.contains(.demo) {
            targets.append(.target(
                name: "\(name)Demo",
                destinations: .iOS,
                product: .app,
                bundleId: "org.example.\(name)Demo",
                sources: ["Demo/Sources/**"],
                dependencies: [.target(name: name)] + (parts.contains(.tests) ? [.target(name: "\(name)Tests")] : [])
            ))
        } else {
            targets.append(.target(
                name: "\(name)Preview",
                destinations: .iOS,
                product: .app,
                bundleId: "org.example.\(name)Preview",
                sources: ["Demo/Sources/**"],
                dependencies: [.target(name: name)]
            ))
        }
        return Project(name: name, targets: targets)
    }
}
