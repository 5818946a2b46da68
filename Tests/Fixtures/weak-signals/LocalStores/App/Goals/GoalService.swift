import CoreData

struct Goal {
    let title: String
    let isDone: Bool
}

/// Creates, fetches and deletes goals in Core Data through the app's stack: a gateway to the
/// device's storage, named like a server's service.
final class GoalService {
    static func fetchGoals() -> [Goal] {
        let request = NSFetchRequest<NSManagedObject>(entityName: "GoalRecord")
        let records = (try? GoalsStorage.shared.context.fetch(request)) ?? []
        return records.map { Goal(title: $0.value(forKey: "title") as? String ?? "", isDone: $0.value(forKey: "done") as? Bool ?? false) }
    }

    static func deleteAll() {
        let request = NSFetchRequest<NSManagedObject>(entityName: "GoalRecord")
        for record in (try? GoalsStorage.shared.context.fetch(request)) ?? [] {
            GoalsStorage.shared.context.delete(record)
        }
        GoalsStorage.shared.save()
    }
}
