import Foundation
import Testing

/// Every surface renders the check's decision: each violation lint reports (JSON) on an edge or
/// an import of a type is shown by `explain` of that type, at its place, with its rule.
@Suite struct AgreementTests {
    /// Both examples, every preset's fixture, and the fixtures of the decisions explain got wrong.
    static let runs: [[String]] = GraphAgreementTests.runs + [["Tests/Fixtures/one-declaration", "--preset", "viper"]]

    @Test(arguments: runs)
    func explainShowsEveryViolationLintReports(run: [String]) throws {
        let json = archlint(["lint"] + run + ["--format", "json"]).out
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let violations = try #require(object["violations"] as? [[String: Any]])
        #expect(!violations.isEmpty)
        var explained: [String: String] = [:]
        for violation in violations {
            guard let type = (violation["source"] as? [String: Any])?["type"] as? String,
                  let file = violation["file"] as? String, let line = violation["line"] as? Int,
                  let column = violation["column"] as? Int, let rule = violation["rule"] as? String else { continue }
            if explained[type] == nil { explained[type] = archlint(["explain", type] + run).out }
            let place = "\(file):\(line):\(column)"
            let lines = explained[type]!.split(separator: "\n").filter { $0.contains(place + " ") }
            #expect(lines.contains { $0.hasSuffix("[\(rule)]") || $0.contains("[\(rule)];") }, "\(type) at \(place) [\(rule)]")
        }
    }
}

/// Every graph — type, role, module and file, as DOT, Mermaid and SVG — and the HTML report
/// show the violations lint reports, on the edges they lie on, with their rules and counts: one
/// decision, rendered everywhere. Runs both examples, the reporting fixture and every preset's.
@Suite struct GraphAgreementTests {
    static let runs: [[String]] = [
        ["Examples/VIPERUsers"], ["Examples/ModularShop"], ["Tests/Fixtures/Reporting"],
        ["Tests/Fixtures/viper/App", "--preset", "viper"], ["Tests/Fixtures/mvvm/App"],
        ["Tests/Fixtures/mvvm-c/App", "--preset", "mvvm-c"], ["Tests/Fixtures/mvp/App", "--preset", "mvp"],
        ["Tests/Fixtures/mvc/App", "--preset", "mvc"], ["Tests/Fixtures/clean-swift/App", "--preset", "clean-swift"],
        ["Tests/Fixtures/clean-architecture/App", "--preset", "clean-architecture"],
        ["Tests/Fixtures/redux/App", "--preset", "redux"], ["Tests/Fixtures/tca/App", "--preset", "tca"],
        // Modules an Xcode 16 folder's exception sets and Tuist helpers make.
        ["Tests/Fixtures/xcode-synchronized"], ["Tests/Fixtures/project-generators/tuist-helpers"],
    ]

    /// One violation of lint's JSON report that lies on an edge (it has a target).
    struct Reported {
        var rule: String
        var place: String
        var source: [String: String]
        var target: [String: String]
    }

    static func reported(_ run: [String]) throws -> [Reported] {
        let json = archlint(["lint"] + run + ["--format", "json"]).out
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let violations = try #require(object["violations"] as? [[String: Any]])
        return violations.compactMap { violation in
            func ends(_ key: String) -> [String: String] {
                ((violation[key] as? [String: Any]) ?? [:]).compactMapValues { $0 as? String }
            }
            let target = ends("target")
            guard target["type"] != nil || target["module"] != nil, let rule = violation["rule"] as? String,
                  let file = violation["file"] as? String, let line = violation["line"] as? Int, let column = violation["column"] as? Int
            else { return nil }
            return Reported(rule: rule, place: "\(file):\(line):\(column)", source: ends("source"), target: target)
        }
    }

    /// `SOURCE -> TARGET` → `N · RULES` for each edge with reported (not accepted) violations, from
    /// lines `SOURCE -> TARGET kind: label` (see ``SVGGraphTests/structure(ofSVG:)``).
    static func brokenEdges(_ lines: [String]) -> [String: String] {
        var edges: [String: String] = [:]
        for line in lines {
            guard let colon = line.range(of: ": "), let dot = line.range(of: " · ") else { continue }
            let head = line[..<colon.lowerBound]
            let key = String(head[..<(head.lastIndex(of: " ") ?? head.endIndex)])
            guard var count = Int(line[colon.upperBound..<dot.lowerBound]) else { continue }
            var rules = String(line[dot.upperBound...])
            if rules.hasSuffix(" (accepted)") { continue }
            if let open = rules.range(of: " ("), rules.hasSuffix(" accepted)") {
                count -= Int(rules[open.upperBound...].prefix { $0.isNumber }) ?? 0
                rules = String(rules[..<open.lowerBound])
            }
            edges[key] = "\(count) · \(rules)"
        }
        return edges
    }

    /// The same lines read from Mermaid: nodes by their label's first line.
    static func mermaidLines(_ text: String) -> [String] {
        var labels: [String: String] = [:]
        var lines: [String] = []
        for line in text.split(separator: "\n").map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let arrow = ["==>|\"", "-.->|\"", "-->|\""].compactMap({ trimmed.range(of: $0) }).first {
                let from = trimmed[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
                let rest = trimmed[arrow.upperBound...]
                guard let close = rest.range(of: "\"| ") else { continue }
                let to = String(rest[close.upperBound...])
                lines.append("\(labels[from] ?? from) -> \(labels[to] ?? to) edge: \(rest[..<close.lowerBound])")
            } else if let quote = trimmed.firstIndex(of: "\""), let end = trimmed.range(of: "\"", options: .backwards), quote < end.lowerBound {
                let id = String(trimmed[..<trimmed.index(trimmed.startIndex, offsetBy: trimmed.prefix { $0.isLetter || $0.isNumber }.count)])
                let label = trimmed[trimmed.index(after: quote)..<end.lowerBound]
                labels[id] = String(label.components(separatedBy: "<br>")[0])
            }
        }
        return lines
    }

    /// What a graph at `granularity` must show: each edge's violations where lint names both
    /// ends at that level (`N · rules`), and how many there are in all.
    static func expected(_ violations: [Reported], granularity: String) -> (edges: [String: String], total: Int) {
        var onEdge: [String: [String]] = [:]
        var total = 0
        for violation in violations {
            let isModuleRule = violation.source["module"] != nil
            let target = violation.target["type"] ?? violation.target["module"]!
            let key: String?
            switch granularity {
            case "type":
                // A module's import belongs to no type: the module and file graphs draw it.
                if isModuleRule && violation.rule == "forbidden-import" { continue }
                key = violation.source["type"].map { "\($0) -> \(target)" }
            case "role":
                guard let role = violation.source["role"] else { continue }
                key = "\(role) -> \(violation.target["role"] ?? target)"
            case "module":
                guard let module = violation.source["module"] else { continue }
                key = "\(module) -> \(violation.target["module"] ?? target)"
            default:
                key = nil
            }
            total += 1
            if let key { onEdge[key, default: []].append(violation.rule) }
        }
        return (onEdge.mapValues { "\($0.count) · \(Set($0).sorted().joined(separator: ", "))" }, total)
    }

    static func expectAgreement(_ shown: [String: String], _ expected: (edges: [String: String], total: Int), exactTotal: Bool,
                                _ comment: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for (key, label) in expected.edges.sorted(by: { $0.key < $1.key }) {
            #expect(shown[key] == label, "\(comment): \(key)", sourceLocation: sourceLocation)
        }
        let total = shown.values.reduce(0) { $0 + (Int($1.prefix { $0.isNumber }) ?? 0) }
        if exactTotal {
            #expect(total == expected.total, "\(comment): violations on edges", sourceLocation: sourceLocation)
        } else {
            #expect(total >= expected.total, "\(comment): violations on edges", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: runs)
    func everyGraphFormatShowsWhatLintReports(run: [String]) throws {
        let violations = try Self.reported(run)
        #expect(!violations.isEmpty)
        for granularity in ["type", "role", "module", "file"] {
            let expected = Self.expected(violations, granularity: granularity)
            let arguments = ["graph"] + run + ["--granularity", granularity]
            let dot = archlint(arguments)
            let svg = archlint(arguments + ["--format", "svg"])
            let mermaid = archlint(arguments + ["--format", "mermaid"])
            #expect(dot.status == 0 && svg.status == 0 && mermaid.status == 0)
            // Role violations across modules lie on module edges too.
            let exact = granularity != "module"
            let comment = "\(run[0]) \(granularity)"
            Self.expectAgreement(Self.brokenEdges(SVGGraphTests.structure(ofDOT: dot.out).edges), expected, exactTotal: exact, comment + " dot")
            Self.expectAgreement(Self.brokenEdges(SVGGraphTests.structure(ofSVG: svg.out).edges), expected, exactTotal: exact, comment + " svg")
            // Mermaid names file nodes by their last component, which need not be unique.
            if granularity != "file" {
                Self.expectAgreement(Self.brokenEdges(Self.mermaidLines(mermaid.out)), expected, exactTotal: exact, comment + " mermaid")
            }
        }
    }

    @Test(arguments: runs)
    func theHTMLReportShowsWhatLintReports(run: [String]) throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let violations = try Self.reported(run)
        _ = archlint(["lint"] + run + ["--format", "html=\(folder)/report.html"])
        let html = try readFile(folder + "/report.html")
        // Each violation is listed at its place under its rule.
        var listed: [String] = []
        var rule = ""
        for line in html.split(separator: "\n").map(String.init) {
            if let start = line.range(of: "<summary><code>"), let end = line.range(of: "</code>", range: start.upperBound..<line.endIndex) {
                rule = String(line[start.upperBound..<end.lowerBound])
            }
            if let start = line.range(of: "<span class=\"where\">"), let end = line.range(of: "</span>", range: start.upperBound..<line.endIndex) {
                listed.append("\(line[start.upperBound..<end.lowerBound]) [\(rule)]")
            }
        }
        for violation in violations {
            #expect(listed.contains("\(violation.place) [\(violation.rule)]"), "\(run[0]): \(violation.place) [\(violation.rule)]")
        }
        // Its role and module graphs are the ones archlint graph draws.
        for (key, granularity) in [("r", "role"), ("m", "module")] {
            guard let start = html.range(of: "<figure data-graph=\"\(key)\">"),
                  let end = html.range(of: "</figure>", range: start.upperBound..<html.endIndex) else {
                Issue.record("\(run[0]): no \(granularity) graph in the report")
                continue
            }
            let drawn = SVGGraphTests.structure(ofSVG: String(html[start.upperBound..<end.lowerBound]))
            let graph = SVGGraphTests.structure(ofSVG: archlint(["graph"] + run + ["--granularity", granularity, "--format", "svg"]).out)
            #expect(drawn.edges == graph.edges, "\(run[0]) \(granularity)")
            Self.expectAgreement(Self.brokenEdges(drawn.edges), Self.expected(violations, granularity: granularity),
                                 exactTotal: granularity != "module", "\(run[0]) HTML \(granularity)")
        }
    }
}
