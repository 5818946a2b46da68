import Testing

/// The roles that come from structure rather than names, and the code kept out of the verdicts,
/// on one small VIPER app (Tests/Fixtures/structure): exact `roles` and `lint` output.
@Suite struct StructureSignalsTests {
    /// A View contract named by no pattern takes the role of the View implementing it, and its
    /// base protocol too; plain data is Entity, at the lowest precedence (without a value
    /// protocol only when it uses only data: a struct holding a Service is not); a subclass of
    /// UINavigationController is a View; a nested namespace, a request enum and test code take
    /// no role from their names; vendored code (Pods/) is not read.
    @Test func rolesShowEachStructuralSignalAsEvidence() {
        let result = archlint("roles", "Tests/Fixtures/structure", "--preset", "viper")
        #expect(result.err == "")
        #expect(result.status == 0)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "TYPE                  KIND      ROLE        DECLARED AT                                                       REASON",
            "Article               struct    Entity      Tests/Fixtures/structure/App/Articles/Article.swift:1             weak: plain data (struct with 2 stored properties, 1 computed, no methods); no other rule gives it a role",
            "ArticleKind           enum      Entity      Tests/Fixtures/structure/App/Articles/Article.swift:7             weak: plain data (enum with 2 cases, no methods); no other rule gives it a role",
            "HomeSnapshot          struct    Entity      Tests/Fixtures/structure/App/Articles/Article.swift:12            weak: plain data (struct with 2 stored properties, no methods); no other rule gives it a role",
            "ArticleFormatter      struct    -           Tests/Fixtures/structure/App/Articles/Article.swift:18            no rule matches",
            "ArticleDraft          struct    Entity      Tests/Fixtures/structure/App/Articles/ArticleDraft.swift:2        weak: plain data (struct with 2 stored properties, no methods; no value protocol, uses only data); no other rule gives it a role",
            "ArticlesDependencies  struct    -           Tests/Fixtures/structure/App/Articles/ArticleDraft.swift:8        no rule matches; not plain data: it declares no value protocol and uses Service 'ArticlesService'",
            "ArticlesRouter        enum      -           Tests/Fixtures/structure/App/Articles/ArticlesService.swift:3     name matches '*Router' but it is an enum of network requests (conforms to URLRequestConvertible)",
            "ArticlesService       class     Service     Tests/Fixtures/structure/App/Articles/ArticlesService.swift:8     name matches '*Service'",
            "HomeInteractor        class     Interactor  Tests/Fixtures/structure/App/Home/HomeInteractor.swift:1          name matches '*Interactor'",
            "HomePane              class     View        Tests/Fixtures/structure/App/Home/HomePane.swift:3                inherits from UINavigationController",
            "HomePane.Traits       enum      -           Tests/Fixtures/structure/App/Home/HomePane.swift:6                no rule matches",
            "HomePane.Traits.View  enum      -           Tests/Fixtures/structure/App/Home/HomePane.swift:7                name matches '*View' but it is a nested namespace (an enum with no cases)",
            "PaneContract          protocol  View        Tests/Fixtures/structure/App/Home/HomePaneContract.swift:5        weak: implemented by HomePane (View)",
            "HomePaneContract      protocol  View        Tests/Fixtures/structure/App/Home/HomePaneContract.swift:9        weak: implemented by HomePane (View)",
            "HomePresenter         class     Presenter   Tests/Fixtures/structure/App/Home/HomePresenter.swift:1           name matches '*Presenter'",
            "HomeRouting           protocol  Router      Tests/Fixtures/structure/App/Home/HomeRouting.swift:3             name matches '*Routing'",
            "RouterView            struct    View        Tests/Fixtures/structure/App/Home/HomeRouting.swift:8             inherits from View [conflict: inherits from View; conforms to HomeRouting (Router)]",
            "MockArticlesService   class     -           Tests/Fixtures/structure/App/Preview/MockArticlesService.swift:1  test code (a test double: name matches 'Mock[A-Z]*')",
            "HomePresenterTests    class     -           Tests/Fixtures/structure/AppTests/HomePresenterTests.swift:3      test code (file in a test folder)",
            "HomePaneSpy           class     -           Tests/Fixtures/structure/AppTests/HomePresenterTests.swift:11     test code (file in a test folder)",
            "FakeInteractor        class     -           Tests/Fixtures/structure/AppTests/HomePresenterTests.swift:17     test code (file in a test folder)",
        ])
    }

    /// Without these signals the app had three other errors: the Service using its request enum,
    /// RouterView's own conformance to HomeRouting, and the Interactor in Pods/. Now the
    /// Interactor's use of the View contract and the data holding a Presenter are the breaks. The
    /// data holding a Presenter is an error whatever its role (its shape makes it wrong); the
    /// contract is a View only through the one View implementing it, a weak signal: a warning
    /// until a rules line or an annotation confirms it.
    @Test func lintJudgesContractsAndDataByTheirRolesAndLeavesTestsAndPodsOut() {
        let result = archlint("lint", "Tests/Fixtures/structure", "--preset", "viper")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/structure/App/Articles/Article.swift:14:20: error: Entity 'HomeSnapshot' must not use Presenter 'HomePresenter'; Entity may use Entity [forbidden-dependency]",
            "Tests/Fixtures/structure/App/Home/HomeInteractor.swift:4:20: warning: Interactor 'HomeInteractor' must not use View 'HomePaneContract'; Interactor may use Presenter, Entity, DataManager, Service (unconfirmed: 'HomePaneContract' is View only by implemented by HomePane (View); confirm with 'View includes HomePaneContract' in the rules or '// archlint:role View' above it) [forbidden-dependency]",
        ])
    }

    /// `check tests, vendored`: the test double that implements the contract takes part (the
    /// implementers no longer agree, so the contract has no role), the fake Interactor in the
    /// tests and the one in Pods/ are judged.
    @Test func checkTestsAndVendoredBringThemBackIntoTheVerdicts() {
        let result = archlint("lint", "Tests/Fixtures/structure", "--config", "Tests/Fixtures/structure/check-all.rules")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/structure/App/Articles/Article.swift:14:20: error: Entity 'HomeSnapshot' must not use Presenter 'HomePresenter'; Entity may use Entity [forbidden-dependency]",
            "Tests/Fixtures/structure/AppTests/HomePresenterTests.swift:18:16: error: Interactor 'FakeInteractor' must not use View 'HomePane'; Interactor may use Presenter, Entity, DataManager, Service [forbidden-dependency]",
            "Tests/Fixtures/structure/Pods/Carousel/CarouselInteractor.swift:4:16: error: Interactor 'CarouselInteractor' must not use View 'CarouselView'; Interactor may use Presenter, Entity, DataManager, Service [forbidden-dependency]",
        ])
    }

    /// `explain` names the plain-data signal, and says why a struct of that shape that holds a
    /// Service is not data.
    @Test func explainNamesThePlainDataSignalAndWhyAStructIsNotData() {
        #expect(archlint("explain", "ArticleDraft", "Tests/Fixtures/structure", "--preset", "viper") == RunResult(status: 0, out: """
            ArticleDraft (struct) at Tests/Fixtures/structure/App/Articles/ArticleDraft.swift:2:8
            role: Entity (weak), plain data (struct with 2 stored properties, no methods; no value protocol, uses only data); no other rule gives it a role
            edges: 2
              Tests/Fixtures/structure/App/Articles/ArticleDraft.swift:3:16 in title → String (external): allowed, 'String' has no role
              Tests/Fixtures/structure/App/Articles/ArticleDraft.swift:4:15 in kind → ArticleKind (Entity, weak): allowed, within role Entity
            imports: 0

            """, err: ""))
        #expect(archlint("explain", "ArticlesDependencies", "Tests/Fixtures/structure", "--preset", "viper") == RunResult(status: 0, out: """
            ArticlesDependencies (struct) at Tests/Fixtures/structure/App/Articles/ArticleDraft.swift:8:8
            role: none, no rule matches; not plain data: it declares no value protocol and uses Service 'ArticlesService'
            to give it a role: write '// archlint:role ROLE' just above its declaration, or add 'ROLE is named *Dependencies' (every type named so) or 'ROLE includes ArticlesDependencies' (this one) to the rules; roles: View, Presenter, Interactor, Router, Entity, DataManager, Service
            edges: 2
              Tests/Fixtures/structure/App/Articles/ArticleDraft.swift:9:18 in service → ArticlesService (Service): allowed, 'ArticlesDependencies' has no role
              Tests/Fixtures/structure/App/Articles/ArticleDraft.swift:10:16 in draft → ArticleDraft (Entity, weak): allowed, 'ArticlesDependencies' has no role
            imports: 0

            """, err: ""))
    }

    /// `explain` of a type without a role: what almost matched, the protocols on either side
    /// with their roles, and the lines that would give it one.
    @Test func explainOfATypeWithoutARoleSaysWhatAlmostMatchedAndHowToFixIt() {
        #expect(archlint("explain", "LoginViewControllerImpl", "Tests/Fixtures/explain/App", "--preset", "viper") == RunResult(status: 0, out: """
            LoginViewControllerImpl (class) at Tests/Fixtures/explain/App/Login.swift:5:13
            role: none, no rule matches
            almost matched:
              '*ViewController' (View): the name holds 'ViewController' but does not end with it
              '*View' (View): the name holds 'View' but does not end with it
            conforms to: UIResponder (external), LoginDisplaying (no role)
            to give it a role: write '// archlint:role View' just above its declaration, or add 'View is named *Impl' (every type named so) or 'View includes LoginViewControllerImpl' (this one) to the rules; roles: View, Presenter, Interactor, Router, Entity, DataManager, Service
            edges: 2
              Tests/Fixtures/explain/App/Login.swift:5:38 → UIResponder (external): allowed, 'LoginViewControllerImpl' has no role
              Tests/Fixtures/explain/App/Login.swift:5:51 → LoginDisplaying (no role): allowed, 'LoginViewControllerImpl' has no role
            imports: 1
              Tests/Fixtures/explain/App/Login.swift:1:1 import UIKit: allowed, no import rule for the roles declared here

            """, err: ""))
        #expect(archlint("explain", "Loginpresenter", "Tests/Fixtures/explain/App", "--preset", "viper") == RunResult(status: 0, out: """
            Loginpresenter (class) at Tests/Fixtures/explain/App/Login.swift:11:13
            role: none, no rule matches
            almost matched:
              '*Presenter' (Presenter): the name ends with 'Presenter' in another case
            to give it a role: write '// archlint:role Presenter' just above its declaration, or add 'Presenter is named Loginpresenter' (every type named so) or 'Presenter includes Loginpresenter' (this one) to the rules; roles: View, Presenter, Interactor, Router, Entity, DataManager, Service
            edges: 0
            imports: 1
              Tests/Fixtures/explain/App/Login.swift:1:1 import UIKit: allowed, no import rule for the roles declared here

            """, err: ""))
        #expect(archlint("explain", "LoginDisplaying", "Tests/Fixtures/explain/App", "--preset", "viper") == RunResult(status: 0, out: """
            LoginDisplaying (protocol) at Tests/Fixtures/explain/App/Login.swift:3:10
            role: none, no rule matches
            conforms to: AnyObject (external)
            conformed to by: LoginViewControllerImpl (no role), LoginHandler (no role)
            to give it a role: write '// archlint:role ROLE' just above its declaration, or add 'ROLE is named *Displaying' (every type named so) or 'ROLE includes LoginDisplaying' (this one) to the rules; roles: View, Presenter, Interactor, Router, Entity, DataManager, Service
            edges: 1
              Tests/Fixtures/explain/App/Login.swift:3:27 → AnyObject (external): allowed, 'LoginDisplaying' has no role
            imports: 1
              Tests/Fixtures/explain/App/Login.swift:1:1 import UIKit: allowed, no import rule for the roles declared here

            """, err: ""))
    }
}
