import ComposableArchitecture

/// A feature's state holding a view: State may use State only, whatever the view is.
@Reducer
struct Counter {
    struct State {
        var count = 0
        let hints: HintsView
    }

    enum Action {
        case increment
    }

    var body: some ReducerOf<Self> {
        Reduce { state, _ in
            state.count += 1
            return .none
        }
    }
}
