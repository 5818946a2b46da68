enum AppAction {
    case auth(AuthAction)
    case tradingLog(TradingLogAction)
}

enum AuthAction: Equatable {
    case loginStarted
    case loggedIn(AuthState)
    case loggedOut
}

enum TradingLogAction: Equatable {
    case add(TradeEntry)
    case remove(index: Int)
}
