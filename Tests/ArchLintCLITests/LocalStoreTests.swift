import Testing

/// A gateway to the device's storage named like a server's service
/// (Tests/Fixtures/weak-signals/LocalStores): under viper, where the Data Manager keeps data and
/// a Service talks to a server, what its code does decides its role.
@Suite struct LocalStoreTests {
    /// `GoalService` fetches and deletes goals in Core Data through the app's `GoalsStorage`
    /// and talks to no server: a Data Manager, so its use of the storage breaks nothing. The
    /// presenter that deletes goals through it still may not, and `RatesService`, which
    /// downloads rates and hands them to a storage, stays a Service reaching a Data Manager.
    @Test func aCoreDataGatewayNamedServiceIsADataManager() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/LocalStores", "--preset", "viper", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/LocalStores/App/Goals/GoalsModule.swift:31:9: error: Presenter 'GoalsPresenter' must not use DataManager 'GoalService'; Presenter may use View, Interactor, Router, Entity [forbidden-dependency]
            Tests/Fixtures/weak-signals/LocalStores/App/Rates/RatesService.swift:13:19: error: Service 'RatesService' must not use DataManager 'RatesStorage'; Service may use Entity [forbidden-dependency]

            """, err: ""))
        let names: Set<String> = ["GoalService", "RatesService"]
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/LocalStores", "--preset", "viper")
        #expect(roles.out.split(separator: "\n").filter { names.contains(String($0.prefix { $0 != " " })) }.map(String.init) == [
            "GoalService          class     DataManager  Tests/Fixtures/weak-signals/LocalStores/App/Goals/GoalService.swift:10    name matches '*Service' but it keeps data on the device (uses NSFetchRequest) and talks to no server: DataManager, as a name matching '?*Storage' would be",
            "RatesService         class     Service      Tests/Fixtures/weak-signals/LocalStores/App/Rates/RatesService.swift:12   name matches '*Service'",
        ])
    }

    /// `HabitService` has static functions only and names no Core Data type: it fetches, adds
    /// and deletes habits through `HabitsStorage`, the app's stack, a Data Manager by its name
    /// that keeps the data itself. So it keeps data on the device too: a Data Manager, and its
    /// use of the stack breaks nothing. The presenter deleting through it still may not, and
    /// `BackupService`, which reads the stack and uploads to a server, stays a Service.
    @Test func aStaticGatewayOverTheAppsStackIsADataManager() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/StaticStores", "--preset", "viper", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/StaticStores/App/Backup/BackupService.swift:7:27: error: Service 'BackupService' must not use DataManager 'HabitsStorage'; Service may use Entity [forbidden-dependency]
            Tests/Fixtures/weak-signals/StaticStores/App/Habits/HabitsModule.swift:35:9: error: Presenter 'HabitsPresenter' must not use DataManager 'HabitService'; Presenter may use View, Interactor, Router, Entity [forbidden-dependency]

            """, err: ""))
        let names: Set<String> = ["HabitService", "BackupService"]
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/StaticStores", "--preset", "viper")
        #expect(roles.out.split(separator: "\n").filter { names.contains(String($0.prefix { $0 != " " })) }.map(String.init) == [
            "BackupService         struct    Service      Tests/Fixtures/weak-signals/StaticStores/App/Backup/BackupService.swift:5   name matches '*Service'",
            "HabitService          struct    DataManager  Tests/Fixtures/weak-signals/StaticStores/App/Habits/HabitService.swift:11   name matches '*Service' but it keeps data on the device (uses HabitsStorage) and talks to no server: DataManager, as a name matching '?*Storage' would be",
        ])
    }
}
