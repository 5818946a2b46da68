import ReSwift

struct AppState: StateType {
    var menu: MenuState
    var orders: [String]
}

extension AppState {
    /// The root reducer, declared on the state it reduces: its code is a Reducer's, which may
    /// call the other reducers and read the actions.
    static func reducer(action: Action, state: AppState?) -> AppState {
        var orders = state?.orders ?? []
        if let order = action as? PlaceOrder { orders.append(order.item) }
        return AppState(menu: menuReducer(action: action, state: state?.menu), orders: orders)
    }

    /// A state's own function that dispatches to the store: State may use only State.
    static func refresh(_ store: AppStore) {
        store.dispatch(PlaceOrder(item: ""))
    }
}
