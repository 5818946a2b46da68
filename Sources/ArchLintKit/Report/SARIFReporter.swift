/// `lint --format sarif`: SARIF 2.1.0, the format GitHub code scanning and most CI dashboards
/// read.
///
/// Paths are relative to the repository root (the working directory) under the `%SRCROOT%` base,
/// so alerts land on the right file wherever the repository is checked out. Each result has a
/// fingerprint built from its rule, file and endpoints but not its line, so an alert survives
/// code moving within a file. Suppressed and baselined violations are carried with their
/// justification, as SARIF asks, rather than dropped.
package enum SARIFReporter {
    package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    package static let rootBaseID = "%SRCROOT%"
    package static let fingerprintKey = "archlint/v1"

    /// - Parameters:
    ///   - root: the absolute path paths are made relative to (the working directory).
    ///   - version: the tool's version.
    ///   - utf16Column: SARIF counts columns in UTF-16 code units, ArchLint in UTF-8 bytes; the
    ///     caller, who can read the files, converts. By default columns are passed through, which
    ///     is exact on ASCII lines.
    package static func render(
        _ result: LintResult, root: String, version: String,
        utf16Column: (_ file: String, _ location: SourceLocation) -> Int = { $1.column }
    ) -> String {
        BlockWriter.text { write(result, root: root, version: version, utf16Column: utf16Column, to: &$0) }
    }

    /// The log written as it goes: one result at a time.
    package static func write(
        _ result: LintResult, root: String, version: String,
        utf16Column: (_ file: String, _ location: SourceLocation) -> Int = { $1.column },
        to output: inout BlockWriter
    ) {
        let all = LintResult.ordered(result.violations + result.suppressed)
        let rules = Self.rules(of: all)
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driver: JSONValue = .object([
            ("name", .string("ArchLint")),
            ("version", .string(version)),
            ("informationUri", .string("https://github.com/archlint/ArchLint")),
            ("rules", .array(rules.map(descriptor))),
        ])
        let rootURI = "file://" + percentEncoded(root.hasSuffix("/") ? root : root + "/")
        var json = JSONStreamWriter(output: output)
        json.beginObject()
        json.key("$schema")
        json.value(.string(schema))
        json.key("version")
        json.value(.string("2.1.0"))
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.key("tool")
        json.value(.object([("driver", driver)]))
        json.key("originalUriBaseIds")
        json.value(.object([(rootBaseID, .object([("uri", .string(rootURI))]))]))
        json.key("results")
        json.beginArray()
        var occurrences: [String: Int] = [:]
        for violation in all {
            json.value(sarifResult(violation, root: root, ruleIndex: ruleIndex, occurrences: &occurrences,
                                   hasBaseline: result.baselineFile != nil, utf16Column: utf16Column))
        }
        json.end()
        json.end()
        json.end()
        json.end()
        json.endDocument()
        output = json.output
    }

    /// The catalog's rules, and a plain description of any other rule the violations name.
    static func rules(of violations: [Violation]) -> [RuleDescription] {
        var rules = RuleCatalog.rules
        for id in Set(violations.map(\.rule)).sorted() where RuleCatalog.description(of: id) == nil {
            rules.append(RuleDescription(id: id, name: id, summary: "An ArchLint rule.", help: "See the rules file.", defaultSeverity: .error))
        }
        return rules
    }

    /// One violation as a SARIF result; `occurrences` counts the violations with the same
    /// fingerprint so far, which tells them apart.
    static func sarifResult(
        _ violation: Violation, root: String, ruleIndex: [String: Int], occurrences: inout [String: Int],
        hasBaseline: Bool, utf16Column: (_ file: String, _ location: SourceLocation) -> Int
    ) -> JSONValue {
        let uri = artifactURI(violation.file, root: root)
        let base = fingerprintBase(violation, uri: uri.uri)
        let occurrence = occurrences[base, default: 0]
        occurrences[base] = occurrence + 1

        var artifact: [(String, JSONValue)] = [("uri", .string(uri.uri))]
        if uri.relative { artifact.append(("uriBaseId", .string(rootBaseID))) }
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(violation.rule)),
            ("ruleIndex", .int(ruleIndex[violation.rule]!)),
            ("level", .string(violation.severity.rawValue)),
            ("message", .object([("text", .string(violation.message))])),
            ("locations", .array([.object([
                ("physicalLocation", .object([
                    ("artifactLocation", .object(artifact)),
                    ("region", .object([
                        ("startLine", .int(violation.location.line)),
                        ("startColumn", .int(utf16Column(violation.file, violation.location))),
                    ])),
                ])),
            ])])),
            ("partialFingerprints", .object([(fingerprintKey, .string(fingerprint(base, occurrence: occurrence)))])),
        ]
        if let suppression = violation.suppression {
            members.append(("suppressions", .array([.object([
                ("kind", .string(suppression.kind == .inSource ? "inSource" : "external")),
                ("status", .string("accepted")),
                ("justification", .string(suppression.justification)),
            ])])))
        }
        // How strong each end's role is (see ``RoleStrength``): a warning from a weak role
        // is one line of confirmation away from an error.
        var strengths: [(String, JSONValue)] = []
        if let strength = violation.source.strength { strengths.append(("sourceRoleStrength", .string(strength.rawValue))) }
        if let strength = violation.target.strength { strengths.append(("targetRoleStrength", .string(strength.rawValue))) }
        if !strengths.isEmpty { members.append(("properties", .object(strengths))) }
        if hasBaseline {
            let state: String
            if violation.rule == RuleID.staleBaseline { state = "absent" }
            else if violation.suppression?.kind == .baseline { state = "unchanged" }
            else { state = "new" }
            members.append(("baselineState", .string(state)))
        }
        return .object(members)
    }

    static func descriptor(_ rule: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.summary + " " + rule.help))])),
            ("help", .object([("text", .string(rule.help))])),
            ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.rawValue))])),
        ])
    }

    /// The file as a URI below `root` (relative, under `%SRCROOT%`) or, outside it, absolute.
    static func artifactURI(_ path: String, root: String) -> (uri: String, relative: Bool) {
        var relative = path
        if path.hasPrefix("/") {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            guard path.hasPrefix(prefix) else { return ("file://" + percentEncoded(path), false) }
            relative = String(path.dropFirst(prefix.count))
        }
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        return (percentEncoded(relative), true)
    }

    /// RFC 3986: everything but unreserved characters and `/` is percent-encoded, byte by byte.
    static func percentEncoded(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return output
    }

    /// What identifies a violation independently of its line: rule, file and endpoints (or, for
    /// a comment's warning, its message).
    static func fingerprintBase(_ violation: Violation, uri: String) -> String {
        let endpoints = [violation.source.name, violation.target.name].compactMap { $0 }
        let subject = endpoints.isEmpty ? violation.message : endpoints.joined(separator: "\u{0}")
        return [violation.rule, uri, subject].joined(separator: "\u{0}")
    }

    /// FNV-1a (64 bits) of the base, then the occurrence among equal bases, in file order.
    static func fingerprint(_ base: String, occurrence: Int) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in base.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + ":\(occurrence)"
    }
}
