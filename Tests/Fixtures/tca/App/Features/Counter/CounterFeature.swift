import ComposableArchitecture
import Foundation

@Reducer
struct CounterFeature {
    @ObservableState
    struct State: Equatable {
        var count = 0
        var fact: String?
    }

    enum Action {
        case decrementButtonTapped
        case incrementButtonTapped
        case factButtonTapped
        case factResponse(String)
    }

    @Dependency(\.factClient) var factClient

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .decrementButtonTapped:
                state.count -= 1
                return .none
            case .incrementButtonTapped:
                state.count += 1
                UserDefaults.standard.set(state.count, forKey: "count")
                return .none
            case .factButtonTapped:
                return .run { [count = state.count] send in
                    try await send(.factResponse(factClient.fetch(count)))
                }
            case let .factResponse(fact):
                state.fact = fact
                return .none
            }
        }
    }
}
