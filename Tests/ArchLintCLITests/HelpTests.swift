import Testing
import Foundation
@testable import ArchLintCLI

/// Everyday use of the command line: each command's help, and options that do not exist.
@Suite struct HelpTests {
    @Test func helpCommandPrintsTheCommandsOptionsAndAnExample() {
        #expect(archlint("help", "init") == RunResult(status: 0, out: """
            OVERVIEW: Write a starter .archlint.rules (and, with --freeze, a baseline)

            USAGE: archlint init [PATH] [options]

            OPTIONS:
              --preset NAME           The preset to use (default: what archlint detect finds, with a use … in
                                      line per area that differs)
              --freeze                Also write a baseline of today's violations, so lint passes and only new
                                      ones fail; an existing rules file is kept
              --force                 Replace existing files
              -h, --help              Show this help

            EXAMPLES:
              archlint init --freeze   # adopt ArchLint on an existing app

            """, err: ""))
    }

    @Test(arguments: CommandHelp.all.map(\.name))
    func everyCommandHasHelpListingEachOptionAndAWorkingExample(_ name: String) throws {
        let help = archlint("help", name)
        #expect(help.status == 0)
        #expect(help.err == "")
        #expect(archlint(name, "--help") == help)
        #expect(archlint(name, "-h") == help)
        let command = try #require(CommandHelp.named(name))
        for option in command.options {
            #expect(help.out.contains("\n  \(option.name)"), "'help \(name)' does not explain \(option.name)")
            #expect(archlint("--help").out.contains("[\(option.name)"), "'archlint --help' does not list \(name)'s \(option.name)")
        }
        #expect(help.out.contains("\nEXAMPLES:\n  archlint \(name)"))
        // Each example is a command line the parser accepts.
        for example in command.examples {
            let words = example.split(separator: "#")[0].split(separator: "|")[0].split(separator: " ").map(String.init)
            #expect(words.first == "archlint")
            #expect(throws: Never.self) { try Arguments.parse(Array(words.dropFirst())) }
        }
    }

    @Test func helpForAnUnknownCommandSuggestsOne() {
        #expect(archlint("help", "lnt") == RunResult(status: 2, out: "", err: """
            error: unknown command 'lnt'; did you mean 'lint'?
            usage: archlint <command> [PATH…] [options]; see 'archlint --help'

            """))
    }

    @Test func anUnknownShortOptionIsAUsageErrorWithASuggestionNotAPath() {
        let usage = "usage: archlint <command> [PATH…] [options]; see 'archlint --help'\n"
        #expect(archlint("lint", "-q", "Examples/VIPERUsers")
            == RunResult(status: 2, out: "", err: "error: unknown option '-q' for 'lint'; did you mean '--quiet'?\n" + usage))
        #expect(archlint("lint", "-strict")
            == RunResult(status: 2, out: "", err: "error: unknown option '-strict' for 'lint'; did you mean '--strict'?\n" + usage))
        #expect(archlint("graph", "-f")
            == RunResult(status: 2, out: "", err: "error: unknown option '-f' for 'graph'; did you mean one of '--format', '--focus'?\n" + usage))
        #expect(archlint("lint", "-x")
            == RunResult(status: 2, out: "", err: "error: unknown option '-x' for 'lint'; 'archlint help lint' lists its options\n" + usage))
        #expect(archlint("lint", "--xyz")
            == RunResult(status: 2, out: "", err: "error: unknown option '--xyz' for 'lint'; 'archlint help lint' lists its options\n" + usage))
        #expect(archlint("--verbose", "lint")
            == RunResult(status: 2, out: "", err: "error: unknown option '--verbose'; the command comes first: archlint <command> [PATH…] [options]\n" + usage))
    }

    @Test func aPathMayStartWithADashAfterTheEndOfOptions() throws {
        let arguments = try Arguments.parse(["lint", "--strict", "--", "-odd", "--help"])
        #expect(arguments.paths == ["-odd", "--help"])
        #expect(arguments.flags == ["--strict"])
    }
}

/// A path that does not exist is the mistake to report, before any other.
@Suite struct MissingPathTests {
    @Test(arguments: ["lint", "graph", "roles"])
    func aMissingPathIsReportedBeforeMissingRules(_ command: String) {
        #expect(archlint(command, "/missing/path")
            == RunResult(status: 2, out: "", err: "/missing/path: error: no such file or directory\n"))
    }

    @Test func explainReportsAMissingPathBeforeMissingRules() {
        #expect(archlint("explain", "UserInteractor", "/missing/path")
            == RunResult(status: 2, out: "", err: "/missing/path: error: no such file or directory\n"))
    }
}

/// The version the docs tell users to depend on is the tool's own.
@Suite struct VersionTests {
    @Test func theDocsNameTheToolsVersion() throws {
        let version = ArchLintCommand.version
        let readme = try readFile(repositoryRoot + "/README.md")
        let guide = try readFile(repositoryRoot + "/docs/guide.md")
        #expect(archlint("--version").out == version + "\n")
        #expect(readme.contains("from: \"\(version)\""))
        #expect(guide.contains("from: \"\(version)\""))
        #expect(guide.contains("--branch \(version) "))
        #expect(guide.contains("rev: \(version)\n"))
        // The tools version the docs ask for is the manifest's.
        let manifest = try readFile(repositoryRoot + "/Package.swift")
        let tools = try #require(manifest.split(separator: "\n").first?.split(separator: ":").last?.trimmingCharacters(in: .whitespaces))
        #expect(readme.contains("Swift \(tools) or later"))
        #expect(guide.contains("swift-tools-version \(tools)"))
    }
}
