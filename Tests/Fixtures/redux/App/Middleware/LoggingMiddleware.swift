struct LoggingMiddleware {
    func log(_ action: AppAction) {
        print("dispatching \(action) to Store")
    }
}

#if DEBUG
extension LoggingMiddleware {
    /// Middleware that reaches into a view controller to show toasts.
    func toast(on controller: TradingLogViewController) {}
}
#endif
