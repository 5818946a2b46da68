/// `lint --format junit`: JUnit XML, which every CI server shows as a test report.
///
/// One test case per linted file (and one for the baseline file when it has stale entries), so
/// "42 tests, 3 failures" reads as "42 files checked, 3 break the architecture". A case fails
/// with its file's violations that fail the run; other warnings and suppressed violations are
/// listed in its `system-out`.
package enum JUnitReporter {
    package static func render(_ result: LintResult, strict: Bool) -> String {
        BlockWriter.text { write(result, strict: strict, to: &$0) }
    }

    /// The report written as it goes: one test case at a time, after the counts its header needs.
    package static func write(_ result: LintResult, strict: Bool, to output: inout BlockWriter) {
        func fails(_ violation: Violation) -> Bool { violation.severity == .error || strict }
        var files = result.project.files.map(\.path).filter { !result.contextFiles.contains($0) }
        let reported = Dictionary(grouping: result.violations, by: \.file)
        let suppressedByFile = Dictionary(grouping: result.suppressed, by: \.file)
        // The baseline file, for its stale entries.
        files += Set(reported.keys).subtracting(files).sorted()

        let failures = files.count { file in reported[file]?.contains(where: fails) ?? false }
        let counts = "tests=\"\(files.count)\" failures=\"\(failures)\" errors=\"0\""
        output.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="archlint" \(counts)>
              <testsuite name="architecture" \(counts) skipped="0">

            """)
        for file in files {
            let failing = (reported[file] ?? []).filter(fails)
            let other = (reported[file] ?? []).filter { !fails($0) }
            let suppressed = suppressedByFile[file] ?? []
            output.write("    <testcase classname=\"archlint\" name=\"\(escape(file))\" file=\"\(escape(file))\"")
            if failing.isEmpty && other.isEmpty && suppressed.isEmpty {
                output.write("/>\n")
                continue
            }
            output.write(">\n")
            if !failing.isEmpty {
                let noun = failing.count == 1 ? "violation" : "violations"
                let rules = Set(failing.map(\.rule)).sorted().joined(separator: ", ")
                output.write("      <failure type=\"\(escape(rules))\" message=\"\(failing.count) architecture \(noun)\">")
                output.write(escape(failing.map { XcodeReporter.line(for: $0) }.joined(separator: "\n")) + "</failure>\n")
            }
            if !other.isEmpty || !suppressed.isEmpty {
                let lines = other.map { XcodeReporter.line(for: $0) } + suppressed.map { violation in
                    XcodeReporter.line(for: violation) + " (suppressed: \(violation.suppression?.justification ?? ""))"
                }
                output.write("      <system-out>" + escape(lines.joined(separator: "\n")) + "</system-out>\n")
            }
            output.write("    </testcase>\n")
        }
        output.write("  </testsuite>\n</testsuites>\n")
    }

    /// XML text and attribute escaping; control characters XML 1.0 forbids are dropped.
    static func escape(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\n", "\t": output.unicodeScalars.append(scalar)
            case "\r": output += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
