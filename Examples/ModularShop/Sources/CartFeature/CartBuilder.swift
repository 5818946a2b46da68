import Domain

/// Builds the cart screen: the only place that knows both the View and the ViewModel.
public enum CartBuilder {
    public static func build(store: CartStore) -> CartView {
        let viewModel = CartViewModel(store: store)
        let view = CartView(viewModel: viewModel)
        return view
    }
}
