import Testing
@testable import ArchLintKit

/// Presets that use each other in a circle are a rules error at the `use` that closes it.
@Suite struct PresetCycleTests {
    @Test func aUseCycleIsAnErrorNamingTheCircle() {
        let presets = ["base": "roles View\nuse layered", "layered": "use base"]
        #expect(throws: RulesErrors([Diagnostic(file: "preset layered", line: 1, column: 5, message: "preset 'base' uses itself: base → layered → base")])) {
            try RulesParser.parse("use base", file: ".archlint.rules", presetLookup: { presets[$0] })
        }
    }
}
