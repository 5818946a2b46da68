/// An `archlint` command: its help (the options it takes, what `archlint help NAME` prints) and
/// its run, which parses the arguments, calls the pipeline and prints.
protocol Command {
    static var help: CommandHelp { get }
    /// The exit status: 0 clean, 1 violations, 2 usage, rules or input error.
    static func run(_ arguments: Arguments, console: Console) throws -> Int32
}

/// Every command, in the order `archlint --help` lists them.
enum Commands {
    static var all: [any Command.Type] {
        [
            LintCommand.self, DiffCommand.self, GraphCommand.self, RolesCommand.self, DetectCommand.self, ModulesCommand.self,
            ExplainCommand.self, ScanCommand.self, RulesCommand.self, InitCommand.self, RunScriptCommand.self,
        ]
    }

    static func named(_ name: String) -> (any Command.Type)? {
        all.first { $0.help.name == name }
    }
}
