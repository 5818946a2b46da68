/// Splits Swift source bytes into ``Token``s.
///
/// The lexer is a byte cursor with an explicit stack of modes (inside a string literal, inside an
/// interpolation with its open-parenthesis count), so a string nested in an interpolation nested
/// in a string costs a stack entry, never a recursive call: nesting depth is data the input
/// controls, call depth is not.
///
/// Comments and whitespace produce no tokens. Comments that start with `archlint:` are kept as
/// ``CommentDirective``s because people steer the linter with them.
///
/// Helpers that only read state are `mutating` on purpose: an unoptimized build (the SwiftPM
/// plugin runs one) copies the whole struct, retaining every array in it, to call a non-mutating
/// method from a mutating one; passing `self` inout costs nothing.
///
/// The functions run once or more per token are `@_transparent`: an unoptimized build inlines
/// only those, and a call there zeroes every parameter and local of the callee (one `memset`
/// each), which cost more than the lexing itself.
struct Lexer {
    private enum Mode {
        /// Inside a string literal's text: `hashes` is the raw delimiter length (`#"…"#` has 1).
        case string(hashes: Int, multiline: Bool)
        /// Inside `\( … )`: counts the parentheses opened since, so the right `)` ends it.
        case interpolation(openParens: Int)
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    /// The address of the first byte, for the per-token reads at offsets known to be in the
    /// file: an unoptimized build checks a buffer subscript three ways (offset not negative,
    /// below the count, address not nil), several times the cost of the read.
    private let base: UnsafePointer<UInt8>
    /// Held here so the hot loop does not go through the lazily initialized global each time.
    private let keywords = KeywordTable.shared
    private let identifierBytes = IdentifierByteTable.shared.classes
    /// Whether the file's last byte is no identifier byte (a line break, nearly always): then no
    /// identifier runs to the end of the file, and its loop needs no bounds check per byte.
    private let lastByteEndsIdentifiers: Bool
    private var position = 0
    /// The innermost mode (nil in plain code) and the ones around it: the innermost is kept apart
    /// so the per-token check reads one stored enum instead of an array.
    private var mode: Mode?
    private var outerModes: [Mode] = []
    /// Per number of `#`s, where a `#/` literal found no closing delimiter before the end.
    private var unterminatedRegexFrom: [Int: Int] = [:]
    private var atLineStart = true
    /// Tokens go into memory the lexer manages itself: appending to an `Array` of a type from
    /// this module is a generic, unspecialized call in an unoptimized build.
    private var tokenStorage: UnsafeMutablePointer<Token>
    private var tokenCapacity: Int
    private(set) var tokenCount = 0
    /// How many of the tokens are identifiers: a bound on the distinct names a file's parser links.
    private(set) var identifierCount = 0
    /// The positions of the identifiers not capitalized, in order: the tokens that can name a
    /// value, which the parser links by name (see ``SameNameLinks``) without reading the others.
    private var nameStorage: UnsafeMutablePointer<Int32>
    private var nameCapacity: Int
    private var nameCount = 0
    private(set) var directives: [Range<Int>] = []
    /// Where each line starts (the first at 0), noted as the cursor passes each line break: the
    /// lexer reads every byte anyway, so locations need no second pass over the file. `\n`,
    /// `\r\n` and a lone `\r` each end a line, as in ``LineTable``.
    private(set) var lineStarts: [Int] = [0]
    private(set) var problems: [(offset: Int, problem: ScanProblem.Kind)] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // An empty buffer may have no address; nothing is read through `base` then.
        base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!
        lastByteEndsIdentifiers = bytes.count > 0 && IdentifierByteTable.shared.classes[Int(bytes[bytes.count - 1])] == 0
        tokenCapacity = bytes.count / 4 + 64
        tokenStorage = .allocate(capacity: tokenCapacity)
        nameCapacity = bytes.count / 8 + 64
        nameStorage = .allocate(capacity: nameCapacity)
        lineStarts.reserveCapacity(bytes.count / 32 + 1)
    }

    /// Tokenizes the whole input. Always terminates: every iteration advances the cursor or pops
    /// a mode, and modes are only pushed after consuming their opening delimiter.
    mutating func run() {
        skipPreamble()
        while true {
            if case .string(let hashes, let multiline)? = mode {
                lexStringText(hashes: hashes, multiline: multiline)
                continue
            }
            skipTrivia()
            guard position < bytes.count else { break }
            lexCodeToken()
        }
        var open = outerModes
        if let mode { open.append(mode) }
        for mode in open.reversed() {
            switch mode {
            case .string(_, let multiline):
                problems.append((bytes.count, multiline ? .unterminatedMultilineString : .unterminatedString))
            case .interpolation:
                problems.append((bytes.count, .unterminatedInterpolation))
            }
        }
    }

    // MARK: Cursor

    private mutating func pushMode(_ new: Mode) {
        if let mode { outerModes.append(mode) }
        mode = new
    }

    private mutating func popMode() {
        // Not `popLast()`: a generic call, unspecialized in an unoptimized build.
        mode = outerModes.count > 0 ? outerModes.removeLast() : nil
    }

    @_transparent private mutating func peek(_ offset: Int = 0) -> UInt8 {
        let index = position &+ offset
        return index < bytes.count ? bytes[index] : 0
    }

    @_transparent private mutating func emit(_ kind: TokenKind, from start: Int, keyword: Keyword = .none) {
        if tokenCount == tokenCapacity { growTokenStorage() }
        // Stored through the subscript, which even an unoptimized build inlines: `initialize(to:)`
        // is a generic call that copies the token through its type's value witness. (A token
        // holds no reference, so storing over uninitialized memory is allowed.)
        tokenStorage[tokenCount] = Token(lexed: kind, keyword: keyword, startsLine: atLineStart, start: start, end: position)
        tokenCount += 1
        atLineStart = false
    }

    private mutating func growTokenStorage() {
        let grown = UnsafeMutablePointer<Token>.allocate(capacity: tokenCapacity * 2)
        grown.moveInitialize(from: tokenStorage, count: tokenCount)
        tokenStorage.deallocate()
        tokenStorage = grown
        tokenCapacity *= 2
    }

    /// Counts the identifier just emitted and keeps its position when `first`, its first byte
    /// (after a backtick), is not a capital letter.
    @_transparent private mutating func countIdentifier(first: UInt8) {
        identifierCount += 1
        if nameCount == nameCapacity { growNameStorage() }
        // Written always, kept by the count: no branch on the letter's case.
        nameStorage[nameCount] = Int32(truncatingIfNeeded: tokenCount &- 1)
        nameCount &+= first &- 0x41 < 26 ? 0 : 1  // A
    }

    private mutating func growNameStorage() {
        let grown = UnsafeMutablePointer<Int32>.allocate(capacity: nameCapacity * 2)
        grown.moveInitialize(from: nameStorage, count: nameCount)
        nameStorage.deallocate()
        nameStorage = grown
        nameCapacity *= 2
    }

    /// The last token emitted, if any.
    private var lastToken: Token? { tokenCount > 0 ? tokenStorage[tokenCount - 1] : nil }

    /// The tokens, for the parser to read in place; valid until ``finish()``.
    var tokens: UnsafeBufferPointer<Token> { UnsafeBufferPointer(start: tokenStorage, count: tokenCount) }

    /// The positions of the identifiers that are not capitalized; valid until ``finish()``.
    var names: UnsafeBufferPointer<Int32> { UnsafeBufferPointer(start: nameStorage, count: nameCount) }

    /// Frees the token memory; the lexer is not used afterwards.
    mutating func finish() {
        tokenStorage.deallocate()
        tokenCount = 0
        tokenCapacity = 0
        nameStorage.deallocate()
        nameCount = 0
        nameCapacity = 0
    }

    // MARK: Trivia

    /// A byte-order mark and a `#!` line are allowed only at the very start of a file.
    private mutating func skipPreamble() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        if peek() == 0x23, peek(1) == 0x21 { skipToEndOfLine() }  // # !
    }

    /// Seven equal marker bytes at column 1, then a space, a line break or the end of the file.
    private mutating func isConflictMarker(at start: Int) -> Bool {
        guard start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D, start + 7 <= bytes.count else { return false }
        let marker = bytes[start]
        var offset = 1
        while offset < 7 {
            if bytes[start + offset] != marker { return false }
            offset += 1
        }
        if start + 7 == bytes.count { return true }
        let after = bytes[start + 7]
        return after == 0x20 || after == 0x0A || after == 0x0D
    }

    /// Passes the line break at the cursor (`\r\n` is one) and notes where the next line starts.
    @_transparent private mutating func passLineBreak() {
        if base[position] == 0x0D && position + 1 < bytes.count && base[position + 1] == 0x0A {
            position += 2
        } else {
            position += 1
        }
        lineStarts.append(position)
    }

    /// Notes the lines that start inside `start..<end`, which the cursor jumped over (a regex
    /// literal). A `\r` last before `end` and followed by `\n` is left to the `\n`.
    private mutating func noteLineBreaks(from start: Int, to end: Int) {
        var index = start
        while index < end {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A || (byte == 0x0D && !(index < bytes.count && bytes[index] == 0x0A)) {
                lineStarts.append(index)
            }
        }
    }

    private mutating func skipToEndOfLine() {
        // Comments are a good part of most files: skip eight bytes at a time while none ends
        // the line.
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while position + 8 <= bytes.count {
                let marks = lineBreakMarks(raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
                if marks != 0 {
                    position += marks.trailingZeroBitCount >> 3
                    return
                }
                position += 8
            }
        }
        while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
    }

    @_transparent private mutating func skipTrivia() {
        while position < bytes.count {
            let byte = base[position]
            // Every token starts with a byte above the space other than `/`: most iterations end
            // here, where an unoptimized build would test the cases below one by one.
            if byte > 0x20 && byte != 0x2F { return }  // /
            switch byte {
            case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                // Indentation: a run of spaces, counted in a local so the loop stays in registers;
                // a run longer than one (most of a file's blank bytes) is skipped eight at a time.
                var next = position + 1
                let end = bytes.count
                if next < end && base[next] == 0x20 { next = endOfSpaces(from: next + 1) }
                position = next
            case 0x0A, 0x0D:
                passLineBreak()
                atLineStart = true
            case 0x2F where peek(1) == 0x2F:  // /
                let start = position
                skipToEndOfLine()
                recordDirectiveIfAny(lineComment: start..<position)
            case 0x2F where peek(1) == 0x2A:  // / *
                skipBlockComment()
            default:
                return
            }
        }
    }

    /// The offset of the first byte at or after `start` that is not a space.
    @_transparent private mutating func endOfSpaces(from start: Int) -> Int {
        var next = start
        let end = bytes.count
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while next + 8 <= end {
                // Zero where a byte is a space: the lowest other byte ends the run (little-endian).
                let others = raw.loadUnaligned(fromByteOffset: next, as: UInt64.self) ^ 0x2020_2020_2020_2020
                if others != 0 { return next + others.trailingZeroBitCount >> 3 }
                next += 8
            }
        }
        while next < end && bytes[next] == 0x20 { next += 1 }
        return next
    }

    /// Block comments nest in Swift (`/* /* */ */`), so count depth instead of stopping at the
    /// first `*/`.
    private mutating func skipBlockComment() {
        let start = position
        position += 2
        var depth = 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x2A, peek(1) == 0x2F {  // * /
                position += 2
                depth -= 1
                if depth == 0 { return }
            } else if byte == 0x2F, peek(1) == 0x2A {  // / *
                position += 2
                depth += 1
            } else if byte == 0x0A || byte == 0x0D {
                passLineBreak()
                atLineStart = true
            } else {
                position += 1
            }
        }
        problems.append((start, .unterminatedBlockComment))
    }

    /// `// archlint:…` comments steer classification and suppression; keep their byte range.
    private mutating func recordDirectiveIfAny(lineComment range: Range<Int>) {
        var index = range.lowerBound + 2
        while index < range.upperBound, bytes[index] == 0x20 || bytes[index] == 0x2F {  //   /
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

    @_transparent private mutating func lexCodeToken() {
        // Long: one dispatch on the token's first byte, ordered by how often each comes.
        let start = position
        let byte = base[position]
        // Letters, digits, `_` and non-ASCII bytes (`isIdentifierByte`), half of all tokens, told
        // by one table load: the table also marks `$`, which is lexed below. Ranges are tested
        // with comparisons, not `case a...b:` patterns, which an unoptimized build turns into
        // generic calls.
        if identifierBytes[Int(byte)] != 0, byte != 0x24 {  // $
            if byte >= 0x30 && byte <= 0x39 {  // 0 9
                lexNumber()
            } else if byte >= 0x80 && unicodeOperatorLength(at: position) > 0 {
                lexOperator()
            } else {
                lexIdentifier()
            }
            return
        }
        // `<<<<<<< HEAD`, `=======`, `>>>>>>> branch` (and diff3's `|||||||`) at the start of a
        // line: an unresolved merge. Warn and skip the marker line; both sides are scanned.
        if (byte == 0x3C || byte == 0x3D || byte == 0x3E || byte == 0x7C) && isConflictMarker(at: start) {
            problems.append((start, .conflictMarker))
            skipToEndOfLine()
            return
        }
        // The most frequent cases first: an unoptimized build tests them one by one.
        switch byte {
        case 0x3A: single(.colon)  // :
        case 0x28:  // (
            if case .interpolation(let open)? = mode { mode = .interpolation(openParens: open + 1) }
            single(.leftParen)
        case 0x29:  // )
            if case .interpolation(let open)? = mode {
                if open == 0 {
                    // This `)` closes `\(`: back to the string's text, no token.
                    position += 1
                    popMode()
                    return
                }
                mode = .interpolation(openParens: open - 1)
            }
            single(.rightParen)
        case 0x2E:  // .
            if peek(1) == 0x2E {  // .
                while position < bytes.count, isOperatorByte(bytes[position]) || bytes[position] == 0x2E {  // .
                    position += 1
                }
                emit(.operator, from: start)
            } else {
                single(.dot)
            }
        case 0x2C: single(.comma)  // ,
        case 0x7B: single(.leftBrace)  // {
        case 0x7D: single(.rightBrace)  // }
        case 0x22:  // "
            openString(hashes: 0)
        case 0x40:  // @
            position += 1
            emit(.at, from: start)
        case 0x5B: single(.leftBracket)  // [
        case 0x5D: single(.rightBracket)  // ]
        case 0x3C: single(.leftAngle)  // <
        case 0x3E: single(.rightAngle)  // >
        case 0x23:  // #
            lexPound()
        case 0x60:  // `
            lexBacktickedIdentifier()
        case 0x24:  // $
            position += 1
            while position < bytes.count, isIdentifierByte(bytes[position]) { position += 1 }
            emit(.identifier, from: start)
            countIdentifier(first: byte)
        case 0x3B: single(.semicolon)  // ;
        case 0x5C: single(.backslash)  // \
        default:
            if isOperatorByte(byte) {
                lexOperator()
            } else {
                position += 1
                emit(.unknown, from: start)
            }
        }
    }

    /// The length in bytes of the operator character at `index` if the UTF-8 sequence there is
    /// one of Swift's non-ASCII operator characters (`≈`, `±`, `×`, `→`, …), else 0.
    private mutating func unicodeOperatorLength(at index: Int) -> Int {
        let lead = bytes[index]
        let count = bytes.count
        // Every such character is in the Basic Multilingual Plane: two or three UTF-8 bytes.
        if lead & 0xE0 == 0xC0, index + 1 < count {
            let scalar = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
            return isUnicodeOperatorHead(scalar) ? 2 : 0
        }
        if lead & 0xF0 == 0xE0, index + 2 < count {
            let scalar = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            return isUnicodeOperatorHead(scalar) ? 3 : 0
        }
        return 0
    }

    @_transparent private mutating func single(_ kind: TokenKind) {
        position += 1
        emit(kind, from: position - 1)
    }

    @_transparent private mutating func lexIdentifier() {
        let start = position
        let end = bytes.count
        // A local cursor keeps this loop, which sees most bytes of a file, in registers.
        var next = position + 1
        while true {
            // Letters, digits and `_`, most bytes of most names: one table load each, and no
            // bounds check when the file's last byte stops every run.
            if lastByteEndsIdentifiers {
                while identifierBytes[Int(base[next])] == IdentifierByteTable.ascii { next &+= 1 }
            } else {
                while next < end, identifierBytes[Int(base[next])] == IdentifierByteTable.ascii { next &+= 1 }
            }
            // Then the rare non-ASCII byte, which continues the name unless it starts an operator.
            guard next < end, identifierBytes[Int(base[next])] == IdentifierByteTable.nonASCII,
                  unicodeOperatorLength(at: next) == 0 else { break }
            next += 1
        }
        position = next
        // A `switch`, not `==`: an unoptimized build compares enums through `Equatable`.
        let keyword = keywords.lookup(base + start, count: position - start)
        switch keyword {
        case .none:
            emit(.identifier, from: start)
            countIdentifier(first: base[start])
        default:
            emit(.keyword, from: start, keyword: keyword)
        }
    }

    private mutating func lexBacktickedIdentifier() {
        let start = position
        position += 1
        while position < bytes.count, bytes[position] != 0x60, bytes[position] != 0x0A, bytes[position] != 0x0D {  // `
            position += 1
        }
        if peek() == 0x60 { position += 1 }  // `
        emit(.identifier, from: start)
        countIdentifier(first: position - start > 1 ? bytes[start + 1] : bytes[start])
    }

    /// Digits, letters and `_` (hex, binary, `1_000`), a fraction when `.` is followed by a digit,
    /// and the sign of an exponent (`1e-3`, `0x1p+4`).
    private mutating func lexNumber() {
        let start = position
        let isHex = peek() == 0x30 && (peek(1) == 0x78 || peek(1) == 0x58)  // 0 x X
        while position < bytes.count {
            let byte = bytes[position]
            if isIdentifierByte(byte) && byte < 0x80 {
                position += 1
            } else if byte == 0x2E, isDigit(peek(1)) || (isHex && isHexDigit(peek(1))) {  // .
                position += 1
            } else if byte == 0x2B || byte == 0x2D {  // + -
                let previous = bytes[position - 1] | 0x20
                guard (isHex && previous == 0x70) || (!isHex && previous == 0x65) else { break }  // p e
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
        while peek(hashes) == 0x23 { hashes += 1 }  // #
        let next = peek(hashes)
        if next == 0x22 {  // "
            position += hashes
            openString(hashes: hashes)
            return
        }
        if next == 0x2F {  // /
            // `#/…/#` is always a regex literal, even unterminated (as in the Swift compiler).
            let end = extendedRegexLiteralEnd(slash: start + hashes, hashes: hashes)
            if !endsWithRegexDelimiter(start: start, end: end, hashes: hashes) {
                problems.append((start, .unterminatedRegex))
            }
            noteLineBreaks(from: position, to: end)
            position = end
            emit(.regex, from: start)
            return
        }
        position += 1
        while position < bytes.count, isIdentifierByte(bytes[position]) { position += 1 }
        emit(position - start > 1 ? .poundDirective : .operator, from: start)
    }

    private mutating func lexOperator() {
        let start = position
        var firstSlash = -1
        while position < bytes.count {
            let byte = bytes[position]
            if byte >= 0x80 {
                // `≈`, `±`, `→`: operator characters outside ASCII.
                let length = unicodeOperatorLength(at: position)
                if length == 0 { break }
                // In bytes that are not UTF-8, what follows the lead byte may be a line break.
                noteLineBreaks(from: position + 1, to: position + length)
                position += length
                continue
            }
            guard isOperatorByte(byte) else { break }
            // A comment may follow an operator with no space: `a+/*x*/b`.
            if byte == 0x2F, peek(1) == 0x2F || peek(1) == 0x2A,  // / *
               position > start {
                break
            }
            if firstSlash < 0 && byte == 0x2F { firstSlash = position }  // /
            position += 1
        }
        if firstSlash >= 0, let end = regexLiteralEnd(operatorStart: start, operatorEnd: position, slash: firstSlash) {
            // A prefix operator may stand before the literal: `!/a/`.
            if firstSlash > start {
                position = firstSlash
                emit(.operator, from: start)
            }
            noteLineBreaks(from: position, to: end)
            position = end
            emit(.regex, from: firstSlash)
            return
        }
        let length = position - start
        let first = bytes[start]
        if length == 1 {
            switch first {
            case 0x3D: emit(.equal, from: start)  // =
            case 0x3F: emit(.questionMark, from: start)  // ?
            case 0x21: emit(.exclamationMark, from: start)  // !
            case 0x26: emit(.ampersand, from: start)  // &
            case 0x2D where peek() == 0x3E:  // - >
                position += 1
                emit(.arrow, from: start)
            default: emit(.operator, from: start)
            }
        } else {
            emit(.operator, from: start)
        }
    }

    // MARK: Regex literals

    /// Whether the `/` at `slash`, inside the operator `operatorStart..<operatorEnd`, starts a
    /// bare regex literal, and if so where the literal ends. Follows the Swift compiler's lexer
    /// (`tryScanOperatorAsRegexLiteral`): an operator glued to what precedes it (`x/2`) is never a
    /// regex; `/` after `func` or `operator` is an operator name; an operator with space on both
    /// sides (`a / b`) is a regex only where an expression must start.
    private mutating func regexLiteralEnd(operatorStart: Int, operatorEnd: Int, slash: Int) -> Int? {
        if isLeftBound(operatorStart) { return nil }
        if let previous = lastToken, previous.kind == .keyword,
           previous.keyword == .func || previous.keyword == .operator {
            return nil
        }
        var mustBeRegex = false
        if !isRightBound(operatorEnd) {
            guard isInRegexLiteralPosition() else { return nil }
            switch lastToken?.kind {
            case .leftParen?, .leftBracket?, .comma?, .colon?: break
            default: mustBeRegex = true
            }
        }
        return scanRegexLiteral(slash: slash, hashes: 0, mustBeRegex: mustBeRegex)
    }

    /// Bound to the left: the byte before is not whitespace, an opening bracket or a separator.
    private mutating func isLeftBound(_ start: Int) -> Bool {
        guard start > 0 else { return false }
        switch bytes[start - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, 0x28, 0x5B, 0x7B,  // ( [ {
             0x2C, 0x3B, 0x3A, 0:  // , ; :
            return false
        case 0x2F:  // /
            // The end of a `/* */` comment counts as whitespace.
            return !(start >= 2 && bytes[start - 2] == 0x2A)  // *
        default:
            return true
        }
    }

    private mutating func isRightBound(_ end: Int) -> Bool {
        guard end < bytes.count else { return false }
        switch bytes[end] {
        case 0x20, 0x0D, 0x0A, 0x09, 0x29, 0x5D, 0x7D,  // ) ] }
             0x2C, 0x3B, 0x3A:  // , ; :
            return false
        default:
            return true
        }
    }

    /// Where an expression may begin, judged by the previous token.
    private mutating func isInRegexLiteralPosition() -> Bool {
        guard let previous = lastToken else { return true }
        switch previous.kind {
        case .identifier, .number, .stringSegment, .regex, .rightParen, .rightBracket, .rightBrace,
             .exclamationMark, .rightAngle, .arrow, .dot, .at, .backslash:
            return false
        case .keyword:
            return previous.keyword != .`self` && previous.keyword != .`Self` && previous.keyword != .Any
        case .poundDirective:
            return !textIs(previous, "#available") && !textIs(previous, "#unavailable")
                && !textIs(previous, "#sourceLocation")
        default:
            return true
        }
    }

    /// `scanRegexLiteral` for `#/…/#`, remembering where a search for a closing delimiter ran
    /// to the end of the file: a later literal with as many `#`s will not find one either, and
    /// a file of unterminated literals must not be scanned to its end once per literal.
    private mutating func extendedRegexLiteralEnd(slash: Int, hashes: Int) -> Int {
        if let failedFrom = unterminatedRegexFrom[hashes], slash > failedFrom {
            var index = slash + 1
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            return index < bytes.count && (bytes[index] == 0x0A || bytes[index] == 0x0D) ? index : bytes.count
        }
        let end = scanRegexLiteral(slash: slash, hashes: hashes, mustBeRegex: true) ?? bytes.count
        if !endsWithRegexDelimiter(start: slash - hashes, end: end, hashes: hashes) {
            unterminatedRegexFrom[hashes] = slash
        }
        return end
    }

    /// Whether `start..<end` closes with `/` and `hashes` `#`s after its opening delimiter.
    private mutating func endsWithRegexDelimiter(start: Int, end: Int, hashes: Int) -> Bool {
        guard end - start >= 2 * hashes + 2 else { return false }
        var index = end - hashes
        while index < end {
            if bytes[index] != 0x23 { return false }  // #
            index += 1
        }
        return bytes[end - hashes - 1] == 0x2F  // /
    }

    private mutating func textIs(_ token: Token, _ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { memoryEqual($0, UnsafeBufferPointer(rebasing: bytes[token.range])) }
    }

    /// Scans a regex literal whose opening `/` is at `slash` (after `hashes` `#`s) and returns the
    /// offset after its closing delimiter, or nil when this is not a regex literal. Mirrors the
    /// Swift compiler's `RegexLiteralLexer`: a bare `/…/` stays on one line, may not start with a
    /// space, `*` or `/`, nor end with a space or just before `*` or `/`, nor hold an unbalanced
    /// `)`; `#/` followed only by spaces up to the line break opens a multi-line literal.
    private mutating func scanRegexLiteral(slash: Int, hashes: Int, mustBeRegex: Bool) -> Int? {
        // Long: one loop over the literal's bytes with its group and class depths, kept whole to
        // read beside the compiler's `RegexLiteralLexer` it mirrors.
        var index = slash + 1
        let count = bytes.count
        if hashes == 0 {
            if index < count {
                let next = bytes[index]
                if (next == 0x20 || next == 0x09) && !mustBeRegex { return nil }
                if next == 0x2A || next == 0x2F { return nil }  // * /
            }
            if slash > 0 && bytes[slash - 1] == 0x2A { return nil }  // *
        }
        var multiline = false
        var firstNewline = -1
        if hashes > 0 {
            var scan = index
            while scan < count, bytes[scan] == 0x20 || bytes[scan] == 0x09 { scan += 1 }
            if scan < count, bytes[scan] == 0x0A || bytes[scan] == 0x0D {
                multiline = true
                firstNewline = scan
                index = scan
            }
        }
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        while true {
            // The closing delimiter: `/` and at least `hashes` `#`s; checked before each character,
            // even inside a character class, as the compiler does.
            if index < count, bytes[index] == 0x2F {  // /
                var closing = 0
                if hashes > 0 {
                    while index + 1 + closing < count, bytes[index + 1 + closing] == 0x23 { closing += 1 }  // #
                }
                if closing >= hashes {
                    let end = index + 1 + closing
                    if hashes == 0 {
                        if end < count, bytes[end] == 0x2A || bytes[end] == 0x2F {  // * /
                            return mustBeRegex ? index : nil
                        }
                        if lastSpace == index - 1 && !mustBeRegex { return nil }
                    }
                    return end
                }
            }
            guard index < count else {
                // Unterminated: a multi-line literal gives the rest back from its first line break.
                if !mustBeRegex { return nil }
                return multiline ? firstNewline : count
            }
            var byte = bytes[index]
            index += 1
            var escaped = false
            if byte == 0x5C {  // \
                guard index < count else { continue }
                byte = bytes[index]
                index += 1
                escaped = true
            }
            switch byte {
            case 0x0A, 0x0D:
                if !multiline {
                    return mustBeRegex ? index - 1 : nil
                }
            case 0x28 where !escaped && classDepth == 0:  // (
                groupDepth += 1
            case 0x29 where !escaped && classDepth == 0:  // )
                if groupDepth == 0 {
                    if !mustBeRegex { return nil }
                } else {
                    groupDepth -= 1
                }
            case 0x5B where !escaped:  // [
                classDepth += 1
            case 0x5D where !escaped:  // ]
                if classDepth > 0 { classDepth -= 1 }
            case 0x20, 0x09:
                if !escaped { lastSpace = index - 1 }
            default:
                break
            }
        }
    }

    // MARK: Strings

    private mutating func openString(hashes: Int) {
        var multiline = peek(1) == 0x22 && peek(2) == 0x22  // "
        if multiline && hashes > 0 {
            // `#"""#` and `#""a"#` are one-line raw strings that start with quotes: as in the
            // compiler, `"""` opens a multi-line literal only if no closing delimiter follows on
            // the same line.
            var scan = position + 3
            if hashesFollow(at: scan, count: hashes) {
                multiline = false
            }
            while multiline && scan < bytes.count && bytes[scan] != 0x0A && bytes[scan] != 0x0D {
                if bytes[scan] == 0x22, hashesFollow(at: scan + 1, count: hashes) { multiline = false }  // "
                scan += 1
            }
        }
        position += multiline ? 3 : 1
        pushMode(.string(hashes: hashes, multiline: multiline))
    }


    /// Consumes string text up to the closing delimiter or the next interpolation, emitting the
    /// text as one `.stringSegment` token.
    private mutating func lexStringText(hashes: Int, multiline: Bool) {
        let start = position
        while position < bytes.count {
            position = endOfPlainStringText(from: position)
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == 0x5C && hashesFollow(at: position + 1, count: hashes) {  // \
                let afterDelimiter = position + 1 + hashes
                if afterDelimiter < bytes.count, bytes[afterDelimiter] == 0x28 {  // (
                    emitSegment(from: start)
                    position = afterDelimiter + 1
                    pushMode(.interpolation(openParens: 0))
                    return
                }
                // The escaped character may be a line break (`\` ending a multi-line string's line).
                noteLineBreaks(from: afterDelimiter, to: min(afterDelimiter + 1, bytes.count))
                position = min(afterDelimiter + 1, bytes.count)
                continue
            }
            if byte == 0x22 {  // "
                let quotes = multiline ? 3 : 1
                if (!multiline || (peek(1) == 0x22 && peek(2) == 0x22))  // "
                    && hashesFollow(at: position + quotes, count: hashes) {
                    emitSegment(from: start)
                    position += quotes + hashes
                    popMode()
                    return
                }
            }
            if (byte == 0x0A || byte == 0x0D) && !multiline {
                emitSegment(from: start)
                problems.append((position, .unterminatedString))
                popMode()
                return
            }
            if byte == 0x0A || byte == 0x0D {
                passLineBreak()
            } else {
                position += 1
            }
        }
        emitSegment(from: start)
        problems.append((bytes.count, multiline ? .unterminatedMultilineString : .unterminatedString))
        popMode()
    }

    /// The offset of the first byte at or after `start` that may end plain string text (a quote,
    /// a backslash or a line break), or of the last few bytes: string text (messages, keys) is a
    /// good part of many files, and most of it is read eight bytes at a time.
    private mutating func endOfPlainStringText(from start: Int) -> Int {
        var next = start
        guard let base = bytes.baseAddress else { return next }
        let raw = UnsafeRawPointer(base)
        while next + 8 <= bytes.count {
            let marks = stringTextMarks(raw.loadUnaligned(fromByteOffset: next, as: UInt64.self))
            if marks != 0 { return next + marks.trailingZeroBitCount >> 3 }
            next += 8
        }
        return next
    }

    private mutating func emitSegment(from start: Int) {
        emit(.stringSegment, from: start)
        // Multi-line text may hold line breaks; the token after it does not start a line unless
        // the lexer sees one itself.
    }

    private mutating func hashesFollow(at index: Int, count: Int) -> Bool {
        var offset = 0
        while offset < count {
            guard index + offset < bytes.count, bytes[index + offset] == 0x23 else { return false }  // #
            offset += 1
        }
        return true
    }
}

@_transparent func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)  // a z A Z
        || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80  // 0 9 _
}

/// Open-addressed hash table from spelling to ``Keyword``: one probe for most identifiers and no
/// `String` created. The table lives in memory allocated once for the process and is read
/// through plain pointers, so a lookup retains nothing, even in an unoptimized build.
struct KeywordTable: @unchecked Sendable {
    static let shared = KeywordTable()

    private static let slotCount = 256
    /// Keyword raw values by hash slot; 0 is empty.
    private let slots: UnsafeMutablePointer<UInt8>
    /// The keywords by raw value: `init(rawValue:)` is a chain of comparisons in an unoptimized
    /// build, one call per keyword the lexer finds.
    private let keywords: UnsafeMutablePointer<Keyword>
    /// All spellings back to back; `spellingStart[k]..<spellingStart[k + 1]` is keyword `k`'s.
    private let spellingBytes: UnsafeMutablePointer<UInt8>
    private let spellingStart: UnsafeMutablePointer<Int>

    private init() {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        for keyword in Keyword.allCases {
            starts.append(bytes.count)
            bytes.append(contentsOf: Array(keyword.spelling.utf8))
        }
        starts.append(bytes.count)
        slots = .allocate(capacity: Self.slotCount)
        keywords = .allocate(capacity: Keyword.allCases.count)
        keywords.initialize(from: Keyword.allCases, count: Keyword.allCases.count)
        slots.initialize(repeating: 0, count: Self.slotCount)
        spellingBytes = .allocate(capacity: bytes.count)
        spellingBytes.initialize(from: bytes, count: bytes.count)
        spellingStart = .allocate(capacity: starts.count)
        spellingStart.initialize(from: starts, count: starts.count)
        for keyword in Keyword.allCases where keyword != .none {
            let spelling = Array(keyword.spelling.utf8)
            var slot = spelling.withUnsafeBufferPointer { Self.hash($0.baseAddress!, $0.count) }
            while slots[slot] != 0 { slot = (slot + 1) & (Self.slotCount - 1) }
            slots[slot] = keyword.rawValue
        }
    }

    @_transparent private static func hash(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
        let mixed = count &* 31 &+ Int(bytes[0]) &* 7 &+ Int(bytes[count &- 1]) &* 3 &+ Int(bytes[count >> 1])
        return mixed & (slotCount - 1)
    }

    /// The keyword spelled by the `count` bytes at `bytes`, or `.none`.
    /// Transparent, like the lexer's per-token functions, and kept in this file for it: an
    /// unoptimized build inlines a transparent function only into callers in the same file.
    @_transparent func lookup(_ bytes: UnsafePointer<UInt8>, count: Int) -> Keyword {
        guard count >= 2, count <= 15 else { return .none }
        let first = bytes[0]
        // Every keyword starts with a lowercase ASCII letter, except `Self` and `Any`.
        guard (first >= 0x61 && first <= 0x7A) || first == 0x53 || first == 0x41 else { return .none }
        var slot = Self.hash(bytes, count)
        while true {
            let candidate = slots[slot]
            if candidate == 0 { return .none }
            let start = spellingStart[Int(candidate)]
            if spellingStart[Int(candidate) + 1] - start == count {
                var offset = 0
                while offset < count, spellingBytes[start + offset] == bytes[offset] { offset += 1 }
                if offset == count { return keywords[Int(candidate)] }
            }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
    }
}

extension Token {
    /// ``init(kind:keyword:startsLine:start:end:)`` made transparent, for ``Lexer/emit(_:from:keyword:)``:
    /// an unoptimized build inlines a transparent function only into callers in the same file.
    @_transparent fileprivate init(lexed kind: TokenKind, keyword: Keyword, startsLine: Bool, start: Int, end: Int) {
        self.kind = kind
        self.keyword = keyword
        self.startsLine = startsLine
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
    }
}

/// Per byte value, whether it continues an identifier: ``ascii`` for letters, digits, `_` and
/// `$` (`_$id`, as macros generate); ``nonASCII`` for a byte of a non-ASCII character, which
/// continues one unless the character is an operator; 0 for every other byte. Allocated once and
/// read through a plain pointer, like ``KeywordTable``: one load per byte, even unoptimized.
struct IdentifierByteTable: @unchecked Sendable {
    static let shared = IdentifierByteTable()
    static let ascii: UInt8 = 1
    static let nonASCII: UInt8 = 2

    let classes: UnsafeMutablePointer<UInt8>

    private init() {
        classes = .allocate(capacity: 256)
        for byte in 0...255 {
            let value = UInt8(byte)
            classes[byte] = value >= 0x80 ? Self.nonASCII : (isIdentifierByte(value) || value == 0x24 ? Self.ascii : 0)  // $
        }
    }
}

@inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }  // 0 9

@inline(__always) func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)  // a f
}

/// Operator characters, less `<` and `>` (always single tokens, for generics) and `.` (only a
/// leading dot makes a dot-operator).
@_transparent func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x21,  // / = - + !
         0x2A, 0x25, 0x26, 0x7C, 0x5E,  // * % & | ^
         0x7E, 0x3F:  // ~ ?
        return true
    default:
        return false
    }
}

/// Swift's operator-head characters outside ASCII (The Swift Programming Language, Lexical
/// Structure, Operators).
func isUnicodeOperatorHead(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0...0x00B1, 0x00B6, 0x00BB, 0x00BF,
         0x00D7, 0x00F7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053,
         0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
         0x3001...0x3003, 0x3008...0x3020, 0x3030:
        return true
    default:
        return false
    }
}

/// The high bit of each byte of `word` that may be `"`, `\`, `\n` or `\r`, as
/// ``lineBreakMarks(_:)`` does for line breaks: the lowest marked byte is exactly the first one.
@inline(__always) func stringTextMarks(_ word: UInt64) -> UInt64 {
    let quote = word ^ 0x2222_2222_2222_2222
    let backslash = word ^ 0x5C5C_5C5C_5C5C_5C5C
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    return lineBreakMarks(word) | ((quote &- ones) & ~quote & highs) | ((backslash &- ones) & ~backslash & highs)
}
