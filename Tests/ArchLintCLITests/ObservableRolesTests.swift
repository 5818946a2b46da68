import Testing

/// mvc on SwiftUI code (Tests/Fixtures/mvc-swiftui): an observable object is a ViewModel
/// whatever its name; a typealias takes the role of the one type it names; a supertype's role
/// that comes from a name gives way to the type's own, more specific name.
@Suite struct ObservableRolesTests {
    @Test func rolesFollowObservationAliasesAndTheMoreSpecificName() {
        let result = archlint("roles", "Tests/Fixtures/mvc-swiftui/App", "--preset", "mvc")
        #expect(result.err == "")
        #expect(result.status == 0)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "TYPE                KIND       ROLE       DECLARED AT                                        REASON",
            "FlowModel           protocol   Model      Tests/Fixtures/mvc-swiftui/App/FlowModel.swift:2   name matches '*Model'",
            "WelcomeViewModel    class      ViewModel  Tests/Fixtures/mvc-swiftui/App/FlowModel.swift:7   name matches '*ViewModel'",
            "ReceiptStore        class      Model      Tests/Fixtures/mvc-swiftui/App/FlowModel.swift:13  conforms to FlowModel (Model)",
            "ShelfModel          class      ViewModel  Tests/Fixtures/mvc-swiftui/App/Shelf.swift:6       inherits from ObservableObject",
            "ShelfView           struct     View       Tests/Fixtures/mvc-swiftui/App/Shelf.swift:10      inherits from View",
            "ShelfSettingsModel  class      ViewModel  Tests/Fixtures/mvc-swiftui/App/Shelf.swift:20      marked @Observable",
            "ShelfSectionsModel  typealias  ViewModel  Tests/Fixtures/mvc-swiftui/App/Shelf.swift:25      another name for ShelfSettingsModel (ViewModel)",
            "Book                class      Model      Tests/Fixtures/mvc-swiftui/App/Shelf.swift:34      inherits from NSManagedObject",
            "BookCell            class      View       Tests/Fixtures/mvc-swiftui/App/Shelf.swift:36      inherits from UITableViewCell (matches 'UI*Cell')",
        ])
    }

    /// The view observing its view models is no break (before: three errors, `ShelfView` using
    /// "Model" `ShelfModel`, `ShelfSectionsModel` and `ShelfSettingsModel`); the Model showing a
    /// view and building a view model, and the cell showing a Core Data entity, are.
    @Test func onlyTheModelReachingTheScreenAndTheCellShowingAnEntityAreReported() {
        let result = archlint("lint", "Tests/Fixtures/mvc-swiftui/App", "--preset", "mvc")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/mvc-swiftui/App/FlowModel.swift:15:13: error: Model 'ReceiptStore' must not use View 'ShelfView'; Model may use Model [forbidden-dependency]",
            "Tests/Fixtures/mvc-swiftui/App/FlowModel.swift:15:30: error: Model 'ReceiptStore' must not use ViewModel 'ShelfModel'; Model may use Model [forbidden-dependency]",
            "Tests/Fixtures/mvc-swiftui/App/Shelf.swift:37:23: error: View 'BookCell' must not use Model 'Book' [forbidden-dependency]",
        ])
    }
}
