import ReSwift

struct MenuState: StateType {
    var items: [String] = []
}

struct PlaceOrder: Action {
    let item: String
}

func menuReducer(action: Action, state: MenuState?) -> MenuState {
    state ?? MenuState()
}
