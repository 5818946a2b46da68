import Foundation

struct User: Equatable {
    let id: UUID
    let name: String
    let email: String
}
