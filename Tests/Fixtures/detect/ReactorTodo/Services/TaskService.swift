import RxSwift

final class TaskService {
    private var tasks: [Task] = []

    func fetch() -> Observable<[Task]> {
        .just(tasks)
    }

    func save(_ task: Task) -> Observable<Task> {
        tasks.append(task)
        return .just(task)
    }
}
