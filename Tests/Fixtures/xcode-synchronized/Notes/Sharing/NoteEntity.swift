import Foundation

struct NoteEntity {
    let title: String
}
