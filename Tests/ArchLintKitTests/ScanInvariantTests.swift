import Foundation
import Testing
@testable import ArchLintKit

/// Properties every scan must keep, whatever the bytes: it terminates, its tokens are in order
/// and inside the input, and every token's line and column lead back to its first byte.
/// Inputs are random bytes and mutations of real Swift, from a fixed seed so failures repeat.
@Suite struct ScanInvariantTests {
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// Real Swift to mutate: the example app.
    static let seeds: [[UInt8]] = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        let folder = url.path + "/Examples/VIPERUsers/Sources/VIPERUsers"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().compactMap {
            FileManager.default.contents(atPath: folder + "/" + $0).map { [UInt8]($0) }
        }
    }()

    /// Bytes that open or close the lexer's modes, so mutations reach its odd corners.
    static let syntax: [[UInt8]] = ["\"", "\"\"\"", "#", "##\"", "\\(", "\\#(", ")", "(", "{", "}", "/", "/*", "*/", "//",
                                    "\n", "\r", "\r\n", "`", "<", ">", "@", "$", "#if ", "#endif", "/#", "#/", "\\", "é", "\u{FEFF}"]
        .map { Array($0.utf8) }

    static func mutate(_ input: [UInt8], with random: inout Random) -> [UInt8] {
        var bytes = input
        for _ in 0..<(1 + random.below(8)) {
            let position = bytes.isEmpty ? 0 : random.below(bytes.count + 1)
            switch random.below(4) {
            case 0: bytes.insert(contentsOf: syntax[random.below(syntax.count)], at: position)
            case 1 where !bytes.isEmpty: bytes.removeSubrange(position..<min(bytes.count, position + 1 + random.below(40)))
            case 2 where !bytes.isEmpty:
                let start = random.below(bytes.count)
                let piece = bytes[start..<min(bytes.count, start + random.below(200))]
                bytes.insert(contentsOf: piece, at: position)
            default: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: position)
            }
        }
        return bytes
    }

    static func checkInvariants(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer)
            lexer.run()
            let lines = LineTable(bytes: buffer)
            // The line starts the lexer notes as it goes are those a separate pass finds.
            #expect(lexer.lineStarts == lines.lineStarts)
            var previousEnd = 0
            for token in lexer.tokens {
                let start = Int(token.start), end = Int(token.end)
                #expect(start >= previousEnd && start <= end && end <= buffer.count, "token \(token) out of order or bounds")
                previousEnd = max(previousEnd, end)
                let location = lines.location(of: start)
                #expect(lines.lineStarts[location.line - 1] + location.column - 1 == start)
            }
            // Each linked name is linked to the latest earlier name of the same text and back,
            // whatever its length and wherever it stands (names are compared a word at a time).
            var links = SameNameLinks()
            links.build(tokens: lexer.tokens, names: lexer.names, bytes: buffer, identifierCount: lexer.identifierCount)
            var latest: [[UInt8]: Int] = [:]
            for name in lexer.names {
                let position = Int(name)
                if position > 0, lexer.tokens[position - 1].kind == .dot,
                   let base = lexer.tokens.baseAddress, SameNameLinks.selfReceiver(base, ofMemberAt: position) < 0 { continue }
                let text = Array(buffer[lexer.tokens[position].range])
                let previous = latest[text] ?? -1
                #expect(links.previous(position) == previous, "\(String(decoding: text, as: UTF8.self)) at \(position)")
                if previous >= 0 { #expect(links.next(previous) == position) }
                latest[text] = position
            }
            for position in latest.values { #expect(links.next(position) == -1) }
            links.deallocate()
            // The facts stage must cope with whatever the lexer produced.
            let file = Scanner.scan(bytes: buffer, path: "Mutated.swift")
            for declaration in file.declarations {
                #expect(declaration.location.line >= 1 && declaration.location.line <= lines.lineStarts.count)
                if let parent = declaration.parent { #expect(parent >= 0 && parent < file.declarations.count) }
            }
        }
    }

    @Test func mutatedRealCodeKeepsTheInvariants() {
        var random = Random(state: 2026)
        for round in 0..<1500 {
            let seed = Self.seeds[round % Self.seeds.count]
            Self.checkInvariants(Self.mutate(seed, with: &random))
        }
    }

    /// Names alike in their length and their first and last eight bytes, differing only in
    /// between; names of every length around a word; a name at the very start of the file.
    @Test func namesAlikeButForTheirMiddleAreLinkedApart() {
        var source = "a = b; ab = a\n"
        for length in 1...26 {
            for middle in ["x", "y", "x"] {
                let name = String(repeating: "n", count: length / 2) + (length > 16 ? middle : "") + String(repeating: "m", count: length - length / 2 - (length > 16 ? 1 : 0))
                source += "let \(name) = self.\(name) + other.\(name) + `\(name)`\n"
            }
        }
        Self.checkInvariants(Array(source.utf8))
    }

    @Test func randomBytesKeepTheInvariants() {
        var random = Random(state: 7)
        for _ in 0..<500 {
            let length = random.below(600)
            var bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            // Bias towards ASCII punctuation, where the lexer's decisions are.
            for index in bytes.indices where random.below(3) == 0 { bytes[index] = UInt8(0x20 + random.below(0x5F)) }
            Self.checkInvariants(bytes)
        }
    }

    @Test func deepNestingDoesNotRecurse() {
        let depth = 100_000
        let inputs: [String] = [
            String(repeating: "{", count: depth) + String(repeating: "}", count: depth),
            "let x = " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth),
            "let x: " + String(repeating: "Array<", count: depth) + "Int" + String(repeating: ">", count: depth),
            "let s = " + String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth),
            String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth) + "struct After {}",
        ]
        for input in inputs {
            Self.checkInvariants(Array(input.utf8))
        }
        let file = Scanner.scan(source: inputs[4], path: "Comments.swift")
        #expect(file.declarations.map(\.name) == ["After"])
    }
}
