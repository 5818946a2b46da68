extension AppGenerator {
    /// One file naming `targetLines` distinct types whose names agree in their length and in most
    /// of their bytes (`TaXaYaaaZ`, `TbXaYaaaZ`, …). A table that hashes only a few bytes of each
    /// name puts them all in one probe chain, and the lint's time grows with the square of their
    /// number: this shape shows it.
    func writeAlikeNames(to root: String) throws -> Summary {
        var tree = try TreeWriter(root: root)
        var file = SourceWriter()
        file.block("struct AlikeNames") { body in
            for index in 0..<targetLines { body.line("let field\(index): \(Self.alikeName(index))") }
        }
        try tree.emit("AlikeNames/AlikeNames.swift", file)
        tree.summary.modules = 1
        return tree.summary
    }

    /// `T?X?Y???Z`: the first, third, fifth and last bytes and the length fixed, five letters free.
    static func alikeName(_ index: Int) -> String {
        var letters: [Character] = []
        var rest = index
        for _ in 0..<5 {
            letters.append(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(rest % 26))))
            rest /= 26
        }
        return "T\(letters[0])X\(letters[1])Y\(letters[2])\(letters[3])\(letters[4])Z"
    }
}
