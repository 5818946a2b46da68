/// The plain-data signal (`Entity is plain data`): a type that only holds data takes the
/// preset's data role, at the lowest precedence of all.
///
/// Its shape says a type holds data (stored properties or cases, a few computed conveniences, no
/// methods); a value protocol it declares (`Codable`, `Equatable`, …) says it is meant as a value.
/// A type that declares none is data only when what it uses is data too: a struct whose stored
/// properties are services, coordinators or views (`struct AppDependencies { let sync:
/// SyncService }`) bundles dependencies, it holds no data; with the data role, every one of its
/// properties would be an error.
extension Classifier {
    /// What a type's declaration says of it as plain data.
    struct PlainDataShape {
        /// The shape in words, for the reason: "struct with 2 stored properties, no methods".
        var text: String
        /// Whether it declares a value protocol; if not, it is data only when it uses only data.
        var declaresValue: Bool
    }

    /// The value protocols a plain data type may declare, and the others it may declare besides:
    /// a conformance to anything else (`Widget`, `TimelineEntry`, a project's `Route`) says the
    /// type plays a part, not only holds data.
    static let valueProtocols: Set<String> = ["Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Identifiable", "Comparable", "NSCoding", "NSSecureCoding"]
    static let neutralConformances: Set<String> = [
        "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable",
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Character",
    ]

    /// A type with the shape of data: a top-level struct or final class with stored properties,
    /// or enum with cases, that declares no conformance but value protocols (`Codable`,
    /// `Equatable`, `Hashable`, `Identifiable`, …) and neutral ones, with no instance methods (the
    /// witnesses of `Hashable` and `Encodable` aside, in its extensions too) and no more computed
    /// properties than stored ones and cases (conveniences, not behaviour). A type nested in
    /// another is part of it, not data of its own.
    static func plainData(kind: DeclarationKind, qualifiedName: String, inherits: [String], shape: TypeShape) -> PlainDataShape? {
        guard shape.methods == 0, !QualifiedName.isDotted(qualifiedName) else { return nil }
        var declaresValue = false
        for name in inherits {
            if valueProtocols.contains(name) {
                declaresValue = true
            } else if !neutralConformances.contains(name) {
                return nil
            }
        }
        let data: Int
        let unit: String
        switch kind {
        case .struct, .class:
            guard kind == .struct || shape.isFinal, shape.storedProperties > 0 else { return nil }
            data = Int(shape.storedProperties)
            unit = data == 1 ? "stored property" : "stored properties"
        case .enum:
            guard shape.cases > 0 else { return nil }
            data = Int(shape.cases)
            unit = data == 1 ? "case" : "cases"
        default:
            return nil
        }
        guard Int(shape.computedProperties) <= data else { return nil }
        let computed = shape.computedProperties == 0 ? "" : ", \(shape.computedProperties) computed"
        let many = shape.storedProperties == 255 || shape.cases == 255 ? "+" : ""
        let text = "\(kind == .class ? "final class" : kind.rawValue) with \(data)\(many) \(unit)\(computed), no methods"
        return PlainDataShape(text: declaresValue ? text : text + "; no value protocol, uses only data", declaresValue: declaresValue)
    }

    /// Plain data that declares no value protocol keeps its role only when every project type it
    /// uses is data or has no role: none with another role (a Service, a Presenter, a View), nor
    /// such a type of data shape that lost its role so. Runs when every other role is known (those
    /// protocols take from their implementers too); no type's role depends on a plain data type's,
    /// since a struct, an enum or a final class is nobody's supertype.
    static func confirmPlainData(_ assignments: inout [RoleAssignment], project: Project) {
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
        let dependencies = project.dependencies
        for edge in dependencies.edges {
            let source = Int(edge.source)
            guard isCandidate[source], nonData[source] < 0 else { continue }
            let target = Int(dependencies.targetTypes[Int(edge.target)])
            guard target >= 0, target != source else { continue }
            if isCandidate[target] {
                usesCandidate.append((edge.source, Int32(target)))
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
            guard used >= 0 else { continue }
            let what = isCandidate[used]
                ? "'\(project.types[used].qualifiedName)', which is not plain data"
                : "\(assignments[used].role!) '\(project.types[used].qualifiedName)'"
            assignments[id] = RoleAssignment(
                role: nil, reason: "\(reason); not plain data: it declares no value protocol and uses \(what)", conflict: assignments[id].conflict)
        }
    }
}
