import Foundation

func tradingLogReducer(action: TradingLogAction, state: TradingLogState) -> TradingLogState {
    var state = state
    switch action {
    case .add(let entry):
        state.entries.append(entry)
        // A side effect in a reducer: persisting belongs in middleware.
        UserDefaults.standard.set(state.entries.count, forKey: "tradeCount")
    case .remove(let index):
        state.entries.remove(at: index)
    }
    return state
}
