protocol PickerInteractor: AnyObject {
    func items(_ completion: @escaping ([String]) -> Void)
}

final class PickerInteractorImpl: PickerInteractor {
    func items(_ completion: @escaping ([String]) -> Void) { completion(["one", "two"]) }
}
