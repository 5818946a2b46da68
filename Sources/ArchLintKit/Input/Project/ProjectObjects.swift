/// The objects of a `project.pbxproj`, each with only the fields ``XcodeProject`` reads (a file
/// reference's path, a target's phases, a configuration's module name…), and the root object's id.
///
/// Read in one pass with the property list cursor: every other value (build settings, scripts,
/// attributes) is checked and skipped, never built. A large app's project has tens of thousands
/// of objects; built as a generic property list, each was a dictionary of strings, hashed once
/// to build it and again at each look-up, and freed one by one after: 8 % of a cold lint of
/// woocommerce-ios. Malformed text fails as ``PropertyList/parse(_:)`` fails on it, with the line.
struct ProjectObjects {
    /// The fields kept. Any other key's value is skipped.
    enum Field: UInt8, CaseIterable {
        case isa, name, path, sourceTree, lastKnownFileType, explicitFileType, children, files, fileRef, productRef,
             productName, productType, buildPhases, fileSystemSynchronizedGroups, exceptions, membershipExceptions,
             target, targetProxy, remoteInfo, dependencies, packageProductDependencies, buildConfigurationList,
             buildConfigurations, defaultConfigurationName, mainGroup, projectDirPath, targets, packageReferences,
             relativePath, buildSettings
        /// The two build settings kept, from a configuration's `buildSettings`.
        case settingProductName, settingProductModuleName

        /// The key that names the field in the file.
        var key: String {
            switch self {
            case .settingProductName: "PRODUCT_NAME"
            case .settingProductModuleName: "PRODUCT_MODULE_NAME"
            default: "\(self)"
            }
        }

        /// What the value must be to be kept; any other is skipped, as if the key were absent.
        var shape: Shape {
            switch self {
            case .children, .files, .buildPhases, .fileSystemSynchronizedGroups, .exceptions, .membershipExceptions,
                 .dependencies, .packageProductDependencies, .buildConfigurations, .targets, .packageReferences:
                .list
            case .buildSettings: .settings
            default: .string
            }
        }

        enum Shape { case string, list, settings }

        /// The keys of an object's fields, by length then bytes, and those of `buildSettings`.
        fileprivate static let objectKeys = KeyTable(allCases.filter { $0 != .settingProductName && $0 != .settingProductModuleName })
        fileprivate static let settingKeys = KeyTable([.settingProductName, .settingProductModuleName])
    }

    /// A kept value: a string, or a list's strings (items that are no string are left out), or
    /// something else, which hides an earlier value of the key (the last counts).
    enum Value {
        case string(String)
        case list([String])
        case other
    }

    /// One object: a view of its fields.
    struct Object {
        fileprivate let fields: ArraySlice<(field: Field, value: Value)>

        /// The string of `field`; nil when the object has none, or something else there.
        subscript(field: Field) -> String? {
            // A key given twice: the last value counts, as in Xcode.
            for entry in fields.reversed() where entry.field == field {
                if case .string(let text) = entry.value { return text }
                return nil
            }
            return nil
        }

        /// The strings of the list `field`; empty when the object has none.
        func list(_ field: Field) -> [String] {
            for entry in fields.reversed() where entry.field == field {
                if case .list(let items) = entry.value { return items }
                return []
            }
            return []
        }

        var isa: String { self[.isa] ?? "" }
    }

    /// Every object's fields, one object's after another's.
    private var fields: [(field: Field, value: Value)] = []
    /// Per object id, the range of its fields.
    private var ranges: [String: Range<Int>] = [:]
    /// The root object's id (`rootObject`), and whether there was an `objects` dictionary.
    private(set) var rootObject: String?
    private(set) var hasObjects = false

    subscript(id: String) -> Object? {
        ranges[id].map { Object(fields: fields[$0]) }
    }

    /// Reads a whole `project.pbxproj`.
    static func read(_ bytes: [UInt8]) throws(PropertyList.Failure) -> ProjectObjects {
        try bytes.withUnsafeBufferPointer { (buffer) throws(PropertyList.Failure) -> ProjectObjects in
            var reader = Reader(cursor: PropertyListParser(bytes: buffer))
            try reader.readDocument()
            return reader.objects
        }
    }

    /// The cursor and what it has read so far.
    private struct Reader {
        var cursor: PropertyListParser
        var objects = ProjectObjects()
        /// Where the fields of the object being read start.
        var objectStart = 0

        /// `{ archiveVersion = 1; objects = { … }; rootObject = …; }`, comments around it. A
        /// document of another shape is read through (to fail where it is malformed) and has no
        /// objects.
        mutating func readDocument() throws(PropertyList.Failure) {
            try cursor.skipTrivia()
            if cursor.advance(if: UInt8(ascii: "{")) {
                while true {
                    try cursor.skipTrivia()
                    if cursor.advance(if: UInt8(ascii: "}")) { break }
                    let start = cursor.offset
                    let key = try cursor.withString(expecting: "a key or '}'") { RootKey.table.index(of: $0).map { RootKey.allCases[$0] } }
                    try cursor.skipTrivia()
                    guard cursor.advance(if: UInt8(ascii: "=")) else { throw cursor.failure("expected '=' after the key '\(cursor.text(at: start))'") }
                    try cursor.skipTrivia()
                    switch key {
                    case .objects: try readObjects()
                    case .rootObject: objects.rootObject = try stringOrSkip(depth: 1)
                    case nil: try cursor.skipValue(depth: 1)
                    }
                    try endEntry(keyStart: start)
                }
            } else {
                try cursor.skipValue(depth: 0)
            }
            try cursor.skipTrivia()
            guard cursor.peek == nil else { throw cursor.failure("unexpected text after the end of the property list") }
        }

        private mutating func endEntry(keyStart: Int) throws(PropertyList.Failure) {
            try cursor.skipTrivia()
            guard cursor.advance(if: UInt8(ascii: ";")) else { throw cursor.failure("expected ';' after the value of '\(cursor.text(at: keyStart))'") }
        }

        /// The `objects` dictionary: each object's kept fields, after the last's.
        private mutating func readObjects() throws(PropertyList.Failure) {
            // A second `objects` replaces the first, as a key given twice does.
            objects.fields.removeAll()
            objects.ranges.removeAll()
            guard cursor.advance(if: UInt8(ascii: "{")) else {
                objects.hasObjects = false
                return try cursor.skipValue(depth: 1)
            }
            objects.hasObjects = true
            while true {
                try cursor.skipTrivia()
                if cursor.advance(if: UInt8(ascii: "}")) { return }
                let start = cursor.offset
                let id = try cursor.string(expecting: "a key or '}'")
                try cursor.skipTrivia()
                guard cursor.advance(if: UInt8(ascii: "=")) else { throw cursor.failure("expected '=' after the key '\(id)'") }
                try cursor.skipTrivia()
                if cursor.advance(if: UInt8(ascii: "{")) {
                    objectStart = objects.fields.count
                    try readFields(depth: 3, keys: Field.objectKeys)
                    objects.ranges[id] = objectStart..<objects.fields.count
                } else {
                    // Not a dictionary: no object, whatever an earlier entry of the id was.
                    objects.ranges[id] = nil
                    try cursor.skipValue(depth: 2)
                }
                try endEntry(keyStart: start)
            }
        }

        /// The fields of the dictionary whose `{` was just read, up to its `}`, `depth`
        /// containers deep; those `keys` holds are kept.
        private mutating func readFields(depth: Int, keys: KeyTable) throws(PropertyList.Failure) {
            while true {
                try cursor.skipTrivia()
                if cursor.advance(if: UInt8(ascii: "}")) { return }
                let start = cursor.offset
                let field = try cursor.withString(expecting: "a key or '}'") { keys.index(of: $0).map { keys.fields[$0] } }
                try cursor.skipTrivia()
                guard cursor.advance(if: UInt8(ascii: "=")) else { throw cursor.failure("expected '=' after the key '\(cursor.text(at: start))'") }
                try cursor.skipTrivia()
                if let field {
                    try readValue(of: field, depth: depth)
                } else {
                    try cursor.skipValue(depth: depth)
                }
                try endEntry(keyStart: start)
            }
        }

        /// The value of a kept field, kept when it has the field's shape.
        private mutating func readValue(of field: Field, depth: Int) throws(PropertyList.Failure) {
            // A key given twice: the last value counts, whatever its shape.
            if field == .buildSettings {
                func isSetting(_ entry: (field: Field, value: Value)) -> Bool { entry.field == .settingProductName || entry.field == .settingProductModuleName }
                if objects.fields[objectStart...].contains(where: isSetting) {
                    objects.fields.replaceSubrange(objectStart..., with: objects.fields[objectStart...].filter { !isSetting($0) })
                }
            }
            switch field.shape {
            case .string:
                objects.fields.append((field, try stringOrSkip(depth: depth).map(Value.string) ?? .other))
            case .list:
                guard cursor.advance(if: UInt8(ascii: "(")) else {
                    try cursor.skipValue(depth: depth)
                    objects.fields.append((field, .other))
                    return
                }
                objects.fields.append((field, .list(try strings(depth: depth + 1))))
            case .settings:
                guard cursor.advance(if: UInt8(ascii: "{")) else { return try cursor.skipValue(depth: depth) }
                try readFields(depth: depth + 1, keys: Field.settingKeys)
            }
        }

        /// The string at the cursor; any other value is skipped, and nil.
        private mutating func stringOrSkip(depth: Int) throws(PropertyList.Failure) -> String? {
            guard let byte = cursor.peek else { throw cursor.failure("unexpected end of file") }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "<"):
                try cursor.skipValue(depth: depth)
                return nil
            default:
                return try cursor.string(expecting: "a value")
            }
        }

        /// The items of the array whose `(` was just read, up to its `)`: its strings (any other
        /// item is skipped).
        private mutating func strings(depth: Int) throws(PropertyList.Failure) -> [String] {
            var items: [String] = []
            while true {
                try cursor.skipTrivia()
                if cursor.advance(if: UInt8(ascii: ")")) { return items }
                if let item = try stringOrSkip(depth: depth) { items.append(item) }
                try cursor.skipTrivia()
                if !cursor.advance(if: UInt8(ascii: ",")) && cursor.peek != UInt8(ascii: ")") {
                    throw cursor.failure("expected ',' or ')' after an array item")
                }
            }
        }
    }

    /// The root dictionary's keys that are read.
    private enum RootKey: CaseIterable {
        case objects, rootObject
        static let table = KeyTable(keys: allCases.map { "\($0)" })
    }

    /// Keys matched by their bytes, so a key is never made a string to be looked up.
    fileprivate struct KeyTable {
        let keys: [[UInt8]]
        let fields: [Field]

        init(_ fields: [Field]) {
            self.fields = fields
            keys = fields.map { Array($0.key.utf8) }
        }

        init(keys: [String]) {
            fields = []
            self.keys = keys.map { Array($0.utf8) }
        }

        /// The index of the key spelled by `bytes`.
        func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            keys.firstIndex { key in key.count == bytes.count && key.elementsEqual(bytes) }
        }
    }
}
