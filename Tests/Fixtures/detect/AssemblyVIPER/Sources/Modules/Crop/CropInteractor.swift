protocol CropInteractor: AnyObject {
    func items(_ completion: @escaping ([String]) -> Void)
}

final class CropInteractorImpl: CropInteractor {
    func items(_ completion: @escaping ([String]) -> Void) { completion(["one", "two"]) }
}
