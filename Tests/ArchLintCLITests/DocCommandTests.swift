import Foundation
import Testing

/// The commands README.md and docs/*.md show are the commands there are: each `archlint …` line
/// (in a code block or inline) names a command `archlint` has and only options that command
/// takes, and each one that names a folder of this repository runs as written from its root,
/// with the exit status its comment states. The docs cannot drift from the tool unnoticed.
@Suite struct DocCommandTests {
    /// A command as the docs write it, and where.
    struct Shown: CustomStringConvertible {
        var file: String
        var line: Int
        var text: String
        var description: String { "\(file):\(line): \(text)" }
    }

    static let documents = ["README.md"] + ((try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/docs")) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }

    /// Every `archlint …` command shown: a code block's lines and inline code spans.
    static func shownCommands() throws -> [Shown] {
        var shown: [Shown] = []
        for document in documents {
            let lines = try readFile(repositoryRoot + "/" + document).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var inBlock = false
            for (index, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("```") {
                    inBlock.toggle()
                    continue
                }
                if inBlock {
                    for prefix in ["archlint ", "swift run archlint ", "- run: archlint "] where trimmed.hasPrefix(prefix) {
                        shown.append(Shown(file: document, line: index + 1, text: "archlint " + trimmed.dropFirst(prefix.count)))
                    }
                } else {
                    for span in line.split(separator: "`", omittingEmptySubsequences: false).enumerated() where span.offset % 2 == 1 {
                        let code = String(span.element)
                        for prefix in ["archlint ", "swift run archlint "] where code.hasPrefix(prefix) {
                            shown.append(Shown(file: document, line: index + 1, text: "archlint " + code.dropFirst(prefix.count)))
                        }
                    }
                }
            }
        }
        return shown
    }

    /// The command's words, its comment and a redirection taken off.
    static func words(_ text: String) -> [String] {
        var command = text
        if let comment = command.range(of: " #") { command = String(command[..<comment.lowerBound]) }
        if let redirect = command.range(of: " > ") { command = String(command[..<redirect.lowerBound]) }
        return command.split(separator: " ").map(String.init).filter { $0 != "\\" }
    }

    @Test func everyShownCommandExistsWithTheOptionsItShows() throws {
        let shown = try Self.shownCommands()
        #expect(shown.count > 40)
        var help: [String: String] = [:]
        for command in shown {
            let words = Self.words(command.text)
            guard words.count > 1 else { continue }
            let name = words[1]
            // Placeholders (`archlint COMMAND --help`) and the run-wide options name no command.
            if name.allSatisfy({ $0.isUppercase }) || name.hasPrefix("-") { continue }
            if help[name] == nil { help[name] = archlint("help", name).out }
            #expect(!help[name]!.isEmpty && !help[name]!.hasPrefix("error"), "\(command): no command '\(name)'")
            for word in words.dropFirst(2) {
                var rest = Substring(word)
                while let start = rest.range(of: "--") {
                    let option = "--" + rest[start.upperBound...].prefix { $0.isLetter || $0 == "-" }
                    rest = rest[start.upperBound...]
                    guard option.count > 3, option != "--help" else { continue }
                    #expect(help[name]!.contains(option), "\(command): '\(name)' takes no \(option)")
                }
            }
        }
    }

    @Test func everyShownCommandOnThisRepositoryRunsAsWritten() throws {
        let runnable = try Self.shownCommands().filter { command in
            Self.words(command.text).contains { $0.hasPrefix("Examples/") || $0.hasPrefix("Tests/Fixtures/") }
        }
        #expect(runnable.count >= 4)
        for command in runnable {
            let result = archlint(Array(Self.words(command.text).dropFirst()))
            #expect(result.status == 0 || result.status == 1, "\(command): exit \(result.status) \(result.err)")
            if let stated = command.text.range(of: "exit ") {
                let status = Int32(command.text[stated.upperBound...].prefix { $0.isNumber })
                #expect(result.status == status, "\(command)")
            }
        }
    }

    /// The README's first command prints what the README says it prints.
    @Test func theReadmesFirstCommandPrintsWhatTheReadmeShows() throws {
        let readme = try readFile(repositoryRoot + "/README.md")
        let intro = try #require(readme.range(of: "The first command prints:\n\n```\n"))
        let end = try #require(readme.range(of: "```", range: intro.upperBound..<readme.endIndex))
        #expect(archlint("lint", "Examples/VIPERUsers").out == String(readme[intro.upperBound..<end.lowerBound]))
    }
}
