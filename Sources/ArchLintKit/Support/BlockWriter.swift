/// A report's text, handed on in blocks of about 64 KB as it is written: a report of any size
/// holds one block in memory, never the whole report. Reporters write into one; the caller
/// decides where the blocks go (standard output, a file being written, a string in tests).
package struct BlockWriter: TextOutputStream {
    static let blockSize = 1 << 16

    /// The block's UTF-8 bytes. Reporters write a line in many small pieces (a path, a line
    /// number, a message), and copying a piece's bytes costs far less than appending a string
    /// to a string, which weighs each one's encoding and flags.
    private var block: [UInt8] = []
    private let deliver: (String) -> Void

    package init(deliver: @escaping (String) -> Void) {
        self.deliver = deliver
        block.reserveCapacity(Self.blockSize + 4_096)
    }

    package mutating func write(_ text: String) {
        text.withBytesInPlace { block.append(contentsOf: $0) }
        if block.count >= Self.blockSize { handOn() }
    }

    /// Hands on what is left. A writer delivers its last block only when flushed.
    package mutating func flush() {
        guard !block.isEmpty else { return }
        handOn()
    }

    /// The block as a string (its bytes are whole strings' bytes, valid UTF-8), then emptied.
    private mutating func handOn() {
        deliver(String(decoding: block, as: UTF8.self))
        block.removeAll(keepingCapacity: true)
    }

    /// What `body` writes, as one string (for tests and for small texts).
    package static func text(_ body: (inout BlockWriter) -> Void) -> String {
        var text = ""
        var writer = BlockWriter { text += $0 }
        body(&writer)
        writer.flush()
        return text
    }
}

/// Writes a JSON document as it goes, two-space indented, each member and element on its own
/// line: the one layout of ArchLint's JSON, so a report that streams its long arrays (one
/// violation at a time) reads exactly as one rendered whole (``JSONValue/rendered()`` uses it).
///
/// Containers are opened and closed explicitly, or given whole as a ``JSONValue``; inside an
/// object every value follows a ``key(_:)``. The writer works on a block writer handed to it,
/// and hands it back in ``output`` when the document ends.
package struct JSONStreamWriter {
    package var output: BlockWriter
    /// The open containers, innermost last: whether each is an object, and how many members or
    /// elements it has so far (an empty one closes as `{}` or `[]`).
    private var open: [(isObject: Bool, count: Int)] = []
    /// True between a key and its value.
    private var afterKey = false

    package init(output: BlockWriter) {
        self.output = output
    }

    package mutating func key(_ name: String) {
        precondition(open.last?.isObject == true && !afterKey, "a key outside an object, or two keys in a row")
        separate()
        JSONValue.writeString(name, to: &output)
        output.write(": ")
        afterKey = true
    }

    /// A value, containers and all. Counted loops: a debug build (the plugin's) iterates
    /// sequences through generic calls, and reports write millions of values.
    package mutating func value(_ value: JSONValue) {
        switch value {
        case .array(let items):
            beginArray()
            var index = 0
            while index < items.count {
                self.value(items[index])
                index += 1
            }
            end()
        case .object(let members):
            beginObject()
            var index = 0
            while index < members.count {
                key(members[index].0)
                self.value(members[index].1)
                index += 1
            }
            end()
        default:
            startValue()
            value.writeScalar(to: &output)
        }
    }

    package mutating func beginObject() {
        startValue()
        output.write("{")
        open.append((true, 0))
    }

    package mutating func beginArray() {
        startValue()
        output.write("[")
        open.append((false, 0))
    }

    /// Closes the innermost object or array.
    package mutating func end() {
        let closed = open.removeLast()
        let bracket = closed.isObject ? "}" : "]"
        if closed.count == 0 {
            output.write(bracket)
        } else {
            output.write("\n")
            output.write(JSONValue.spaces(2 * open.count))
            output.write(bracket)
        }
    }

    /// Ends the document with its final newline.
    package mutating func endDocument() {
        precondition(open.isEmpty, "a container left open")
        output.write("\n")
    }

    /// `{"version": N, "KEY": [ … ]}`, the shape of ArchLint's list documents (roles, scan,
    /// baseline), written one element at a time.
    package static func writeList<Items: Sequence>(
        version: Int, key: String, _ items: Items, to output: inout BlockWriter, element: (Items.Element) -> JSONValue
    ) {
        var json = JSONStreamWriter(output: output)
        json.beginObject()
        json.key("version")
        json.value(.int(version))
        json.key(key)
        json.beginArray()
        for item in items { json.value(element(item)) }
        json.end()
        json.end()
        json.endDocument()
        output = json.output
    }

    /// Before a value: nothing after a key or at the top; in an array, the element's separator.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
            return
        }
        precondition(open.last?.isObject != true, "a value in an object without a key")
        if !open.isEmpty { separate() }
    }

    /// A new line (after a comma, but for the first member) at the member's indentation.
    private mutating func separate() {
        output.write(open[open.count - 1].count == 0 ? "\n" : ",\n")
        output.write(JSONValue.spaces(2 * open.count))
        open[open.count - 1].count += 1
    }
}
