open class Ledger {
    open var entries: [Int] = []
    public internal(set) var total = 0
    nonisolated(unsafe) public static var shared = Ledger()
}
