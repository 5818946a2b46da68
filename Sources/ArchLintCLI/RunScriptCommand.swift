/// `archlint run-script`: `lint` over an Xcode Run Script phase's input files. The phase's
/// environment is read into lint's arguments before the run (see ``RunScriptInputs``).
enum RunScriptCommand: Command {
    static let help = CommandHelp(
        name: "run-script", operands: "",
        summary: "Lint an Xcode run-script phase's input files (SCRIPT_INPUT_FILE_*)",
        options: [.preset, .config, .lintFormat] + OptionHelp.lintOptions + [.cachePath, .context, .stamp],
        examples: ["archlint run-script   # in a Run Script phase whose Input Files are the sources and .archlint.rules"])

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        try LintCommand.run(arguments, console: console)
    }
}
