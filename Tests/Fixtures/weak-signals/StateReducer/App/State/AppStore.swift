import ReSwift

final class AppStore {
    let store = Store<AppState>(reducer: AppState.reducer, state: nil)

    func dispatch(_ action: Action) {
        store.dispatch(action)
    }
}
