import UIKit

final class TradingLogViewController: UIViewController {
    private let store: Store<AppState>
    private var entries: [TradeEntry] = []

    init(store: Store<AppState>) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        store.subscribe { [weak self] state in self?.entries = state.tradingLog.entries }
    }

    @objc func addTapped() {
        store.dispatch(.tradingLog(TradingLogAction.add(TradeEntry(symbol: "BTC", quantity: 1))))
    }
}
