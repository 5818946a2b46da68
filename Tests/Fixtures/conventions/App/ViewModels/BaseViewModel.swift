import Foundation

class BaseViewModel {
    func load() {}
}
