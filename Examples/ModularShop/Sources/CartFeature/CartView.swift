import Domain

/// What the cart screen shows. The real app renders it with UIKit; here it prints, so the
/// example builds on Linux.
public protocol CartRendering: AnyObject {
    func render(_ state: CartViewModel.State)
}

/// The cart screen: binds to its `CartViewModel` and forwards taps to it.
public final class CartView: CartRendering {
    private let viewModel: CartViewModel
    public private(set) var lastRendered: CartViewModel.State?

    public init(viewModel: CartViewModel) {
        self.viewModel = viewModel
    }

    public func appear() {
        viewModel.onChange = { [weak self] state in self?.render(state) }
        viewModel.load()
    }

    public func render(_ state: CartViewModel.State) {
        lastRendered = state
        for line in state.lines {
            print("\(line.quantity) × \(line.product.title)  \(line.total)")
        }
        print("Total: \(state.total)")
    }

    public func removeTapped(_ id: ProductID) {
        viewModel.remove(id)
    }
}
