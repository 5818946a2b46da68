import ReactorKit
import RxSwift

final class SettingsViewReactor: Reactor {
    enum Action {
        case toggleDone
    }

    struct State {
        var showsDone = true
    }

    let initialState = State()

    func reduce(state: State, mutation: Action) -> State {
        var state = state
        state.showsDone.toggle()
        return state
    }
}
