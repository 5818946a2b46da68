import UIKit

protocol Coordinator: AnyObject {
    var nav: UINavigationController { get }
    func start()
}

/// What a ViewModel may ask of its coordinator, without knowing which one it is.
protocol MainCoordinating: AnyObject {
    func showDetail(for coin: Coin)
}
