/// One option as a command's help shows it: `--baseline FILE   Accept the violations …`.
struct OptionHelp {
    var name: String
    /// The value's placeholder (`FILE`, `NAME`); nil for a switch, which takes no value.
    var value: String?
    var summary: String
    /// Given more than once, it collects every value (`--preset`, `--format`, `--module`).
    var repeatable = false

    static let preset = OptionHelp(name: "--preset", value: "NAME", summary: "Apply a built-in preset ('archlint rules' lists them)", repeatable: true)
    static let config = OptionHelp(name: "--config", value: "FILE", summary: "The rules file (default: the nearest .archlint.rules in the first PATH's folder or above it)")
    static let output = OptionHelp(name: "--output", value: "FILE", summary: "Write to FILE instead of standard output")
    static let module = OptionHelp(name: "--module", value: "NAME=PATH", summary: "PATH's Swift files belong to module NAME (the plugins pass the package's targets so)", repeatable: true)
    static let context = OptionHelp(name: "--context", value: "NAME=PATH", summary: "Read module NAME's declarations from PATH, report none of its files", repeatable: true)
    static let cachePath = OptionHelp(name: "--cache-path", value: "FILE", summary: "Keep what the scanner learned in FILE; the next run scans only the files that changed")
    static let stamp = OptionHelp(name: "--stamp", value: "FILE", summary: "Write FILE when the run passes, remove it when it fails (for a build system to track)")
    static let trackRules = OptionHelp(
        name: "--track-rules", value: "PREFIX",
        summary: "Keep PREFIX.rules and PREFIX.baseline hard links to the rules file and the baseline beside it (empty when absent): inputs a build system tracks that never go missing")
    static let lintFormat = OptionHelp(
        name: "--format", value: "F[=FILE]",
        summary: "xcode (default), json, sarif, github, junit, summary or html (a one-file page with graphs); F=FILE writes that report to FILE, so one run writes several",
        repeatable: true)
    static let lintOptions: [OptionHelp] = [
        OptionHelp(name: "--baseline", value: "FILE", summary: "Accept the violations FILE lists (default: .archlint-baseline.json beside the rules file); fixed ones are reported stale"),
        OptionHelp(name: "--write-baseline", value: "FILE", summary: "Write the current violations to FILE; with --baseline, only lower its counts (it ratchets down, never up)"),
        OptionHelp(name: "--strict-baseline", value: nil, summary: "Stale baseline entries are errors"),
        OptionHelp(name: "--changed-since", value: "REF", summary: "Report only violations in files that differ from git revision REF (the whole project is still read; 'archlint diff' shows what a change breaks elsewhere)"),
        OptionHelp(name: "--strict", value: nil, summary: "Warnings fail the run too"),
        OptionHelp(name: "--quiet", value: nil, summary: "Print only what fails the run; no notes"),
        OptionHelp(name: "--no-color", value: nil, summary: "No colour, even on a terminal (neither with NO_COLOR set)"),
    ]
}

/// A command of `archlint`: what it does, its options and an example.
///
/// ``CommandHelp/all`` is the one place a command is declared: parsing accepts exactly the options
/// listed here (a switch is an option with no value), and the global help and `archlint help
/// COMMAND` are printed from it. Adding a command is one entry here and one case in
/// `ArchLintCommand.execute`.
struct CommandHelp {
    var name: String
    /// What follows the name besides options: `[PATH…]`, `TYPE [PATH…]`.
    var operands: String
    var summary: String
    var options: [OptionHelp]
    /// Command lines a user can copy, each with what it does after `#`.
    var examples: [String]

    /// Every command's, in the order `archlint --help` lists them (see ``Commands``).
    static var all: [CommandHelp] { Commands.all.map { $0.help } }

    static func named(_ name: String) -> CommandHelp? {
        all.first { $0.name == name }
    }

    /// `archlint help COMMAND` and `archlint COMMAND --help`.
    var text: String {
        var text = "OVERVIEW: \(summary)\n\nUSAGE: archlint \(name)\(operands.isEmpty ? "" : " " + operands)\(options.isEmpty ? "" : " [options]")\n"
        text += "\nOPTIONS:\n"
        for option in options {
            let label = option.name + (option.value.map { " " + $0 } ?? "")
            text += Self.row(label, option.summary + (option.repeatable ? "; repeatable" : ""))
        }
        text += Self.row("-h, --help", "Show this help")
        text += "\nEXAMPLES:\n" + examples.map { "  " + $0 + "\n" }.joined()
        return text
    }

    /// The command's synopsis, every option in it (`[--preset NAME]…`), wrapped and indented to
    /// line up after `archlint NAME`.
    var synopsis: String {
        let head = Self.indent + "archlint " + name
        let words = (operands.isEmpty ? [] : [operands]) + options.map { option in
            "[\(option.name)\(option.value.map { " " + $0 } ?? "")]\(option.repeatable ? "…" : "")"
        }
        var text = ""
        var line = head
        for word in words {
            if line.count > head.count, line.count + 1 + word.count > Self.width {
                text += line + "\n"
                line = String(repeating: " ", count: head.count)
            }
            line += " " + word
        }
        return text + line + "\n"
    }

    /// `archlint --help`: the commands, and every option of each.
    static var overview: String {
        var text = """
            OVERVIEW: Checks a Swift app's architecture: roles, allowed dependencies, forbidden imports.

            USAGE: archlint <command> [PATH…] [options]
                   archlint help <command>    (or archlint <command> --help): its options and an example

            COMMANDS:

            """
        for command in all {
            text += row(command.name + (command.operands.isEmpty ? "" : " " + command.operands), command.summary)
        }
        text += "\nOPTIONS (by command; 'archlint help COMMAND' says what each does):\n"
        for command in all {
            text += command.synopsis
        }
        text += row("-h, --help", "Show this help (after a command: that command's)")
        text += row("--version", "Show the version")
        text += """

            PATH defaults to the current directory; '--' ends the options (a PATH may then start with '-').
            Exit status: 0 no errors, 1 violations, 2 usage, rules or input error.

            """
        return text
    }

    static let width = 100
    static let indent = "  "
    private static let labelWidth = 24

    /// `  LABEL   summary`, the summary wrapped at ``width`` and aligned after the labels.
    private static func row(_ label: String, _ summary: String) -> String {
        let pad = indent + String(repeating: " ", count: labelWidth)
        var lines: [String] = []
        var line = indent + label
        if line.count >= pad.count - 1 {
            lines.append(line)
            line = pad
        } else {
            line += String(repeating: " ", count: pad.count - line.count)
        }
        var first = true
        for word in summary.split(separator: " ") {
            if !first, line.count + 1 + word.count > width {
                lines.append(line)
                line = pad
                first = true
            }
            line += (first ? "" : " ") + word
            first = false
        }
        lines.append(line)
        return lines.map { $0 + "\n" }.joined()
    }
}
