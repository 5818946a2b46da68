import Foundation
import Testing

/// Every surface renders the check's decision: each violation lint reports (JSON) on an edge or
/// an import of a type is shown by `explain` of that type, at its place, with its rule.
@Suite struct AgreementTests {
    static let runs: [[String]] = [
        ["Examples/VIPERUsers"], ["Examples/ModularShop"], ["Tests/Fixtures/mvvm/App"],
        ["Tests/Fixtures/mvvm-c/App", "--preset", "mvvm-c"], ["Tests/Fixtures/tca/App", "--preset", "tca"],
        ["Tests/Fixtures/one-declaration", "--preset", "viper"],
    ]

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
