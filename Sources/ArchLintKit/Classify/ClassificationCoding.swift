/// A classification in the binary form the facts cache keeps (see
/// ``FactsCache/classification(for:)``): a warm run whose project and rules are those of the run
/// that wrote it takes the roles from the cache instead of classifying again.
///
/// Every stored property of ``Classification`` and ``RoleAssignment`` is written, the evidence
/// as its parts (a reason is put in words only when read). A property added to either must be
/// written here too, with ``FactsCache/formatVersion`` bumped.
extension Classification {
    func encode(into writer: inout ByteWriter) {
        writer.int(assignments.count)
        for assignment in assignments { assignment.encode(into: &writer) }
        writer.int(extensionCode.count)
        for (id, codes) in extensionCode {
            writer.int(id)
            writer.int(codes.count)
            for code in codes {
                writer.string(code.file)
                writer.string(code.relativePath)
                writer.optional(code.role)
                writer.string(code.reason)
                writer.bool(code.isDeclared)
            }
        }
        writer.strings(dataRoles.sorted())
        writer.int(areas.count)
        for area in areas { writer.int(Int(area)) }
        writer.int(readings.count)
        for (id, found) in readings {
            writer.int(id)
            writer.int(found.count)
            for reading in found {
                writer.int(Int(reading.area))
                writer.optional(reading.role)
                writer.string(reading.reason)
            }
        }
        writer.int(vocabularies.count)
        for (id, roles) in vocabularies {
            writer.int(id)
            writer.strings(roles.sorted())
        }
    }

    /// The classification `encoded` holds, for a project of `typeCount` types; nil when it
    /// holds anything else.
    static func decoded(_ encoded: EncodedFacts, typeCount: Int) -> Classification? {
        encoded.withBytes { bytes in
            var reader = ByteReader(bytes)
            guard let decoded = try? decode(&reader, typeCount: typeCount), reader.isAtEnd else { return nil }
            return decoded
        }
    }

    /// The classification `encode(into:)` wrote, for a project of `typeCount` types; throws
    /// when the bytes are anything else.
    static func decode(_ reader: inout ByteReader, typeCount: Int) throws(ByteReader.Malformed) -> Classification {
        let count = try reader.count()
        guard count == typeCount else { throw ByteReader.Malformed() }
        var assignments: [RoleAssignment] = []
        assignments.reserveCapacity(count)
        for _ in 0..<count { assignments.append(try RoleAssignment.decode(&reader)) }
        var classification = Classification(assignments: assignments)
        for _ in 0..<(try reader.count()) {
            let id = try reader.typeID(below: count)
            var codes: [ExtensionCode] = []
            for _ in 0..<(try reader.count()) {
                codes.append(ExtensionCode(
                    file: try reader.string(), relativePath: try reader.string(), role: try reader.optionalString(),
                    reason: try reader.string(), isDeclared: try reader.bool()))
            }
            classification.extensionCode[id] = codes
        }
        classification.dataRoles = Set(try reader.strings())
        var areas: [Int32] = []
        for _ in 0..<(try reader.count()) { areas.append(Int32(truncatingIfNeeded: try reader.int())) }
        classification.areas = areas
        for _ in 0..<(try reader.count()) {
            let id = try reader.typeID(below: count)
            var found: [Reading] = []
            for _ in 0..<(try reader.count()) {
                found.append(Reading(area: Int32(truncatingIfNeeded: try reader.int()), role: try reader.optionalString(), reason: try reader.string()))
            }
            classification.readings[id] = found
        }
        for _ in 0..<(try reader.count()) {
            let id = try reader.typeID(below: count)
            classification.vocabularies[id] = Set(try reader.strings())
        }
        return classification
    }
}

extension RoleAssignment {
    fileprivate func encode(into writer: inout ByteWriter) {
        writer.optional(role)
        evidence.encode(into: &writer)
        writer.optional(conflict)
        writer.bool(isCompositionRoot)
        writer.bool(isByPath)
        writer.bool(isTestCode)
        writer.bool(isPlainData)
        writer.int(nameWeight)
        writer.optional(unlessHoldsOnlyData)
        writer.string(strength.rawValue)
        writer.bool(isPlatformConformance)
    }

    fileprivate static func decode(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> RoleAssignment {
        let role = try reader.optionalString()
        var assignment = RoleAssignment(role: role, evidence: try Evidence.decode(&reader))
        assignment.conflict = try reader.optionalString()
        assignment.isCompositionRoot = try reader.bool()
        assignment.isByPath = try reader.bool()
        assignment.isTestCode = try reader.bool()
        assignment.isPlainData = try reader.bool()
        assignment.nameWeight = try reader.int()
        assignment.unlessHoldsOnlyData = try reader.optionalString()
        guard let strength = RoleStrength(rawValue: try reader.string()) else { throw ByteReader.Malformed() }
        assignment.strength = strength
        assignment.isPlatformConformance = try reader.bool()
        return assignment
    }
}

extension RoleAssignment.Evidence {
    fileprivate func encode(into writer: inout ByteWriter) {
        switch self {
        case .text(let text):
            writer.int(0)
            writer.string(text)
        case .inheritance(let reason):
            switch reason {
            case .conforms(let name, let role):
                writer.int(1)
                writer.string(name)
                writer.string(role)
            case .conformsHere(let name, let role, let reason):
                writer.int(2)
                writer.string(name)
                writer.string(role)
                writer.string(reason)
            case .inherits(let name, let pattern):
                writer.int(3)
                writer.string(name)
                writer.string(pattern)
            case .marked(let attribute):
                writer.int(4)
                writer.string(attribute)
            }
        case .path(let pattern):
            writer.int(5)
            writer.string(pattern)
        case .implementers(let names, let count, let role):
            writer.int(6)
            writer.strings(names)
            writer.int(count)
            writer.string(role)
        case .family(let base, let role):
            writer.int(7)
            writer.string(base)
            writer.string(role)
        case .pathAndShape(let pattern, .declares(let value)):
            writer.int(8)
            writer.string(pattern)
            writer.string(value)
        case .pathAndShape(let pattern, .plainData(let shape)):
            writer.int(9)
            writer.string(pattern)
            shape.encode(into: &writer)
        case .plainData(let shape, let note):
            writer.int(10)
            shape.encode(into: &writer)
            writer.optional(note)
        }
    }

    fileprivate static func decode(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> Self {
        switch try reader.int() {
        case 0: return .text(try reader.string())
        case 1: return .inheritance(.conforms(to: try reader.string(), role: try reader.string()))
        case 2: return .inheritance(.conformsHere(to: try reader.string(), role: try reader.string(), reason: try reader.string()))
        case 3: return .inheritance(.inherits(from: try reader.string(), pattern: try reader.string()))
        case 4: return .inheritance(.marked(try reader.string()))
        case 5: return .path(pattern: try reader.string())
        case 6: return .implementers(names: try reader.strings(), count: try reader.int(), role: try reader.string())
        case 7: return .family(base: try reader.string(), role: try reader.string())
        case 8: return .pathAndShape(pattern: try reader.string(), shape: .declares(try reader.string()))
        case 9: return .pathAndShape(pattern: try reader.string(), shape: .plainData(try .decode(&reader)))
        case 10: return .plainData(try .decode(&reader), note: try reader.optionalString())
        default: throw ByteReader.Malformed()
        }
    }
}

extension Classifier.PlainDataShape {
    fileprivate func encode(into writer: inout ByteWriter) {
        writer.string(kind.rawValue)
        writer.int(shape.packed)
        writer.bool(isNested)
        writer.bool(declaresValue)
    }

    fileprivate static func decode(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> Self {
        guard let kind = DeclarationKind(rawValue: try reader.string()) else { throw ByteReader.Malformed() }
        return Self(kind: kind, shape: TypeShape(packed: try reader.int()), isNested: try reader.bool(), declaresValue: try reader.bool())
    }
}

extension ByteWriter {
    fileprivate mutating func bool(_ value: Bool) { int(value ? 1 : 0) }

    fileprivate mutating func optional(_ text: String?) {
        bool(text != nil)
        if let text { string(text) }
    }

    fileprivate mutating func strings(_ texts: [String]) {
        int(texts.count)
        for text in texts { string(text) }
    }
}

extension ByteReader {
    fileprivate mutating func bool() throws(ByteReader.Malformed) -> Bool {
        switch try int() {
        case 0: return false
        case 1: return true
        default: throw ByteReader.Malformed()
        }
    }

    fileprivate mutating func optionalString() throws(ByteReader.Malformed) -> String? {
        try bool() ? try string() : nil
    }

    fileprivate mutating func strings() throws(ByteReader.Malformed) -> [String] {
        var texts: [String] = []
        for _ in 0..<(try count()) { texts.append(try string()) }
        return texts
    }

    /// A type's ID, checked against the project's count: a damaged cache never indexes out of it.
    fileprivate mutating func typeID(below count: Int) throws(ByteReader.Malformed) -> Int {
        let id = try int()
        guard id >= 0, id < count else { throw ByteReader.Malformed() }
        return id
    }
}
