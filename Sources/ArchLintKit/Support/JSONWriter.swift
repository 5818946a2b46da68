/// A JSON value whose objects keep their keys in the order written, so output is stable and
/// reads in the order the schema documents.
package indirect enum JSONValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    /// A share or a confidence from 0 to 1, written with two decimals (`0.82`).
    case fraction(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }

    package static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// Pretty-printed with two-space indentation and a final newline (the layout is
    /// ``JSONStreamWriter``'s, the same whether a document is given whole or streamed).
    package func rendered() -> String {
        BlockWriter.text { output in
            var json = JSONStreamWriter(output: output)
            json.value(self)
            json.endDocument()
            output = json.output
        }
    }

    /// A string, number, boolean or null as JSON text; containers are laid out by
    /// ``JSONStreamWriter``.
    func writeScalar(to output: inout BlockWriter) {
        switch self {
        case .string(let text): JSONValue.writeString(text, to: &output)
        case .int(let number): output.write(String(number))
        case .fraction(let share): output.write(JSONValue.twoDecimals(share))
        case .bool(let flag): output.write(flag ? "true" : "false")
        case .null: output.write("null")
        case .array, .object: preconditionFailure("a container is not a scalar")
        }
    }

    /// `0.82`, `1.00`: the same text on every platform, with no formatter loaded.
    package static func twoDecimals(_ share: Double) -> String {
        let hundredths = Int((max(0, share) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// Indentation, made once per depth rather than once per line.
    private static let indentations = (0...40).map { String(repeating: " ", count: $0) }

    static func spaces(_ count: Int) -> String {
        count < indentations.count ? indentations[count] : String(repeating: " ", count: count)
    }

    /// Whether `text` holds a `"`, a `\` or a control character. A loop over the string's own
    /// bytes: a generic search through its UTF-8 view would cost calls per byte in a debug build.
    private static func needsEscaping(_ text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x22 || byte == 0x5C || byte < 0x20 { return true }  // " \ control
                index += 1
            }
            return false
        }
        return found ?? text.utf8.contains { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }
    }

    static func writeString(_ text: String, to output: inout BlockWriter) {
        // Most strings need no escaping: written as they are.
        if !needsEscaping(text) {
            output.write("\"" + text + "\"")
            return
        }
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        output.write(escaped + "\"")
    }
}
