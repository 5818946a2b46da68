/// What every step of the sign-up flow reports; named like a model, so it is one by its name.
protocol FlowModel {
    func didAppear()
}

/// A step's view model: its own name is more specific than the protocol's, so it is a ViewModel.
final class WelcomeViewModel: FlowModel {
    func didAppear() {}
}

/// Nothing more specific in its name: it keeps the protocol's role, and a Model showing a view
/// is a break.
final class ReceiptStore: FlowModel {
    func didAppear() {
        _ = ShelfView(model: ShelfModel())
    }
}
