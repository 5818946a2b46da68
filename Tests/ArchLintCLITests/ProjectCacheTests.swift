import Foundation
import Testing

/// `--cache-path` with project files: the parsed projects and manifests are kept, a warm run
/// reports byte for byte what a cold run does, and an edited project file is read again.
@Suite struct ProjectCacheTests {
    @Test func aWarmRunReportsWhatAColdRunDoesAndSeesAnEditedProject() throws {
        let app = try copyOfRepositoryFolder(XcodeProjectTests.fixture)
        defer { removeTemporary(URL(fileURLWithPath: app).deletingLastPathComponent().path) }
        let cache = app + "/../facts.cache"
        let uncached = archlint("lint", "--format", "json", app)
        #expect(uncached.status == 1)
        #expect(uncached.out.contains("module 'Networking' must not import UIKit"))
        #expect(archlint("lint", "--format", "json", app, "--cache-path", cache) == uncached)
        #expect(archlint("lint", "--format", "json", app, "--cache-path", cache) == uncached)
        #expect(archlint("modules", "--format", "json", app) == archlint("modules", "--format", "json", app))

        // The framework's module is renamed in the project file alone: the rule about
        // 'Networking' no longer applies to it.
        let project = app + "/Shop.xcodeproj/project.pbxproj"
        let text = try readFile(project)
        #expect(text.contains("PRODUCT_NAME = Networking;"))
        try writeFile(project, text.replacingOccurrences(of: "PRODUCT_NAME = Networking;", with: "PRODUCT_NAME = NetKit;"))
        let edited = archlint("lint", "--format", "json", app)
        #expect(!edited.out.contains("module 'Networking' must not import UIKit"))
        #expect(archlint("lint", "--format", "json", app, "--cache-path", cache) == edited)
        #expect(archlint("lint", "--format", "json", app, "--cache-path", cache) == edited)
    }

    /// A file added to a synchronized folder is in its target on a warm run, though the project
    /// file did not change: the cache keeps the folder, not the files found in it.
    @Test func aFileAddedToASynchronizedFolderJoinsItsTargetOnAWarmRun() throws {
        let app = try copyOfRepositoryFolder(XcodeProjectTests.fixture)
        defer { removeTemporary(URL(fileURLWithPath: app).deletingLastPathComponent().path) }
        let cache = app + "/../facts.cache"
        _ = archlint("lint", app, "--cache-path", cache)
        try writeFile(app + "/App/Features/Added.swift", "import CatalogUI\n\nstruct Added {\n    let view: ProductView\n}\n")
        let uncached = archlint("lint", "--format", "json", app)
        #expect(uncached.out.contains("module 'Shop' must not use module 'CatalogUI': 'Added' uses 'ProductView'"))
        #expect(archlint("lint", "--format", "json", app, "--cache-path", cache) == uncached)
    }
}
