#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The objects of a `project.pbxproj`, each with only the fields ``XcodeProject`` reads (a file
/// reference's path, a target's phases, a configuration's module name…), and the root object's id.
///
/// Read in one pass with the property list cursor: every other value (build settings, scripts,
/// attributes) is checked and skipped, never built. A large app's project has tens of thousands
/// of objects; built as a generic property list, each was a dictionary of strings, hashed once
/// to build it and again at each look-up, and freed one by one after: 8 % of a cold lint of
/// woocommerce-ios. Kept values are where they are in the text, made strings only when asked
/// for: most are ids, looked up by their bytes. Malformed text fails with the line.
final class ProjectObjects {
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

        /// Whether the value names objects by id: such ids are looked up as they are read, while
        /// their text is at hand (looked up later, each id's bytes were fetched again from
        /// wherever they lie in a file of megabytes).
        var namesObjects: Bool {
            switch self {
            case .children, .files, .fileRef, .productRef, .buildPhases, .fileSystemSynchronizedGroups, .exceptions, .target,
                 .targetProxy, .dependencies, .packageProductDependencies, .buildConfigurationList, .buildConfigurations,
                 .mainGroup, .targets, .packageReferences:
                true
            default: false
            }
        }

        /// The keys of an object's fields, by length then bytes, and those of `buildSettings`.
        fileprivate static let objectKeys = KeyTable(allCases.filter { $0 != .settingProductName && $0 != .settingProductModuleName })
        fileprivate static let settingKeys = KeyTable([.settingProductName, .settingProductModuleName])
    }

    /// A kept value: where a string is in the file, or a list's strings (items that are no
    /// string are left out) as a range of ``items``, or something else, which hides an earlier
    /// value of the key (the last counts). No string is made until one is asked for: most
    /// values read are ids, looked up by their bytes.
    enum Value {
        case string(Range<Int>)
        case list(Range<Int>)
        case other
    }

    /// The `isa` of an object, among those the project reading asks about; `other` for any
    /// other, and for an object whose `isa` is no string. Found as the object is read, while its
    /// text is at hand: asked later, each object's `isa` was fetched again from wherever it lies
    /// in a file of megabytes.
    enum Kind: UInt8, CaseIterable {
        case other, nativeTarget, sourcesBuildPhase, frameworksBuildPhase, variantGroup, synchronizedRootGroup,
             synchronizedBuildFileExceptionSet, localSwiftPackageReference

        /// The `isa` that names the kind in the file.
        var isa: String {
            switch self {
            case .other: ""
            case .nativeTarget: "PBXNativeTarget"
            case .sourcesBuildPhase: "PBXSourcesBuildPhase"
            case .frameworksBuildPhase: "PBXFrameworksBuildPhase"
            case .variantGroup: "PBXVariantGroup"
            case .synchronizedRootGroup: "PBXFileSystemSynchronizedRootGroup"
            case .synchronizedBuildFileExceptionSet: "PBXFileSystemSynchronizedBuildFileExceptionSet"
            case .localSwiftPackageReference: "XCLocalSwiftPackageReference"
            }
        }

        fileprivate static let table = KeyTable(keys: allCases.map(\.isa))
    }

    /// An object's id as a dictionary key, made with no string: up to 24 bytes (Xcode writes 24
    /// hexadecimal digits) in three words and a length, a longer one as a string.
    enum ID: Hashable {
        case short(UInt64, UInt64, UInt64, UInt8)
        case long(String)

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard bytes.count <= 24 else {
                self = .long(String(decoding: bytes, as: UTF8.self))
                return
            }
            var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
            withUnsafeMutableBytes(of: &words) { raw in
                raw.copyMemory(from: UnsafeRawBufferPointer(bytes))
            }
            self = .short(words.0, words.1, words.2, UInt8(bytes.count))
        }

        init(_ text: String) {
            var text = text
            self = text.withUTF8 { ID($0) }
        }

        /// Where ``IDTable`` starts looking for the id: its words mixed by multiplying, with no
        /// `Hasher`, the most of a look-up's cost.
        fileprivate var mixed: Int {
            switch self {
            case .short(let first, let second, let third, let count):
                var mixed = (first ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
                mixed = (mixed ^ (mixed >> 29) ^ second) &* 0xBF58_476D_1CE4_E5B9
                mixed = (mixed ^ (mixed >> 32) ^ third) &* 0x94D0_49BB_1331_11EB
                // Once more: a product's bit depends only on the bits below it, so the last
                // digits (the high bytes of `third`), where ids a tool writes in sequence differ,
                // reached only the high bits, and the table takes the low ones. Xcode's own ids are
                // random, but such a project's ids all fell in a few slots.
                mixed = (mixed ^ (mixed >> 31)) &* 0xBF58_476D_1CE4_E5B9
                return Int(truncatingIfNeeded: mixed ^ (mixed >> 32))
            case .long(let text):
                return text.hashValue
            }
        }
    }

    /// Each object's id with the object's number, in the order first defined: an open-addressed
    /// table over the ids, sized once from the file's length. A large app's project has tens of
    /// thousands of objects, each looked up several times; a dictionary hashed every id with
    /// `Hasher` and grew step by step.
    fileprivate struct IDTable {
        /// Per slot, an object's number plus one; 0 for an empty slot.
        private var slots: [Int32]
        private var mask: Int
        /// The ids, by number.
        private(set) var ids: [ID] = []

        init(expected: Int) {
            var capacity = 64
            while capacity < expected * 2 { capacity <<= 1 }
            slots = [Int32](repeating: 0, count: capacity)
            mask = capacity - 1
            ids.reserveCapacity(expected)
        }

        func number(of id: ID) -> Int? {
            var slot = id.mixed & mask
            while true {
                let entry = Int(slots[slot])
                if entry == 0 { return nil }
                if ids[entry - 1] == id { return entry - 1 }
                slot = (slot + 1) & mask
            }
        }

        /// The number of `id`, given the next number when it is new.
        mutating func insert(_ id: ID) -> Int {
            if ids.count * 2 >= slots.count { grow() }
            var slot = id.mixed & mask
            while true {
                let entry = Int(slots[slot])
                if entry == 0 {
                    ids.append(id)
                    slots[slot] = Int32(ids.count)
                    return ids.count - 1
                }
                if ids[entry - 1] == id { return entry - 1 }
                slot = (slot + 1) & mask
            }
        }

        private mutating func grow() {
            slots = [Int32](repeating: 0, count: slots.count * 2)
            mask = slots.count - 1
            for number in ids.indices {
                var slot = ids[number].mixed & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(number + 1)
            }
        }
    }

    /// One object: a view of its fields.
    struct Object {
        fileprivate let objects: ProjectObjects
        fileprivate let range: Range<Int>
        /// The object's number, from 0 up to ``ProjectObjects/count``: for tables of what is
        /// derived from objects, indexed with no id hashed again.
        let number: Int

        // The look-ups below are plain loops and `guard`s, not `last(where:)` and `Optional.map`:
        // the debug build the command plugin runs makes each closure and each generic step a
        // call, and a target's files ask them several times per file.

        /// Where the value of `field` is, when it is a string: the last given counts, as in Xcode.
        private func text(_ field: Field) -> Range<Int>? {
            guard let position = position(of: field), case .string(let text) = objects.fields[position].value else { return nil }
            return text
        }

        /// Where in ``ProjectObjects/fields`` the last value of `field` is.
        private func position(of field: Field) -> Int? {
            var index = range.upperBound - 1
            while index >= range.lowerBound {
                if objects.fields[index].field == field { return index }
                index -= 1
            }
            return nil
        }

        /// The string of `field`; nil when the object has none, or something else there.
        subscript(field: Field) -> String? {
            guard let text = text(field) else { return nil }
            return objects.string(in: text)
        }

        /// Whether `field` is a string.
        func contains(_ field: Field) -> Bool { text(field) != nil }

        /// What `body` makes of the bytes of the string of `field` as written (inside its
        /// quotes), read in place; nil when the object has no such string, or when it is
        /// written with an escape (then only ``subscript(_:)`` reads it).
        func withPlainBytes<Result>(_ field: Field, _ body: (UnsafeBufferPointer<UInt8>) -> Result?) -> Result? {
            guard let text = text(field) else { return nil }
            return objects.withPlainBytes(in: text, body)
        }

        /// Whether the string of `field` is `value`, compared by bytes.
        func has(_ field: Field, _ value: String) -> Bool {
            guard let text = text(field) else { return false }
            return objects.isText(text, value)
        }

        /// The number of the object `field` names (a field that ``Field/namesObjects``), if it
        /// names one.
        func id(_ field: Field) -> Int? {
            guard field.namesObjects, let position = position(of: field), case .string = objects.fields[position].value else { return nil }
            return objects.fields[position].object
        }

        /// Where the items of the list `field` are; empty when the object has none.
        private func items(_ field: Field) -> Range<Int> {
            guard let position = position(of: field), case .list(let items) = objects.fields[position].value else { return 0..<0 }
            return items
        }

        /// The strings of the list `field`; empty when the object has none.
        func list(_ field: Field) -> [String] {
            items(field).map { objects.string(in: objects.items[$0]) }
        }

        /// The numbers of the objects the list `field` names (a field that ``Field/namesObjects``);
        /// empty when the object has none.
        func ids(_ field: Field) -> [Int] {
            field.namesObjects ? Array(objects.itemObjects[items(field)]) : []
        }

        func isa(_ kind: Kind) -> Bool { objects.kinds[number] == kind }
    }

    /// The text read, which the kept values point into.
    private let bytes: [UInt8]
    /// Every object's fields, one object's after another's, each with the number of the object
    /// its string names when the field ``Field/namesObjects`` (else 0).
    private let fields: [(field: Field, value: Value, object: Int)]
    /// The lists' items, one list's after another's.
    private let items: [Range<Int>]
    /// Per item, the number of the object it names, as a field's.
    private let itemObjects: [Int]
    /// Per object id, its number; per number, the range of its fields (nil where the id was
    /// given something else than a dictionary last).
    private let numbers: IDTable
    private let ranges: [Range<Int>?]
    /// Per number, the object's kind.
    private let kinds: [Kind]
    /// Per number, where the object's id is first given a value: for the line that defines it.
    private let offsets: [Int]
    /// Where the root object's id (`rootObject`) is, and whether there was an `objects` dictionary.
    private let rootText: Range<Int>?
    let hasObjects: Bool

    private init(bytes: [UInt8], reader: Reader) {
        self.bytes = bytes
        fields = reader.fields
        items = reader.items
        itemObjects = reader.itemObjects
        numbers = reader.numbers
        ranges = reader.ranges
        kinds = reader.kinds
        offsets = reader.offsets
        rootText = reader.rootText
        hasObjects = reader.hasObjects
    }

    var rootObject: String? { rootText.map(string(in:)) }
    var rootID: ID? { rootText.map(id(in:)) }

    /// How many ids were defined: object numbers are below it.
    var count: Int { ranges.count }

    subscript(id: ID) -> Object? {
        guard let number = numbers.number(of: id), let range = ranges[number] else { return nil }
        return Object(objects: self, range: range, number: number)
    }

    subscript(id: String) -> Object? { self[ID(id)] }

    /// The object of a number that ``Object/id(_:)`` or ``Object/ids(_:)`` gave; nil when the id
    /// is named but never given a dictionary.
    subscript(number: Int) -> Object? {
        guard let range = ranges[number] else { return nil }
        return Object(objects: self, range: range, number: number)
    }

    /// The line (from 1) that first defines each of the objects `numbers`, counted in one pass
    /// up to the last of them: a project has a few targets to name by line, and a large app's
    /// project tens of thousands of lines.
    func lines(of numbers: [Int]) -> [Int] {
        let order = numbers.indices.sorted { offsets[numbers[$0]] < offsets[numbers[$1]] }
        var lines = [Int](repeating: 1, count: numbers.count)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var line = 1
            // Past the last newline counted. Newlines found by `memchr`: a loop over the bytes
            // cost several times as much.
            var counted = 0
            for index in order {
                let offset = offsets[numbers[index]]
                while counted < offset, let newline = memchr(base + counted, Int32(UInt8(ascii: "\n")), offset - counted) {
                    counted = UnsafeRawPointer(newline) - UnsafeRawPointer(base) + 1
                    line += 1
                }
                lines[index] = line
            }
        }
        return lines
    }

    private func string(in text: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { PropertyListParser(bytes: $0).string(in: text) }
    }

    private func id(in text: Range<Int>) -> ID {
        bytes.withUnsafeBufferPointer { Self.id(in: text, of: $0) }
    }

    /// The id spelled by the string at `text`.
    fileprivate static func id(in text: Range<Int>, of buffer: UnsafeBufferPointer<UInt8>) -> ID {
        if isPlain(text, in: buffer) { return ID(part(inside(text, in: buffer), of: buffer)) }
        return ID(PropertyListParser(bytes: buffer).string(in: text))
    }

    private func withPlainBytes<Result>(in text: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result?) -> Result? {
        bytes.withUnsafeBufferPointer { buffer in
            guard Self.isPlain(text, in: buffer) else { return nil }
            return body(Self.part(Self.inside(text, in: buffer), of: buffer))
        }
    }

    private func isText(_ text: Range<Int>, _ value: String) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard Self.isPlain(text, in: buffer) else { return PropertyListParser(bytes: buffer).string(in: text) == value }
            // A plain loop: `elementsEqual` is generic, calls per byte in the debug build.
            let inside = Self.part(Self.inside(text, in: buffer), of: buffer)
            var value = value
            return value.withUTF8 { memoryEqual($0, inside) }
        }
    }

    /// Whether the string at `text` is its bytes as they are (between its quotes, if quoted):
    /// unquoted, or quoted with no escape.
    fileprivate static func isPlain(_ text: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let inside = inside(text, in: buffer)
        // Bounds compared, not ranges: `==` on ranges is generic, a call in the debug build.
        return inside.lowerBound == text.lowerBound || buffer.firstIndex(of: UInt8(ascii: "\\"), from: inside.lowerBound, to: inside.upperBound) == nil
    }

    /// The bytes at `range` of `buffer`, from its base address: a slice's bounds are calls in
    /// the debug build the command plugin runs, for every id read.
    fileprivate static func part(_ range: Range<Int>, of buffer: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard let base = buffer.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
        // Counted from the bounds: `count` of a range is generic, a call in the debug build.
        return UnsafeBufferPointer(start: base + range.lowerBound, count: range.upperBound - range.lowerBound)
    }

    /// The string's bytes but its quotes.
    fileprivate static func inside(_ text: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let first = buffer[text.lowerBound]
        guard first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") else { return text }
        return (text.lowerBound + 1)..<(text.upperBound - 1)
    }

    /// Reads a whole `project.pbxproj`.
    static func read(_ bytes: [UInt8]) throws(PropertyListParser.Failure) -> ProjectObjects {
        let reader = try bytes.withUnsafeBufferPointer { (buffer) throws(PropertyListParser.Failure) -> Reader in
            var reader = Reader(bytes: buffer, expectedObjects: buffer.count / 128)
            try reader.readDocument()
            return reader
        }
        return ProjectObjects(bytes: bytes, reader: reader)
    }

    /// The cursor and what it has read so far. Bytes are compared with hexadecimal literals, as
    /// in ``PropertyListParser``: `UInt8(ascii:)` is a call in the debug build.
    private struct Reader {
        var cursor: PropertyListParser
        let bytes: UnsafeBufferPointer<UInt8>
        var fields: [(field: Field, value: Value, object: Int)] = []
        var items: [Range<Int>] = []
        var itemObjects: [Int] = []
        var numbers: IDTable
        var ranges: [Range<Int>?] = []
        var kinds: [Kind] = []
        var offsets: [Int] = []
        var rootText: Range<Int>?
        var hasObjects = false
        /// Where the fields of the object being read start, and where its last `isa` is (nil
        /// when it has none, or something else than a string there): its kind is known as it
        /// is read, with no look back over its fields.
        var objectStart = 0
        var isaText: Range<Int>?
        /// About as many objects as a project file of that size defines (one per 128 bytes).
        let expectedObjects: Int

        init(bytes: UnsafeBufferPointer<UInt8>, expectedObjects: Int) {
            cursor = PropertyListParser(bytes: bytes)
            self.bytes = bytes
            self.expectedObjects = expectedObjects
            numbers = IDTable(expected: expectedObjects)
        }

        /// The number of the object `id`, given the next number when it is new (named before it
        /// is defined, or never).
        private mutating func number(of id: ID) -> Int {
            let number = numbers.insert(id)
            if number == ranges.count {
                ranges.append(nil)
                kinds.append(.other)
                offsets.append(-1)
            }
            return number
        }

        /// The object `id`'s fields, or none when it is given something else; `offset`: where
        /// the id is.
        private mutating func define(_ id: ID, _ range: Range<Int>?, at offset: Int, kindTable: KeyTable) {
            let number = number(of: id)
            ranges[number] = range
            kinds[number] = if range != nil, let isaText { Self.kind(named: isaText, in: bytes, table: kindTable) } else { .other }
            if offsets[number] < 0 { offsets[number] = offset }
        }

        /// The kind named by the `isa` at `text`. Static: a method of the reader copied it whole
        /// (each of its arrays retained and released) for every object in the debug build.
        private static func kind(named text: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, table: KeyTable) -> Kind {
            let index: Int?
            if ProjectObjects.isPlain(text, in: bytes) {
                index = table.index(of: ProjectObjects.part(ProjectObjects.inside(text, in: bytes), of: bytes))
            } else {
                var name = PropertyListParser(bytes: bytes).string(in: text)
                index = name.withUTF8 { table.index(of: $0) }
            }
            // By raw value, which is the place in the table: `allCases` builds an array per call.
            guard let index, let kind = Kind(rawValue: UInt8(index)) else { return .other }
            return kind
        }

        /// The number of the object the string at `text` names.
        private mutating func number(named text: Range<Int>) -> Int {
            number(of: ProjectObjects.id(in: text, of: bytes))
        }

        /// `{ archiveVersion = 1; objects = { … }; rootObject = …; }`, comments around it. A
        /// document of another shape is read through (to fail where it is malformed) and has no
        /// objects.
        mutating func readDocument() throws(PropertyListParser.Failure) {
            try cursor.skipTrivia()
            if cursor.advance(if: 0x7B) {  // {
                while true {
                    try cursor.skipTrivia()
                    if cursor.advance(if: 0x7D) { break }  // }
                    let start = cursor.offset
                    let key = try cursor.withString(expecting: "a key or '}'") { RootKey.table.index(of: $0).map { RootKey.allCases[$0] } }
                    try cursor.skipTrivia()
                    guard cursor.advance(if: 0x3D) else { throw cursor.failure("expected '=' after the key '\(cursor.text(at: start))'") }  // =
                    try cursor.skipTrivia()
                    switch key {
                    case .objects: try readObjects()
                    case .rootObject: rootText = try stringOrSkip(depth: 1)
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

        private mutating func endEntry(keyStart: Int) throws(PropertyListParser.Failure) {
            try cursor.skipTrivia()
            guard cursor.advance(if: 0x3B) else { throw cursor.failure("expected ';' after the value of '\(cursor.text(at: keyStart))'") }  // ;
        }

        /// The `objects` dictionary: each object's kept fields, after the last's.
        private mutating func readObjects() throws(PropertyListParser.Failure) {
            // A second `objects` replaces the first, as a key given twice does.
            fields.removeAll()
            items.removeAll()
            itemObjects.removeAll()
            numbers = IDTable(expected: expectedObjects)
            ranges.removeAll()
            kinds.removeAll()
            offsets.removeAll()
            // Room for what a file of that size holds (about a kept field per 64 bytes, a list
            // item per 128), made once: grown step by step, the arrays were copied again and
            // again, and each copy's fresh memory faulted in page by page.
            fields.reserveCapacity(bytes.count / 64)
            items.reserveCapacity(expectedObjects)
            itemObjects.reserveCapacity(expectedObjects)
            ranges.reserveCapacity(expectedObjects)
            kinds.reserveCapacity(expectedObjects)
            offsets.reserveCapacity(expectedObjects)
            guard cursor.advance(if: 0x7B) else {  // {
                hasObjects = false
                return try cursor.skipValue(depth: 1)
            }
            hasObjects = true
            // The global tables read once: each read is a `swift_once` call, and a large app's
            // project has tens of thousands of objects.
            let objectKeys = Field.objectKeys
            let kindTable = Kind.table
            while true {
                try cursor.skipTrivia()
                if cursor.advance(if: 0x7D) { return }  // }
                let start = cursor.offset
                let id = try cursor.withString(expecting: "a key or '}'") { ID($0) }
                try cursor.skipTrivia()
                guard cursor.advance(if: 0x3D) else { throw cursor.failure("expected '=' after the key '\(cursor.text(at: start))'") }  // =
                try cursor.skipTrivia()
                if cursor.advance(if: 0x7B) {  // {
                    objectStart = fields.count
                    isaText = nil
                    try readFields(depth: 3, keys: objectKeys)
                    define(id, objectStart..<fields.count, at: start, kindTable: kindTable)
                } else {
                    // Not a dictionary: no object, whatever an earlier entry of the id was.
                    define(id, nil, at: start, kindTable: kindTable)
                    try cursor.skipValue(depth: 2)
                }
                try endEntry(keyStart: start)
            }
        }

        /// The fields of the dictionary whose `{` was just read, up to its `}`, `depth`
        /// containers deep; those `keys` holds are kept.
        private mutating func readFields(depth: Int, keys: KeyTable) throws(PropertyListParser.Failure) {
            while true {
                try cursor.skipTrivia()
                if cursor.advance(if: 0x7D) { return }  // }
                let start = cursor.offset
                // No `Optional.map`: a generic call in the debug build, for every key.
                let field = try cursor.withString(expecting: "a key or '}'") { (key) -> Field? in
                    guard let index = keys.index(of: key) else { return nil }
                    return keys.fields[index]
                }
                try cursor.skipTrivia()
                guard cursor.advance(if: 0x3D) else { throw cursor.failure("expected '=' after the key '\(cursor.text(at: start))'") }  // =
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
        private mutating func readValue(of field: Field, depth: Int) throws(PropertyListParser.Failure) {
            // A key given twice: the last value counts, whatever its shape.
            if field == .buildSettings {
                func isSetting(_ entry: (field: Field, value: Value, object: Int)) -> Bool { entry.field == .settingProductName || entry.field == .settingProductModuleName }
                if fields[objectStart...].contains(where: isSetting) {
                    fields.replaceSubrange(objectStart..., with: fields[objectStart...].filter { !isSetting($0) })
                }
            }
            switch field.shape {
            case .string:
                // `if let`, not `Optional.map`: a generic call in the debug build, per value.
                let text = try stringOrSkip(depth: depth)
                if field == .isa { isaText = text }
                if let text {
                    let object = field.namesObjects ? number(named: text) : 0
                    fields.append((field, .string(text), object))
                } else {
                    fields.append((field, .other, 0))
                }
            case .list:
                guard cursor.advance(if: 0x28) else {  // (
                    try cursor.skipValue(depth: depth)
                    fields.append((field, .other, 0))
                    return
                }
                fields.append((field, .list(try strings(depth: depth + 1, namingObjects: field.namesObjects)), 0))
            case .settings:
                guard cursor.advance(if: 0x7B) else { return try cursor.skipValue(depth: depth) }  // {
                try readFields(depth: depth + 1, keys: Field.settingKeys)
            }
        }

        /// Where the string at the cursor is; any other value is skipped, and nil.
        private mutating func stringOrSkip(depth: Int) throws(PropertyListParser.Failure) -> Range<Int>? {
            guard let byte = cursor.peek else { throw cursor.failure("unexpected end of file") }
            switch byte {
            case 0x7B, 0x28, 0x3C:  // { ( <
                try cursor.skipValue(depth: depth)
                return nil
            default:
                return try cursor.skipString(expecting: "a value")
            }
        }

        /// The items of the array whose `(` was just read, up to its `)`: its strings, added to
        /// ``items`` (any other item is skipped), with the objects they name when `namingObjects`.
        private mutating func strings(depth: Int, namingObjects: Bool) throws(PropertyListParser.Failure) -> Range<Int> {
            let start = items.count
            while true {
                try cursor.skipTrivia()
                if cursor.advance(if: 0x29) { return start..<items.count }  // )
                if let item = try stringOrSkip(depth: depth) {
                    items.append(item)
                    itemObjects.append(namingObjects ? number(named: item) : 0)
                }
                try cursor.skipTrivia()
                if !cursor.advance(if: 0x2C) && cursor.peek != 0x29 {  // , )
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
        /// The keys' indices, shortest first: those of length `n` are at `firstOfLength[n]`
        /// up to `firstOfLength[n + 1]`. A key is compared with the few of its length only: a
        /// walk over the whole table, for every key of a project file, was a tenth of reading
        /// one in the debug build.
        private let byLength: [Int]
        private let firstOfLength: [Int]

        init(_ fields: [Field]) {
            self.init(keys: fields.map(\.key), fields: fields)
        }

        init(keys: [String], fields: [Field] = []) {
            self.fields = fields
            let keys = keys.map { Array($0.utf8) }
            self.keys = keys
            byLength = keys.indices.sorted { (keys[$0].count, $0) < (keys[$1].count, $1) }
            var firstOfLength = [Int](repeating: 0, count: (keys.map(\.count).max() ?? 0) + 2)
            for key in keys { firstOfLength[key.count + 1] += 1 }
            for length in 1..<firstOfLength.count { firstOfLength[length] += firstOfLength[length - 1] }
            self.firstOfLength = firstOfLength
        }

        /// The index of the key spelled by `bytes`. Plain loops and `memcmp`: the debug build
        /// the command plugin runs makes each closure and each generic comparison a call, for
        /// every key of a project file.
        func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            let length = bytes.count
            guard length + 1 < firstOfLength.count, let base = bytes.baseAddress else { return nil }
            var place = firstOfLength[length]
            let end = firstOfLength[length + 1]
            while place < end {
                let index = byLength[place]
                if keys[index].withUnsafeBufferPointer({ memcmp($0.baseAddress!, base, length) }) == 0 { return index }
                place += 1
            }
            return nil
        }
    }
}
