import ArchLintKit

/// `archlint run-script`: lints what an Xcode run-script phase declares as its inputs.
///
/// With user script sandboxing on (`ENABLE_USER_SCRIPT_SANDBOXING`, the default in new
/// projects) a script may read only the files its phase declares, so the linter cannot walk the
/// project folder. It reads the declared inputs instead, from the environment Xcode sets:
///
/// - `SCRIPT_INPUT_FILE_COUNT` and `SCRIPT_INPUT_FILE_0`…: the Input Files of the phase;
/// - `SCRIPT_INPUT_FILE_LIST_COUNT` and `SCRIPT_INPUT_FILE_LIST_0`…: the Input File Lists
///   (`.xcfilelist`), one path a line, `#` comments, `$(SRCROOT)`-style variables;
/// - `SCRIPT_OUTPUT_FILE_0`: written after a run with no error, so Xcode skips the phase while
///   no input changed (the phase's "Based on dependency analysis");
/// - `PRODUCT_MODULE_NAME` (else `TARGET_NAME`): the module the files belong to.
///
/// Inputs ending in `.swift` are linted, folders are walked, and an input named
/// `.archlint.rules` is the rules file (declare it: the sandbox hides any other).
struct RunScriptInputs: Equatable {
    var module: String?
    var sourcePaths: [String]
    var config: String?
    var stamp: String?

    static func read(environment: (String) -> String?) throws(CommandFailure) -> RunScriptInputs {
        var declared = try values(prefix: "SCRIPT_INPUT_FILE", environment: environment)
        for list in try values(prefix: "SCRIPT_INPUT_FILE_LIST", environment: environment) {
            guard let data = System.contents(of: list) else {
                throw CommandFailure(Diagnostic(file: list, location: nil, message: "cannot read the input file list (is it readable by the sandboxed script?)"))
            }
            for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
                // Without the spaces and tabs at either end.
                let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
                let start = line.firstIndex { !isBlank($0) } ?? line.endIndex
                let end = line.lastIndex { !isBlank($0) }.map(line.index(after:)) ?? start
                let entry = String(line[start..<max(start, end)])
                if entry.isEmpty || entry.hasPrefix("#") { continue }
                declared.append(expand(entry, environment: environment))
            }
        }

        let root = environment("SRCROOT")
        var inputs = RunScriptInputs(
            module: environment("PRODUCT_MODULE_NAME") ?? environment("TARGET_NAME"),
            sourcePaths: [], config: nil, stamp: environment("SCRIPT_OUTPUT_FILE_0"))
        for path in declared {
            let absolute = path.hasPrefix("/") || root == nil ? path : root! + "/" + path
            let name = absolute.split(separator: "/").last.map(String.init) ?? absolute
            if name == RulesLoader.configName {
                inputs.config = absolute
                continue
            }
            if System.kind(of: absolute) == .folder || name.hasSuffix(".swift") { inputs.sourcePaths.append(absolute) }
        }
        guard !inputs.sourcePaths.isEmpty else {
            throw CommandFailure(Diagnostic(message: """
                the run-script phase declares no Swift input files: add the target's sources \
                (or an .xcfilelist of them) to the phase's Input Files or Input File Lists
                """))
        }
        return inputs
    }

    /// `NAME_0` … `NAME_{COUNT-1}`, as `NAME_COUNT` announces.
    private static func values(prefix: String, environment: (String) -> String?) throws(CommandFailure) -> [String] {
        guard let text = environment(prefix + "_COUNT") else { return [] }
        guard let count = Int(text), count >= 0 else {
            throw CommandFailure(Diagnostic(message: "\(prefix)_COUNT is '\(text)', not a count"))
        }
        var values: [String] = []
        for index in 0..<count {
            guard let value = environment("\(prefix)_\(index)") else {
                throw CommandFailure(Diagnostic(message: "\(prefix)_COUNT is \(count) but \(prefix)_\(index) is not set"))
            }
            values.append(value)
        }
        return values
    }

    /// Replaces `$(NAME)` and `${NAME}` with the environment's value (Xcode resolves file lists
    /// before the script runs; a list written by hand may still hold them).
    static func expand(_ text: String, environment: (String) -> String?) -> String {
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, let close = Self.closingBrackets[rest[after]],
                  let end = rest[after...].firstIndex(of: close) else {
                result.append("$")
                rest = rest[after...]
                continue
            }
            let name = String(rest[rest.index(after: after)..<end])
            result += environment(name) ?? ""
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    private static let closingBrackets: [Character: Character] = ["(": ")", "{": "}"]

    /// The `lint` run these inputs stand for: the files as one module, the declared rules file.
    func lintArguments(_ given: Arguments) -> Arguments {
        var arguments = given
        arguments.command = "lint"
        if let module {
            arguments.modules = [ModuleSource(name: module, paths: sourcePaths)] + given.modules.filter(\.isContext)
        } else {
            arguments.paths = sourcePaths
        }
        arguments.config = given.config ?? config
        arguments.stamp = given.stamp ?? stamp
        return arguments
    }
}
