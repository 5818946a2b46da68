import SwiftUI

/// A design-system row whose own view state holds the views it lays out.
struct PlainRow<Accessory: View>: View {
    struct ViewState {
        let title: String
        let hints: HintsView
        let accessory: Accessory
    }

    let viewState: ViewState

    var body: some View {
        HStack {
            Text(viewState.title)
            viewState.hints
            viewState.accessory
        }
    }
}
