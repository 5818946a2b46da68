/// A compact binary form of ``ScannedFile`` for the facts cache: integers as LEB128 varints,
/// each distinct string once in a table at the start (length and UTF-8 bytes) and then by its
/// index, since a file names the same types again and again: decoding makes one `String` per
/// distinct text, not one per mention. Decoding checks every length and index against the
/// input, so a truncated or foreign cache is rejected, never trusted.
enum FactsCoding {
    struct Malformed: Error {}

    static func encode(_ file: ScannedFile, into writer: inout ByteWriter) {
        var body = TableWriter()
        body.int(file.lineCount)
        body.int(file.byteCount)
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
            body.references(declaration.references)
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
    static func decode(_ reader: inout ByteReader, path: String? = nil) throws(Malformed) -> ScannedFile {
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
        for _ in 0..<(try body.count()) {
            file.imports.append(Import(
                module: try body.string(), path: try body.string(), kind: try body.optionalString(),
                attributes: try body.strings(), location: try body.location()))
        }
        let declarationCount = try body.count()
        file.declarations.reserveCapacity(declarationCount)
        for _ in 0..<declarationCount {
            guard let kind = DeclarationKind(rawValue: try body.string()) else { throw Malformed() }
            // Made in the call that appends it (arguments are read in order): a declaration
            // built in a variable first was copied into the array, retaining every string.
            file.declarations.append(Declaration(
                kind: kind, name: try body.string(), qualifiedName: try body.string(), location: try body.location(),
                inherits: try body.strings(), genericParameters: try body.strings(), attributes: try body.strings(),
                parent: try body.parent(), shape: TypeShape(packed: try body.int()), references: try body.tableReferences()))
        }
        file.topLevelReferences = Array(try body.tableReferences())
        for _ in 0..<(try body.count()) {
            file.directives.append(CommentDirective(text: try body.string(), location: try body.location()))
        }
        for _ in 0..<(try body.count()) {
            guard let kind = ScanProblem.Kind(rawValue: try body.string()) else { throw Malformed() }
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
            optionalString(references.member(at: position))
        }
    }
}

/// Reads what ``TableWriter`` wrote, given the table; an index outside it is malformed.
private struct TableReader {
    var reader: ByteReader
    let table: [String]

    mutating func int() throws(FactsCoding.Malformed) -> Int { try reader.int() }

    mutating func count() throws(FactsCoding.Malformed) -> Int { try reader.count() }

    mutating func string() throws(FactsCoding.Malformed) -> String {
        let index = try reader.int()
        guard index >= 0, index < table.count else { throw FactsCoding.Malformed() }
        return table[index]
    }

    mutating func optionalString() throws(FactsCoding.Malformed) -> String? {
        try reader.int() == 0 ? nil : try string()
    }

    mutating func strings() throws(FactsCoding.Malformed) -> [String] {
        let count = try reader.count()
        // Most lists are empty (no array at all) or short: made at their size, not grown.
        guard count > 0 else { return [] }
        var result: [String] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try string()) }
        return result
    }

    /// An enclosing declaration's index, written one higher (0 for none).
    mutating func parent() throws(FactsCoding.Malformed) -> Int? {
        let stored = try reader.int()
        return stored == 0 ? nil : stored - 1
    }

    mutating func location() throws(FactsCoding.Malformed) -> SourceLocation {
        SourceLocation(line: try reader.int(), column: try reader.int())
    }

    /// References whose texts are places in the file's table: the list shares the table, so
    /// reading one retains no string.
    mutating func tableReferences() throws(FactsCoding.Malformed) -> References {
        let total = try reader.count()
        guard total > 0 else { return References() }
        var entries: [References.Entry] = []
        entries.reserveCapacity(total)
        for _ in 0..<total {
            let name = try place()
            let location = try location()
            let member = try reader.int() == 0 ? -1 : try place()
            entries.append(References.Entry(name: name, member: member, location: location))
        }
        return References(texts: table, entries: entries)
    }

    /// The place of a string in the table, checked.
    private mutating func place() throws(FactsCoding.Malformed) -> Int32 {
        let index = try reader.int()
        guard index >= 0, index < table.count else { throw FactsCoding.Malformed() }
        return Int32(index)
    }
}

struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func reserve(_ capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func int(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func raw(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func append<Bytes: Collection<UInt8>>(_ other: Bytes) { bytes.append(contentsOf: other) }
}

struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func int() throws(FactsCoding.Malformed) -> Int {
        // Most values (indices, columns) take one byte. The longer ones are read by a function
        // of their own: an unoptimized build zeroes every local of a function on each call.
        if position < bytes.count, bytes[position] < 0x80 {
            position += 1
            return Int(bytes[position - 1])
        }
        return try longInt()
    }

    private mutating func longInt() throws(FactsCoding.Malformed) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { throw FactsCoding.Malformed() }
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int(Int64(bitPattern: value)) }
            shift += 7
        }
    }

    mutating func raw() throws(FactsCoding.Malformed) -> UInt64 {
        guard position + 8 <= bytes.count else { throw FactsCoding.Malformed() }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[position + index]) << UInt64(index * 8) }
        position += 8
        return value
    }

    /// A count of items that follow; each takes at least one byte, which bounds a corrupt count.
    mutating func count() throws(FactsCoding.Malformed) -> Int {
        let value = try int()
        guard value >= 0, value <= bytes.count - position else { throw FactsCoding.Malformed() }
        return value
    }

    /// Where the bytes of a string are (its length, then its bytes), skipping them.
    mutating func stringBytes() throws(FactsCoding.Malformed) -> Range<Int> {
        let length = try count()
        defer { position += length }
        return position..<(position + length)
    }

    mutating func string() throws(FactsCoding.Malformed) -> String {
        let length = try count()
        defer { position += length }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + length)]), as: UTF8.self)
    }
}
