import ReactorKit
import RxSwift

final class TaskEditViewReactor: Reactor {
    enum Action {
        case updateTitle(String)
        case submit
    }

    enum Mutation {
        case setTitle(String)
        case dismiss
    }

    struct State {
        var title: String
        var isDismissed = false
    }

    let initialState: State
    private let service: TaskService

    init(service: TaskService, title: String) {
        self.service = service
        initialState = State(title: title)
    }

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case let .updateTitle(title):
            return .just(.setTitle(title))
        case .submit:
            let task = Task(id: "new", title: currentState.title, isDone: false)
            return service.save(task).map { _ in Mutation.dismiss }
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case let .setTitle(title):
            state.title = title
        case .dismiss:
            state.isDismissed = true
        }
        return state
    }
}
