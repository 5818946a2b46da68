/// Patterns of the project's rules file that match nothing: `use viper in Sources/Nope/**`
/// checks nothing and so reports nothing, and a run that passes in silence would hide the typo.
/// Each is a warning at the pattern (`unmatched-pattern`). What a rule forbids is not judged
/// (`ViewModel must not use types UI*` matching nothing is the rule kept), and neither are the
/// presets' patterns, written for every app (see ``RuleSet/claims``).
package enum RuleCoverage {
    /// How much of the project a run reads.
    package enum Extent: Sendable {
        /// Every Swift file below the rules file's folder (a plain run: a linted subfolder reads
        /// the rest as context): a pattern none of them matches matches nothing.
        case whole
        /// Some of it (the targets a plugin was asked to lint): only a path pattern's fixed
        /// folders (`Sources/Nope` of `Sources/Nope/**`) are looked for, on disk.
        case part
    }

    /// The run's result with a warning for each pattern that matches nothing. `files` are every
    /// file the run found, ignored ones included.
    package static func adding(to result: LintResult, rules: RuleSet, files: [SourceFile], extent: Extent) -> LintResult {
        guard !rules.claims.isEmpty else { return result }
        let paths = files.map(\.relativePath)
        var warnings: [Violation] = []
        for claim in rules.claims where !matches(claim, result: result, paths: paths, extent: extent) {
            warnings.append(Violation(
                rule: RuleID.unmatchedPattern, severity: .warning, file: claim.file, location: claim.location,
                message: message(claim), source: .none, target: .none))
        }
        guard !warnings.isEmpty else { return result }
        var result = result
        result.violations = LintResult.ordered(result.violations + warnings)
        return result
    }

    static func message(_ claim: PatternClaim) -> String {
        let pattern = claim.pattern.text
        switch claim.kind {
        case .scope: return "scope '\(pattern)' matches no file"
        case .path: return "pattern '\(pattern)' matches no file"
        case .ignore: return "ignore pattern '\(pattern)' matches no file"
        case .typeName: return "pattern '\(pattern)' matches no type"
        case .functionName: return "pattern '\(pattern)' matches no top-level function"
        case .supertype:
            return claim.pattern.isAttribute ? "attribute '\(pattern)' marks no type" : "pattern '\(pattern)' matches no supertype of any type"
        case .module: return "pattern '\(pattern)' matches no module"
        case .importedModule: return "pattern '\(pattern)' matches no module a file imports or the platform has"
        case .usedType: return "pattern '\(pattern)' matches no type the project declares or uses"
        }
    }

    private static func matches(_ claim: PatternClaim, result: LintResult, paths: [String], extent: Extent) -> Bool {
        let pattern = claim.pattern
        let types = result.project.types
        switch claim.kind {
        case .scope, .path, .ignore:
            if paths.contains(where: pattern.matchesPath) { return true }
            guard case .part = extent else { return false }
            return fixedFolderExists(pattern, besides: claim.file)
        case .typeName, .functionName, .supertype, .module, .importedModule, .usedType:
            guard case .whole = extent else { return true }
        }
        func matchesName(_ type: ProjectType) -> Bool {
            pattern.isQualified ? pattern.matchesQualifiedName(type.qualifiedName) : pattern.matchesName(type.name)
        }
        switch claim.kind {
        case .typeName:
            return types.contains { $0.kind != .function && matchesName($0) }
        case .functionName:
            return types.contains { $0.kind == .function && matchesName($0) }
        case .supertype:
            if pattern.isAttribute { return types.contains { $0.attributes.contains { "@" + $0 == pattern.text } } }
            return types.contains { type in
                type.inherits.contains { pattern.isQualified ? pattern.matchesQualifiedName($0) : pattern.matchesName($0) }
            }
        case .module:
            return result.project.modules.contains { $0.map(pattern.matchesName) ?? false }
        case .importedModule:
            if platformModules.contains(where: pattern.matchesName) { return true }
            if result.project.modules.contains(where: { $0.map(pattern.matchesName) ?? false }) { return true }
            return result.project.files.contains { $0.imports.contains { pattern.matchesName($0.module) } }
        case .usedType:
            if types.contains(where: matchesName) { return true }
            return result.project.dependencies.contains { dependency in
                guard case .external(let name) = dependency.target else { return false }
                return pattern.isQualified ? pattern.matchesQualifiedName(name) : pattern.matchesName(name)
            }
        case .scope, .path, .ignore:
            return true
        }
    }

    /// Apple's frameworks an architecture rule names most (a rule may forbid one no file imports
    /// yet: that is the rule kept, not a typo).
    static let platformModules = [
        "UIKit", "SwiftUI", "AppKit", "WatchKit", "Combine", "Foundation", "CoreData", "SwiftData", "CoreLocation",
        "MapKit", "AVFoundation", "AVKit", "Photos", "PhotosUI", "StoreKit", "WebKit", "CloudKit", "HealthKit",
        "UserNotifications", "CoreGraphics", "QuartzCore", "CoreImage", "CoreML", "Vision", "Network",
        "Security", "LocalAuthentication", "AuthenticationServices", "SafariServices", "MessageUI", "Contacts",
        "EventKit", "GameKit", "SpriteKit", "SceneKit", "ARKit", "RealityKit", "Metal", "MetalKit", "WidgetKit",
        "ActivityKit", "AppIntents", "Intents", "CoreBluetooth", "CoreMotion", "os", "OSLog", "Dispatch",
        "Observation", "CoreText", "ImageIO", "UniformTypeIdentifiers", "XCTest", "Testing",
    ]

    /// Whether the folders a path pattern names before its first wildcard exist beside the rules
    /// file (`Sources/Cart` of `Sources/Cart/**/*.swift`); a pattern that starts with a wildcard
    /// names none, and is taken to match.
    private static func fixedFolderExists(_ pattern: Pattern, besides rulesFile: String) -> Bool {
        let text = pattern.text
        let fixed = text.prefix { !"*?[".contains($0) }
        guard let slash = fixed.lastIndex(of: "/") else { return true }
        let folder = String(fixed[..<slash])
        let rulesFolder = System.split(rulesFile).folder
        return System.kind(of: rulesFolder.isEmpty ? folder : rulesFolder + "/" + folder) == .folder
    }
}
