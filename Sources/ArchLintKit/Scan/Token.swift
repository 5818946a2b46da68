/// One lexical token: what it is and which bytes of the file it covers.
///
/// Tokens hold byte offsets, never text, so the lexer allocates nothing per token; text and
/// line/column are recovered from the file's bytes only for the few tokens that become facts.
package struct Token: Sendable, Equatable {
    package var kind: TokenKind
    /// Set when `kind == .keyword`; `.none` otherwise.
    package var keyword: Keyword
    /// True when a line break (or the start of the file) precedes the token.
    package var startsLine: Bool
    /// Offset of the first byte.
    package var start: UInt32
    /// Offset one past the last byte.
    package var end: UInt32

    package init(kind: TokenKind, keyword: Keyword = .none, startsLine: Bool, start: Int, end: Int) {
        self.kind = kind
        self.keyword = keyword
        self.startsLine = startsLine
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
    }

    package var range: Range<Int> { Int(start)..<Int(end) }
}

package enum TokenKind: UInt8, Sendable, CaseIterable {
    /// A name: plain, backticked (`` `Type` ``), or `$`-prefixed (`$0`, `$binding`).
    case identifier
    /// A word the declaration parser cares about (`class`, `func`, `import`, …); see ``Keyword``.
    case keyword
    case number
    /// The literal text of a string between its delimiters and interpolations.
    case stringSegment
    case regex
    /// `#if`, `#else`, `#sourceLocation`, `#Preview`, `#selector`, …: `#` and the word after it.
    case poundDirective
    /// `@` (the attribute name that follows is an ordinary identifier).
    case at
    case leftBrace, rightBrace
    case leftParen, rightParen
    case leftBracket, rightBracket
    /// `<` and `>` are always single tokens so that `Array<Array<Int>>` closes twice.
    case leftAngle, rightAngle
    case comma, colon, semicolon, dot
    case equal
    case arrow
    case questionMark, exclamationMark
    case ampersand
    /// `\` of a key path (`\Foo.bar`).
    case backslash
    /// Any other operator: `+`, `==`, `...`, `&&`, custom operators.
    case `operator`
    /// A byte that starts no Swift token (stray control characters, invalid UTF-8 lead bytes).
    case unknown
}
