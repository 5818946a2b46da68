import Foundation

/// Runs an async throwing operation to completion on a detached task and waits for it: the
/// example's command-line app has no run loop to come back to.
struct BlockingResult<Value: Sendable>: @unchecked Sendable {
    let value: Result<Value, Error>

    init(_ operation: @escaping @Sendable () async throws -> Value) {
        let box = ResultBox<Value>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { box.result = .success(try await operation()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        value = box.result!
    }
}

/// Written by one task before the semaphore is signalled, read after: never concurrently.
private final class ResultBox<Value>: @unchecked Sendable {
    var result: Result<Value, Error>?
}
