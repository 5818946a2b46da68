import ComposableArchitecture

@Reducer
struct Directory {
    @ObservableState
    struct State: Equatable {
        var names: [String] = []
    }

    enum Action {
        case load
    }

    var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
    }
}
