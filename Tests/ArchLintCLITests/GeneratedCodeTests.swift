import Testing

/// Files whose first lines say they are generated (Tests/Fixtures/generated): a GraphQL client's
/// `API.swift` (`// @generated`) and a Core Data class Xcode wrote are read so other code's
/// references resolve, but not linted, and their types take no role by name or folder (before:
/// `UserModel` was a Model by its `*Model` name and `BadgeView` a View by `*View`, and the view
/// showing them two errors); a type of theirs keeps the role its structure gives (`Note` inherits
/// from NSManagedObject). A file that only says "DO NOT EDIT" in a string or below its first code
/// is linted as written.
@Suite struct GeneratedCodeTests {
    @Test func generatedTypesTakeNoRoleByName() {
        let result = archlint("roles", "Tests/Fixtures/generated/App", "--preset", "mvc")
        #expect(result.err == "")
        #expect(result.status == 0)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "TYPE                KIND    ROLE        DECLARED AT                                                          REASON",
            "FeedViewController  class   Controller  Tests/Fixtures/generated/App/Controllers/FeedViewController.swift:3  inherits from UIViewController",
            "DraftModel          struct  Model       Tests/Fixtures/generated/App/Drafts/DraftModel.swift:4               name matches '*Model'",
            "FeedQuery           class   -           Tests/Fixtures/generated/App/GraphQL/API.swift:7                     generated code (its header says '@generated'): no role by name or folder",
            "FeedQuery.Data      struct  -           Tests/Fixtures/generated/App/GraphQL/API.swift:10                    generated code (its header says '@generated'): no role by name or folder",
            "UserModel           struct  -           Tests/Fixtures/generated/App/GraphQL/API.swift:15                    generated code (its header says '@generated'): no role by name or folder",
            "BadgeView           enum    -           Tests/Fixtures/generated/App/GraphQL/API.swift:20                    generated code (its header says '@generated'): no role by name or folder",
            "Note                class   Model       Tests/Fixtures/generated/App/Storage/Note+CoreDataClass.swift:11     inherits from NSManagedObject",
            "UserBadgeView       class   View        Tests/Fixtures/generated/App/Views/UserBadgeView.swift:3             inherits from UIView",
        ])
    }

    /// The generated Core Data class holding a view is not reported (its file is not linted);
    /// the view holding that class, the hand-written draft and a concrete controller still is.
    @Test func generatedFilesAreNotLintedAndTheRunSaysSo() {
        let result = archlint("lint", "Tests/Fixtures/generated/App", "--preset", "mvc")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/generated/App/Views/UserBadgeView.swift:6:15: error: View 'UserBadgeView' must not use Model 'Note' [forbidden-dependency]",
            "Tests/Fixtures/generated/App/Views/UserBadgeView.swift:7:16: error: View 'UserBadgeView' must not use Model 'DraftModel' [forbidden-dependency]",
            "Tests/Fixtures/generated/App/Views/UserBadgeView.swift:8:26: error: View 'UserBadgeView' must not use Controller 'FeedViewController' [forbidden-dependency]",
        ])
        let summary = archlintOnTerminal(["lint", "Tests/Fixtures/generated/App", "--preset", "mvc", "--no-color"])
        #expect(summary.err == "archlint: 3 errors, 0 warnings in 3 files (3 types); 2 generated files not linted\n")
    }
}
