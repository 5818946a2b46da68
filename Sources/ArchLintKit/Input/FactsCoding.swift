/// A compact binary form of ``ScannedFile`` for the facts cache: integers as LEB128 varints,
/// strings as length and UTF-8 bytes. Decoding checks every length against the input, so a
/// truncated or foreign cache is rejected, never trusted.
enum FactsCoding {
    struct Malformed: Error {}

    static func encode(_ file: ScannedFile, into writer: inout ByteWriter) {
        writer.string(file.path)
        writer.int(file.lineCount)
        writer.int(file.byteCount)
        writer.int(file.imports.count)
        for item in file.imports {
            writer.string(item.module)
            writer.string(item.path)
            writer.optionalString(item.kind)
            writer.strings(item.attributes)
            writer.location(item.location)
        }
        writer.int(file.declarations.count)
        for declaration in file.declarations {
            writer.string(declaration.kind.rawValue)
            writer.string(declaration.name)
            writer.string(declaration.qualifiedName)
            writer.location(declaration.location)
            writer.strings(declaration.inherits)
            writer.strings(declaration.genericParameters)
            writer.strings(declaration.attributes)
            writer.int(declaration.parent.map { $0 + 1 } ?? 0)
            writer.references(declaration.references)
        }
        writer.references(file.topLevelReferences)
        writer.int(file.directives.count)
        for directive in file.directives {
            writer.string(directive.text)
            writer.location(directive.location)
        }
        writer.int(file.problems.count)
        for problem in file.problems {
            writer.string(problem.kind.rawValue)
            writer.location(problem.location)
            writer.optionalString(problem.detail)
        }
    }

    static func decode(_ reader: inout ByteReader) throws(Malformed) -> ScannedFile {
        var file = ScannedFile(path: try reader.string())
        file.lineCount = try reader.int()
        file.byteCount = try reader.int()
        for _ in 0..<(try reader.count()) {
            file.imports.append(Import(
                module: try reader.string(), path: try reader.string(), kind: try reader.optionalString(),
                attributes: try reader.strings(), location: try reader.location()))
        }
        for _ in 0..<(try reader.count()) {
            guard let kind = DeclarationKind(rawValue: try reader.string()) else { throw Malformed() }
            var declaration = Declaration(
                kind: kind, name: try reader.string(), qualifiedName: try reader.string(), location: try reader.location())
            declaration.inherits = try reader.strings()
            declaration.genericParameters = try reader.strings()
            declaration.attributes = try reader.strings()
            let parent = try reader.int()
            declaration.parent = parent == 0 ? nil : parent - 1
            declaration.references = try reader.references()
            file.declarations.append(declaration)
        }
        file.topLevelReferences = try reader.references()
        for _ in 0..<(try reader.count()) {
            file.directives.append(CommentDirective(text: try reader.string(), location: try reader.location()))
        }
        for _ in 0..<(try reader.count()) {
            guard let kind = ScanProblem.Kind(rawValue: try reader.string()) else { throw Malformed() }
            file.problems.append(ScanProblem(kind: kind, location: try reader.location(), detail: try reader.optionalString()))
        }
        return file
    }
}

struct ByteWriter {
    private(set) var bytes: [UInt8] = []

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

    mutating func optionalString(_ text: String?) {
        if let text {
            int(1)
            string(text)
        } else {
            int(0)
        }
    }

    mutating func strings(_ texts: [String]) {
        int(texts.count)
        for text in texts { string(text) }
    }

    mutating func location(_ location: SourceLocation) {
        int(location.line)
        int(location.column)
    }

    mutating func references(_ references: [Reference]) {
        int(references.count)
        for reference in references {
            string(reference.name)
            location(reference.location)
            optionalString(reference.member)
        }
    }

    mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }
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

    mutating func string() throws(FactsCoding.Malformed) -> String {
        let length = try count()
        defer { position += length }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + length)]), as: UTF8.self)
    }

    mutating func optionalString() throws(FactsCoding.Malformed) -> String? {
        try int() == 0 ? nil : try string()
    }

    mutating func strings() throws(FactsCoding.Malformed) -> [String] {
        var result: [String] = []
        for _ in 0..<(try count()) { result.append(try string()) }
        return result
    }

    mutating func location() throws(FactsCoding.Malformed) -> SourceLocation {
        SourceLocation(line: try int(), column: try int())
    }

    mutating func references() throws(FactsCoding.Malformed) -> [Reference] {
        var result: [Reference] = []
        let total = try count()
        result.reserveCapacity(total)
        for _ in 0..<total {
            result.append(Reference(name: try string(), location: try location(), member: try optionalString()))
        }
        return result
    }
}
