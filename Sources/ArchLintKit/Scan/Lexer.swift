/// Splits Swift source bytes into ``Token``s.
///
/// The lexer is a byte cursor with an explicit stack of modes (inside a string literal, inside an
/// interpolation with its open-parenthesis count), so a string nested in an interpolation nested
/// in a string costs a stack entry, never a recursive call: nesting depth is data the input
/// controls, call depth is not.
///
/// Comments and whitespace produce no tokens. Comments that start with `archlint:` are kept as
/// ``CommentDirective``s because people steer the linter with them.
struct Lexer {
    private enum Mode {
        /// Inside a string literal's text: `hashes` is the raw delimiter length (`#"…"#` has 1).
        case string(hashes: Int, multiline: Bool)
        /// Inside `\( … )`: counts the parentheses opened since, so the right `)` ends it.
        case interpolation(openParens: Int)
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var modes: [Mode] = []
    private var atLineStart = true
    private(set) var tokens: [Token] = []
    private(set) var directives: [Range<Int>] = []
    private(set) var problems: [(offset: Int, problem: ScanProblem.Kind)] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 5 + 16)
    }

    /// Tokenizes the whole input. Always terminates: every iteration advances the cursor or pops
    /// a mode, and modes are only pushed after consuming their opening delimiter.
    mutating func run() {
        skipPreamble()
        while true {
            if case .string(let hashes, let multiline)? = modes.last {
                lexStringText(hashes: hashes, multiline: multiline)
                continue
            }
            skipTrivia()
            guard position < bytes.count else { break }
            lexCodeToken()
        }
        for mode in modes.reversed() {
            switch mode {
            case .string(_, let multiline):
                problems.append((bytes.count, multiline ? .unterminatedMultilineString : .unterminatedString))
            case .interpolation:
                problems.append((bytes.count, .unterminatedInterpolation))
            }
        }
    }

    // MARK: Cursor

    @inline(__always) private func peek(_ offset: Int = 0) -> UInt8 {
        let index = position &+ offset
        return index < bytes.count ? bytes[index] : 0
    }

    @inline(__always) private mutating func emit(_ kind: TokenKind, from start: Int, keyword: Keyword = .none) {
        tokens.append(Token(kind: kind, keyword: keyword, startsLine: atLineStart, start: start, end: position))
        atLineStart = false
    }

    // MARK: Trivia

    /// A byte-order mark and a `#!` line are allowed only at the very start of a file.
    private mutating func skipPreamble() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        if peek() == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "!") { skipToEndOfLine() }
    }

    private mutating func skipToEndOfLine() {
        while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
    }

    private mutating func skipTrivia() {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                position += 1
            case 0x0A, 0x0D:
                position += 1
                atLineStart = true
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                let start = position
                skipToEndOfLine()
                recordDirectiveIfAny(lineComment: start..<position)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                return
            }
        }
    }

    /// Block comments nest in Swift (`/* /* */ */`), so count depth instead of stopping at the
    /// first `*/`.
    private mutating func skipBlockComment() {
        let start = position
        position += 2
        var depth = 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { return }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else {
                if byte == 0x0A || byte == 0x0D { atLineStart = true }
                position += 1
            }
        }
        problems.append((start, .unterminatedBlockComment))
    }

    /// `// archlint:…` comments steer classification and suppression; keep their byte range.
    private mutating func recordDirectiveIfAny(lineComment range: Range<Int>) {
        var index = range.lowerBound + 2
        while index < range.upperBound, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "/") {
            index += 1
        }
        let marker: StaticString = "archlint:"
        let length = marker.utf8CodeUnitCount
        guard range.upperBound - index >= length else { return }
        let matches = marker.withUTF8Buffer { markerBytes in
            memoryEqual(markerBytes, UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
        }
        if matches { directives.append(index..<range.upperBound) }
    }

    // MARK: Code

    private mutating func lexCodeToken() {
        let start = position
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), 0x80...0xFF:
            lexIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "`"):
            lexBacktickedIdentifier()
        case UInt8(ascii: "$"):
            position += 1
            while position < bytes.count, isIdentifierByte(bytes[position]) { position += 1 }
            emit(.identifier, from: start)
        case UInt8(ascii: "\""):
            openString(hashes: 0)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "@"):
            position += 1
            emit(.at, from: start)
        case UInt8(ascii: "{"): single(.leftBrace)
        case UInt8(ascii: "}"): single(.rightBrace)
        case UInt8(ascii: "["): single(.leftBracket)
        case UInt8(ascii: "]"): single(.rightBracket)
        case UInt8(ascii: ","): single(.comma)
        case UInt8(ascii: ":"): single(.colon)
        case UInt8(ascii: ";"): single(.semicolon)
        case UInt8(ascii: "<"): single(.leftAngle)
        case UInt8(ascii: ">"): single(.rightAngle)
        case UInt8(ascii: "\\"): single(.backslash)
        case UInt8(ascii: "("):
            if case .interpolation(let open)? = modes.last { modes[modes.count - 1] = .interpolation(openParens: open + 1) }
            single(.leftParen)
        case UInt8(ascii: ")"):
            if case .interpolation(let open)? = modes.last {
                if open == 0 {
                    // This `)` closes `\(`: back to the string's text, no token.
                    position += 1
                    modes.removeLast()
                    return
                }
                modes[modes.count - 1] = .interpolation(openParens: open - 1)
            }
            single(.rightParen)
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") {
                while position < bytes.count, isOperatorByte(bytes[position]) || bytes[position] == UInt8(ascii: ".") {
                    position += 1
                }
                emit(.operator, from: start)
            } else {
                single(.dot)
            }
        case UInt8(ascii: "/"):
            if regexMayStartHere(), lexRegexLiteral(hashes: 0) { return }
            lexOperator()
        default:
            if isOperatorByte(byte) {
                lexOperator()
            } else {
                position += 1
                emit(.unknown, from: start)
            }
        }
    }

    @inline(__always) private mutating func single(_ kind: TokenKind) {
        position += 1
        emit(kind, from: position - 1)
    }

    private mutating func lexIdentifier() {
        let start = position
        while position < bytes.count, isIdentifierByte(bytes[position]) { position += 1 }
        let keyword = Keyword.classify(UnsafeBufferPointer(rebasing: bytes[start..<position]))
        emit(keyword == .none ? .identifier : .keyword, from: start, keyword: keyword)
    }

    private mutating func lexBacktickedIdentifier() {
        let start = position
        position += 1
        while position < bytes.count, bytes[position] != UInt8(ascii: "`"), bytes[position] != 0x0A, bytes[position] != 0x0D {
            position += 1
        }
        if peek() == UInt8(ascii: "`") { position += 1 }
        emit(.identifier, from: start)
    }

    /// Digits, letters and `_` (hex, binary, `1_000`), a fraction when `.` is followed by a digit,
    /// and the sign of an exponent (`1e-3`, `0x1p+4`).
    private mutating func lexNumber() {
        let start = position
        let isHex = peek() == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
        while position < bytes.count {
            let byte = bytes[position]
            if isIdentifierByte(byte) && byte < 0x80 {
                position += 1
            } else if byte == UInt8(ascii: "."), isDigit(peek(1)) || (isHex && isHexDigit(peek(1))) {
                position += 1
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                let previous = bytes[position - 1] | 0x20
                guard (isHex && previous == UInt8(ascii: "p")) || (!isHex && previous == UInt8(ascii: "e")) else { break }
                position += 1
            } else {
                break
            }
        }
        emit(.number, from: start)
    }

    /// `#` starts a raw string (`#"`), an extended regex (`#/`), or a directive or macro
    /// (`#if`, `#Preview`).
    private mutating func lexPound() {
        let start = position
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        let next = peek(hashes)
        if next == UInt8(ascii: "\"") {
            position += hashes
            openString(hashes: hashes)
            return
        }
        if next == UInt8(ascii: "/") {
            let saved = position
            position += hashes
            if lexRegexLiteral(hashes: hashes, tokenStart: start) { return }
            position = saved
        }
        position += 1
        while position < bytes.count, isIdentifierByte(bytes[position]) { position += 1 }
        emit(position - start > 1 ? .poundDirective : .operator, from: start)
    }

    private mutating func lexOperator() {
        let start = position
        while position < bytes.count, isOperatorByte(bytes[position]) {
            // A comment may follow an operator with no space: `a+/*x*/b`.
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"),
               position > start {
                break
            }
            position += 1
        }
        let length = position - start
        let first = bytes[start]
        if length == 1 {
            switch first {
            case UInt8(ascii: "="): emit(.equal, from: start)
            case UInt8(ascii: "?"): emit(.questionMark, from: start)
            case UInt8(ascii: "!"): emit(.exclamationMark, from: start)
            case UInt8(ascii: "&"): emit(.ampersand, from: start)
            case UInt8(ascii: "-") where peek() == UInt8(ascii: ">"):
                position += 1
                emit(.arrow, from: start)
            default: emit(.operator, from: start)
            }
        } else {
            emit(.operator, from: start)
        }
    }

    // MARK: Regex literals

    /// A bare `/` starts a regex literal only where an expression may begin (after an operator,
    /// `(`, `,`, `=`, a keyword like `return`, or at the start of a line) and not before a space:
    /// `a / b` and `x/2` stay division, as in the Swift compiler's lexer.
    private func regexMayStartHere() -> Bool {
        let next = peek(1)
        if next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || next == 0 { return false }
        guard let previous = tokens.last else { return true }
        if atLineStart { return true }
        switch previous.kind {
        case .identifier, .number, .stringSegment, .regex, .rightParen, .rightBracket, .rightBrace,
             .questionMark, .exclamationMark, .rightAngle:
            return false
        case .keyword:
            return previous.keyword != .`self` && previous.keyword != .`Self`
        default:
            return true
        }
    }

    /// Lexes `/…/` (on one line) or `#/…/#` (which may span lines when `#/` ends its line).
    /// Returns false, consuming nothing, when no closing delimiter is found.
    private mutating func lexRegexLiteral(hashes: Int, tokenStart: Int? = nil) -> Bool {
        let start = tokenStart ?? position
        var index = position + 1
        let multiline = hashes > 0 && (index < bytes.count && (bytes[index] == 0x0A || bytes[index] == 0x0D))
        var inClass = false
        while index < bytes.count {
            let byte = bytes[index]
            if (byte == 0x0A || byte == 0x0D) && !multiline { return false }
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "[") { inClass = true }
            if byte == UInt8(ascii: "]") { inClass = false }
            if byte == UInt8(ascii: "/") && !inClass {
                var closing = 0
                while closing < hashes, index + 1 + closing < bytes.count, bytes[index + 1 + closing] == UInt8(ascii: "#") {
                    closing += 1
                }
                if closing == hashes {
                    position = index + 1 + hashes
                    emit(.regex, from: start)
                    return true
                }
            }
            index += 1
        }
        if hashes > 0 {
            problems.append((start, .unterminatedRegex))
            position = bytes.count
            emit(.regex, from: start)
            return true
        }
        return false
    }

    // MARK: Strings

    private mutating func openString(hashes: Int) {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        modes.append(.string(hashes: hashes, multiline: multiline))
    }


    /// Consumes string text up to the closing delimiter or the next interpolation, emitting the
    /// text as one `.stringSegment` token.
    private mutating func lexStringText(hashes: Int, multiline: Bool) {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") && hashesFollow(at: position + 1, count: hashes) {
                let afterDelimiter = position + 1 + hashes
                if afterDelimiter < bytes.count, bytes[afterDelimiter] == UInt8(ascii: "(") {
                    emitSegment(from: start)
                    position = afterDelimiter + 1
                    modes.append(.interpolation(openParens: 0))
                    return
                }
                position = min(afterDelimiter + 1, bytes.count)
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (!multiline || (peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")))
                    && hashesFollow(at: position + quotes, count: hashes) {
                    emitSegment(from: start)
                    position += quotes + hashes
                    modes.removeLast()
                    return
                }
            }
            if (byte == 0x0A || byte == 0x0D) && !multiline {
                emitSegment(from: start)
                problems.append((position, .unterminatedString))
                modes.removeLast()
                return
            }
            position += 1
        }
        emitSegment(from: start)
        problems.append((bytes.count, multiline ? .unterminatedMultilineString : .unterminatedString))
        modes.removeLast()
    }

    private mutating func emitSegment(from start: Int) {
        let startsLine = atLineStart
        tokens.append(Token(kind: .stringSegment, startsLine: startsLine, start: start, end: position))
        atLineStart = false
        // Multi-line text may hold line breaks; the token after it does not start a line unless
        // the lexer sees one itself.
    }

    private func hashesFollow(at index: Int, count: Int) -> Bool {
        var offset = 0
        while offset < count {
            guard index + offset < bytes.count, bytes[index + offset] == UInt8(ascii: "#") else { return false }
            offset += 1
        }
        return true
    }
}

@inline(__always) func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
}

@inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

@inline(__always) func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
}

/// Operator characters, less `<` and `>` (always single tokens, for generics) and `.` (only a
/// leading dot makes a dot-operator).
@inline(__always) func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
         UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
         UInt8(ascii: "~"), UInt8(ascii: "?"):
        return true
    default:
        return false
    }
}
