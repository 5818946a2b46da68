/// The scan stage's entry point: bytes in, ``ScannedFile`` out.
///
/// A pure function of the bytes: no file system, no shared state, so files scan in parallel.
package enum Scanner {
    /// `judgingUses`: whether to judge how the code uses each type it names (see
    /// ``ReferenceUse``); without, every reference is a use.
    package static func scan(bytes: UnsafeBufferPointer<UInt8>, path: String, judgingUses: Bool = true) -> ScannedFile {
        var lexer = Lexer(bytes: bytes)
        lexer.run()
        let lines = LineTable(lineStarts: lexer.lineStarts)
        // The parser reads the lexer's tokens in place; they are freed once it is done.
        var parser = DeclarationParser(
            bytes: bytes, tokens: lexer.tokens, names: lexer.names, identifierCount: lexer.identifierCount, lines: lines, judgesUses: judgingUses)
        parser.run()
        parser.shareReferenceTexts()
        lexer.finish()
        let directives = lexer.directives.map { range in
            // `range` starts at `archlint:`; keep what follows it.
            let textStart = range.lowerBound + 9
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[textStart..<range.upperBound]), as: UTF8.self)
            return CommentDirective(
                text: text.trimmingTrailingWhitespace(), location: lines.location(of: range.lowerBound))
        }
        return ScannedFile(
            path: path,
            imports: parser.imports,
            declarations: parser.declarations,
            topLevelReferences: parser.topLevelReferences,
            directives: directives,
            problems: lexer.problems.map { ScanProblem(kind: $0.problem, location: lines.location(of: $0.offset)) },
            lineCount: lines.lineCount(byteCount: bytes.count),
            byteCount: bytes.count,
            generatedMarker: GeneratedHeader.marker(in: bytes),
            usesAreJudged: judgingUses
        )
    }

    package static func scan(source: String, path: String) -> ScannedFile {
        var source = source
        return source.withUTF8 { scan(bytes: $0, path: path) }
    }

    /// The tokens of `source`, for tests and tools that study the lexer.
    package static func tokens(of source: String) -> [Token] {
        var source = source
        return source.withUTF8 { bytes in
            var lexer = Lexer(bytes: bytes)
            lexer.run()
            let tokens = Array(lexer.tokens)
            lexer.finish()
            return tokens
        }
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var scalars = Substring(self)
        while let last = scalars.last, last == " " || last == "\t" || last == "\r" { scalars.removeLast() }
        return String(scalars)
    }
}
