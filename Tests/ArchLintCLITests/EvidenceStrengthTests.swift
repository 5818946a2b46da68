import Testing

/// Every role's evidence has a strength (Tests/Fixtures/strength, an MVVM-C app, and
/// Tests/Fixtures/strength-modules, a package whose FeedKit imports no UI framework): the type's
/// own structure turns down a weak signal, and a forbidden dependency through a role that only a
/// weak signal gives is a warning naming that signal and the line that would confirm it, unless
/// the source's own shape makes it wrong whatever its role.
@Suite struct EvidenceStrengthTests {
    /// Both ends strong (a UIKit controller, a class named `*Service`), and plain `Codable` data
    /// outside any Models folder holding a Service: errors. A class that is a Model only by its
    /// folder using a ViewModel: a warning. What the structure vetoes (a folder Model doing I/O, an
    /// enum named `BadgeView`, the data struct `PopularRepository`, the context conforming to one
    /// `*CoordinatorDelegate`, the service's own output protocol) reports nothing.
    @Test func strongEndsAndShapeMadeBreaksAreErrorsAndAFolderRoleIsAWarning() {
        let result = archlint("lint", "Tests/Fixtures/strength", "--preset", "mvvm-c", "--no-color")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/strength/App/Feed/FeedSnapshot.swift:7:18: error: Model 'FeedSnapshot' must not use Service 'RemoteFeedService'; Model may use Model [forbidden-dependency]",
            "Tests/Fixtures/strength/App/Feed/FeedViewController.swift:6:26: error: View 'FeedViewController' must not use Service 'RemoteFeedService'; View may use ViewModel, Model [forbidden-dependency]",
            "Tests/Fixtures/strength/App/Feed/FeedViewController.swift:8:45: error: View 'FeedViewController' must not use Service 'RemoteFeedService'; View may use ViewModel, Model [forbidden-dependency]",
            "Tests/Fixtures/strength/App/Models/FeedCache.swift:5:26: warning: Model 'FeedCache' must not use ViewModel 'FeedViewModel'; Model may use Model (unconfirmed: 'FeedCache' is Model only by path matches '**/Models/**'; confirm with 'Model includes FeedCache' in the rules or '// archlint:role Model' above it) [forbidden-dependency]",
            "Tests/Fixtures/strength/App/Models/FeedCache.swift:7:29: warning: Model 'FeedCache' must not use ViewModel 'FeedViewModel'; Model may use Model (unconfirmed: 'FeedCache' is Model only by path matches '**/Models/**'; confirm with 'Model includes FeedCache' in the rules or '// archlint:role Model' above it) [forbidden-dependency]",
        ])
    }

    /// `roles` shows each type's strength and, for a vetoed signal, what turned it down.
    @Test func rolesShowTheStrengthAndEveryVeto() {
        let result = archlint("roles", "Tests/Fixtures/strength", "--preset", "mvvm-c")
        #expect(result.err == "")
        #expect(result.status == 0)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "TYPE                    KIND      ROLE         DECLARED AT                                                  REASON",
            "formattedStars          func      -            Tests/Fixtures/strength/App/Feed/FeedModels.swift:4          path matches '**/*Models.swift' but it is a function, not what the file collects",
            "FeedFormatting          enum      -            Tests/Fixtures/strength/App/Feed/FeedModels.swift:8          path matches '**/*Models.swift' but it is a helper enum (no cases, no nested types), not what the file collects",
            "FeedItem                struct    Model        Tests/Fixtures/strength/App/Feed/FeedModels.swift:12         path matches '**/*Models.swift'; its shape agrees: plain data (struct with 1 stored property, no methods)",
            "RemoteFeedService       class     Service      Tests/Fixtures/strength/App/Feed/FeedService.swift:3         name matches '*Service'",
            "FeedServiceOutput       protocol  -            Tests/Fixtures/strength/App/Feed/FeedService.swift:17        no rule matches",
            "FeedSnapshot            struct    Model        Tests/Fixtures/strength/App/Feed/FeedSnapshot.swift:5        weak: plain data (struct with 2 stored properties, no methods); no other rule gives it a role",
            "FeedViewController      class     View         Tests/Fixtures/strength/App/Feed/FeedViewController.swift:4  inherits from UIViewController",
            "FeedViewModel           class     ViewModel    Tests/Fixtures/strength/App/Feed/FeedViewModel.swift:3       name matches '*ViewModel'",
            "BadgeView               enum      Model        Tests/Fixtures/strength/App/Feed/FeedViewModel.swift:22      weak: plain data (enum with 2 cases, no methods; no value protocol, uses only data); no other rule gives it a role; name matches '*View' but it is an enum",
            "PopularRepository       struct    Model        Tests/Fixtures/strength/App/Feed/PopularRepository.swift:4   weak: plain data (struct with 2 stored properties, no methods); no other rule gives it a role; name matches '?*Repository' but it is plain data (struct with 2 stored properties, no methods)",
            "FeedCache               class     Model        Tests/Fixtures/strength/App/Models/FeedCache.swift:4         weak: path matches '**/Models/**'",
            "FeedLoader              class     -            Tests/Fixtures/strength/App/Models/FeedLoader.swift:4        path matches '**/Models/**' but it does I/O (uses URLSession): not Model by its folder",
            "AppCoordinatorDelegate  protocol  Coordinator  Tests/Fixtures/strength/App/Settings/AppContext.swift:3      name matches '*CoordinatorDelegate'",
            "AppContext              class     -            Tests/Fixtures/strength/App/Settings/AppContext.swift:8      conforms to AppCoordinatorDelegate (Coordinator by name matches '*CoordinatorDelegate'), a callback its caller declares: not its implementer's role",
        ])
    }

    /// A public struct named `*ViewModel` in a module that imports no UI framework is no
    /// ViewModel: the Model holding it breaks no rule.
    @Test func aModuleWithoutUIHasNoViewModelByName() {
        let lint = archlint("lint", "Tests/Fixtures/strength-modules", "--preset", "mvvm", "--no-color")
        #expect(lint == RunResult(status: 0, out: "", err: ""))
        let result = archlint("roles", "Tests/Fixtures/strength-modules", "--preset", "mvvm")
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "TYPE                 KIND    ROLE       DECLARED AT                                                        REASON",
            "FeedItemViewModel    struct  Model      Tests/Fixtures/strength-modules/Sources/FeedKit/FeedPage.swift:4   weak: plain data (struct with 1 stored property, no methods; no value protocol, uses only data); no other rule gives it a role; name matches '*ViewModel' but it is a value in a module that imports no UI framework",
            "FeedPage             struct  Model      Tests/Fixtures/strength-modules/Sources/FeedKit/FeedPage.swift:8   weak: plain data (struct with 1 stored property, no methods); no other rule gives it a role",
            "FeedScreenViewModel  class   ViewModel  Tests/Fixtures/strength-modules/Sources/FeedUI/FeedScreen.swift:4  name matches '*ViewModel'",
            "FeedScreen           class   View       Tests/Fixtures/strength-modules/Sources/FeedUI/FeedScreen.swift:8  inherits from UIViewController",
        ])
    }

    /// A view model's value form is plain data made for the screen (a cell's `Hashable` struct
    /// of a title and an image): it keeps the role and its rule, so its `UIImage` is an error.
    /// Plain data made to be decoded, encoded or archived (`Codable`) is data whatever its name.
    @Test func plainDataIsAViewModelUnlessItIsStoredOrSent() {
        let lint = archlint("lint", "Tests/Fixtures/view-values", "--preset", "mvvm")
        #expect(lint.err == "")
        #expect(lint.status == 1)
        #expect(lint.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/view-values/App/Feed/FeedItemViewModel.swift:1:1: error: ViewModel 'FeedItemViewModel' must not import UIKit [forbidden-import]",
            "Tests/Fixtures/view-values/App/Feed/FeedItemViewModel.swift:6:16: error: ViewModel 'FeedItemViewModel' must not use 'UIImage' (matches 'UI[A-Z]*') [forbidden-dependency]",
        ])
        let result = archlint("roles", "Tests/Fixtures/view-values", "--preset", "mvvm")
        #expect(result.err == "")
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "TYPE               KIND    ROLE       DECLARED AT                                                    REASON",
            "FeedCell           class   View       Tests/Fixtures/view-values/App/Feed/FeedCell.swift:3           inherits from UITableViewCell (matches 'UI*Cell')",
            "FeedItemViewModel  struct  ViewModel  Tests/Fixtures/view-values/App/Feed/FeedItemViewModel.swift:4  name matches '*ViewModel'",
            "FeedPageViewModel  struct  Model      Tests/Fixtures/view-values/App/Feed/FeedPageViewModel.swift:5  weak: plain data (struct with 2 stored properties, no methods); no other rule gives it a role; name matches '*ViewModel' but it is plain data made to be stored or sent (it declares Codable)",
            "FeedViewModel      class   ViewModel  Tests/Fixtures/view-values/App/Feed/FeedViewModel.swift:4      name matches '*ViewModel'",
        ])
    }

    /// `explain` prints the role's strength, each target's, and the warning's confirmation.
    @Test func explainShowsStrengthsAndHowToConfirm() {
        let result = archlint("explain", "FeedCache", "Tests/Fixtures/strength", "--preset", "mvvm-c")
        #expect(result.err == "")
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "FeedCache (class) at Tests/Fixtures/strength/App/Models/FeedCache.swift:4:13",
            "role: Model (weak), path matches '**/Models/**'",
            "edges: 2",
            "  Tests/Fixtures/strength/App/Models/FeedCache.swift:5:26 in stored → FeedViewModel (ViewModel): warning, Model 'FeedCache' must not use ViewModel 'FeedViewModel'; Model may use Model (unconfirmed: 'FeedCache' is Model only by path matches '**/Models/**'; confirm with 'Model includes FeedCache' in the rules or '// archlint:role Model' above it) [preset mvvm-c:60] [forbidden-dependency]",
            "  Tests/Fixtures/strength/App/Models/FeedCache.swift:7:29 in store → FeedViewModel (ViewModel): warning, Model 'FeedCache' must not use ViewModel 'FeedViewModel'; Model may use Model (unconfirmed: 'FeedCache' is Model only by path matches '**/Models/**'; confirm with 'Model includes FeedCache' in the rules or '// archlint:role Model' above it) [preset mvvm-c:60] [forbidden-dependency]",
            "imports: 1",
            "  Tests/Fixtures/strength/App/Models/FeedCache.swift:1:1 import Foundation: allowed, Model 'FeedCache' in this file may import Foundation",
        ])
    }
}
