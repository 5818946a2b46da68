/// A compact binary form of ``ScannedFile`` for the facts cache: integers as LEB128 varints,
/// each distinct string once in a table at the start (length and UTF-8 bytes) and then by its
/// index, since a file names the same types again and again: decoding makes one `String` per
/// distinct text, not one per mention. Decoding checks every length and index against the
/// input, so a truncated or foreign cache is rejected, never trusted.
enum FactsCoding {
    static func encode(_ file: ScannedFile, into writer: inout ByteWriter) {
        var body = TableWriter()
        body.int(file.lineCount)
        body.int(file.byteCount)
        body.optionalString(file.generatedMarker)
        body.int(file.usesAreJudged ? 1 : 0)
        body.int(file.imports.count)
        for item in file.imports {
            body.string(item.module)
            body.string(item.path)
            body.optionalString(item.kind)
            body.strings(item.attributes)
            body.location(item.location)
        }
        body.int(file.declarations.count)
        for declaration in file.declarations {
            body.string(declaration.kind.rawValue)
            body.string(declaration.name)
            body.string(declaration.qualifiedName)
            body.location(declaration.location)
            body.strings(declaration.inherits)
            body.strings(declaration.genericParameters)
            body.strings(declaration.attributes)
            body.int(declaration.parent.map { $0 + 1 } ?? 0)
            body.int(declaration.shape.packed)
            body.strings(declaration.storedProperties)
            body.int(declaration.publicVariables.count)
            for variable in declaration.publicVariables {
                body.string(variable.name)
                body.location(variable.location)
            }
            body.references(declaration.references)
            body.int(declaration.isFileScoped ? 1 : 0)
        }
        body.references(References(file.topLevelReferences))
        body.int(file.directives.count)
        for directive in file.directives {
            body.string(directive.text)
            body.location(directive.location)
        }
        body.int(file.problems.count)
        for problem in file.problems {
            body.string(problem.kind.rawValue)
            body.location(problem.location)
            body.optionalString(problem.detail)
        }
        // The path first, outside the table: a cached file is reported by the path it was found
        // at, so the decoder usually skips it.
        writer.string(file.path)
        writer.int(body.table.count)
        for text in body.table { writer.string(text) }
        writer.append(body.writer.bytes)
    }

    /// - Parameter path: the path to give the file instead of the one encoded (which is then
    ///   skipped, not read into a string).
    static func decode(_ reader: inout ByteReader, path: String? = nil) throws(ByteReader.Malformed) -> ScannedFile {
        let encodedPath = try reader.stringBytes()
        var table: [String] = []
        let count = try reader.count()
        table.reserveCapacity(count)
        for _ in 0..<count { table.append(try reader.string()) }
        var body = TableReader(reader: reader, table: table)
        defer { reader = body.reader }

        var file = ScannedFile(path: path ?? String(decoding: UnsafeBufferPointer(rebasing: reader.bytes[encodedPath]), as: UTF8.self))
        file.lineCount = try body.int()
        file.byteCount = try body.int()
        file.generatedMarker = try body.optionalString()
        file.usesAreJudged = try body.int() == 1
        for _ in 0..<(try body.count()) {
            file.imports.append(Import(
                module: try body.string(), path: try body.string(), kind: try body.optionalString(),
                attributes: try body.strings(), location: try body.location()))
        }
        let declarationCount = try body.count()
        file.declarations.reserveCapacity(declarationCount)
        for _ in 0..<declarationCount {
            guard let kind = DeclarationKind(rawValue: try body.string()) else { throw ByteReader.Malformed() }
            // Made in the call that appends it (arguments are read in order): a declaration
            // built in a variable first was copied into the array, retaining every string.
            file.declarations.append(Declaration(
                kind: kind, name: try body.string(), qualifiedName: try body.string(), location: try body.location(),
                inherits: try body.strings(), genericParameters: try body.strings(), attributes: try body.strings(),
                parent: try body.parent(), shape: TypeShape(packed: try body.int()),
                storedProperties: try body.strings(), publicVariables: try body.publicVariables(), references: try body.tableReferences(),
                isFileScoped: try body.int() == 1))
        }
        file.topLevelReferences = Array(try body.tableReferences())
        for _ in 0..<(try body.count()) {
            file.directives.append(CommentDirective(text: try body.string(), location: try body.location()))
        }
        for _ in 0..<(try body.count()) {
            guard let kind = ScanProblem.Kind(rawValue: try body.string()) else { throw ByteReader.Malformed() }
            file.problems.append(ScanProblem(kind: kind, location: try body.location(), detail: try body.optionalString()))
        }
        return file
    }
}

/// Writes a file's facts with each string as an index into a table of the distinct strings.
private struct TableWriter {
    var writer = ByteWriter()
    private(set) var table: [String] = []
    private var indices: [String: Int] = [:]

    mutating func int(_ value: Int) { writer.int(value) }

    mutating func string(_ text: String) {
        if let index = indices[text] {
            writer.int(index)
        } else {
            indices[text] = table.count
            writer.int(table.count)
            table.append(text)
        }
    }

    mutating func optionalString(_ text: String?) {
        if let text {
            writer.int(1)
            string(text)
        } else {
            writer.int(0)
        }
    }

    mutating func strings(_ texts: [String]) {
        writer.int(texts.count)
        for text in texts { string(text) }
    }

    mutating func location(_ location: SourceLocation) {
        writer.int(location.line)
        writer.int(location.column)
    }

    mutating func references(_ references: References) {
        writer.int(references.count)
        for position in references.indices {
            string(references.name(at: position))
            location(references.entries[position].location)
            // The member's presence flag carries the use in its higher bits.
            let use = Int(references.use(at: position).rawValue) << 1 | (references.isDecidedByTypeBody(at: position) ? 8 : 0)
            if let member = references.member(at: position) {
                writer.int(1 | use)
                string(member)
            } else {
                writer.int(use)
            }
        }
    }
}

/// Reads what ``TableWriter`` wrote, given the table; an index outside it is malformed.
private struct TableReader {
    var reader: ByteReader
    let table: [String]

    mutating func int() throws(ByteReader.Malformed) -> Int { try reader.int() }

    mutating func count() throws(ByteReader.Malformed) -> Int { try reader.count() }

    mutating func string() throws(ByteReader.Malformed) -> String {
        let index = try reader.int()
        guard index >= 0, index < table.count else { throw ByteReader.Malformed() }
        return table[index]
    }

    mutating func optionalString() throws(ByteReader.Malformed) -> String? {
        try reader.int() == 0 ? nil : try string()
    }

    mutating func strings() throws(ByteReader.Malformed) -> [String] {
        let count = try reader.count()
        // Most lists are empty (no array at all) or short: made at their size, not grown.
        guard count > 0 else { return [] }
        var result: [String] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try string()) }
        return result
    }

    /// An enclosing declaration's index, written one higher (0 for none).
    mutating func parent() throws(ByteReader.Malformed) -> Int? {
        let stored = try reader.int()
        return stored == 0 ? nil : stored - 1
    }

    mutating func location() throws(ByteReader.Malformed) -> SourceLocation {
        SourceLocation(line: try reader.int(), column: try reader.int())
    }

    mutating func publicVariables() throws(ByteReader.Malformed) -> [PublicVariable] {
        let count = try reader.count()
        guard count > 0 else { return [] }
        var result: [PublicVariable] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(PublicVariable(name: try string(), location: try location())) }
        return result
    }

    /// References whose texts are places in the file's table: the list shares the table, so
    /// reading one retains no string.
    mutating func tableReferences() throws(ByteReader.Malformed) -> References {
        let total = try reader.count()
        guard total > 0 else { return References() }
        var entries: [References.Entry] = []
        entries.reserveCapacity(total)
        for _ in 0..<total {
            let name = try place()
            let location = try location()
            let flags = try reader.int()
            guard flags >= 0, flags < 16, let use = ReferenceUse(rawValue: UInt8(flags >> 1 & 3)) else {
                throw ByteReader.Malformed()
            }
            let member = flags & 1 == 0 ? -1 : try place()
            entries.append(References.Entry(name: name, member: member, location: location, use: use, isDecidedByTypeBody: flags & 8 != 0))
        }
        return References(texts: table, entries: entries)
    }

    /// The place of a string in the table, checked.
    private mutating func place() throws(ByteReader.Malformed) -> Int32 {
        let index = try reader.int()
        guard index >= 0, index < table.count else { throw ByteReader.Malformed() }
        return Int32(index)
    }
}
