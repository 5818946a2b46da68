/// `lint --format html=FILE`: one self-contained page a reviewer opens from disk or a CI
/// artifact: the counts, the role and module graphs (click or press Enter on a node or an edge
/// to filter the list), every violation with its source lines, each type's role and evidence,
/// and how the run was configured.
///
/// No external script, font or style; plain standard HTML, CSS and JavaScript, so it works
/// offline in Safari, Chrome and Firefox, and a print style keeps it readable on paper.
/// Everything that comes from the code (names, paths, source lines, messages) is escaped.
package enum HTMLReporter {
    /// How the run was configured, shown at the end of the page.
    package struct Run: Sendable {
        package var version: String
        /// The presets the rules use (`--preset`, and `use` statements, scoped ones with their
        /// scope: `mvvm in Features/**`).
        package var presets: [String]
        package var rulesFile: String?
        package var paths: [String]
        /// What the graphs leave out, as `archlint graph` does: test targets and the files no
        /// target compiles (their granularity is set per graph).
        package var graphScope: ArchitectureGraph.Options

        package init(version: String, presets: [String], rulesFile: String?, paths: [String], graphScope: ArchitectureGraph.Options = .init()) {
            self.version = version
            self.presets = presets
            self.rulesFile = rulesFile
            self.paths = paths
            self.graphScope = graphScope
        }
    }

    /// Lines of source shown around a violation's line, before and after.
    static let contextLines = 2

    package static func render(_ result: LintResult, roles: [String], run: Run) -> String {
        BlockWriter.text { write(result, roles: roles, run: run, to: &$0) }
    }

    /// The page written as it goes: one violation at a time.
    package static func write(_ result: LintResult, roles: [String], run: Run, to output: inout BlockWriter) {
        let all = result.decided
        let ordered = all.enumerated().sorted { a, b in
            (a.element.file, a.element.location, a.element.rule, a.offset) < (b.element.file, b.element.location, b.element.rule, b.offset)
        }.map(\.element)
        // Where each violation lies in the role graph and in the module graph, for the filter.
        let scope = run.graphScope
        var roleGraph = ArchitectureGraph.Builder(
            result: result, roles: roles, granularity: .role, drawnContextModules: scope.drawnContextModules, filesInNoTarget: scope.filesInNoTarget)
        var moduleGraph = ArchitectureGraph.Builder(
            result: result, roles: roles, granularity: .module, drawnContextModules: scope.drawnContextModules, filesInNoTarget: scope.filesInNoTarget)
        let places = ordered.map { (role: roleGraph.ends(of: $0), module: moduleGraph.ends(of: $0)) }

        output.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        output.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        output.write("<title>ArchLint report</title>\n<style>\n\(style)</style>\n</head>\n<body>\n")
        output.write("<header><h1>Architecture report</h1><p class=\"line\">\(escape(SummaryReporter.line(result)))</p></header>\n<main>\n")
        writeSummary(result, to: &output)
        writeGraphs(result, roles: roles, scope: scope, to: &output)
        writeViolations(ordered, places: places, result: result, to: &output)
        writeTypes(ordered, result: result, to: &output)
        writeRun(run, result: result, to: &output)
        output.write("</main>\n<script>\n\(script)</script>\n</body>\n</html>\n")
    }

    // MARK: Sections

    static func writeSummary(_ result: LintResult, to output: inout BlockWriter) {
        let inSource = result.suppressed.count { $0.suppression?.kind == .inSource }
        let counts = [
            ("errors", result.errorCount, "error"), ("warnings", result.warningCount, "warning"),
            ("baselined", result.suppressed.count - inSource, "accepted"), ("suppressed", inSource, "accepted"),
        ]
        output.write("<section id=\"summary\"><h2>Summary</h2>\n<ul class=\"counts\">")
        for (name, count, kind) in counts {
            output.write("<li class=\"\(kind)\"><span class=\"number\">\(count)</span> \(name)</li>")
        }
        output.write("</ul>\n")
        let tallies = SummaryReporter.tallies(result)
        for (title, column, rows) in [
            ("By rule", "Rule", tallies.rules), ("By role pair", "Roles", tallies.pairs), ("By module pair", "Modules", tallies.modules),
        ] where !rows.isEmpty {
            output.write("<table><caption>\(title)</caption><thead><tr><th scope=\"col\">\(column)</th>")
            output.write("<th scope=\"col\">Errors</th><th scope=\"col\">Warnings</th><th scope=\"col\">Accepted</th></tr></thead><tbody>\n")
            for row in rows {
                output.write("<tr><td>\(escape(row.key))</td><td>\(row.counts.errors)</td><td>\(row.counts.warnings)</td><td>\(row.counts.suppressed)</td></tr>\n")
            }
            output.write("</tbody></table>\n")
        }
        output.write("</section>\n")
    }

    static func writeGraphs(_ result: LintResult, roles: [String], scope: ArchitectureGraph.Options, to output: inout BlockWriter) {
        output.write("<section id=\"graphs\"><h2>Graphs</h2>\n")
        output.write("<p class=\"hint\">Click a node or an edge (or focus it with Tab and press Enter) to list only its violations.</p>\n")
        for (granularity, key, title) in [(ArchitectureGraph.Granularity.role, "r", "Roles"), (.module, "m", "Modules")] {
            // Only a focus can make the build fail, and there is none here.
            var options = scope
            options.granularity = granularity
            guard let graph = try? ArchitectureGraph.build(result, roles: roles, options: options) else { continue }
            output.write("<figure data-graph=\"\(key)\"><figcaption>\(title)</figcaption><div class=\"scroll\">\n")
            if graph.nodes.isEmpty {
                output.write("<p>No \(granularity == .role ? "type has a role" : "module").</p>")
            } else {
                SVGGraphReporter.write(graph, options: .init(idPrefix: key + "-", interactive: true), to: &output)
            }
            output.write("</div></figure>\n")
        }
        output.write("</section>\n")
    }

    static func writeViolations(
        _ violations: [Violation], places: [(role: ArchitectureGraph.Builder.Pair?, module: ArchitectureGraph.Builder.Pair?)],
        result: LintResult, to output: inout BlockWriter
    ) {
        output.write("<section id=\"violations\"><h2>Violations by rule</h2>\n")
        output.write("<p id=\"filter\" aria-live=\"polite\"><span id=\"filter-text\">All \(violations.count) violation\(violations.count == 1 ? "" : "s").</span> ")
        output.write("<button type=\"button\" id=\"clear-filter\" hidden>Show all</button></p>\n")
        if violations.isEmpty { output.write("<p>None: the code follows its rules.</p>\n") }
        var sources = SourceLines()
        let order = Dictionary(uniqueKeysWithValues: RuleCatalog.rules.enumerated().map { ($1.id, $0) })
        let rules = Set(violations.map(\.rule)).sorted { (order[$0] ?? .max, $0) < (order[$1] ?? .max, $1) }
        for rule in rules {
            let indices = violations.indices.filter { violations[$0].rule == rule }
            output.write("<details class=\"group\" open><summary><code>\(escape(rule))</code> <span class=\"count\">\(indices.count)</span></summary>\n<ol class=\"list\">\n")
            for index in indices {
                let violation = violations[index]
                output.write("<li class=\"violation \(kind(violation))\" id=\"v\(index)\"\(filterAttributes(places[index]))>")
                output.write("<p><span class=\"where\">\(escape(violation.file)):\(violation.location.line):\(violation.location.column)</span> ")
                output.write("<span class=\"severity\">\(label(violation))</span> \(escape(violation.message))</p>")
                if let suppression = violation.suppression {
                    let how = suppression.kind == .baseline ? "baselined in" : "suppressed:"
                    output.write("<p class=\"why\">\(how) \(escape(suppression.justification))</p>")
                }
                writeContext(of: violation, sources: &sources, to: &output)
                output.write("</li>\n")
            }
            output.write("</ol></details>\n")
        }
        output.write("</section>\n")
    }

    /// The violation's line and a few around it, numbered, the line itself marked.
    static func writeContext(of violation: Violation, sources: inout SourceLines, to output: inout BlockWriter) {
        let lines = sources.lines(of: violation.file)
        let line = violation.location.line
        guard line >= 1, line <= lines.count else { return }
        output.write("<pre class=\"code\">")
        for number in max(1, line - contextLines)...min(lines.count, line + contextLines) {
            let text = escape(String(decoding: lines[number - 1], as: UTF8.self))
            output.write(number == line ? "<mark>" : "<span>")
            output.write("<span class=\"ln\">\(number)</span>\(text)")
            // Each line a block of its own: no newline between them, or it would show twice.
            output.write(number == line ? "</mark>" : "</span>")
        }
        output.write("</pre>")
    }

    /// Per type that breaks a rule: its role, the evidence for it, and its violations (linked
    /// to their entries above).
    static func writeTypes(_ violations: [Violation], result: LintResult, to output: inout BlockWriter) {
        // A violation of no type (a module's import, a suppression comment) is listed by rule only.
        var byType: [String: [Int]] = [:]
        for (index, violation) in violations.enumerated() {
            guard let type = violation.source.type else { continue }
            byType[type, default: []].append(index)
        }
        output.write("<section id=\"types\"><h2>Violations by type</h2>\n")
        if byType.isEmpty { output.write("<p>None.</p>\n") }
        for name in byType.keys.sorted() {
            let indices = byType[name]!
            let first = violations[indices[0]]
            output.write("<details class=\"group\"><summary><code>\(escape(name))</code> ")
            if let id = result.project.id(named: name) {
                let assignment = result.classification.assignments[id]
                output.write("<span class=\"role\">\(escape(assignment.role ?? "no role"))</span> <span class=\"count\">\(indices.count)</span></summary>\n")
                var evidence = assignment.reason
                if let conflict = assignment.conflict { evidence += "; conflict: " + conflict }
                output.write("<p class=\"evidence\">Why \(escape(assignment.role ?? "no role")): \(escape(evidence))</p>\n")
            } else {
                output.write("<span class=\"role\">\(escape(first.source.role ?? "no role"))</span> <span class=\"count\">\(indices.count)</span></summary>\n")
            }
            output.write("<ul class=\"list\">\n")
            for index in indices {
                let violation = violations[index]
                output.write("<li class=\"\(kind(violation))\" data-of=\"v\(index)\"><a href=\"#v\(index)\">line \(violation.location.line)</a> ")
                output.write("<code>\(escape(violation.rule))</code> \(escape(violation.message))</li>\n")
            }
            output.write("</ul></details>\n")
        }
        output.write("</section>\n")
    }

    static func writeRun(_ run: Run, result: LintResult, to output: inout BlockWriter) {
        output.write("<section id=\"run\"><h2>Configuration</h2>\n<dl>")
        let rows = [
            ("ArchLint", run.version),
            ("Presets", run.presets.isEmpty ? "none" : run.presets.joined(separator: ", ")),
            ("Rules file", run.rulesFile ?? "none"),
            ("Baseline", result.baselineFile ?? "none"),
            ("Linted", run.paths.joined(separator: ", ")),
            ("Files", "\(result.project.files.count) (\(result.project.types.count) types)"),
        ]
        for (term, value) in rows { output.write("<dt>\(term)</dt><dd>\(escape(value))</dd>") }
        output.write("</dl></section>\n")
    }

    // MARK: Pieces

    static func kind(_ violation: Violation) -> String {
        violation.suppression != nil ? "accepted" : (violation.severity == .error ? "error" : "warning")
    }

    static func label(_ violation: Violation) -> String {
        switch violation.suppression?.kind {
        case .baseline: return "baselined"
        case .inSource: return "suppressed"
        case nil: return violation.severity == .error ? "error" : "warning"
        }
    }

    /// The graph nodes the violation joins, which the page's filter compares with what was clicked.
    static func filterAttributes(_ place: (role: ArchitectureGraph.Builder.Pair?, module: ArchitectureGraph.Builder.Pair?)) -> String {
        var text = ""
        if let role = place.role { text += " data-rs=\"\(escape(role.source))\" data-rt=\"\(escape(role.target))\"" }
        if let module = place.module { text += " data-ms=\"\(escape(module.source))\" data-mt=\"\(escape(module.target))\"" }
        return text
    }

    static func escape(_ text: String) -> String { JUnitReporter.escape(text) }

    /// Each source file's lines, read once.
    struct SourceLines {
        var files: [String: [ArraySlice<UInt8>]] = [:]

        mutating func lines(of path: String) -> [ArraySlice<UInt8>] {
            if let lines = files[path] { return lines }
            var lines = (System.contents(of: path) ?? []).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            if lines.last?.isEmpty == true { lines.removeLast() }
            files[path] = lines
            return lines
        }
    }

    // MARK: Style and script

    static let style = """
        :root { color-scheme: light; --error: #d32f2f; --warning: #ef6c00; --accepted: #757575; --focus: #1a73e8; }
        body { font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #212121; margin: 0; background: #fafafa; }
        header { background: #263238; color: #fff; padding: 12px 24px; }
        header h1 { margin: 0; font-size: 20px; }
        header .line { margin: 4px 0 0; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px; }
        main { padding: 8px 24px 48px; max-width: 1400px; }
        h2 { border-bottom: 1px solid #ddd; padding-bottom: 4px; margin-top: 28px; }
        .counts { display: flex; gap: 12px; list-style: none; padding: 0; flex-wrap: wrap; }
        .counts li { background: #fff; border: 1px solid #ddd; border-left: 6px solid var(--accepted); padding: 8px 16px; border-radius: 4px; }
        .counts li.error { border-left-color: var(--error); } .counts li.warning { border-left-color: var(--warning); }
        .counts .number { font-size: 22px; font-weight: bold; margin-right: 4px; }
        table { border-collapse: collapse; margin: 12px 24px 12px 0; display: inline-table; vertical-align: top; background: #fff; }
        caption { text-align: left; font-weight: bold; padding: 4px 0; }
        th, td { border: 1px solid #ddd; padding: 3px 10px; text-align: right; } th:first-child, td:first-child { text-align: left; }
        figure { margin: 12px 0 24px; background: #fff; border: 1px solid #ddd; border-radius: 4px; padding: 8px; }
        figcaption { font-weight: bold; margin-bottom: 6px; }
        /* Graphs keep their size, so their text stays readable; a large one scrolls. */
        .scroll { overflow: auto; max-height: 80vh; }
        svg.archlint-graph { display: block; }
        svg.archlint-graph [tabindex] { cursor: pointer; }
        svg.archlint-graph [tabindex]:focus { outline: none; }
        svg.archlint-graph .selected .shape, svg.archlint-graph .edge.selected path { stroke: var(--focus); stroke-width: 4px; }
        /* Apart, and with :focus where :focus-visible is unknown (Safari before 15.4): a selector
           list with one unknown pseudo-class drops the whole rule. */
        svg.archlint-graph [tabindex]:focus-visible .shape, svg.archlint-graph .edge:focus-visible path { stroke: var(--focus); stroke-width: 4px; }
        @supports not selector(:focus-visible) {
          svg.archlint-graph [tabindex]:focus .shape, svg.archlint-graph .edge:focus path { stroke: var(--focus); stroke-width: 4px; }
        }
        svg.archlint-graph .edge:hover path { stroke-width: 3px; } svg.archlint-graph .node:hover .shape { stroke-width: 3px; }
        .hint { color: #616161; }
        #filter { position: sticky; top: 0; background: #fafafa; padding: 6px 0; margin: 0; z-index: 1; }
        button { font: inherit; padding: 2px 10px; }
        button:focus-visible, a:focus-visible, summary:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
        /* A long report opens at once: a violation off screen is laid out when scrolled to
           (3,141 violations: the load event 1.6-2.4 s -> 0.5-0.7 s in Chromium). */
        li.violation { content-visibility: auto; contain-intrinsic-size: 110px; contain-intrinsic-size: auto 110px; }
        details.group { background: #fff; border: 1px solid #ddd; border-radius: 4px; margin: 8px 0; padding: 4px 12px; }
        summary { cursor: pointer; padding: 4px 0; } .count { background: #eceff1; border-radius: 10px; padding: 0 8px; font-size: 12px; }
        .role { color: #3949ab; margin-left: 6px; }
        .list { padding-left: 20px; } .list li { margin: 8px 0; }
        .violation p { margin: 0; } .where { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
        .severity { font-weight: bold; text-transform: uppercase; font-size: 11px; padding: 0 4px; border-radius: 3px; color: #fff; background: var(--accepted); }
        .error .severity { background: var(--error); } .warning .severity { background: var(--warning); }
        .why, .evidence { color: #616161; font-size: 13px; margin: 2px 0; }
        pre.code { background: #f5f5f5; border: 1px solid #e0e0e0; padding: 4px 0; overflow-x: auto; font-size: 12px; margin: 4px 0; }
        pre.code > * { display: block; padding: 0 8px; } pre.code mark { background: #fff3cd; }
        .ln { display: inline-block; min-width: 3em; color: #9e9e9e; -webkit-user-select: none; user-select: none; }
        dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; } dt { font-weight: bold; } dd { margin: 0; }
        [hidden] { display: none !important; }
        @media print {
          body { background: #fff; font-size: 11pt; } header { background: none; color: #000; border-bottom: 2px solid #000; }
          .scroll { overflow: visible; max-height: none; }
          li.violation { content-visibility: visible; }
          svg.archlint-graph { max-width: 100%; height: auto; }
          .hint, #clear-filter { display: none; }
          details.group, figure, pre.code { break-inside: avoid; border-color: #999; }
          * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
        }

        """

    static let script = """
        (function () {
          "use strict";
          var entries = Array.prototype.slice.call(document.querySelectorAll("li.violation"));
          var links = Array.prototype.slice.call(document.querySelectorAll("li[data-of]"));
          var groups = Array.prototype.slice.call(document.querySelectorAll("details.group"));
          var text = document.getElementById("filter-text");
          var clear = document.getElementById("clear-filter");
          var selected = null;
          function show(match, description) {
            var shown = 0, visible = {};
            entries.forEach(function (entry) {
              var keep = match(entry);
              entry.hidden = !keep;
              if (keep) { shown += 1; visible[entry.id] = true; }
            });
            links.forEach(function (link) { link.hidden = !visible[link.getAttribute("data-of")]; });
            groups.forEach(function (group) {
              var items = group.querySelectorAll("li");
              var any = items.length === 0;
              for (var i = 0; i < items.length; i += 1) { if (!items[i].hidden) { any = true; break; } }
              group.hidden = !any;
            });
            text.textContent = description === null
              ? "All " + entries.length + " violation" + (entries.length === 1 ? "" : "s") + "."
              : shown + " of " + entries.length + " violations: " + description + ".";
            clear.hidden = description === null;
          }
          function choose(element) {
            var graph = element.closest("figure").getAttribute("data-graph");
            if (selected) { selected.classList.remove("selected"); }
            if (selected === element) { selected = null; show(function () { return true; }, null); return; }
            selected = element;
            element.classList.add("selected");
            var source = "data-" + graph + "s", target = "data-" + graph + "t";
            if (element.classList.contains("edge")) {
              var from = element.getAttribute("data-source"), to = element.getAttribute("data-target");
              show(function (entry) { return entry.getAttribute(source) === from && entry.getAttribute(target) === to; }, from + " \\u2192 " + to);
            } else {
              var node = element.getAttribute("data-node");
              show(function (entry) { return entry.getAttribute(source) === node || entry.getAttribute(target) === node; }, node);
            }
          }
          Array.prototype.forEach.call(document.querySelectorAll("figure [tabindex]"), function (element) {
            element.addEventListener("click", function () { choose(element); });
            element.addEventListener("keydown", function (event) {
              if (event.key === "Enter" || event.key === " ") { event.preventDefault(); choose(element); }
            });
          });
          clear.addEventListener("click", function () {
            if (selected) { selected.classList.remove("selected"); selected = null; }
            show(function () { return true; }, null);
          });
          // Paper has no clicks: print every group open.
          window.addEventListener("beforeprint", function () { groups.forEach(function (group) { group.open = true; }); });
        })();

        """
}
