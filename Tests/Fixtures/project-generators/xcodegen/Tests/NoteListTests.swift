@testable import Notes

final class NoteListTests {
    func testTitle() {}
}
