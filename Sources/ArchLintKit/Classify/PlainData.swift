/// The plain-data signal (`Entity is plain data`): a type that only holds data takes the
/// preset's data role, at the lowest precedence of all.
///
/// Its shape says a type holds data (stored properties or cases, a few computed conveniences, no
/// methods); a value protocol it declares (`Codable`, `Equatable`, …) says it is meant as a value.
/// A type that declares none, or is nested in another, is data only when what it uses is data
/// too: a struct whose stored properties are services, coordinators or views (`struct
/// AppDependencies { let sync: SyncService }`) bundles dependencies, it holds no data; with the
/// data role, every one of its properties would be an error. A nested type that uses its
/// enclosing type is part of it.
extension Classifier {
    /// What a type's declaration says of it as plain data. Put in words only when a reason is
    /// read (`roles`, `explain`, a warning): most types' reasons are never shown.
    struct PlainDataShape: Sendable {
        var kind: DeclarationKind
        var shape: TypeShape
        var isNested: Bool
        var declaresValue: Bool

        /// Whether it is data only when it uses only data (it declares no value protocol, or it
        /// is nested in another type).
        var mustUseOnlyData: Bool { isNested || !declaresValue }

        /// The shape in words: "struct with 2 stored properties, no methods".
        var summary: String {
            let data = kind == .enum ? Int(shape.cases) : Int(shape.storedProperties)
            let unit = kind == .enum ? (data == 1 ? "case" : "cases") : (data == 1 ? "stored property" : "stored properties")
            let computed = shape.computedProperties == 0 ? "" : ", \(shape.computedProperties) computed"
            let many = shape.storedProperties == 255 || shape.cases == 255 ? "+" : ""
            return "\(kind == .class ? "final class" : kind.rawValue) with \(data)\(many) \(unit)\(computed), no methods"
        }

        /// The shape in words, for the reason, with the condition it is data on: "struct with 2
        /// stored properties, no methods; no value protocol, uses only data".
        var text: String {
            let condition = [isNested ? "nested, used beyond its enclosing type" : nil, declaresValue ? nil : "no value protocol"].compactMap { $0 }
            if condition.isEmpty { return summary }
            return summary + "; \(condition.joined(separator: ", ")), uses only data"
        }
    }

    /// The value protocols a plain data type may declare, and the others it may declare besides:
    /// a conformance to anything else (`Widget`, `TimelineEntry`, a project's `Route`) says the
    /// type plays a part, not only holds data.
    static let valueProtocols: Set<String> = [
        "Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Identifiable", "Comparable", "NSCoding", "NSSecureCoding",
        // ObjectMapper's JSON mapping, Codable's predecessor in many apps.
        "Mappable", "ImmutableMappable",
    ]
    static let neutralConformances: Set<String> = [
        "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable",
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Character",
    ]

    /// A type with the shape of data: a struct or final class with stored properties, or enum
    /// with cases, that declares no conformance but value protocols (`Codable`, `Equatable`,
    /// `Hashable`, `Identifiable`, …) and neutral ones, with no instance methods (the witnesses
    /// of `Hashable`, `Encodable` and `Mappable` aside, in its extensions too) and no more
    /// computed properties and conversions (`toDomain()`) than stored ones and cases
    /// (conveniences, not behaviour).
    static func plainData(kind: DeclarationKind, qualifiedName: String, inherits: [String], shape: TypeShape) -> PlainDataShape? {
        guard shape.methods == 0 else { return nil }
        var declaresValue = false
        for name in inherits {
            if valueProtocols.contains(name) {
                declaresValue = true
            } else if !neutralConformances.contains(name) {
                return nil
            }
        }
        let data: Int
        switch kind {
        case .struct, .class:
            guard kind == .struct || shape.isFinal, shape.storedProperties > 0 else { return nil }
            data = Int(shape.storedProperties)
        case .enum:
            guard shape.cases > 0 else { return nil }
            data = Int(shape.cases)
        default:
            return nil
        }
        guard Int(shape.computedProperties) <= data else { return nil }
        return PlainDataShape(kind: kind, shape: shape, isNested: QualifiedName.isDotted(qualifiedName), declaresValue: declaresValue)
    }

    /// Plain data that declares no value protocol, or is nested, keeps its role only when every
    /// project type it uses is data or has no role: none with another role (a Service, a
    /// Presenter, a View, the type it is nested in), nor such a type that lost its role so. Runs when every other role is known (those
    /// protocols take from their implementers too); no type's role depends on a plain data type's,
    /// since a struct, an enum or a final class is nobody's supertype.
    static func confirmPlainData(_ assignments: inout [RoleAssignment], project: Project, uses: TypeUses) {
        var isCandidate = [Bool](repeating: false, count: assignments.count)
        var anyCandidate = false
        for id in assignments.indices where assignments[id].unlessHoldsOnlyData != nil {
            isCandidate[id] = true
            anyCandidate = true
        }
        guard anyCandidate else { return }
        // Per candidate: the first type it uses that is not data, or -1.
        var nonData = [Int32](repeating: -1, count: assignments.count)
        // Which candidates use which: a candidate that uses one that is not data is not either.
        var usesCandidate: [(user: Int32, used: Int32)] = []
        // Per nested candidate: whether a type outside its outermost enclosing one uses it. One
        // only its enclosing type uses (a view's `Section` enum) is part of that type; one others
        // use too (a use case's `RequestValue`, built by its callers) is data passed between them.
        var isNested = [Bool](repeating: false, count: assignments.count)
        for id in assignments.indices where isCandidate[id] && QualifiedName.isDotted(project.types[id].qualifiedName) { isNested[id] = true }
        var usedOutside = [Bool](repeating: false, count: assignments.count)
        for index in 0..<uses.count {
            let source = Int(uses.sources[index]), target = Int(uses.targets[index])
            guard target != source else { continue }
            if isNested[target], !usedOutside[target], !haveOneOutermost(project.types[source].qualifiedName, project.types[target].qualifiedName) {
                usedOutside[target] = true
            }
            guard isCandidate[source], nonData[source] < 0 else { continue }
            if isCandidate[target] {
                usesCandidate.append((Int32(source), Int32(target)))
            } else if assignments[target].role != nil, !assignments[target].isPlainData, assignments[target].role != assignments[source].role {
                nonData[source] = Int32(target)
            }
        }
        var changed = true
        while changed {
            changed = false
            for (user, used) in usesCandidate where nonData[Int(user)] < 0 && nonData[Int(used)] >= 0 {
                nonData[Int(user)] = used
                changed = true
            }
        }
        for id in assignments.indices where isCandidate[id] {
            guard let reason = assignments[id].unlessHoldsOnlyData else { continue }
            assignments[id].unlessHoldsOnlyData = nil
            let used = Int(nonData[id])
            if used < 0, isNested[id], !usedOutside[id] {
                assignments[id] = RoleAssignment(
                    role: nil, reason: "\(reason); not plain data: it is nested and only its enclosing type uses it", conflict: assignments[id].conflict)
            }
            guard used >= 0 else { continue }
            let what = isCandidate[used]
                ? "'\(project.types[used].qualifiedName)', which is not plain data"
                : "\(assignments[used].role!) '\(project.types[used].qualifiedName)'"
            let type = project.types[id]
            let why = [
                QualifiedName.isDotted(type.qualifiedName) ? "is nested" : nil,
                type.inherits.contains(where: valueProtocols.contains) ? nil : "declares no value protocol",
            ].compactMap { $0 }.joined(separator: " and ")
            assignments[id] = RoleAssignment(role: nil, reason: "\(reason); not plain data: it \(why) and uses \(what)", conflict: assignments[id].conflict)
        }
    }

    /// Whether two qualified names have the same outermost type (`Scene` of
    /// `Scene.Fetch.Request`), its bytes compared in place: the UTF-8 view's generic search and
    /// a substring per name cost hundreds of instructions a use. Texts whose bytes differ are
    /// compared as text where either is not ASCII, which may spell one character two ways.
    private static func haveOneOutermost(_ first: String, _ second: String) -> Bool {
        first.withBytesInPlace { first in
            second.withBytesInPlace { second in
                let firstEnd = first.firstIndex(of: UInt8(ascii: "."), from: 0, to: first.count) ?? first.count
                let secondEnd = second.firstIndex(of: UInt8(ascii: "."), from: 0, to: second.count) ?? second.count
                let firstHead = first.prefix(count: firstEnd), secondHead = second.prefix(count: secondEnd)
                if memoryEqual(firstHead, secondHead) { return true }
                guard firstHead.contains(where: { $0 >= 0x80 }) || secondHead.contains(where: { $0 >= 0x80 }) else { return false }
                return String(decoding: firstHead, as: UTF8.self) == String(decoding: secondHead, as: UTF8.self)
            }
        }
    }
}

extension Classification {
    /// Whether a type's own declaration has the shape of plain data (see
    /// ``Classifier/plainData(kind:qualifiedName:inherits:shape:)``), whatever role it took: such
    /// a type using one that acts is wrong whatever its role (see ``Checker``).
    package func isShapedAsData(_ id: ProjectType.ID, in project: Project) -> Bool {
        let type = project.types[id]
        return Classifier.plainData(kind: type.kind, qualifiedName: type.qualifiedName, inherits: type.inherits, shape: type.shape) != nil
    }
}
