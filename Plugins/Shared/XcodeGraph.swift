// Shared by the plugins (each plugin folder links to this file).
import PackagePlugin

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The modules of an Xcode project: a target's Swift input files are its module.
enum XcodeGraph {
    static func modules(linting targets: [XcodeTarget]) -> [LintedModule] {
        var modules: [LintedModule] = []
        var seen = Set<String>()
        for target in targets where seen.insert(target.displayName).inserted {
            modules.append(module(target, isContext: false))
        }
        for target in targets {
            var pending = dependencies(of: target)
            while let dependency = pending.popLast() {
                guard seen.insert(dependency.displayName).inserted else { continue }
                modules.append(module(dependency, isContext: true))
                pending.append(contentsOf: dependencies(of: dependency))
            }
        }
        return modules.filter { !$0.paths.isEmpty }
    }

    static func module(_ target: XcodeTarget, isContext: Bool) -> LintedModule {
        LintedModule(
            name: moduleName(of: target),
            paths: target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url.path),
            isContext: isContext)
    }

    /// The name `import` uses: the product's, as Xcode derives PRODUCT_MODULE_NAME from it.
    static func moduleName(of target: XcodeTarget) -> String {
        let name = target.product?.name ?? target.displayName
        return String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    private static func dependencies(of target: XcodeTarget) -> [XcodeTarget] {
        target.dependencies.compactMap { dependency in
            if case .target(let target) = dependency { return target }
            return nil
        }
    }
}
#endif
