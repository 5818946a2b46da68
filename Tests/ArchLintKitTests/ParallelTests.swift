import Testing
@testable import ArchLintKit

/// Parallel work comes back complete and in order, whatever the count and chunking.
@Suite struct ParallelTests {
    @Test(arguments: [0, 1, 2, 63, 64, 65, 127, 128, 400, 1_000, 4_097])
    func flatMapCoversEveryIndexOnceInOrder(count: Int) {
        let result = Parallel.flatMap(count) { range in Array(range) }
        #expect(result == Array(0..<count))
    }

    /// Each worker takes a range of indices; every element is made once, in its place.
    @Test(arguments: [0, 1, 2, 63, 64, 65, 127, 128, 400, 1_000, 4_097])
    func mapMakesEveryElementOnceInIndexOrder(count: Int) {
        #expect(Parallel.map(count) { $0 * 2 } == (0..<count).map { $0 * 2 })
        // Reference-counted values, written straight into uninitialized storage.
        #expect(Parallel.map(count) { "element \($0) of a long enough string" } == (0..<count).map { "element \($0) of a long enough string" })
    }

    /// Ranges capped in length: more of them, none longer than the cap, together every index
    /// once in order; the map over them still makes every element in its place.
    @Test(arguments: [0, 1, 7, 8, 9, 511, 512, 513, 4_056])
    func rangesNeverExceedTheLongestRun(count: Int) {
        let ranges = Ranges(count: count, longest: 8)
        let parts = (0..<ranges.count).map { ranges[$0] }
        #expect(parts.allSatisfy { $0.count <= 8 && !$0.isEmpty })
        #expect(parts.flatMap { Array($0) } == Array(0..<count))
        // Below 512 items the uncapped ranges are 8 long or shorter already: the cap changes nothing.
        #expect(ranges.count == (count >= 512 ? (count + 7) / 8 : Ranges(count: count).count))
        #expect(Parallel.map(count, longestRun: 8) { $0 * 3 } == (0..<count).map { $0 * 3 })
        // Short work keeps the uncapped cut: 64 ranges of 64 for 4,096 items, whatever the cap.
        #expect(Ranges(count: 4_096, longest: 100).count == 64)
    }

    /// Two passes at once give each its own result, in the order given, strings and all.
    @Test func aPairRunsBothPassesAndKeepsTheirOrder() {
        let (names, total) = Parallel.pair({ (0..<1_000).map { "type \($0) with a long enough name" } }, { (0..<1_000).reduce(0, +) })
        #expect(names.count == 1_000 && names[999] == "type 999 with a long enough name")
        #expect(total == 499_500)
    }
}
