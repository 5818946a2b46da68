import Foundation
import Testing

/// Columns: UTF-8 bytes from 1 in diagnostics (as the Swift compiler counts, so Xcode puts the
/// marker where the compiler would), UTF-16 code units in SARIF (as its specification says). A
/// tab is one column in both.
@Suite struct ColumnTests {
    // Before `CafeViewController` on line 4: a tab, then `let menü = "é"; var screen: `:
    // 31 bytes of UTF-8 (ü and é take two each) but 29 UTF-16 code units.
    static let source = """
        import Foundation

        final class CafeInteractor {
        \tlet menü = "é"; var screen: CafeViewController?
        }
        final class CafeViewController {}

        """

    @Test func diagnosticsCountUTF8BytesAndSARIFCountsUTF16Units() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let file = folder + "/Cafe.swift"
        try writeFile(file, Self.source)

        let xcode = archlint("lint", file, "--preset", "viper")
        #expect(xcode.out == "\(file):4:32: error: Interactor 'CafeInteractor' must not use View 'CafeViewController'; Interactor may use Presenter, Entity, DataManager, Service [forbidden-dependency]\n")

        let sarif = archlint("lint", file, "--preset", "viper", "--format", "sarif")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
        let result = try #require(((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let region = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 4)
        #expect(region["startColumn"] as? Int == 30)
    }
}
