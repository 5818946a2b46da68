import Testing
@testable import ArchLintKit

/// Parses `text`, or gives the failure as `line: message`.
private func parsed(_ text: String) -> Result<PropertyList, PropertyList.Failure> {
    Result { () throws(PropertyList.Failure) in try PropertyList.parse(Array(text.utf8)) }
}

private func failure(_ text: String) -> String? {
    guard case .failure(let failure) = parsed(text) else { return nil }
    return "\(failure.line): \(failure.message)"
}

private func value(_ text: String) -> PropertyList? {
    try? parsed(text).get()
}

/// The old-style property list parser of `project.pbxproj`: one test per construct, and damaged
/// input is a failure with its line, never a crash.
@Suite struct PropertyListTests {
    @Test func unquotedStringsTakeLettersDigitsAndTheFormatsPunctuation() {
        #expect(value("{ a = sourcecode.swift; c = Packages/Catalog-1_2:3+4; d = $TARGET; }") == .dictionary([
            "a": .string("sourcecode.swift"), "c": .string("Packages/Catalog-1_2:3+4"), "d": .string("$TARGET"),
        ]))
        // Xcode quotes anything else: `(` is not part of an unquoted string.
        #expect(failure("{ b = $(TARGET_NAME); }") == "1: expected ';' after the value of 'b'")
    }

    @Test func quotedStringsKeepSpacesAndReadEveryEscape() {
        #expect(value(#"( "a b", "\"q\"", "tab\there", "nl\nx", "back\\slash", "\a\b\f\v\r", 'single "x"' )"#) == .array([
            .string("a b"), .string("\"q\""), .string("tab\there"), .string("nl\nx"), .string("back\\slash"),
            .string("\u{07}\u{08}\u{0C}\u{0B}\r"), .string("single \"x\""),
        ]))
    }

    @Test func unicodeAndOctalEscapes() {
        // `\U` and four hex digits is a UTF-16 unit: a surrogate pair makes one character.
        #expect(value(#"( "caf\U00e9", "\Ud83d\Ude00", "\101\102", "\0" )"#) == .array([
            .string("café"), .string("😀"), .string("AB"), .string("\u{0}"),
        ]))
        #expect(failure(#"( "\Uzz" )"#) == "1: '\\U' needs hexadecimal digits")
    }

    @Test func utf8InQuotedStringsIsKept() {
        #expect(value("{ name = \"Einkaufsliste – Café\"; }") == .dictionary(["name": .string("Einkaufsliste – Café")]))
    }

    @Test func commentsOfBothKindsAnywhere() {
        let text = """
            // !$*UTF8*$!
            {
                /* Begin PBXBuildFile section */
                0C01 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = 0B01 /* AppDelegate.swift */; };
                list = ( a /* first */, // line comment
                         b, );
            }
            """
        #expect(value(text) == .dictionary([
            "0C01": .dictionary(["isa": .string("PBXBuildFile"), "fileRef": .string("0B01")]),
            "list": .array([.string("a"), .string("b")]),
        ]))
    }

    @Test func dataIsHexadecimalPairsWithSpaces() {
        #expect(value("{ d = <0fbd 7770\n FF>; e = <>; }") == .dictionary(["d": .data([0x0F, 0xBD, 0x77, 0x70, 0xFF]), "e": .data([])]))
        #expect(failure("{ d = <0fb>; }") == "1: data has an odd number of hexadecimal digits")
        #expect(failure("{ d = <0g>; }") == "1: data may hold only hexadecimal digits, not 'g'")
        #expect(failure("{\n d = <00") == "2: data that starts here is never closed with '>'")
    }

    @Test func nestedContainersAndTrailingSeparators() {
        #expect(value("{ a = { b = ( ( ), { }, ( c, ), ); }; }") == .dictionary([
            "a": .dictionary(["b": .array([.array([]), .dictionary([:]), .array([.string("c")])])]),
        ]))
        #expect(value("( )") == .array([]))
        #expect(value("( a, b )") == .array([.string("a"), .string("b")]))
    }

    @Test func aKeyGivenTwiceKeepsTheLastValue() {
        #expect(value("{ a = 1; a = 2; }") == .dictionary(["a": .string("2")]))
    }

    @Test func quotedKeys() {
        #expect(value(#"{ "key with space" = v; }"#) == .dictionary(["key with space": .string("v")]))
    }

    @Test func damagedInputIsAFailureWithItsLine() {
        #expect(failure("") == "1: unexpected end of file")
        #expect(failure("{\n  a = b\n}") == "3: expected ';' after the value of 'a'")
        #expect(failure("{\n  a b;\n}") == "2: expected '=' after the key 'a'")
        #expect(failure("{ a = ; }") == "1: expected a value, found ';'")
        #expect(failure("{ = b; }") == "1: expected a key or '}', found '='")
        #expect(failure("( a b )") == "1: expected ',' or ')' after an array item")
        #expect(failure("{\n\n  a = (b,") == "3: unexpected end of file")
        #expect(failure("{ a = b; } }") == "1: unexpected text after the end of the property list")
        #expect(failure("{\n a = \"open;\n}") == "2: a string that starts here is never closed")
        #expect(failure("/* never\nclosed") == "1: a comment that starts here is never closed")
        #expect(failure("{ a = b; ") == "1: expected a key or '}', found the end of the file")
    }

    @Test func nestingDeeperThanTheLimitIsAFailureNotACrash() {
        let deep = String(repeating: "(", count: 100_000)
        #expect(failure(deep) == "1: nested deeper than 256 levels")
        let limit = String(repeating: "(", count: 256) + String(repeating: ")", count: 256)
        #expect(value(limit) != nil)
    }

    @Test func aLargeObjectsDictionaryParsesInLinearTime() {
        // Thousands of objects in one dictionary, as in a large app's project: values are added
        // in place, never by copying the dictionary.
        var text = "{ objects = {\n"
        for index in 0..<50_000 { text += "  ID\(index) = {isa = PBXFileReference; path = \"File \(index).swift\"; };\n" }
        text += "}; }"
        #expect(value(text)?["objects"]?.dictionary?.count == 50_000)
    }
}
