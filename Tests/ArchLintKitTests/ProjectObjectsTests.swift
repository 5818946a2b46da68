import Testing
@testable import ArchLintKit

private func read(_ text: String) -> Result<ProjectObjects, PropertyList.Failure> {
    Result { () throws(PropertyList.Failure) in try ProjectObjects.read(Array(text.utf8)) }
}

/// The failure as `line: message`, or nil when the text is read.
private func failure(_ text: String) -> String? {
    guard case .failure(let failure) = read(text) else { return nil }
    return "\(failure.line): \(failure.message)"
}

/// The generic property list parser's failure on the same text, as `line: message`.
private func propertyListFailure(_ text: String) -> String? {
    do {
        _ = try PropertyList.parse(Array(text.utf8))
        return nil
    } catch {
        return "\(error.line): \(error.message)"
    }
}

/// The reader of `project.pbxproj` objects: it keeps only the fields the project reading uses,
/// skips every other value without building it, and fails on damaged text exactly as the property
/// list parser does, at the same line.
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
        #expect((file.isa, file[.path], file[.sourceTree], file[.lastKnownFileType]) == ("PBXFileReference", "App Delegate.swift", "<group>", "sourcecode.swift"))
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

    @Test func damagedTextFailsAsThePropertyListParserFailsAtTheSameLine() {
        let damaged = [
            "", "{", "{\n  a = b\n}", "{\n  a b;\n}", "{ a = ; }", "{ = b; }", "{ a = b; } }", "{ a = b; ",
            "{ objects = {\n A = {isa = PBXGroup\n };\n}; }", "{ objects = {\n A = {isa = PBXGroup; children = ( a b ); };\n}; }",
            "{ objects = {\n A = {isa = PBXGroup; settings = { x = ( a b ); }; };\n}; }",
            "{ objects = { A = {isa = PBXGroup; \"path\" = \"open;\n}; }", "{ objects = { A = { x = \"\\Uzz\"; }; }; }",
            "{ objects = { A = { x = <0fb>; }; }; }", "{ objects = { A = { x = <0g>; }; }; }", "{ objects = { A = { x = <00",
            "{ objects = { A = {isa = PBXGroup; } B = { }; }; }", "{ objects = { A = ( ) ; }; } x", "{\n objects = {\n A = {\n isa",
            "{ objects = { A = { buildSettings = { PRODUCT_NAME = ; }; }; }; }", "{ objects = { A = { x = { y = z; } }; }; }",
            "{ objects = { A = { x = ( { y = z } ); }; }; }", "{ objects = { A = {isa = PBXGroup; }; } rootObject = A; }",
            "/* never\nclosed", "{ objects = { A /* never closed = { }; }; }",
        ]
        for text in damaged {
            #expect(failure(text) != nil, "\(text)")
            #expect(failure(text) == propertyListFailure(text), "\(text)")
        }
        #expect(failure("{ objects = {\n A = {isa = PBXGroup\n };\n}; }") == "3: expected ';' after the value of 'isa'")
        #expect(failure("{ objects = {\n A = {isa = PBXGroup; settings = { x = ( a b ); }; };\n}; }") == "2: expected ',' or ')' after an array item")
    }

    @Test func nestingDeeperThanTheLimitIsAFailureNotACrash() {
        let deep = "{ objects = { A = { x = " + String(repeating: "(", count: 100_000)
        #expect(failure(deep) == "1: nested deeper than 256 levels")
        #expect(failure(deep) == propertyListFailure(deep))
        let limit = "{ objects = { A = { x = " + String(repeating: "(", count: 253) + String(repeating: ")", count: 253) + "; }; }; }"
        #expect(failure(limit) == nil)
        #expect(propertyListFailure(limit) == nil)
    }
}
