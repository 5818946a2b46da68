import Testing

/// A rules file with a mistake never passes in silence: mutated (a character changed or
/// deleted, two lines swapped), the run lints exactly as before, or exits 2 listing every
/// mistake, or says something at the changed line, or reports more than before — never less
/// without a word. Deterministic: a fixed seed, a fixed number of mutants.
@Suite struct RulesMutationTests {
    static let rules = """
        # The shop: VIPER screens, an MVVM settings screen, stores for the cart.
        use viper
        use mvvm in Sources/Settings/**
        roles Store
        Store is named *Store
        Store may use Entity, Service
        Interactor must not import UIKit
        ViewModel must not use types *Formatter
        Presenter should not use Service
        module Domain must not import SwiftUI
        module Cart must not use module Catalog
        no cycles among types

        """

    /// Each rule above decides something here: removing any changes the verdicts.
    static let files: [String: String] = [
        "Sources/Catalog/CatalogInteractor.swift": "import UIKit\n\nfinal class CatalogInteractor {\n    weak var screen: CatalogViewController?\n}\n",
        "Sources/Catalog/CatalogViewController.swift": "final class CatalogViewController {}\n",
        "Sources/Catalog/CatalogPresenter.swift": "final class CatalogPresenter {\n    let service = CatalogService()\n}\n",
        "Sources/Catalog/CatalogService.swift": "final class CatalogService {}\n",
        "Sources/Settings/SettingsViewModel.swift": "final class SettingsViewModel {\n    let formatter = DateFormatter()\n    weak var view: SettingsView?\n}\n",
        "Sources/Settings/SettingsView.swift": "final class SettingsView {}\n",
        "Sources/Domain/Entities/Product.swift": "import SwiftUI\n\nstruct Product {}\n",
        "Sources/Cart/CartStore.swift": """
            import Catalog

            final class CartStore {
                var products: [Product] = []
                var observer: CartObserver?
                let presenter = CatalogPresenter()
            }

            final class CartObserver {
                var store: CartStore?
            }

            """,
    ]

    /// SplitMix64: the same mutants on every machine.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A mutated rules file and the lines (from 1) the mutation touched.
    struct Mutant {
        var text: String
        var lines: Set<Int>
        var what: String
    }

    static func mutate(_ text: String, using generator: inout Generator) -> Mutant {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let filled = lines.indices.filter { !lines[$0].isEmpty }
        let kind = Int.random(in: 0..<3, using: &generator)
        if kind == 2 {
            let a = filled.randomElement(using: &generator)!, b = filled.randomElement(using: &generator)!
            lines.swapAt(a, b)
            return Mutant(text: lines.joined(separator: "\n"), lines: [a + 1, b + 1], what: "swapped lines \(a + 1) and \(b + 1)")
        }
        let index = filled.randomElement(using: &generator)!
        var characters = Array(lines[index])
        let position = Int.random(in: 0..<characters.count, using: &generator)
        let old = characters[position]
        if kind == 0 {
            let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ*/.,[ ")
            characters[position] = alphabet.randomElement(using: &generator)!
        } else {
            characters.remove(at: position)
        }
        lines[index] = String(characters)
        let change = kind == 0 ? "'\(old)' → '\(characters[position])'" : "deleted '\(old)'"
        return Mutant(text: lines.joined(separator: "\n"), lines: [index + 1], what: "line \(index + 1), column \(position + 1): \(change)")
    }

    /// The diagnostics a run printed, one per line.
    static func diagnostics(_ run: RunResult) -> Set<String> {
        Set((run.out + run.err).split(separator: "\n").map(String.init))
    }

    /// Why a mutant's run passed in silence, or nil when it did not.
    static func silence(_ run: RunResult, base: RunResult, mutant: Mutant, rulesPath: String) -> String? {
        if run == base { return nil }
        let saysSomethingAtAChange = diagnostics(run).contains { line in
            mutant.lines.contains { line.hasPrefix("\(rulesPath):\($0):") }
        }
        if run.status == 2 {
            // Each mistake as `file:line:col: error: …`. (Swapped lines may show where the moved
            // statement is missed rather than where it went: `ViewModel` used before `use mvvm`.)
            let lines = run.err.split(separator: "\n")
            guard !lines.isEmpty, run.out.isEmpty, lines.allSatisfy({ $0.hasPrefix(rulesPath + ":") && $0.contains(": error: ") }) else {
                return "exit 2 with an error that names no place in the rules file"
            }
            return nil
        }
        if saysSomethingAtAChange { return nil }
        // Louder is not silent: everything reported before still is, and more.
        if diagnostics(run).isSuperset(of: diagnostics(base)), run.status >= base.status { return nil }
        return "the run changed without a word at the changed line"
    }

    @Test func aMutatedRulesFileNeverPassesInSilence() throws {
        let root = try makeTemporaryFolder()
        defer { removeTemporary(root) }
        for (path, text) in Self.files { try writeFile(root + "/" + path, text) }
        let rulesPath = root + "/.archlint.rules"
        try writeFile(rulesPath, Self.rules)
        let base = archlint("lint", root)
        #expect(base.status == 1)
        #expect(!base.out.contains("[unmatched-pattern]"))

        var generator = Generator(state: 20)
        var failures: [String] = []
        for _ in 0..<300 {
            let mutant = Self.mutate(Self.rules, using: &generator)
            try writeFile(rulesPath, mutant.text)
            let run = archlint("lint", root)
            if let reason = Self.silence(run, base: base, mutant: mutant, rulesPath: rulesPath) {
                failures.append("\(mutant.what): \(reason)\n\(run.out)\(run.err)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) mutants passed in silence; the first:\n\(failures.prefix(8).joined(separator: "\n"))")
    }

    /// Three mistakes on three lines: one run reports an error on every line where each alone
    /// would have (of the lines no other mistake touched; the messages may differ, since a
    /// mistake in a declaration changes what the lines after it are told).
    @Test func everyMistakeOfAFileIsListedInOneRun() throws {
        let root = try makeTemporaryFolder()
        defer { removeTemporary(root) }
        for (path, text) in Self.files { try writeFile(root + "/" + path, text) }
        let rulesPath = root + "/.archlint.rules"
        func errors(_ text: String) throws -> Set<String> {
            try writeFile(rulesPath, text)
            let run = archlint("lint", root)
            guard run.status == 2 else { return [] }
            // `PATH:LINE:`
            return Set(run.err.split(separator: "\n").map { line in
                let afterPath = line.dropFirst(rulesPath.count + 1)
                return rulesPath + ":" + afterPath.prefix { $0 != ":" } + ":"
            })
        }

        var generator = Generator(state: 7)
        var failures: [String] = []
        var combinedRuns = 0
        while combinedRuns < 60 {
            // Mutate one line at a time, each on a line of its own.
            var text = Self.rules
            var mutants: [Mutant] = []
            while mutants.count < 3 {
                let mutant = Self.mutate(Self.rules, using: &generator)
                guard mutant.lines.count == 1, !mutants.contains(where: { $0.lines == mutant.lines }) else { continue }
                let line = mutant.lines.first! - 1
                var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                lines[line] = mutant.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[line]
                text = lines.joined(separator: "\n")
                mutants.append(mutant)
            }
            let combined = try errors(text)
            var expected: Set<String> = []
            for mutant in mutants {
                let others = mutants.filter { $0.lines != mutant.lines }.flatMap(\.lines)
                expected.formUnion(try errors(mutant.text).filter { line in !others.contains { line.hasPrefix("\(rulesPath):\($0):") } })
            }
            if expected.isEmpty { continue }
            combinedRuns += 1
            let missing = expected.subtracting(combined)
            if !missing.isEmpty {
                failures.append("\(mutants.map(\.what).joined(separator: "; ")): missing \(missing.sorted())\ngot \(combined.sorted())")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) runs did not list every mistake; the first:\n\(failures.prefix(5).joined(separator: "\n"))")
    }
}
