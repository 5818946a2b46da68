import Testing

/// `private` and `fileprivate` types of one name in several files are several types
/// (Tests/Fixtures/scopes): each file's references resolve to its own, and each is reported and
/// explained apart. Before, they were one type, the first declared: the settings' plain `Header`
/// was the feed's header view, so `SettingsModel` holding it was `Model 'SettingsModel' must not
/// use View 'Header'`; and the settings' `Section` view was the plain `Section` struct declared
/// first, so its hold on a concrete controller was not reported.
@Suite struct FileScopedTypesTests {
    @Test func eachFileHasItsOwnPrivateType() {
        let result = archlint("roles", "Tests/Fixtures/scopes/App", "--preset", "mvc")
        #expect(result.err == "")
        #expect(result.status == 0)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "TYPE                 KIND    ROLE        DECLARED AT                                                 REASON",
            "FeedViewController   class   Controller  Tests/Fixtures/scopes/App/Feed/FeedViewController.swift:3   inherits from UIViewController",
            "Header               class   View        Tests/Fixtures/scopes/App/Feed/FeedViewController.swift:14  inherits from UIView",
            "SettingsModel        struct  Model       Tests/Fixtures/scopes/App/Settings/SettingsModel.swift:3    name matches '*Model'",
            "Header               struct  -           Tests/Fixtures/scopes/App/Settings/SettingsModel.swift:9    no rule matches",
            "Section              struct  -           Tests/Fixtures/scopes/App/Settings/SettingsModel.swift:13   no rule matches",
            "SettingsSectionView  class   View        Tests/Fixtures/scopes/App/Settings/SettingsSection.swift:4  inherits from UIView",
            "Section              class   View        Tests/Fixtures/scopes/App/Settings/SettingsSection.swift:8  inherits from UIView",
        ])
    }

    @Test func eachPrivateTypesBreaksAreItsOwn() {
        let result = archlint("lint", "Tests/Fixtures/scopes/App", "--preset", "mvc")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/scopes/App/Feed/FeedViewController.swift:15:26: error: View 'Header' must not use Controller 'FeedViewController' [forbidden-dependency]",
            "Tests/Fixtures/scopes/App/Settings/SettingsSection.swift:9:26: error: View 'Section' must not use Controller 'FeedViewController' [forbidden-dependency]",
        ])
    }

    @Test func explainShowsEveryTypeOfTheName() {
        let result = archlint("explain", "Header", "Tests/Fixtures/scopes/App", "--preset", "mvc")
        #expect(result.err == "")
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.filter { $0.hasPrefix("Header (") || $0.hasPrefix("role: ") } == [
            "Header (class) at Tests/Fixtures/scopes/App/Feed/FeedViewController.swift:14:21",
            "role: View, inherits from UIView",
            "Header (struct) at Tests/Fixtures/scopes/App/Settings/SettingsModel.swift:9:16",
            "role: none, no rule matches",
        ])
    }
}
