import Foundation
import Testing
@testable import ArchLintKit

/// ArchLint's own code reads in steps: no function, initializer or subscript in `Sources/` is
/// longer than 80 lines, unless its body opens with a `// Long:` comment that says why it stays
/// whole (one dispatch on a keyword, one state machine over bytes). Read with ArchLint's own
/// lexer, so braces in strings and comments do not count.
@Suite struct FunctionLengthTests {
    static let limit = 80

    @Test func noFunctionIsLongerThanEightyLinesWithoutAReason() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let sources = root.appendingPathComponent("Sources").path
        var long: [String] = []
        let files = try #require(FileManager.default.enumerator(atPath: sources))
        for case let path as String in files where path.hasSuffix(".swift") {
            let text = try String(contentsOfFile: sources + "/" + path, encoding: .utf8)
            long += Self.longFunctions(in: text).map { "Sources/\(path):\($0.line): \($0.name) is \($0.lines) lines" }
        }
        #expect(long.sorted() == [])
    }

    @Test func aLongFunctionIsFoundUnlessItSaysWhy() {
        let body = String(repeating: "    x += 1\n", count: Self.limit)
        let source = """
            protocol P { func required() }
            func long(_ f: (Int) -> Int = { $0 }) {
            \(body)}
            func explained() {
                // Long: one loop, kept whole.
            \(body)}
            let text = "func { {"

            """
        #expect(Self.longFunctions(in: source).map { "\($0.line): \($0.name) \($0.lines)" } == ["2: long \(Self.limit + 2)"])
    }

    /// The functions of `source` longer than ``limit`` lines, from the line of `func` (or
    /// `init`, `subscript`, `deinit`) to the line of the closing brace, without a reason given.
    static func longFunctions(in source: String) -> [(line: Int, name: String, lines: Int)] {
        let tokens = Scanner.tokens(of: source)
        let bytes = Array(source.utf8)
        var lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        func line(_ offset: UInt32) -> Int {
            var low = 0, high = lineStarts.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if lineStarts[middle] <= Int(offset) { low = middle } else { high = middle }
            }
            return low + 1
        }
        // A declaration that follows before a body opens: the function had none (a protocol's).
        let declarationStarts: Set<Keyword> = [
            .func, .`init`, .deinit, .subscript, .var, .let, .case, .class, .struct, .enum, .protocol, .actor,
            .extension, .typealias, .associatedtype, .import, .static,
        ]
        var found: [(line: Int, name: String, lines: Int)] = []
        for index in tokens.indices where tokens[index].kind == .keyword {
            let keyword = tokens[index].keyword
            guard keyword == .func || keyword == .`init` || keyword == .subscript || keyword == .deinit,
                  index == 0 || tokens[index - 1].kind != .dot else { continue }
            // The body: the first `{` outside the signature's parentheses and brackets.
            var depth = 0
            var open: Int?
            var scan = index + 1
            while scan < tokens.count {
                let token = tokens[scan]
                switch token.kind {
                case .leftParen, .leftBracket: depth += 1
                case .rightParen, .rightBracket: depth -= 1
                case .leftBrace where depth == 0: open = scan
                case .rightBrace where depth == 0: scan = tokens.count
                case .keyword where depth == 0 && declarationStarts.contains(token.keyword): scan = tokens.count
                default: break
                }
                if open != nil { break }
                scan += 1
            }
            guard let open else { continue }
            var braces = 0
            var close = open
            while close < tokens.count {
                if tokens[close].kind == .leftBrace { braces += 1 }
                if tokens[close].kind == .rightBrace {
                    braces -= 1
                    if braces == 0 { break }
                }
                close += 1
            }
            guard close < tokens.count else { continue }
            let lines = line(tokens[close].start) - line(tokens[index].start) + 1
            guard lines > limit else { continue }
            // The text between `{` and the body's first token holds its opening comments.
            let opening = String(decoding: bytes[Int(tokens[open].end)..<Int(tokens[open + 1].start)], as: UTF8.self)
            if opening.contains("// Long:") { continue }
            let name = keyword == .func ? String(decoding: bytes[tokens[index + 1].range], as: UTF8.self) : keyword.spelling
            found.append((line(tokens[index].start), name, lines))
        }
        return found
    }
}
