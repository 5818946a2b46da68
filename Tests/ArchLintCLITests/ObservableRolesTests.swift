import Testing

/// mvc on SwiftUI code (Tests/Fixtures/mvc-swiftui): an observable object is a ViewModel
/// whatever its name; a typealias takes the role of the one type it names; a supertype's role
/// that comes from a name gives way to the type's own, more specific name; a representable is a
/// View whatever its name, and hosts the view controller it wraps.
@Suite struct ObservableRolesTests {
    @Test func rolesFollowObservationAliasesAndTheMoreSpecificName() {
        let result = archlint("roles", "Tests/Fixtures/mvc-swiftui/App", "--preset", "mvc")
        #expect(result.err == "")
        #expect(result.status == 0)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "TYPE                  KIND       ROLE        DECLARED AT                                        REASON",
            "FlowModel             protocol   Model       Tests/Fixtures/mvc-swiftui/App/FlowModel.swift:2   name matches '*Model'",
            "WelcomeViewModel      class      ViewModel   Tests/Fixtures/mvc-swiftui/App/FlowModel.swift:7   name matches '*ViewModel'",
            "ReceiptStore          class      Model       Tests/Fixtures/mvc-swiftui/App/FlowModel.swift:13  conforms to FlowModel (Model)",
            "ReaderViewController  class      Controller  Tests/Fixtures/mvc-swiftui/App/Reader.swift:4      inherits from UIViewController",
            "ReaderView            struct     View        Tests/Fixtures/mvc-swiftui/App/Reader.swift:9      inherits from UIViewControllerRepresentable",
            "ShareSheetController  struct     View        Tests/Fixtures/mvc-swiftui/App/Reader.swift:20     inherits from UIViewControllerRepresentable",
            "ReaderScreen          struct     View        Tests/Fixtures/mvc-swiftui/App/Reader.swift:28     inherits from View",
            "ReaderFooterView      class      View        Tests/Fixtures/mvc-swiftui/App/Reader.swift:35     inherits from UIView",
            "ShelfModel            class      ViewModel   Tests/Fixtures/mvc-swiftui/App/Shelf.swift:6       inherits from ObservableObject",
            "ShelfView             struct     View        Tests/Fixtures/mvc-swiftui/App/Shelf.swift:10      inherits from View",
            "ShelfSettingsModel    class      ViewModel   Tests/Fixtures/mvc-swiftui/App/Shelf.swift:20      marked @Observable",
            "ShelfSectionsModel    typealias  ViewModel   Tests/Fixtures/mvc-swiftui/App/Shelf.swift:25      another name for ShelfSettingsModel (ViewModel)",
            "Book                  class      Model       Tests/Fixtures/mvc-swiftui/App/Shelf.swift:34      inherits from NSManagedObject",
            "BookCell              class      View        Tests/Fixtures/mvc-swiftui/App/Shelf.swift:36      inherits from UITableViewCell (matches 'UI*Cell')",
        ])
    }

    /// The view observing its view models is no break (before: three errors, `ShelfView` using
    /// "Model" `ShelfModel`, `ShelfSectionsModel` and `ShelfSettingsModel`), nor the
    /// representable making its controller (before: four) or a view showing a representable
    /// named `*Controller` (before: one); the Model showing a view and building a view model,
    /// the UIKit view holding a controller and the cell showing a Core Data entity are.
    @Test func onlyTheModelReachingTheScreenTheCocoaViewsAndTheirUsesAreReported() {
        let result = archlint("lint", "Tests/Fixtures/mvc-swiftui/App", "--preset", "mvc")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/mvc-swiftui/App/FlowModel.swift:15:13: error: Model 'ReceiptStore' must not use View 'ShelfView'; Model may use Model [forbidden-dependency]",
            "Tests/Fixtures/mvc-swiftui/App/FlowModel.swift:15:30: error: Model 'ReceiptStore' must not use ViewModel 'ShelfModel'; Model may use Model [forbidden-dependency]",
            "Tests/Fixtures/mvc-swiftui/App/Reader.swift:36:22: error: View 'ReaderFooterView' must not use Controller 'ReaderViewController' [forbidden-dependency]",
            "Tests/Fixtures/mvc-swiftui/App/Shelf.swift:37:23: error: View 'BookCell' must not use Model 'Book' [forbidden-dependency]",
        ])
    }
}
