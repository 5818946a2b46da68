import ProjectDescription

extension Project {
    /// The app and its tests, and a framework with its tests for each additional target.
    public static func app(name: String, destinations: Destinations = .iOS, additionalTargets: [String]) -> Project {
        var targets = appTargets(
            name: name,
            destinations: destinations,
            dependencies: additionalTargets.map { TargetDependency.target(name: $0) }
        )
        targets += additionalTargets.flatMap({ frameworkTargets(name: $0, destinations: destinations) })
        return Project(name: name, targets: targets)
    }

    /// A module whose name an enum case gives: only running Tuist knows it.
    public static func module(_ module: Module) -> Project {
        Project(name: module.rawValue, targets: frameworkTargets(name: module.rawValue, destinations: .iOS))
    }

    static func frameworkTargets(name: String, destinations: Destinations) -> [Target] {
        [
            .target(
                name: name, destinations: destinations, product: .framework, bundleId: "org.example.\(name)",
                sources: ["Targets/\(name)/Sources/**"]
            ),
            .target(
                name: "\(name)Tests", destinations: destinations, product: .unitTests, bundleId: "org.example.\(name).tests",
                sources: ["Targets/\(name)/Tests/**"], dependencies: [.target(name: name)]
            ),
        ]
    }

    static func appTargets(name: String, destinations: Destinations, dependencies: [TargetDependency]) -> [Target] {
        let app = Target.target(
            name: name, destinations: destinations, product: .app, bundleId: "org.example.\(name)",
            sources: ["Targets/\(name)/Sources/**"], dependencies: dependencies
        )
        let tests = Target.target(
            name: "\(name)Tests", destinations: destinations, product: .unitTests, bundleId: "org.example.\(name).tests",
            sources: ["Targets/\(name)/Tests/**"], dependencies: [.target(name: "\(name)")]
        )
        return [app, tests]
    }
}

public enum Module: String {
    case legacy = "Legacy"
}
