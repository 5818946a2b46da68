// Compiled with Plugins/Shared/ArchLintInvocation.swift by PluginHelpersTests and run: prints
// what the plugins' helpers make of typical input, one case a line, for an exact comparison.
import Foundation

let directory = URL(fileURLWithPath: "/work/Shop")
let lines: [Substring] = [
    "Sources/Cart/CartViewModel.swift:14:27: error: ViewModel 'CartViewModel' must not use View 'CartView' [forbidden-dependency]",
    "/abs/Domain/Product.swift:3:1: warning: module 'Domain' should not import SwiftUI [forbidden-import]",
    "/work/Shop/.archlint.rules:2:5: error: unknown preset 'mvv'; did you mean 'mvvm'?",
    ".archlint.rules: error: cannot read rules file",
    "C:/odd:path/File.swift:7:2: note: a note",
    "digraph architecture {",
    "error: no rules: add a .archlint.rules file",
]
for line in lines {
    if let diagnostic = ToolDiagnostic(line, relativeTo: directory) {
        print("\(diagnostic.severity) | \(diagnostic.file) | \(diagnostic.line.map(String.init) ?? "-") | \(diagnostic.message)")
    } else {
        print("text | \(line)")
    }
}

let argumentLists: [[String]] = [
    ["--target", "Cart"], ["graph", "--output", "a.dot"], ["--output=a.json"], ["--write-baseline", "b.json"],
    ["--format", "sarif=a.sarif"], ["--format=sarif=a.sarif"], ["--format", "json"], ["--format=github"],
    ["--format", "html=report.html"], ["graph", "--format", "svg", "--output", "roles.svg"],
]
for arguments in argumentLists {
    print("\(arguments.joined(separator: " ")) writes: \(ArchLintInvocation.writesFiles(arguments))")
}

print(LintedModule.arguments([
    LintedModule(name: "Cart", paths: ["/s/Cart"], isContext: false),
    LintedModule(name: "Domain", paths: ["/s/Domain", "/s/Extra.swift"], isContext: true),
]).joined(separator: " "))

// How the command plugins read their arguments: the command, the targets, what goes to the tool,
// or the usage error.
let requests: [(words: [String], mayWrite: Bool)] = [
    ([], false), (["--target", "Cart", "--format", "json"], false), (["--target=Cart", "explain", "CartView"], false),
    (["init"], true), (["init", "--preset", "mvvm"], false), (["rules", "viper"], false), (["help", "lint"], false),
    (["scan", "--target", "Cart"], false), (["graph", "--help"], false), (["--help"], false),
    (["--target"], false), (["--target", "--format", "json"], false), (["--target="], false),
    (["rules", "--target", "Cart"], false), (["run-script"], false), (["lnit"], false),
]
for (words, mayWrite) in requests {
    let shown = "\(mayWrite ? "write" : "read") [\(words.joined(separator: " "))]"
    do {
        let request = try PluginRequest.parse(words, verb: "lint-architecture", mayWrite: mayWrite)
        print("\(shown) -> \(request.command.name) \(request.command.input) targets [\(request.targets.joined(separator: ", "))] "
            + "arguments [\(request.arguments.joined(separator: " "))]\(request.wantsHelp ? " help" : "")")
    } catch {
        print("\(shown) -> \(error)")
    }
}
