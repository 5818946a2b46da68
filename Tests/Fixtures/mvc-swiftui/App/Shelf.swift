import CoreData
import SwiftUI
import UIKit

/// Observable state a SwiftUI view observes: a ViewModel, whatever its name says.
final class ShelfModel: ObservableObject {
    @Published var titles: [String] = []
}

struct ShelfView: View {
    @ObservedObject var model: ShelfModel
    @StateObject private var sections = ShelfSectionsModel()

    var body: some View {
        List(model.titles, id: \.self) { Text($0) }
    }
}

@Observable
final class ShelfSettingsModel<Section> {
    var sections: [Section] = []
}

/// Another name for the observable settings: a ViewModel too.
typealias ShelfSectionsModel = ShelfSettingsModel<String>

extension ShelfSectionsModel {
    convenience init(welcome: WelcomeViewModel) {
        self.init()
    }
}

/// A Core Data entity is still the Model, and a cell showing one is a break.
final class Book: NSManagedObject {}

final class BookCell: UITableViewCell {
    func show(_ book: Book) {}
}

/// A SwiftUI view is declared from the values it shows: no controller fills it, so showing a
/// Core Data entity is no break. It conforms to `View`, which outranks its `*View` name.
struct BookRowView: View {
    let book: Book

    var body: some View {
        Text("")
    }
}
