import UIKit

// The View's contract: no name pattern knows `*Contract`; the View that implements it says
// what it is, and the family below it follows.
protocol PaneContract: AnyObject {
    func showLoading()
}

protocol HomePaneContract: PaneContract {
    func show(_ articles: [Article])
}
