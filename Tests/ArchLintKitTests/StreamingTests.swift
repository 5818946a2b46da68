import Testing
@testable import ArchLintKit

/// Reports are written as they are produced. The streamed text must be the text a report
/// rendered whole would be, and it must leave in blocks, not at the end.
@Suite struct StreamingTests {
    /// Documents with what makes JSON layout go wrong: empty and nested containers, escapes,
    /// containers as the first and the last member.
    private let documents: [JSONValue] = [
        .object([]),
        .array([]),
        .object([("a", .array([])), ("b", .object([])), ("c", .int(1))]),
        .array([.object([("rule", .string("forbidden-dependency")), ("count", .int(3))]), .array([.null, .bool(true)]), .string("x")]),
        .object([
            ("version", .int(1)),
            ("entries", .array([
                .object([("source", .string("Login \"Interactor\"\n")), ("target", .string("Tab\there\\"))]),
                .object([("control", .string("\u{1}\u{1F}")), ("korean", .string("사용자"))]),
            ])),
            ("summary", .object([("files", .int(2)), ("nested", .object([("deep", .array([.array([])]))]))])),
        ]),
    ]

    /// Writes `value` through the streaming writer, a container at a time, as the reporters do.
    private func stream(_ value: JSONValue, into json: inout JSONStreamWriter) {
        switch value {
        case .object(let members):
            json.beginObject()
            for (key, member) in members {
                json.key(key)
                stream(member, into: &json)
            }
            json.end()
        case .array(let items):
            json.beginArray()
            for item in items { stream(item, into: &json) }
            json.end()
        default:
            json.value(value)
        }
    }

    @Test func theLayoutIsTwoSpacesAMemberPerLineAndEmptyContainersClosedAtOnce() {
        let document: JSONValue = .object([
            ("version", .int(1)),
            ("empty", .array([])),
            ("entries", .array([
                .object([("source", .string("Login \"Interactor\"\n")), ("count", .int(2))]),
                .object([]),
                .array([.null, .bool(true)]),
            ])),
        ])
        #expect(document.rendered() == """
            {
              "version": 1,
              "empty": [],
              "entries": [
                {
                  "source": "Login \\"Interactor\\"\\n",
                  "count": 2
                },
                {},
                [
                  null,
                  true
                ]
              ]
            }

            """)
    }

    @Test func streamingContainersOneByOneWritesWhatGivingTheWholeValueWrites() {
        for document in documents {
            let streamed = BlockWriter.text { output in
                var json = JSONStreamWriter(output: output)
                stream(document, into: &json)
                json.endDocument()
                output = json.output
            }
            #expect(streamed == document.rendered())
            // Whole values given to the writer inside a streamed container: the same text again.
            if case .object(let members) = document {
                let mixed = BlockWriter.text { output in
                    var json = JSONStreamWriter(output: output)
                    json.beginObject()
                    for (key, member) in members {
                        json.key(key)
                        json.value(member)
                    }
                    json.end()
                    json.endDocument()
                    output = json.output
                }
                #expect(mixed == document.rendered())
            }
        }
    }

    @Test func aLongTextLeavesInBlocksAndWholeInOrder() {
        var blocks: [String] = []
        var writer = BlockWriter { blocks.append($0) }
        let lines = (0..<20_000).map { "App/Scene\($0).swift:3:5: error: Interactor 'S\($0)' must not use View [forbidden-dependency]\n" }
        for line in lines { writer.write(line) }
        // Before the flush, only full blocks have left.
        #expect(blocks.count > 10)
        #expect(blocks.allSatisfy { $0.utf8.count >= BlockWriter.blockSize && $0.utf8.count < BlockWriter.blockSize + 200 })
        writer.flush()
        #expect(blocks.joined() == lines.joined())
        // Flushing again hands on nothing more.
        let count = blocks.count
        writer.flush()
        #expect(blocks.count == count)
    }
}
