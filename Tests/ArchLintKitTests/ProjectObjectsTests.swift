import Testing
@testable import ArchLintKit

private func read(_ text: String) -> Result<ProjectObjects, PropertyListParser.Failure> {
    Result { () throws(PropertyListParser.Failure) in try ProjectObjects.read(Array(text.utf8)) }
}

/// The failure as `line: message`, or nil when the text is read.
private func failure(_ text: String) -> String? {
    guard case .failure(let failure) = read(text) else { return nil }
    return "\(failure.line): \(failure.message)"
}

/// The strings of the `children` list of the object `A` in a document that holds only it, as
/// `items` spells them.
private func children(_ items: String) -> [String]? {
    try? read("{ objects = { A = { isa = PBXGroup; children = ( \(items) ); }; }; rootObject = A; }").get()["A"]?.list(.children)
}

/// The reader of `project.pbxproj` objects: it keeps only the fields the project reading uses,
/// skips every other value without building it, reads every construct of the old-style property
/// list format, and fails on damaged text with its line, never a crash.
@Suite struct ProjectObjectsTests {
    @Test func keepsTheReadFieldsAndSkipsTheRest() throws {
        let objects = try read("""
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                classes = { };
                objects = {
                    F1 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "App Delegate.swift"; sourceTree = "<group>"; };
                    G1 = {isa = PBXGroup; children = ( F1 /* App.swift */, { nested = x; }, <00ff>, F2, ); indentWidth = 4; };
                    C1 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; OTHER = ( a, b ); PRODUCT_MODULE_NAME = Shop; }; name = Debug; };
                    S1 = {isa = PBXShellScriptBuildPhase; shellScript = "echo \\"hi\\"\\n"; files = ( ); };
                };
                rootObject = P1 /* Project object */;
            }
            """).get()
        #expect(objects.rootObject == "P1")
        #expect(objects.hasObjects)
        let file = try #require(objects["F1"])
        #expect((file[.isa], file[.path], file[.sourceTree], file[.lastKnownFileType]) == ("PBXFileReference", "App Delegate.swift", "<group>", "sourcecode.swift"))
        // Items that are no string are left out of a list.
        #expect(objects["G1"]?.list(.children) == ["F1", "F2"])
        let configuration = try #require(objects["C1"])
        #expect((configuration[.name], configuration[.settingProductName], configuration[.settingProductModuleName]) == ("Debug", "$(TARGET_NAME)", "Shop"))
        #expect(objects["S1"]?.list(.files) == [])
        #expect(objects["P1"] == nil)
    }

    @Test func theLastValueOfAKeyCountsWhateverItsShape() throws {
        let objects = try read("""
            { objects = {
                A = {isa = PBXGroup; path = one; path = two; children = ( x ); children = ( y, z ); };
                B = {isa = PBXGroup; path = one; path = ( not, a, string ); children = ( x ); children = y; };
                C = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = First; }; buildSettings = { OTHER = 1; }; };
                D = {isa = PBXGroup; };
                D = not-an-object;
            }; rootObject = A; }
            """).get()
        #expect((objects["A"]?[.path], objects["A"]?.list(.children)) == ("two", ["y", "z"]))
        #expect((objects["B"]?[.path], objects["B"]?.list(.children)) == (nil, []))
        #expect(objects["C"]?[.settingProductName] == nil)
        #expect(objects["D"] == nil)
    }

    @Test func aDocumentOfAnotherShapeHasNoObjects() throws {
        #expect(try read("( a, b )").get().hasObjects == false)
        #expect(try read("{ objects = ( a ); rootObject = A; }").get().hasObjects == false)
        #expect(try read("{ rootObject = { a = b; }; }").get().rootObject == nil)
    }

    @Test func unquotedStringsTakeLettersDigitsAndTheFormatsPunctuation() {
        #expect(children("sourcecode.swift, Packages/Catalog-1_2:3+4, $TARGET") == ["sourcecode.swift", "Packages/Catalog-1_2:3+4", "$TARGET"])
        // Xcode quotes anything else: `(` is not part of an unquoted string.
        #expect(failure("{ b = $(TARGET_NAME); }") == "1: expected ';' after the value of 'b'")
    }

    @Test func theUnquotedByteTableHoldsExactlyThoseCharacters() {
        let unquoted = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$+/:.-".utf8)
        let table = UnquotedByteTable.shared.allowed
        #expect((0...255).filter { table[$0] != 0 }.map(UInt8.init) == unquoted.sorted())
    }

    @Test func quotedStringsKeepSpacesAndReadEveryEscape() {
        #expect(children(#""a b", "\"q\"", "tab\there", "nl\nx", "back\\slash", "\a\b\f\v\r", 'single "x"'"#) == [
            "a b", "\"q\"", "tab\there", "nl\nx", "back\\slash", "\u{07}\u{08}\u{0C}\u{0B}\r", "single \"x\"",
        ])
    }

    @Test func unicodeAndOctalEscapes() {
        // `\U` and four hex digits is a UTF-16 unit: a surrogate pair makes one character.
        #expect(children(#""caf\U00e9", "\Ud83d\Ude00", "\101\102", "\0""#) == ["café", "😀", "AB", "\u{0}"])
        #expect(failure(#"( "\Uzz" )"#) == "1: '\\U' needs hexadecimal digits")
    }

    @Test func utf8InQuotedStringsIsKept() {
        #expect(children("\"Einkaufsliste – Café\"") == ["Einkaufsliste – Café"])
    }

    @Test func quotedAndEscapedIdsAreTheIdsTheySpell() throws {
        let objects = try read(#"{ objects = { "A B" = { isa = PBXGroup; children = ( "A\040B", C ); }; "C" = { path = c; }; }; rootObject = "A\U0020B"; }"#).get()
        #expect(objects.rootObject == "A B")
        let root = try #require(objects.rootID.flatMap { objects[$0] })
        #expect(root.ids(.children).map { objects[$0] != nil } == [true, true])
        #expect(root.list(.children) == ["A B", "C"])
    }

    @Test func idsLongerThanXcodesAreKeptWhole() throws {
        let long = String(repeating: "0123456789AB", count: 3)
        let objects = try read("{ objects = { \(long)X = { path = x; }; \(long)Y = { path = y; }; }; rootObject = \(long)Y; }").get()
        #expect(objects["\(long)X"]?[.path] == "x")
        #expect(objects.rootID.flatMap { objects[$0] }?[.path] == "y")
    }

    @Test func commentsOfBothKindsAnywhere() throws {
        let objects = try read("""
            // !$*UTF8*$!
            {
                /* Begin PBXBuildFile section */
                objects = {
                0C01 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = 0B01 /* AppDelegate.swift */; };
                0C02 = { children = ( a /* first */, // line comment
                         b, ); };
                };
            }
            """).get()
        #expect(objects["0C01"]?[.fileRef] == "0B01")
        #expect(objects["0C02"]?.list(.children) == ["a", "b"])
    }

    @Test func dataIsHexadecimalPairsWithSpacesAndSkipped() {
        #expect(children("<0fbd 7770\n FF>, <>, x") == ["x"])
        #expect(failure("{ d = <0fb>; }") == "1: data has an odd number of hexadecimal digits")
        #expect(failure("{ d = <0g>; }") == "1: data may hold only hexadecimal digits, not 'g'")
        #expect(failure("{\n d = <00") == "2: data that starts here is never closed with '>'")
    }

    @Test func nestedContainersAndTrailingSeparatorsAreSkipped() {
        #expect(children("( ( ), { }, ( c, ), ), { a = { b = ( d ); }; }, e,") == ["e"])
        #expect(failure("( )") == nil)
        #expect(failure("( a, b )") == nil)
    }

    @Test func damagedTextFailsWithItsLine() {
        let damaged: [(text: String, failure: String)] = [
            ("", "1: unexpected end of file"),
            ("{", "1: expected a key or '}', found the end of the file"),
            ("{\n  a = b\n}", "3: expected ';' after the value of 'a'"),
            ("{\n  a b;\n}", "2: expected '=' after the key 'a'"),
            ("{ a = ; }", "1: expected a value, found ';'"),
            ("{ = b; }", "1: expected a key or '}', found '='"),
            ("{ a = b; } }", "1: unexpected text after the end of the property list"),
            ("{ a = b; ", "1: expected a key or '}', found the end of the file"),
            ("( a b )", "1: expected ',' or ')' after an array item"),
            ("{\n\n  a = (b,", "3: unexpected end of file"),
            ("{\n a = \"open;\n}", "2: a string that starts here is never closed"),
            ("{ objects = {\n A = {isa = PBXGroup\n };\n}; }", "3: expected ';' after the value of 'isa'"),
            ("{ objects = {\n A = {isa = PBXGroup; children = ( a b ); };\n}; }", "2: expected ',' or ')' after an array item"),
            ("{ objects = {\n A = {isa = PBXGroup; settings = { x = ( a b ); }; };\n}; }", "2: expected ',' or ')' after an array item"),
            ("{ objects = { A = {isa = PBXGroup; \"path\" = \"open;\n}; }", "1: a string that starts here is never closed"),
            ("{ objects = { A = { x = \"\\Uzz\"; }; }; }", "1: '\\U' needs hexadecimal digits"),
            ("{ objects = { A = { path = \"\\Uzz\"; }; }; }", "1: '\\U' needs hexadecimal digits"),
            ("{ objects = { A = { x = <0fb>; }; }; }", "1: data has an odd number of hexadecimal digits"),
            ("{ objects = { A = { x = <0g>; }; }; }", "1: data may hold only hexadecimal digits, not 'g'"),
            ("{ objects = { A = { x = <00", "1: data that starts here is never closed with '>'"),
            ("{ objects = { A = {isa = PBXGroup; } B = { }; }; }", "1: expected ';' after the value of 'A'"),
            ("{ objects = { \"A\\101\" = {isa = PBXGroup; } B = { }; }; }", "1: expected ';' after the value of 'AA'"),
            ("{ objects = { A = ( ) ; }; } x", "1: unexpected text after the end of the property list"),
            ("{\n objects = {\n A = {\n isa", "4: expected '=' after the key 'isa'"),
            ("{ objects = { A = { buildSettings = { PRODUCT_NAME = ; }; }; }; }", "1: expected a value, found ';'"),
            ("{ objects = { A = { x = { y = z; } }; }; }", "1: expected ';' after the value of 'x'"),
            ("{ objects = { A = { x = ( { y = z } ); }; }; }", "1: expected ';' after the value of 'y'"),
            ("{ objects = { A = {isa = PBXGroup; }; } rootObject = A; }", "1: expected ';' after the value of 'objects'"),
            ("/* never\nclosed", "1: a comment that starts here is never closed"),
            ("{ objects = { A /* never closed = { }; }; }", "1: a comment that starts here is never closed"),
        ]
        for (text, expected) in damaged {
            #expect(failure(text) == expected, "\(text)")
        }
    }

    @Test func nestingDeeperThanTheLimitIsAFailureNotACrash() {
        #expect(failure(String(repeating: "(", count: 100_000)) == "1: nested deeper than 256 levels")
        let deep = "{ objects = { A = { x = " + String(repeating: "(", count: 100_000)
        #expect(failure(deep) == "1: nested deeper than 256 levels")
        let limit = "{ objects = { A = { x = " + String(repeating: "(", count: 253) + String(repeating: ")", count: 253) + "; }; }; }"
        #expect(failure(limit) == nil)
        #expect(failure(String(repeating: "(", count: 256) + String(repeating: ")", count: 256)) == nil)
    }

    @Test func aLargeObjectsDictionaryReadsInLinearTime() throws {
        // Thousands of objects in one dictionary, as in a large app's project.
        var text = "{ objects = {\n"
        for index in 0..<50_000 { text += "  ID\(index) = {isa = PBXFileReference; path = \"File \(index).swift\"; };\n" }
        text += "}; }"
        let objects = try read(text).get()
        #expect(objects["ID49999"]?[.path] == "File 49999.swift")
        #expect(objects["ID50000"] == nil)
    }
}
