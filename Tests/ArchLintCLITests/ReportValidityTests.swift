import Foundation
import Testing

/// The machine-read reports are valid by their formats' own definitions, checked by independent
/// tools: Python's `jsonschema` against the published SARIF 2.1.0 schema, and Python's XML parser.
@Suite struct ReportValidityTests {
    /// `shared/schemas` sits beside the repository, here and in CI.
    static let sarifSchema = ExternalCheckers.sarifSchemaPath

    static let validateSARIF = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft7Validator.check_schema(schema)
        errors = sorted(jsonschema.Draft7Validator(schema).iter_errors(json.load(sys.stdin)), key=str)
        for error in errors: print(list(error.absolute_path), error.message)
        sys.exit(1 if errors else 0)
        """

    @Test(.enabled(if: ExternalCheckers.sarifSchema, "needs python3, jsonschema and shared/schemas (CI has them)"))
    func sarifValidatesAgainstTheSchema() throws {
        let sarif = archlint("lint", ReportingFixture.path, "--format", "sarif").out
        let check = try #require(try runProgram("python3", ["-c", Self.validateSARIF, Self.sarifSchema], input: sarif),
                                 "python3 must be installed")
        #expect(check.out == "")
        #expect(check.err == "")
        #expect(check.status == 0)
    }

    @Test(.enabled(if: ExternalCheckers.sarifSchema, "needs python3, jsonschema and shared/schemas (CI has them)"))
    func sarifWithABaselineValidatesAgainstTheSchema() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let baseline = folder + "/baseline.json"
        // Accept all but the Presenter's shortcut, then report with the baseline: results are
        // new, unchanged (suppressed, external) and absent (a stale entry).
        try writeFile(baseline, """
            {
              "version": 1,
              "entries": [
                {"rule": "forbidden-dependency", "source": "Book", "target": "BookDataManager", "count": 1},
                {"rule": "forbidden-dependency", "source": "BookListRouter", "target": "Book", "count": 1}
              ]
            }
            """)
        let sarif = archlint("lint", ReportingFixture.path, "--baseline", baseline, "--format", "sarif").out
        #expect(sarif.contains("\"baselineState\": \"unchanged\""))
        #expect(sarif.contains("\"baselineState\": \"absent\""))
        #expect(sarif.contains("\"kind\": \"external\""))
        let check = try #require(try runProgram("python3", ["-c", Self.validateSARIF, Self.sarifSchema], input: sarif))
        #expect(check.out == "")
        #expect(check.status == 0)
    }

    @Test(.enabled(if: ExternalCheckers.python, "needs python3 (CI has it)"))
    func junitIsWellFormedXMLWithOneCasePerFile() throws {
        let junit = archlint("lint", ReportingFixture.path, "--format", "junit").out
        let script = """
            import sys, xml.etree.ElementTree as ET
            root = ET.fromstring(sys.stdin.read())
            suite = root.find('testsuite')
            print(root.tag, suite.get('tests'), suite.get('failures'), len(suite.findall('testcase')), len(suite.findall('testcase/failure')))
            """
        let check = try #require(try runProgram("python3", ["-c", script], input: junit))
        #expect(check.err == "")
        // 8 files; 3 of them hold errors.
        #expect(check.out == "testsuites 8 3 8 3\n")
    }

    @Test(.enabled(if: ExternalCheckers.python, "needs python3 (CI has it)"))
    func junitUnderStrictFailsTheFilesWithOnlyWarnings() throws {
        let junit = archlint("lint", ReportingFixture.path, "--format", "junit", "--strict").out
        let script = """
            import sys, xml.etree.ElementTree as ET
            print(ET.fromstring(sys.stdin.read()).get('failures'))
            """
        // The services file's unused suppression now fails it too.
        #expect(try runProgram("python3", ["-c", script], input: junit)?.out == "4\n")
    }
}

/// The JSON report and the baseline match the JSON Schemas published in `docs/schemas/`.
@Suite(.enabled(if: ExternalCheckers.jsonSchema, "needs python3 with jsonschema (CI has it)"))
struct ReportSchemaTests {
    static let validate = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft7Validator.check_schema(schema)
        errors = sorted(jsonschema.Draft7Validator(schema).iter_errors(json.load(sys.stdin)), key=str)
        for error in errors: print(list(error.absolute_path), error.message)
        sys.exit(1 if errors else 0)
        """

    static func check(_ json: String, against schema: String) throws -> (status: Int32, out: String) {
        let result = try #require(try runProgram("python3", ["-c", validate, repositoryRoot + "/docs/schemas/" + schema], input: json))
        return (result.status, result.out + result.err)
    }

    @Test func jsonReportMatchesItsSchema() throws {
        let json = archlint("lint", ReportingFixture.path, "--format", "json").out
        #expect(try Self.check(json, against: "lint-report-v1.schema.json") == (0, ""))
        let clean = archlint("lint", "Examples/VIPERUsers", "--format", "json").out
        #expect(try Self.check(clean, against: "lint-report-v1.schema.json") == (0, ""))
    }

    @Test func detectionMatchesItsSchema() throws {
        let mixed = archlint("detect", "Tests/Fixtures/detect/MixedShop", "--format", "json").out
        #expect(try Self.check(mixed, against: "detect-v1.schema.json") == (0, ""))
        let library = archlint("detect", "Tests/Fixtures/detect/TinyParser", "--format", "json").out
        #expect(try Self.check(library, against: "detect-v1.schema.json") == (0, ""))
        // And the schema can fail: no pattern needs a reason.
        let silent = library.replacingOccurrences(of: "\"reason\": \"no app entry", with: "\"reason\": null, \"x\": \"")
        #expect(try Self.check(silent, against: "detect-v1.schema.json").status == 1)
    }

    @Test func baselineMatchesItsSchema() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        _ = archlint("lint", ReportingFixture.path, "--write-baseline", folder + "/baseline.json")
        let baseline = try readFile(folder + "/baseline.json")
        #expect(try Self.check(baseline, against: "baseline-v2.schema.json") == (0, ""))
        // And the schema can fail: a count of zero is not an entry.
        let zero = baseline.replacingOccurrences(of: "\"count\": 1", with: "\"count\": 0")
        #expect(try Self.check(zero, against: "baseline-v2.schema.json").status == 1)
        // Version 1, which ArchLint still reads, has its own.
        let old = try readFile(repositoryRoot + "/Tests/ArchLintCLITests/Expected/baseline-version-1.json")
        #expect(try Self.check(old, against: "baseline-v1.schema.json") == (0, ""))
    }
}
