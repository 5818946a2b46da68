import PackagePlugin

/// `swift package lint-architecture-write [COMMAND] [--target NAME]… OPTIONS…`
///
/// The same as `lint-architecture`, for the runs that write into the package: `graph --output
/// FILE`, `--write-baseline FILE` and `init`. It is a plugin of its own because SwiftPM asks for a
/// plugin's permissions on every run, and plain linting should never have to ask.
@main
struct LintArchitectureWrite: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try LintCommand.perform(context: context, arguments: arguments, verb: "lint-architecture-write", mayWrite: true)
    }
}
