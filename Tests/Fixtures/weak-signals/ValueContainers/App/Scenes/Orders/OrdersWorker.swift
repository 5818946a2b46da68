/// Keeps the titles it loaded in the app's value wrapper.
final class OrdersWorker {
    let titlesStore = ReactiveDataStore<[String]>([])

    func titles() -> [String] {
        titlesStore.update(["a", "b"])
        return titlesStore.value
    }
}
