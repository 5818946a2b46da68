import ReactorKit
import RxSwift

final class TaskListViewReactor: Reactor {
    enum Action {
        case refresh
    }

    enum Mutation {
        case setTasks([Task])
    }

    struct State {
        var tasks: [Task] = []
    }

    let initialState = State()
    private let service: TaskService

    init(service: TaskService) {
        self.service = service
    }

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .refresh:
            return service.fetch().map { Mutation.setTasks($0) }
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case let .setTasks(tasks):
            state.tasks = tasks
        }
        return state
    }
}
