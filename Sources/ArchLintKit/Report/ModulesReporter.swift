/// `archlint modules`: the listing as text (files counted) or JSON (files listed; see
/// docs/modules-report.md).
package enum ModulesReporter {
    package static func renderText(_ listing: ModuleListing) -> String {
        BlockWriter.text { writeText(listing, to: &$0) }
    }

    package static func writeText(_ listing: ModuleListing, to output: inout BlockWriter) {
        for (module, imported) in zip(listing.modules, listing.imported) {
            let target = module.target == module.name ? "" : " (target '\(module.target)')"
            let files = module.files.count == 1 ? "1 file" : "\(module.files.count) files"
            output.write("\(module.name)\(target): \(module.kind.rawValue), \(files), declared at \(module.declaredIn):\(module.line)\n")
            if !module.dependencies.isEmpty {
                let names = module.dependencies.map { imported.contains($0) ? "\($0) (imported)" : $0 }
                output.write("  depends on \(names.joined(separator: ", "))\n")
            }
        }
        if !listing.notInAnyTarget.isEmpty {
            output.write("not in any target: \(listing.notInAnyTarget.count) file\(listing.notInAnyTarget.count == 1 ? "" : "s")\n")
            for file in listing.notInAnyTarget { output.write("  \(file)\n") }
        }
        if !listing.unreadable.isEmpty {
            output.write("not read (their files keep the Sources/<Module>/ layout):\n")
            for file in listing.unreadable { output.write("  \(file)\n") }
        }
    }

    package static func renderJSON(_ listing: ModuleListing) -> String {
        BlockWriter.text { writeJSON(listing, to: &$0) }
    }

    package static func writeJSON(_ listing: ModuleListing, to output: inout BlockWriter) {
        let modules = zip(listing.modules, listing.imported).map { module, imported in
            JSONValue.object([
                ("name", .string(module.name)),
                ("target", .string(module.target)),
                ("kind", .string(module.kind.rawValue)),
                ("declaredIn", .string(module.declaredIn)),
                ("line", .int(module.line)),
                ("files", .array(module.files.map(JSONValue.string))),
                ("dependencies", .array(module.dependencies.map { .object([("name", .string($0)), ("imported", .bool(imported.contains($0)))]) })),
            ])
        }
        let document = JSONValue.object([
            ("version", .int(1)),
            ("modules", .array(modules)),
            ("notInAnyTarget", .array(listing.notInAnyTarget.map(JSONValue.string))),
            ("unreadable", .array(listing.unreadable.map(JSONValue.string))),
        ])
        var json = JSONStreamWriter(output: output)
        json.value(document)
        json.endDocument()
        output = json.output
    }
}
