import Foundation

/// The generator's modules laid out as a real app's repository is, so a run pays for what real
/// apps make it read: a workspace joining an app project (targets with sources phases listing
/// every file, a test target, an extension sharing some files, resources and build settings), a
/// framework project of synchronized folders (Xcode 16, with an exception), local packages with
/// test targets, and a `Pods/` folder with its own project (vendored: read as a project, its code
/// ignored). Every module has a test file in its part's test target.
///
///     Shop.xcworkspace                       App/App.xcodeproj, Kit/Kit.xcodeproj, Pods/Pods.xcodeproj
///     App/Sources/…, App/Tests/…, App/ShareExtension/…
///     Kit/Sources/…, Kit/Tests/…             synchronized folders of Kit and KitTests
///     Packages/<Name>Kit/Package.swift, Sources/<Name>Kit/…, Tests/<Name>KitTests/…
///     Pods/<Pod>/Sources/…
extension AppGenerator {
    /// Which part of the repository a module goes to, by its index: most to the app project,
    /// some to the synchronized framework, some to packages; one in ten is shared with the extension.
    private enum Part {
        case app(shared: Bool), kit, package

        init(index: Int) {
            switch index % 10 {
            case 0, 1, 2, 3, 4: self = .app(shared: false)
            case 5, 6: self = .kit
            case 7, 8: self = .package
            default: self = .app(shared: true)
            }
        }
    }

    /// Modules per local package.
    private static let modulesPerPackage = 6

    func writeXcodeApp(to root: String) throws -> Summary {
        var random = SplitMix(seed: seed)
        var tree = try TreeWriter(root: root)

        // Pods first: about a twentieth of the lines, one pod per module.
        var pods: [(name: String, files: [String])] = []
        while tree.summary.lines < targetLines / 20 {
            let name = "Pod" + Self.nouns[pods.count % Self.nouns.count] + String(pods.count / Self.nouns.count)
            var files: [String] = []
            for (relative, file) in mvvmModule(name, random: &random) {
                let path = "\(name)/Sources/" + relative
                try tree.emit("Pods/" + path, file)
                files.append(path)
            }
            pods.append((name, files))
        }

        // Paths below each project's or package's folder.
        var appSources: [String] = [], appTests: [String] = [], shared: [String] = []
        var kitSources = 0
        var packages: [(name: String, sources: [String], tests: [String])] = []
        for (relative, file) in sharedCore() {
            try tree.emit("App/Sources/" + relative, file)
            appSources.append("Sources/" + relative)
        }
        var index = 0
        var packaged = 0
        while tree.summary.lines < targetLines {
            let (name, files, tested) = module(index, random: &random)
            let test = testFile(for: tested, random: &random)
            switch Part(index: index) {
            case .app(let isShared):
                for (relative, file) in files {
                    try tree.emit("App/Sources/" + relative, file)
                    appSources.append("Sources/" + relative)
                    if isShared { shared.append("Sources/" + relative) }
                }
                try tree.emit("App/Tests/\(tested)Tests.swift", test)
                appTests.append("Tests/\(tested)Tests.swift")
            case .kit:
                for (relative, file) in files { try tree.emit("Kit/Sources/" + relative, file) }
                try tree.emit("Kit/Tests/\(tested)Tests.swift", test)
                kitSources += files.count
            case .package:
                if packaged % Self.modulesPerPackage == 0 { packages.append((name + "Kit", [], [])) }
                packaged += 1
                let package = packages[packages.count - 1].name
                for (relative, file) in files {
                    try tree.emit("Packages/\(package)/Sources/\(package)/" + relative, file)
                    packages[packages.count - 1].sources.append(relative)
                }
                try tree.emit("Packages/\(package)/Tests/\(package)Tests/\(tested)Tests.swift", test)
            }
            tree.summary.modules += 1
            index += 1
        }
        // The extension's own file, and a preview file the framework's target excepts.
        var extensionFile = SourceWriter()
        extensionFile.line("import UIKit")
        extensionFile.block("final class ShareViewController: UIViewController") {
            $0.block("override func viewDidLoad()") { $0.line("super.viewDidLoad()") }
        }
        try tree.emit("App/ShareExtension/ShareViewController.swift", extensionFile)
        var preview = SourceWriter()
        preview.line("// Sample data for previews; the Kit target excepts this file.")
        preview.block("enum PreviewData") { $0.line("static let title = \"Preview\"") }
        try tree.emit("Kit/Sources/Previews/PreviewData.swift", preview)

        for package in packages {
            try tree.write("Packages/\(package.name)/Package.swift", manifest(package.name, dependsOn: package.name == packages[0].name ? nil : packages[0].name))
        }
        try tree.write("App/App.xcodeproj/project.pbxproj", appProject(
            sources: appSources, tests: appTests, shared: shared, packages: packages.map(\.name)))
        try tree.write("Kit/Kit.xcodeproj/project.pbxproj", kitProject())
        try tree.write("Pods/Pods.xcodeproj/project.pbxproj", podsProject(pods))
        try tree.write("Shop.xcworkspace/contents.xcworkspacedata", """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:App/App.xcodeproj">
               </FileRef>
               <FileRef
                  location = "group:Kit/Kit.xcodeproj">
               </FileRef>
               <FileRef
                  location = "group:Pods/Pods.xcodeproj">
               </FileRef>
            </Workspace>

            """)
        return tree.summary
    }

    /// A unit test of one type, with a few cases.
    private func testFile(for type: String, random: inout SplitMix) -> SourceWriter {
        var file = SourceWriter()
        file.line("import XCTest")
        file.line("@testable import App")
        file.line("")
        file.block("final class \(type)Tests: XCTestCase") {
            for case_ in 0..<(2 + Int(random.next() % 4)) {
                $0.line("")
                $0.block("func testCase\(case_)() throws") {
                    $0.line("let subject = String(describing: \(type).self)")
                    $0.line("XCTAssertFalse(subject.isEmpty, \"case \(case_)\")")
                }
            }
        }
        return file
    }

    private func manifest(_ name: String, dependsOn core: String?) -> String {
        let packageDependencies = core.map { "\n        .package(path: \"../\($0)\")," } ?? ""
        let targetDependencies = core.map { ".product(name: \"\($0)\", package: \"\($0)\")" } ?? ""
        return """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "\(name)",
                platforms: [.iOS(.v16)],
                products: [
                    .library(name: "\(name)", targets: ["\(name)"]),
                ],
                dependencies: [\(packageDependencies)
                ],
                targets: [
                    .target(name: "\(name)", dependencies: [\(targetDependencies)]),
                    .testTarget(name: "\(name)Tests", dependencies: ["\(name)"]),
                ]
            )

            """
    }

    private func appProject(sources: [String], tests: [String], shared: [String], packages: [String]) -> String {
        var project = ProjectFileWriter(prefix: 0xA0)
        let sourcesGroup = project.group(named: "Sources", files: sources.map { String($0.dropFirst("Sources/".count)) })
        let testsGroup = project.group(named: "Tests", files: tests.map { String($0.dropFirst("Tests/".count)) })
        let extensionGroup = project.group(named: "ShareExtension", files: ["ShareViewController.swift"])
        // Resources: a storyboard and an asset catalog per tenth of the sources, as apps have.
        let resources = (0..<max(1, sources.count / 10)).map { "Resources/Screen\($0).storyboard" } + ["Resources/Assets.xcassets"]
        let resourcesGroup = project.group(named: "Resources", files: resources.map { String($0.dropFirst("Resources/".count)) })
        let kitFramework = project.fileReference("Kit.framework", sourceTree: "BUILT_PRODUCTS_DIR", type: "wrapper.framework")
        let packageReferences = packages.map { project.object("XCLocalSwiftPackageReference", comment: "XCLocalSwiftPackageReference \"../Packages/\($0)\"", ["relativePath": .plain("../Packages/\($0)")]) }
        let app = project.target(
            "App", type: "com.apple.product-type.application",
            sources: sources.compactMap { sourcesGroup.files[String($0.dropFirst("Sources/".count))] },
            resources: resources.compactMap { resourcesGroup.files[String($0.dropFirst("Resources/".count))] },
            frameworks: [kitFramework], packageProducts: packages)
        let share = project.target(
            "ShareExtension", type: "com.apple.product-type.app-extension",
            sources: extensionGroup.files.values.sorted() + shared.compactMap { sourcesGroup.files[String($0.dropFirst("Sources/".count))] },
            dependencies: [])
        let appTests = project.target(
            "AppTests", type: "com.apple.product-type.bundle.unit-test",
            sources: tests.compactMap { testsGroup.files[String($0.dropFirst("Tests/".count))] }, dependencies: [app])
        _ = share
        _ = appTests
        return project.render(
            mainGroup: [sourcesGroup.id, testsGroup.id, extensionGroup.id, resourcesGroup.id, kitFramework], packageReferences: packageReferences)
    }

    private func kitProject() -> String {
        var project = ProjectFileWriter(prefix: 0xB0)
        let kitID = project.newID()
        let exceptions = project.object(
            "PBXFileSystemSynchronizedBuildFileExceptionSet", comment: "Exceptions for \"Sources\" folder in \"Kit\" target",
            ["membershipExceptions": .list(["Previews/PreviewData.swift"]), "target": .reference(kitID, "Kit")])
        let sources = project.object(
            "PBXFileSystemSynchronizedRootGroup", comment: "Sources",
            ["exceptions": .list([exceptions]), "explicitFileTypes": .raw("{\n\t\t\t}"), "explicitFolders": .list([]), "path": "Sources", "sourceTree": .raw("\"<group>\"")])
        let tests = project.object(
            "PBXFileSystemSynchronizedRootGroup", comment: "Tests",
            ["explicitFileTypes": .raw("{\n\t\t\t}"), "explicitFolders": .list([]), "path": "Tests", "sourceTree": .raw("\"<group>\"")])
        let kit = project.target("Kit", id: kitID, type: "com.apple.product-type.framework", sources: [], synchronized: [sources])
        _ = project.target("KitTests", type: "com.apple.product-type.bundle.unit-test", sources: [], synchronized: [tests], dependencies: [kit])
        return project.render(mainGroup: [sources, tests], packageReferences: [])
    }

    private func podsProject(_ pods: [(name: String, files: [String])]) -> String {
        var project = ProjectFileWriter(prefix: 0xC0)
        var groups: [String] = []
        for pod in pods {
            let group = project.group(named: pod.name, files: pod.files.map { String($0.dropFirst(pod.name.count + 1)) })
            groups.append(group.id)
            _ = project.target(pod.name, type: "com.apple.product-type.framework", sources: group.files.values.sorted())
        }
        return project.render(mainGroup: groups, packageReferences: [])
    }
}

/// Writes a `project.pbxproj` as Xcode does: objects in sections by kind, each with its comment,
/// build files and file references on one line, build settings per configuration.
struct ProjectFileWriter {
    enum Value: ExpressibleByStringLiteral {
        case plain(String)
        case reference(String, String)
        case list([String])
        case raw(String)

        init(stringLiteral value: String) { self = .plain(value) }
    }

    private let prefix: UInt64
    private var counter: UInt64 = 0
    /// Objects by kind, each as its text.
    private var sections: [String: [String]] = [:]
    private var comments: [String: String] = [:]
    private var targets: [String] = []

    init(prefix: UInt64) { self.prefix = prefix }

    mutating func newID() -> String {
        counter += 1
        return String(format: "%08llX%016llX", prefix, counter)
    }

    private func quoted(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || "._/".contains($0) } ? text : "\"\(text)\""
    }

    private func text(_ value: Value) -> String {
        switch value {
        case .plain(let text): return quoted(text)
        case .reference(let id, let comment): return "\(id) /* \(comment) */"
        case .list(let items):
            return "(\n" + items.map { item in "\t\t\t\t\(comments[item].map { "\(item) /* \($0) */" } ?? quoted(item)),\n" }.joined() + "\t\t\t)"
        case .raw(let text): return text
        }
    }

    @discardableResult
    mutating func object(_ isa: String, id: String? = nil, comment: String, _ fields: [String: Value], inline: Bool = false) -> String {
        let id = id ?? newID()
        comments[id] = comment
        let body = fields.keys.sorted().map { key in (key, text(fields[key]!)) }
        let object: String
        if inline {
            object = "\t\t\(id) /* \(comment) */ = {isa = \(isa); " + body.map { "\($0.0) = \($0.1); " }.joined() + "};\n"
        } else {
            object = "\t\t\(id) /* \(comment) */ = {\n\t\t\tisa = \(isa);\n" + body.map { "\t\t\t\($0.0) = \($0.1);\n" }.joined() + "\t\t};\n"
        }
        sections[isa, default: []].append(object)
        return id
    }

    mutating func fileReference(_ path: String, sourceTree: String = "\"<group>\"", type: String? = nil) -> String {
        let name = (path as NSString).lastPathComponent
        let fileType = type ?? (path.hasSuffix(".swift") ? "sourcecode.swift" : path.hasSuffix(".storyboard") ? "file.storyboard" : "folder.assetcatalog")
        return object("PBXFileReference", comment: name, ["lastKnownFileType": .plain(fileType), "path": .plain(path), "sourceTree": .raw(sourceTree)], inline: true)
    }

    /// A group named `name` holding `files` (paths below it) in nested groups, a group per folder.
    /// Returns its id and each file's reference by its path.
    mutating func group(named name: String, files: [String]) -> (id: String, files: [String: String]) {
        var references: [String: String] = [:]
        let id = group(name, files: files, prefix: "", references: &references)
        return (id, references)
    }

    private mutating func group(_ name: String, files: [String], prefix: String, references: inout [String: String]) -> String {
        var children: [String] = []
        var folders: [String: [String]] = [:]
        var order: [String] = []
        for file in files {
            if let slash = file.firstIndex(of: "/") {
                let folder = String(file[..<slash])
                if folders[folder] == nil { order.append(folder) }
                folders[folder, default: []].append(String(file[file.index(after: slash)...]))
            } else {
                let reference = fileReference(file)
                references[prefix + file] = reference
                children.append(reference)
            }
        }
        for folder in order {
            children.append(group(folder, files: folders[folder]!, prefix: prefix + folder + "/", references: &references))
        }
        return object("PBXGroup", comment: name, ["children": .list(children), "path": .plain(name), "sourceTree": .raw("\"<group>\"")])
    }

    /// A native target with a sources phase (and resources and frameworks phases), build
    /// configurations and dependencies; returns its id.
    @discardableResult
    mutating func target(
        _ name: String, id: String? = nil, type: String, sources: [String], resources: [String] = [], frameworks: [String] = [],
        packageProducts: [String] = [], synchronized: [String] = [], dependencies: [String] = []
    ) -> String {
        let id = id ?? newID()
        func buildFiles(_ references: [String], phase: String) -> [String] {
            references.map { object("PBXBuildFile", comment: "\(comments[$0] ?? "") in \(phase)", ["fileRef": .reference($0, comments[$0] ?? "")], inline: true) }
        }
        let products = packageProducts.map { object("XCSwiftPackageProductDependency", comment: $0, ["productName": .plain($0)]) }
        let sourcesPhase = object("PBXSourcesBuildPhase", comment: "Sources", [
            "buildActionMask": "2147483647", "files": .list(buildFiles(sources, phase: "Sources")), "runOnlyForDeploymentPostprocessing": "0",
        ])
        let frameworksPhase = object("PBXFrameworksBuildPhase", comment: "Frameworks", [
            "buildActionMask": "2147483647",
            "files": .list(buildFiles(frameworks, phase: "Frameworks") + products.map { object("PBXBuildFile", comment: "\(comments[$0]!) in Frameworks", ["productRef": .reference($0, comments[$0]!)], inline: true) }),
            "runOnlyForDeploymentPostprocessing": "0",
        ])
        let resourcesPhase = object("PBXResourcesBuildPhase", comment: "Resources", [
            "buildActionMask": "2147483647", "files": .list(buildFiles(resources, phase: "Resources")), "runOnlyForDeploymentPostprocessing": "0",
        ])
        let targetDependencies = dependencies.map { object("PBXTargetDependency", comment: "PBXTargetDependency", ["target": .reference($0, comments[$0] ?? "")]) }
        let configurations = ["Debug", "Release"].map { configuration in
            object("XCBuildConfiguration", comment: configuration, [
                "buildSettings": .raw(Self.buildSettings(name: name, configuration: configuration)), "name": .plain(configuration),
            ])
        }
        let list = object("XCConfigurationList", comment: "Build configuration list for PBXNativeTarget \"\(name)\"", [
            "buildConfigurations": .list(configurations), "defaultConfigurationIsVisible": "0", "defaultConfigurationName": "Release",
        ])
        var fields: [String: Value] = [
            "buildConfigurationList": .reference(list, comments[list]!), "buildPhases": .list([sourcesPhase, frameworksPhase, resourcesPhase]),
            "buildRules": .list([]), "dependencies": .list(targetDependencies), "name": .plain(name), "productName": .plain(name),
            "productType": .raw("\"\(type)\""),
        ]
        if !synchronized.isEmpty { fields["fileSystemSynchronizedGroups"] = .list(synchronized) }
        if !products.isEmpty { fields["packageProductDependencies"] = .list(products) }
        object("PBXNativeTarget", id: id, comment: name, fields)
        targets.append(id)
        return id
    }

    private static func buildSettings(name: String, configuration: String) -> String {
        let settings = [
            ("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME", "AccentColor"), ("CLANG_ENABLE_MODULES", "YES"),
            ("CLANG_WARN_BLOCK_CAPTURE_AUTORELEASING", "YES"), ("CLANG_WARN_BOOL_CONVERSION", "YES"), ("CODE_SIGN_STYLE", "Automatic"),
            ("CURRENT_PROJECT_VERSION", "1"), ("DEBUG_INFORMATION_FORMAT", configuration == "Debug" ? "dwarf" : "\"dwarf-with-dsym\""),
            ("ENABLE_TESTABILITY", configuration == "Debug" ? "YES" : "NO"), ("GENERATE_INFOPLIST_FILE", "YES"),
            ("INFOPLIST_FILE", "\"\(name)/Info.plist\""), ("IPHONEOS_DEPLOYMENT_TARGET", "16.0"),
            ("LD_RUNPATH_SEARCH_PATHS", "(\n\t\t\t\t\t\"$(inherited)\",\n\t\t\t\t\t\"@executable_path/Frameworks\",\n\t\t\t\t)"),
            ("MARKETING_VERSION", "1.0"), ("PRODUCT_BUNDLE_IDENTIFIER", "\"com.example.\(name)\""), ("PRODUCT_NAME", "\"$(TARGET_NAME)\""),
            ("SWIFT_ACTIVE_COMPILATION_CONDITIONS", configuration == "Debug" ? "DEBUG" : "\"\""),
            ("SWIFT_OPTIMIZATION_LEVEL", configuration == "Debug" ? "\"-Onone\"" : "\"-O\""), ("SWIFT_VERSION", "5.0"),
            ("TARGETED_DEVICE_FAMILY", "\"1,2\""),
        ]
        return "{\n" + settings.map { "\t\t\t\t\($0.0) = \($0.1);\n" }.joined() + "\t\t\t}"
    }

    /// The whole file, with the project object naming the main group's children and the targets.
    mutating func render(mainGroup children: [String], packageReferences: [String]) -> String {
        let mainGroup = object("PBXGroup", comment: "", ["children": .list(children), "sourceTree": .raw("\"<group>\"")])
        var fields: [String: Value] = [
            "compatibilityVersion": .raw("\"Xcode 14.0\""), "developmentRegion": "en", "hasScannedForEncodings": "0", "mainGroup": .plain(mainGroup),
            "projectDirPath": .raw("\"\""), "projectRoot": .raw("\"\""), "targets": .list(targets),
        ]
        if !packageReferences.isEmpty { fields["packageReferences"] = .list(packageReferences) }
        let root = object("PBXProject", comment: "Project object", fields)
        var text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n"
        for isa in sections.keys.sorted() {
            text += "\n/* Begin \(isa) section */\n" + sections[isa]!.joined() + "/* End \(isa) section */\n"
        }
        text += "\t};\n\trootObject = \(root) /* Project object */;\n}\n"
        return text
    }
}
