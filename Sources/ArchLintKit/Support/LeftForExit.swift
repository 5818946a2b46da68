#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a command has finished with but need not free: `archlint` exits right after it reports,
/// when the operating system takes the memory back at once, while freeing a large app's facts
/// object by object costs milliseconds on one core after the last line is written (about 5 % of
/// a warm million-line run). Each slot keeps only its last value, so commands run in one
/// process (the tests) do not pile them up.
package final class LeftForExit: @unchecked Sendable {
    /// The lint run's facts: its result, its scan, its files and folders (see `Pipeline.lint`).
    package static let run = LeftForExit()
    /// What the reports were made from: the violations and the build descriptions.
    package static let reports = LeftForExit()

    // A singleton's lock: allocated once, never freed. (NSLock is Foundation's, which the tool
    // does not link on Linux.)
    private let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()
    // Guarded by `lock`.
    private var kept: Any?

    /// Keeps `value` alive until the process exits or the slot's next value replaces it.
    package func keep(_ value: Any) {
        pthread_mutex_lock(lock)
        kept = value
        pthread_mutex_unlock(lock)
    }
}
