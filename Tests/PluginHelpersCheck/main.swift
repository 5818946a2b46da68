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
