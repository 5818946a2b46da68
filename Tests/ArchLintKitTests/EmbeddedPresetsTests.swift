import Foundation
import Testing
@testable import ArchLintKit

/// The presets compiled into the tool (Sources/ArchLintKit/Rules/Presets.generated.swift) are
/// exactly the files in Rules/. When this fails, regenerate them:
/// `swift package --allow-writing-to-package-directory embed-presets`.
@Suite struct EmbeddedPresetsTests {
    static let rulesFolder: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Rules").path
    }()

    @Test func everyRulesFileIsEmbeddedWordForWord() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.rulesFolder).filter { $0.hasSuffix(".rules") }.sorted()
        #expect(Presets.names == files.map { String($0.dropLast(".rules".count)) }.sorted(),
                "Rules/ and the embedded presets differ: run 'swift package --allow-writing-to-package-directory embed-presets'")
        for file in files {
            var text = try String(contentsOfFile: Self.rulesFolder + "/" + file, encoding: .utf8)
            if text.hasSuffix("\n") { text.removeLast() }
            #expect(Presets.text(of: String(file.dropLast(".rules".count))) == text,
                    "Rules/\(file) changed since it was embedded: run 'swift package --allow-writing-to-package-directory embed-presets'")
        }
    }
}
