#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a command has finished with but need not free: `archlint` exits right after it reports,
/// when the operating system takes the memory back at once, while freeing a large app's run
/// object by object (its build descriptions, its violations, the reports' input) costs
/// milliseconds on one core after the last line is written. Only the last command's is kept,
/// so commands run in one process (the tests) do not pile up.
final class LeftForExit: @unchecked Sendable {
    static let shared = LeftForExit()
    // A singleton's lock: allocated once, never freed.
    private let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()
    // Guarded by `lock`.
    private var kept: Any?

    /// Keeps `value` alive until the process exits or the next command's replaces it.
    func keep(_ value: Any) {
        pthread_mutex_lock(lock)
        kept = value
        pthread_mutex_unlock(lock)
    }
}
