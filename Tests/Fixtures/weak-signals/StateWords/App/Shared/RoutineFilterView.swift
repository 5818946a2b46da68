import SwiftUI

/// The list's own filter, kept by its view.
struct FilterState: Equatable {
    var showsDone = true
    var tag: String?
}

/// A button the view draws.
struct RowAction: Identifiable {
    let id: String
    let title: String
}

struct RoutineFilterView: View {
    @ObservedObject var appearance: AppearanceState
    @State private var filter = FilterState()
    let actions: [RowAction]

    var body: some View {
        Toggle("Done", isOn: $filter.showsDone)
    }
}
