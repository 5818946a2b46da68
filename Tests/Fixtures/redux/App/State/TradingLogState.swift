import Foundation

struct TradeEntry: Equatable {
    var symbol: String
    var quantity: Int
}

struct TradingLogState: Equatable {
    var entries: [TradeEntry] = []
    /// Keeping the last TradingLogAction in State mixes events into data.
    var lastAction: TradingLogAction?
}
