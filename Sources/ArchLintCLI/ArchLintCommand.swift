import ArchLintKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `archlint` command line: parses arguments, runs the pipeline, prints, and returns the
/// exit status (0 clean, 1 violations, 2 usage, rules or input error).
package enum ArchLintCommand {
    package static let version = "0.1.0"

    /// `archlint --help`: every command and every option (see ``CommandHelp``).
    package static var usage: String { CommandHelp.overview }

    package static func main() -> Never {
        HeapGrowth.reserveGenerously()
        exit(run(Array(CommandLine.arguments.dropFirst()), console: .standard))
    }

    package static func run(_ words: [String], console: Console,
                           environment: (String) -> String? = System.variable) -> Int32 {
        if words.isEmpty || words.first == "--help" || words.first == "-h" || words == ["help"] {
            console.out(usage)
            return words.isEmpty ? 2 : 0
        }
        // `archlint help COMMAND`, and `archlint COMMAND --help` anywhere before a `--`.
        if words.first == "help" || words.dropFirst().prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            let name = words.first == "help" ? words[1] : words[0]
            guard let help = CommandHelp.named(name) else {
                return run([name], console: console, environment: environment)  // the unknown command's error
            }
            console.out(help.text)
            return 0
        }
        if words.first == "--version" {
            console.out(version + "\n")
            return 0
        }
        do {
            var arguments = try Arguments.parse(words)
            if arguments.command == "run-script" {
                arguments = try RunScriptInputs.read(environment: environment).lintArguments(arguments)
            }
            return try execute(arguments, console: console)
        } catch let error as UsageError {
            console.err(Diagnostic(message: error.message).description + "\nusage: archlint <command> [PATH…] [options]; see 'archlint --help'\n")
            return 2
        } catch let failure as CommandFailure {
            console.err(failure.message + "\n")
            return 2
        } catch {
            console.err(Diagnostic(message: "\(error)").description + "\n")
            return 2
        }
    }

    private static func execute(_ arguments: Arguments, console: Console) throws -> Int32 {
        // Arguments.parse accepts only the commands there are.
        guard let command = Commands.named(arguments.command) else { throw UsageError(message: "unknown command '\(arguments.command)'") }
        return try command.run(arguments, console: console)
    }

    /// To `--output FILE` or standard output, written as it is produced.
    static func emit(arguments: Arguments, console: Console, _ body: (inout BlockWriter) -> Void) throws(CommandFailure) {
        if let output = arguments.output {
            try OutputFile.write(to: output, body)
        } else {
            console.out(body)
        }
    }
}
