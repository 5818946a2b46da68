import RxSwift

/// A value the scenes observe, kept in a subject: generic over what it holds and knowing no
/// type of the app, a building block, not a scene's store.
final class ReactiveDataStore<Value> {
    private let subject: BehaviorSubject<Value>
    private(set) var value: Value

    init(_ value: Value) {
        self.value = value
        subject = BehaviorSubject(value: value)
    }

    func update(_ newValue: Value) {
        value = newValue
        subject.onNext(newValue)
    }

    func observe() -> Observable<Value> {
        subject.asObservable()
    }
}
