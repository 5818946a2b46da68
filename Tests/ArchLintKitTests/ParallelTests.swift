import Testing
@testable import ArchLintKit

/// Parallel work comes back complete and in order, whatever the count and chunking.
@Suite struct ParallelTests {
    @Test(arguments: [0, 1, 2, 63, 64, 65, 127, 128, 400, 1_000, 4_097])
    func flatMapCoversEveryIndexOnceInOrder(count: Int) {
        let result = Parallel.flatMap(count) { range in Array(range) }
        #expect(result == Array(0..<count))
    }

    @Test func mapKeepsIndexOrder() {
        #expect(Parallel.map(1_000) { $0 * 2 } == (0..<1_000).map { $0 * 2 })
    }
}
