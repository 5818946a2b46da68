import ArchLintKit

/// `archlint rules [NAME]`: the presets' names, or one preset's rules.
enum RulesCommand: Command {
    static let help = CommandHelp(
        name: "rules", operands: "[NAME]",
        summary: "List the built-in presets, or print one",
        options: [],
        examples: ["archlint rules          # the presets' names", "archlint rules viper    # what 'use viper' means"])

    /// After the presets' names: how the paths in rules are read, the question a scoped rule raises.
    static let pathsNote = """
        # Use one in .archlint.rules ('use viper'), or print it: archlint rules NAME.
        # Paths in rules ('use NAME in PATH', 'ROLE is in PATH', 'ignore PATH') are relative to the
        # folder of the rules file that says them (a preset's, to that of the file that uses it),
        # whatever folder is linted and whatever the working directory.

        """

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard let name = arguments.paths.first else {
            console.out(Presets.names.joined(separator: "\n") + "\n\n" + pathsNote)
            return 0
        }
        guard let text = Presets.text(of: name) else {
            throw CommandFailure(Diagnostic(message: "unknown preset '\(name)' (presets: \(Presets.names.joined(separator: ", ")))"))
        }
        console.out(text + "\n")
        return 0
    }
}
