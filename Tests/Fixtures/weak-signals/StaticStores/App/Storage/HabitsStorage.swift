import CoreData

/// The Core Data stack the habits live in: a Data Manager by its name.
final class HabitsStorage {
    static let shared = HabitsStorage()

    let container = NSPersistentContainer(name: "Habits")

    var context: NSManagedObjectContext {
        container.viewContext
    }

    func save() {
        try? context.save()
    }
}
