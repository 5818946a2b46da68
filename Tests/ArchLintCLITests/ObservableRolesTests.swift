import Testing

/// mvc on SwiftUI code (Tests/Fixtures/mvc-swiftui): an observable object is a ViewModel
/// whatever its name; a typealias takes the role of the one type it names; a supertype's role
/// that comes from a name gives way to the type's own, more specific name; a SwiftUI view (one
/// conforming to `View`, or a representable) is a SwiftUIView whatever its name, may show a Model
/// (no controller fills it), and a representable hosts the view controller it wraps; a file-name
/// pattern (`**/*Models.swift`) gives no role to the type the file is named after.
@Suite struct ObservableRolesTests {
    @Test func rolesFollowObservationAliasesAndTheMoreSpecificName() {
        let result = archlint("roles", "Tests/Fixtures/mvc-swiftui/App", "--preset", "mvc")
        #expect(result.err == "")
        #expect(result.status == 0)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "TYPE                  KIND       ROLE         DECLARED AT                                                         REASON",
            "FlowModel             protocol   Model        Tests/Fixtures/mvc-swiftui/App/FlowModel.swift:2                    name matches '*Model'",
            "WelcomeViewModel      class      ViewModel    Tests/Fixtures/mvc-swiftui/App/FlowModel.swift:7                    name matches '*ViewModel'",
            "ReceiptStore          class      Model        Tests/Fixtures/mvc-swiftui/App/FlowModel.swift:13                   weak: conforms to FlowModel (Model)",
            "SignUpForm            struct     Model        Tests/Fixtures/mvc-swiftui/App/Onboarding/SignUpModels.swift:2      path matches '**/*Models.swift'; its shape agrees: plain data (struct with 1 stored property, no methods)",
            "SignUpStepModels      struct     -            Tests/Fixtures/mvc-swiftui/App/Onboarding/SignUpStepModels.swift:3  path matches '**/*Models.swift', but the file is named after the type, whose own name matches no pattern",
            "ReaderViewController  class      Controller   Tests/Fixtures/mvc-swiftui/App/Reader.swift:4                       inherits from UIViewController",
            "ReaderView            struct     SwiftUIView  Tests/Fixtures/mvc-swiftui/App/Reader.swift:13                      inherits from UIViewControllerRepresentable",
            "ShareSheetController  struct     SwiftUIView  Tests/Fixtures/mvc-swiftui/App/Reader.swift:24                      inherits from UIViewControllerRepresentable",
            "ReaderScreen          struct     SwiftUIView  Tests/Fixtures/mvc-swiftui/App/Reader.swift:32                      inherits from View",
            "ReaderPagesView       struct     SwiftUIView  Tests/Fixtures/mvc-swiftui/App/Reader.swift:39                      inherits from View",
            "ReaderFooterView      class      View         Tests/Fixtures/mvc-swiftui/App/Reader.swift:48                      inherits from UIView",
            "ShelfModel            class      ViewModel    Tests/Fixtures/mvc-swiftui/App/Shelf.swift:6                        inherits from ObservableObject",
            "ShelfView             struct     SwiftUIView  Tests/Fixtures/mvc-swiftui/App/Shelf.swift:10                       inherits from View",
            "ShelfSettingsModel    class      ViewModel    Tests/Fixtures/mvc-swiftui/App/Shelf.swift:20                       marked @Observable",
            "ShelfSectionsModel    typealias  ViewModel    Tests/Fixtures/mvc-swiftui/App/Shelf.swift:25                       another name for ShelfSettingsModel (ViewModel)",
            "Book                  class      Model        Tests/Fixtures/mvc-swiftui/App/Shelf.swift:34                       inherits from NSManagedObject",
            "BookCell              class      View         Tests/Fixtures/mvc-swiftui/App/Shelf.swift:36                       inherits from UITableViewCell (matches 'UI*Cell')",
            "BookRowView           struct     SwiftUIView  Tests/Fixtures/mvc-swiftui/App/Shelf.swift:42                       inherits from View",
        ])
    }

    /// The view observing its view models is no break (before: three errors, `ShelfView` using
    /// "Model" `ShelfModel`, `ShelfSectionsModel` and `ShelfSettingsModel`), nor the
    /// representable making its controller (before: four) or a view showing a representable
    /// named `*Controller` (before: one), nor a SwiftUI view showing a Core Data entity (before:
    /// `View 'BookRowView' must not use Model 'Book'`), nor a controller hosting that SwiftUI
    /// view, nor an onboarding step named like the `*Models.swift` file it is alone in (before:
    /// `Model 'SignUpStepModels' must not use ViewModel 'ShelfModel'`); the Model showing a view
    /// and building a view model, the SwiftUI and UIKit views holding a controller and the UIKit
    /// cell showing a Core Data entity are. The Model is one only through the one protocol it
    /// conforms to (`FlowModel`), a weak signal: its two are warnings until confirmed.
    @Test func onlyTheModelReachingTheScreenTheCocoaViewsAndTheirUsesAreReported() {
        let result = archlint("lint", "Tests/Fixtures/mvc-swiftui/App", "--preset", "mvc")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/mvc-swiftui/App/FlowModel.swift:15:13: warning: Model 'ReceiptStore' must not use SwiftUIView 'ShelfView'; Model may use Model (unconfirmed: 'ReceiptStore' is Model only by conforms to FlowModel (Model); confirm with 'Model includes ReceiptStore' in the rules or '// archlint:role Model' above it) [forbidden-dependency]",
            "Tests/Fixtures/mvc-swiftui/App/FlowModel.swift:15:30: warning: Model 'ReceiptStore' must not use ViewModel 'ShelfModel'; Model may use Model (unconfirmed: 'ReceiptStore' is Model only by conforms to FlowModel (Model); confirm with 'Model includes ReceiptStore' in the rules or '// archlint:role Model' above it) [forbidden-dependency]",
            "Tests/Fixtures/mvc-swiftui/App/Reader.swift:40:17: error: SwiftUIView 'ReaderPagesView' must not use Controller 'ReaderViewController' [forbidden-dependency]",
            "Tests/Fixtures/mvc-swiftui/App/Reader.swift:49:22: error: View 'ReaderFooterView' must not use Controller 'ReaderViewController' [forbidden-dependency]",
            "Tests/Fixtures/mvc-swiftui/App/Shelf.swift:37:23: error: View 'BookCell' must not use Model 'Book' [forbidden-dependency]",
        ])
    }

    /// `explain` shows why a SwiftUI view may show a Model: its role comes from conforming to
    /// `View` (over its `*View` name), and the Cocoa View's deny does not speak for it.
    @Test func explainShowsTheSwiftUIViewShowingAModel() {
        let result = archlint("explain", "BookRowView", "Tests/Fixtures/mvc-swiftui/App", "--preset", "mvc")
        #expect(result.err == "")
        #expect(result.status == 0)
        #expect(Array(result.out.split(separator: "\n").map(String.init).prefix(4)) == [
            "BookRowView (struct) at Tests/Fixtures/mvc-swiftui/App/Shelf.swift:42:8",
            "role: SwiftUIView, inherits from View",
            "edges: 4",
            "  Tests/Fixtures/mvc-swiftui/App/Shelf.swift:42:21 → View (external): allowed, 'View' has no role",
        ])
        #expect(result.out.contains("\n  Tests/Fixtures/mvc-swiftui/App/Shelf.swift:43:15 in book → Book (Model): allowed, no allow-list for SwiftUIView\n"))
    }
}
