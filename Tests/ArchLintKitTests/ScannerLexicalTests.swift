import Testing
@testable import ArchLintKit

/// `kind text` for every token, so a test states the whole token stream it expects.
func lexed(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    return Scanner.tokens(of: source).map { token in
        let text = String(decoding: bytes[token.range], as: UTF8.self)
        return "\(token.kind) \(text)"
    }
}

/// The lexical problems of `source`, as `line:col: message`.
func problems(_ source: String) -> [String] {
    Scanner.scan(source: source, path: "T.swift").problems.map { "\($0.location): \($0.kind.rawValue)" }
}

/// Tokens: one test per lexical construct, each stating the whole token stream.
@Suite struct ScannerLexicalTests {
    @Test func identifiersOfEveryForm() {
        #expect(lexed("`class` $0 $value café _x _$id") == [
            "identifier `class`", "identifier $0", "identifier $value", "identifier café", "identifier _x",
            "identifier _$id",
        ])
    }

    /// A file ending in a line break lets the lexer read names without checking for the end of
    /// the file; one ending in a name must give the same tokens.
    @Test func namesEndAlikeWhetherOrNotALineBreakEndsTheFile() {
        let names = ["identifier naïve", "identifier c", "operator ×", "identifier d2", "identifier x_é"]
        #expect(lexed("naïve c×d2 x_é\n") == names)
        #expect(lexed("naïve c×d2 x_é") == names)
        #expect(lexed("naïve c×d2 x_") == names.dropLast() + ["identifier x_"])
    }

    @Test func keywordsThatSteerDeclarationsAreKeywordTokens() {
        #expect(lexed("class func Self Any some any") == [
            "keyword class", "keyword func", "keyword Self", "keyword Any", "keyword some", "keyword any",
        ])
    }

    @Test func numbersWithUnderscoresHexBinaryAndHexFloats() {
        #expect(lexed("1_000 0xFF 0b1010 0x1.8p-3 1e+10 1.5 0..<n") == [
            "number 1_000", "number 0xFF", "number 0b1010", "number 0x1.8p-3", "number 1e+10", "number 1.5",
            "number 0", "operator ..", "leftAngle <", "identifier n",
        ])
    }

    @Test func operatorCharactersOutsideASCIIAreOperators() {
        #expect(lexed("a ≈ b ± c×d → é") == [
            "identifier a", "operator ≈", "identifier b", "operator ±", "identifier c", "operator ×", "identifier d",
            "operator →", "identifier é",
        ])
    }

    @Test func operatorsGenericsAndPunctuation() {
        #expect(lexed("a?.b! -> x ... &y <=> Array<Array<Int>>") == [
            "identifier a", "questionMark ?", "dot .", "identifier b", "exclamationMark !", "arrow ->",
            "identifier x", "operator ...", "ampersand &", "identifier y", "leftAngle <", "equal =",
            "rightAngle >", "identifier Array", "leftAngle <", "identifier Array", "leftAngle <",
            "identifier Int", "rightAngle >", "rightAngle >",
        ])
    }

    @Test func stringTextIsOneSegmentAndNeverCode() {
        #expect(lexed(#"let s = "UserViewController // not a comment""#) == [
            "keyword let", "identifier s", "equal =", "stringSegment UserViewController // not a comment",
        ])
    }

    @Test func escapedQuoteDoesNotCloseAString() {
        #expect(lexed(#""a\"b" C"#) == [#"stringSegment a\"b"#, "identifier C"])
    }

    @Test func rawStringsWithAnyNumberOfPounds() {
        #expect(lexed(##"#"a "quoted" \(no) b"# X"##) == [#"stringSegment a "quoted" \(no) b"#, "identifier X"])
        #expect(lexed(###"##"a "# still "## Y"###) == [##"stringSegment a "# still "##, "identifier Y"])
    }

    @Test func rawStringInterpolationNeedsItsPounds() {
        #expect(lexed(##"#"a \#(Model.name) b"#"##) == [
            "stringSegment a ", "identifier Model", "dot .", "identifier name", "stringSegment  b",
        ])
    }

    @Test func multilineStringKeepsQuotesAndLineBreaksAsText() {
        let source = "let s = \"\"\"\n  a \"quote\" \"\" View\n  \"\"\"\nnext"
        #expect(lexed(source) == [
            "keyword let", "identifier s", "equal =", "stringSegment \n  a \"quote\" \"\" View\n  ", "identifier next",
        ])
    }

    @Test func nestedInterpolationsWithStringsAndClosuresInside() {
        let source = #""\(items.map { "\($0.name) \(Formatter.format(($0)))" }) end" Z"#
        #expect(lexed(source) == [
            "stringSegment ", "identifier items", "dot .", "identifier map", "leftBrace {",
            "stringSegment ", "identifier $0", "dot .", "identifier name", "stringSegment  ",
            "identifier Formatter", "dot .", "identifier format", "leftParen (", "leftParen (", "identifier $0",
            "rightParen )", "rightParen )", "stringSegment ", "rightBrace }", "stringSegment  end", "identifier Z",
        ])
    }

    @Test func typeNamesInsideInterpolationInsideMultilineRawString() {
        let source = "#\"\"\"\n  \\(Ignored) \\#(Shown.value) \"\"\" still\n  \"\"\"#"
        #expect(lexed(source) == [
            "stringSegment \n  \\(Ignored) ", "identifier Shown", "dot .", "identifier value",
            "stringSegment  \"\"\" still\n  ",
        ])
    }

    @Test func regexLiteralsWhereAnExpressionStarts() {
        #expect(lexed("let r = /a+b/") == ["keyword let", "identifier r", "equal =", "regex /a+b/"])
        // As in the compiler, a `/` closes the literal even inside a character class.
        #expect(lexed("f(/[/]x/)") == [
            "identifier f", "leftParen (", "regex /[/", "rightBracket ]", "identifier x", "operator /", "rightParen )",
        ])
        #expect(lexed("x = !/a/") == ["identifier x", "equal =", "operator !", "regex /a/"])
    }

    @Test func slashAsDivisionIsNotARegex() {
        #expect(lexed("a / b / c") == ["identifier a", "operator /", "identifier b", "operator /", "identifier c"])
        #expect(lexed("x/2/y") == ["identifier x", "operator /", "number 2", "operator /", "identifier y"])
        #expect(lexed("reduce(0, /) + g(1, /)") == [
            "identifier reduce", "leftParen (", "number 0", "comma ,", "operator /", "rightParen )", "operator +",
            "identifier g", "leftParen (", "number 1", "comma ,", "operator /", "rightParen )",
        ])
        #expect(lexed("(a) /b/ c") == [
            "leftParen (", "identifier a", "rightParen )", "regex /b/", "identifier c",
        ])
    }

    @Test func regexMayNotEndWithASpaceOrStartAComment() {
        #expect(lexed("f(/a /)") == ["identifier f", "leftParen (", "operator /", "identifier a", "operator /", "rightParen )"])
        #expect(lexed("x = /a//c") == ["identifier x", "equal =", "operator /", "identifier a"])
    }

    @Test func extendedRegexLiteralsSpanLines() {
        #expect(lexed("let r = #/a/b/#") == ["keyword let", "identifier r", "equal =", "regex #/a/b/#"])
        let multiline = "let r = #/\n  (?<Name> \\w+) / Type\n  /#\nTail"
        #expect(lexed(multiline) == [
            "keyword let", "identifier r", "equal =", "regex #/\n  (?<Name> \\w+) / Type\n  /#", "identifier Tail",
        ])
    }

    @Test func aParenthesisInsideAStringInsideAnInterpolationIsText() {
        #expect(lexed(#""\(f(")"))" Tail"#) == [
            "stringSegment ", "identifier f", "leftParen (", "stringSegment )", "rightParen )", "stringSegment ",
            "identifier Tail",
        ])
    }

    @Test func extendedRegexWithTwoPoundsClosesOnlyWithTwo() {
        #expect(lexed("let r = ##/a/#b/## + c") == [
            "keyword let", "identifier r", "equal =", "regex ##/a/#b/##", "operator +", "identifier c",
        ])
    }

    @Test func commentsOfEveryKindAreSkipped() {
        #expect(lexed("a // Line\n/// Doc\n/* Block /* nested */ still */ b") == ["identifier a", "identifier b"])
    }

    @Test func directivesAndMacros() {
        #expect(lexed("#if canImport(UIKit)\n#Preview { V() }\n#endif") == [
            "poundDirective #if", "identifier canImport", "leftParen (", "identifier UIKit", "rightParen )",
            "poundDirective #Preview", "leftBrace {", "identifier V", "leftParen (", "rightParen )", "rightBrace }",
            "poundDirective #endif",
        ])
    }

    @Test func shebangAndByteOrderMarkAreSkipped() {
        #expect(lexed("\u{FEFF}#!/usr/bin/env swift\nprint(1)") == [
            "identifier print", "leftParen (", "number 1", "rightParen )",
        ])
    }

    @Test func lineBreaksOfEveryKindCountAsLines() {
        let scanned = Scanner.scan(source: "a\r\nstruct A {}\rstruct B {}\nstruct C {}", path: "T.swift")
        #expect(scanned.declarations.map { "\($0.name)@\($0.location)" } == ["A@2:8", "B@3:8", "C@4:8"])
        #expect(scanned.lineCount == 4)
    }

    @Test func unterminatedLiteralsAtEndOfFile() {
        #expect(problems("let s = \"abc") == ["1:13: unterminated string literal"])
        #expect(problems("let s = \"\"\"\nabc") == ["2:4: unterminated multi-line string literal"])
        #expect(problems("let s = \"\\(x") == ["1:13: unterminated string interpolation", "1:13: unterminated string literal"])
        #expect(problems("/* open") == ["1:1: unterminated block comment"])
        #expect(problems("let r = #/abc") == ["1:9: unterminated regex literal"])
    }

    @Test func unterminatedStringEndsAtItsLine() {
        #expect(lexed("let s = \"abc\nstruct A {}") == [
            "keyword let", "identifier s", "equal =", "stringSegment abc", "keyword struct", "identifier A",
            "leftBrace {", "rightBrace }",
        ])
    }
    @Test func longStringTextStopsAtEveryQuoteEscapeAndLineBreakWhereverItFalls() {
        // Long text is read several bytes at a time: each mark is put at every offset in them.
        for length in 0..<20 {
            let text = String(repeating: "a", count: length)
            #expect(lexed("\"\(text)\\\"\(text)\" X") == ["stringSegment \(text)\\\"\(text)", "identifier X"])
            #expect(lexed("\"\(text)\\(Y)\(text)\" X") == [
                "stringSegment \(text)", "identifier Y", "stringSegment \(text)", "identifier X",
            ])
            #expect(lexed("\"\(text)\nstruct A {}")[0] == "stringSegment \(text)")
            let multiline = Scanner.scan(source: "let s = \"\"\"\n\(text)\r\n\(text)\r\(text);\n\"\"\"\nstruct A {}", path: "T.swift")
            #expect(multiline.declarations.map { "\($0.name)@\($0.location)" } == ["A@6:8"])
        }
    }

    @Test func rawStringsThatStartWithQuotesStayOnTheirLine() {
        #expect(lexed(##"case #"'"#, #"""#: X"##) == [
            "keyword case", "stringSegment '", "comma ,", #"stringSegment ""#, "colon :", "identifier X",
        ])
    }

    @Test func scanningAnyPrefixOfTrickySourceNeverCrashes() {
        let source = ###"""
        #!/usr/bin/env swift
        let a = ##"raw \##(Model.b) "# "##; let r = #/\d+ (?<x>.)/#
        let s = """
            \(items.map { "\($0)" }) /* open
            """
        struct S<T>: P where T: Q { func f() -> T? { x / y / z } } // end
        """###
        let bytes = Array(source.utf8)
        var scanned = 0
        for end in 0...bytes.count {
            let prefix = String(decoding: bytes[0..<end], as: UTF8.self)
            if Scanner.scan(source: prefix, path: "T.swift").byteCount == prefix.utf8.count { scanned += 1 }
        }
        #expect(scanned == bytes.count + 1)
    }

    /// Mutations of a realistic file (deleted bytes, inserted quotes, pounds, slashes, braces,
    /// backslashes, line breaks) must scan to the end without trapping, and the scanner must be
    /// a pure function of the bytes.
    @Test func mutatedSourceScansToTheEndAndDeterministically() {
        let source = ###"""
        import UIKit
        @MainActor final class UserPresenter: UserPresenting {
            weak var view: UserView?
            let interactor: any UserInteracting
            init(view: UserView, interactor: some UserInteracting) { self.view = view; self.interactor = interactor }
            func didLoad() async throws(LoadError) {
                let users = try await interactor.users().filter { $0.name.wholeMatch(of: /[A-Z]\w+/) != nil }
                view?.show(#"Users: \#(users.count) "quoted""#, """
                    \(users.map { "\($0.name)" }.joined(separator: ", "))
                    """)
            }
        }
        #if DEBUG
        extension UserPresenter: CustomStringConvertible where Self: Sendable { var description: String { "P" } }
        #endif
        """###
        let original = Array(source.utf8)
        let inserts: [UInt8] = Array("\"#/{}()<>\\\n`$@".utf8)
        var generator = SplitMix(seed: 42)
        for _ in 0..<2000 {
            var bytes = original
            for _ in 0..<(1 + Int(generator.next() % 4)) {
                let at = Int(generator.next() % UInt64(bytes.count))
                if generator.next() % 2 == 0 {
                    bytes.remove(at: at)
                } else {
                    bytes.insert(inserts[Int(generator.next() % UInt64(inserts.count))], at: at)
                }
            }
            let first = bytes.withUnsafeBufferPointer { Scanner.scan(bytes: $0, path: "T.swift") }
            let second = bytes.withUnsafeBufferPointer { Scanner.scan(bytes: $0, path: "T.swift") }
            #expect(first.byteCount == bytes.count)
            #expect(first.declarations.map(\.qualifiedName) == second.declarations.map(\.qualifiedName))
            #expect(first.declarations.map(\.references) == second.declarations.map(\.references))
        }
    }
}

/// A small deterministic random number generator, so a failing mutation can be replayed.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
