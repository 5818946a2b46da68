import Foundation

/// The app's data: saved and loaded by the controller.
final class NoteModel {
    var text = ""

    func save() {}
}
