struct AppState: Equatable {
    var auth = AuthState()
    var tradingLog = TradingLogState()
}

struct AuthState: Equatable {
    var userID: String?
    var isLoggingIn = false
}
