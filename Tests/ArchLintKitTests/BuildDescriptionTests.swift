import Foundation
import Testing
@testable import ArchLintKit

/// Reading build descriptions: package manifests read statically, workspaces, Xcode projects'
/// targets and files, and what is a warning (with its line) rather than a failed run.
@Suite struct BuildDescriptionTests {
    private func makeTree(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "archlint-build-" + UUID().uuidString
        for (relative, text) in files {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return root
    }

    private func manifest(_ text: String) throws -> Result<PackageManifest, Diagnostic> {
        let root = try makeTree(["Package.swift": text])
        defer { try? FileManager.default.removeItem(atPath: root) }
        return Result { () throws(Diagnostic) in try PackageManifest.read(file: "Package.swift", workingDirectory: root) }
    }

    /// `name kind line path [sources] -exclude deps`, the folder left out, for exact comparison.
    private func summary(_ manifest: PackageManifest) -> [String] {
        manifest.targets.map { target in
            let path = String(target.path.dropFirst(manifest.folder.count + 1))
            let sources = target.sources.map { " sources " + $0.map { String($0.dropFirst(manifest.folder.count + 1)) }.joined(separator: ",") } ?? ""
            let exclude = target.exclude.isEmpty ? "" : " exclude " + target.exclude.map { String($0.dropFirst(manifest.folder.count + 1)) }.joined(separator: ",")
            return "\(target.name) \(target.kind.rawValue) \(target.line) \(path)\(sources)\(exclude) <- \(target.dependencies.joined(separator: ","))"
        }
    }

    @Test func aManifestsTargetsWithCustomPathsSourcesExclusionsAndEveryDependencyForm() throws {
        let text = """
            // swift-tools-version:5.9
            import PackageDescription

            /* A comment with .target(name: "NotATarget") in it */
            let package = Package(
                name: "Shop",
                platforms: [.iOS(.v16)],
                products: [.library(name: "ShopKit", targets: ["Domain", "Data"])],
                dependencies: [.package(path: "../Other")],
                targets: [
                    .target(name: "Domain", path: "Code/Domain", exclude: ["Legacy", "README.md"]),
                    .target(
                        name: "Data",
                        dependencies: [
                            "Domain",
                            .target(name: "Networking", condition: .when(platforms: [.iOS])),
                            .product(name: "Collections", package: "swift-collections"),
                            .byName(name: "Cache"),
                        ],
                        sources: ["Repositories", "Mappers/Mapper.swift"]
                    ),
                    .executableTarget(name: "Tool", dependencies: ["Data"]),
                    .testTarget(name: "DomainTests", dependencies: ["Domain"]),
                    .binaryTarget(name: "Vendor", path: "Vendor.xcframework"),
                    .target(name: "String \\"Quoted\\"", path: #"Raw/"Path""#),
                ]
            )
            """
        let read = try manifest(text).get()
        #expect(summary(read) == [
            "Domain package 11 Code/Domain exclude Code/Domain/Legacy,Code/Domain/README.md <- ",
            "Data package 12 Sources/Data sources Sources/Data/Repositories,Sources/Data/Mappers/Mapper.swift <- Domain,Networking,Collections,Cache",
            "Tool package 22 Sources/Tool <- Data",
            "DomainTests test 23 Tests/DomainTests <- Domain",
            "String \"Quoted\" package 25 Raw/\"Path\" <- ",
        ])
        #expect(read.products == ["ShopKit": ["Domain", "Data"]])
    }

    @Test func aManifestThatComputesItsTargetsIsAWarningWithItsLine() throws {
        let appended = """
            let package = Package(
                name: "A",
                targets: [.target(name: "A")]
            )
            package.targets.append(.target(name: "B"))
            """
        #expect(throws: Diagnostic.buildDescription(file: "Package.swift", line: 5, message:
            "package manifest too dynamic to read without running it (the targets are changed after the Package(…) call); its files keep the Sources/<Module>/ layout")) {
            try manifest(appended).get()
        }
        let variable = """
            let targets: [Target] = [.target(name: "A")]
            let package = Package(
                name: "A",
                targets: targets
            )
            """
        #expect(throws: Diagnostic.buildDescription(file: "Package.swift", line: 4, message:
            "package manifest too dynamic to read without running it ('targets:' is not a literal list); its files keep the Sources/<Module>/ layout")) {
            try manifest(variable).get()
        }
        let mapped = """
            let package = Package(
                name: "A",
                targets: ["A", "B"].map { .target(name: $0) }
            )
            """
        #expect(throws: Diagnostic.buildDescription(file: "Package.swift", line: 3, message:
            "package manifest too dynamic to read without running it (a target that is not written as .target(…)); its files keep the Sources/<Module>/ layout")) {
            try manifest(mapped).get()
        }
        let added = """
            let package = Package(
                name: "A",
                targets: [.target(name: "A")] + extraTargets
            )
            """
        #expect(throws: Diagnostic.buildDescription(file: "Package.swift", line: 3, message:
            "package manifest too dynamic to read without running it ('targets:' is more than a literal list); its files keep the Sources/<Module>/ layout")) {
            try manifest(added).get()
        }
        let interpolated = """
            let name = "A"
            let package = Package(
                name: name,
                targets: [.target(name: "\\(name)Kit")]
            )
            """
        #expect(throws: Diagnostic.buildDescription(file: "Package.swift", line: 4, message:
            "package manifest too dynamic to read without running it (a value that is not a string literal); its files keep the Sources/<Module>/ layout")) {
            try manifest(interpolated).get()
        }
    }

    @Test func aDamagedManifestNeverHangs() throws {
        for text in ["let package = Package(", "Package(targets: [.target(name: \"A\"", "Package(targets: [)]", "Package(a: ]]]", "\"unclosed", "Package(targets: [.target(name: #\"A\"#)])"] {
            _ = try manifest(text)
        }
        #expect(try summary(manifest("Package(targets: [.target(name: #\"A\"#)])").get()) == ["A package 1 Sources/A <- "])
    }

    @Test func aWorkspaceNamesItsProjectsAndPackagesThroughItsGroups() throws {
        let root = try makeTree(["App.xcworkspace/contents.xcworkspacedata": """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App/App.xcodeproj"></FileRef>
               <Group location = "container:Modules" name = "Modules">
                  <FileRef location = "group:Core"></FileRef>
                  <Group location = "group:Nested" name = "Nested">
                     <FileRef location = "group:Deep.xcodeproj"></FileRef>
                  </Group>
                  <FileRef location = "group:A &amp; B"></FileRef>
               </Group>
               <FileRef location = "absolute:/opt/Shared.xcodeproj"></FileRef>
            </Workspace>
            """])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let workspace = try Workspace.read(bundle: "App.xcworkspace", workingDirectory: root)
        #expect(workspace.projects == [root + "/App/App.xcodeproj", root + "/Modules/Nested/Deep.xcodeproj", "/opt/Shared.xcodeproj"])
        #expect(workspace.folders == [root + "/Modules/Core", root + "/Modules/A & B"])
    }

    @Test func theFixtureProjectsTargetsFilesAndDependencies() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path + "/Fixtures/xcode-app"
        let project = try XcodeProject.read(bundle: fixture + "/Shop.xcodeproj", workingDirectory: "/")
        #expect(project.targets.map { "\($0.name) → \($0.moduleName) \($0.kind.rawValue) line \($0.line)" } == [
            "Shop → Shop app line 215", "Networking Kit → Networking framework line 239",
            "Share Extension → Share_Extension extension line 254", "ShopTests → ShopTests test line 269",
            "ShopUITests → ShopUITests test line 285",
        ])
        let relative = { (path: String) in String(path.dropFirst(fixture.count + 1)) }
        // BUILT_PRODUCTS_DIR is no source folder; the absolute path is kept (it exists nowhere,
        // so no found file matches it).
        #expect(project.targets[0].sourceFiles == [
            fixture + "/App/AppDelegate.swift", fixture + "/App/Screens/CartScreen.swift", fixture + "/App/Shared/Formatting.swift",
            "/nonexistent/Shared/Outside.swift", fixture + "/App/Base.lproj/Texts.swift",
        ])
        #expect(project.targets[0].synchronizedFolders == [XcodeProject.SynchronizedFolder(
            path: fixture + "/App/Features", excluded: [fixture + "/App/Features/Drafts", fixture + "/App/Features/FeatureFixtures.swift"])])
        #expect(project.targets[1].sourceFiles.map(relative) == ["Networking/APIClient.swift", "Networking/Requests/Endpoint.swift"])
        #expect(project.targets[3].sourceFiles.map(relative) == ["ShopTests/CartTests.swift"])
        // The unit tests own no synchronized folder: the app's folder's exception set adds a file.
        #expect(project.targets[3].synchronizedFolders == [XcodeProject.SynchronizedFolder(
            path: fixture + "/App/Features", isOwned: false, exceptions: [fixture + "/App/Features/FeatureFixtures.swift"])])
        #expect(project.targets[0].dependencies == ["Networking Kit", "Share Extension", "Catalog"])
        #expect(project.targets[0].linkedFrameworks == ["Networking", "UIKit", "Catalog"])
        #expect(project.localPackages == [fixture + "/Packages/Catalog"])
    }

    @Test func aDamagedProjectIsAWarningWithItsLine() throws {
        let root = try makeTree(["App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup\n\t};\n}\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: Diagnostic.buildDescription(file: "App.xcodeproj/project.pbxproj", line: 5, message:
            "damaged Xcode project: expected ';' after the value of 'isa'; its files keep the Sources/<Module>/ layout")) {
            try XcodeProject.read(bundle: "App.xcodeproj", workingDirectory: root)
        }
        let noRoot = try makeTree(["App.xcodeproj/project.pbxproj": "{ objects = { }; }"])
        defer { try? FileManager.default.removeItem(atPath: noRoot) }
        #expect(throws: Diagnostic.buildDescription(file: "App.xcodeproj/project.pbxproj", line: 1, message:
            "damaged Xcode project: no 'objects' or 'rootObject'; its files keep the Sources/<Module>/ layout")) {
            try XcodeProject.read(bundle: "App.xcodeproj", workingDirectory: noRoot)
        }
    }

    @Test func productTypesMapToKinds() {
        let kinds = [
            "com.apple.product-type.application", "com.apple.product-type.framework", "com.apple.product-type.framework.static",
            "com.apple.product-type.library.static", "com.apple.product-type.app-extension", "com.apple.product-type.extensionkit-extension",
            "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing", "com.apple.product-type.tool",
            "com.apple.product-type.bundle",
        ].map { ModuleKind(productType: $0).rawValue }
        #expect(kinds == ["app", "framework", "framework", "library", "extension", "extension", "test", "test", "app", "library"])
    }

    @Test func plainRelativePathsNeedNoStandardizing() {
        #expect(["a.swift", "A/b.swift", "", "x..y/.hidden"].map(ProjectPath.isPlainRelative) == [true, true, true, true])
        #expect(["/a", "a//b", "./a", "a/.", "../a", "a/../b", "a/"].map(ProjectPath.isPlainRelative) == [false, false, false, false, false, false, false])
    }

    @Test func sortedPathsFindAPathAsStringsCompareIt() {
        // In byte order: K (0x4B) before b; the second `b` is the first's place.
        let ascii = SortedPaths(["/a/b.swift", "/z.swift", "/a/K.swift", "/a/b.swift"])
        #expect(["/a/K.swift", "/a/b.swift", "/z.swift", "/a/c.swift", "/a/b.swift/"].map(ascii.place(of:)) == [0, 1, 3, nil, nil])
        #expect((0..<4).map(ascii.index(ofPlace:)) == [2, 0, 0, 1])
        // The Kelvin sign is `K` to a string, and an accent combined or not the same letter.
        #expect(ascii.place(of: "/a/\u{212A}.swift") == 0)
        let unicode = SortedPaths(["/a/caf\u{E9}.swift", "/b.swift"])
        #expect(["/a/cafe\u{301}.swift", "/a/caf\u{E9}.swift", "/b.swift", "/c.swift"].map(unicode.place(of:)) == [0, 0, 1, nil])
    }

    @Test func moduleNamesAreIdentifiers() {
        #expect(["Share Extension", "my-kit", "3D", "Café", "ok_name"].map(ProjectPath.moduleName) == ["Share_Extension", "my_kit", "_3D", "Café", "ok_name"])
    }
}
