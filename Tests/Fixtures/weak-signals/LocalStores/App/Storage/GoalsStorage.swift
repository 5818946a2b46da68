import CoreData

/// The Core Data stack: where the goals live.
final class GoalsStorage {
    static let shared = GoalsStorage()

    let container = NSPersistentContainer(name: "Goals")

    var context: NSManagedObjectContext {
        container.viewContext
    }

    func save() {
        try? context.save()
    }
}
