func appReducer(action: AppAction, state: AppState) -> AppState {
    var state = state
    switch action {
    case .auth(let action): state.auth = authReducer(action: action, state: state.auth)
    case .tradingLog(let action): state.tradingLog = tradingLogReducer(action: action, state: state.tradingLog)
    }
    return state
}

func authReducer(action: AuthAction, state: AuthState) -> AuthState {
    var state = state
    switch action {
    case .loginStarted: state.isLoggingIn = true
    case .loggedIn(let auth): state = auth
    case .loggedOut: state = AuthState()
    }
    return state
}
