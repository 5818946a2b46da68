import Foundation

struct Habit {
    let name: String
    let streak: Int
}

/// Static functions only, and no Core Data type named in them: the habits are fetched, added
/// and deleted through the app's own stack. A gateway to the device's storage, named like a
/// server's service.
struct HabitService {
    static func fetchHabits() -> [Habit] {
        let records = (try? HabitsStorage.shared.context.fetch(HabitRecord.fetchRequest())) ?? []
        return records.map { Habit(name: $0.name ?? "", streak: Int($0.streak)) }
    }

    static func add(_ habit: Habit) {
        let record = HabitRecord(context: HabitsStorage.shared.context)
        record.name = habit.name
        HabitsStorage.shared.save()
    }

    static func deleteAll() {
        for record in (try? HabitsStorage.shared.context.fetch(HabitRecord.fetchRequest())) ?? [] {
            HabitsStorage.shared.context.delete(record)
        }
        HabitsStorage.shared.save()
    }
}
