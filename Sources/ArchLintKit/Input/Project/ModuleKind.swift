/// What a module is built as, read from its build description.
package enum ModuleKind: String, Sendable, Hashable, CaseIterable {
    /// An application (or a command-line tool): the top of the module graph.
    case app
    /// A framework, dynamic or static.
    case framework
    /// A static or dynamic library, or a bundle.
    case library
    /// An app extension (a widget, a share extension, an intent handler…).
    case `extension`
    /// A unit or UI test bundle, or a package's test target: test code.
    case test
    /// A target of a Swift package.
    case package

    /// The kind of an Xcode product type (`com.apple.product-type.framework`).
    package init(productType: String) {
        let suffix = productType.hasPrefix("com.apple.product-type.") ? String(productType.dropFirst("com.apple.product-type.".count)) : productType
        switch suffix {
        case "application", "application.watchapp", "application.watchapp2", "application.watchapp2-container",
             "application.messages", "tool", "app-clip", "application.on-demand-install-capable":
            self = .app
        case "framework", "framework.static", "xcframework":
            self = .framework
        case "bundle.unit-test", "bundle.ui-testing", "bundle.ocunit-test":
            self = .test
        default:
            if suffix.contains("extension") || suffix.hasPrefix("xpc-service") {
                self = .extension
            } else {
                self = .library
            }
        }
    }
}

extension Diagnostic {
    /// A problem found reading a build description, at its line: a warning, and the run goes
    /// on without what it could not read.
    package static func buildDescription(file: String, line: Int, message: String) -> Diagnostic {
        Diagnostic(.warning, file: file, line: line, message: message, id: "project")
    }
}

/// Paths as the build descriptions are matched against the files found: absolute and
/// standardized by their text (see ``System/standardized(_:workingDirectory:)``).
enum ProjectPath {
    static func join(_ folder: String, _ path: String) -> String {
        if path.utf8.first == UInt8(ascii: "/") || folder.isEmpty { return path }
        if path.isEmpty { return folder }
        // From the bytes: a project's files are placed by joining each one's path to its group's.
        return System.joinedPath(folder, path)
    }

    /// `text` with every `pattern` in it replaced by `replacement`.
    static func replacing(_ pattern: String, with replacement: String, in text: String) -> String {
        let bytes = Array(text.utf8), needle = Array(pattern.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return text }
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if index + needle.count <= bytes.count && bytes[index..<(index + needle.count)].elementsEqual(needle) {
                result += replacement.utf8
                index += needle.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `path` is relative and has no empty, `.` or `..` component: joined to a
    /// standardized folder, it gives a standardized path.
    static func isPlainRelative(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { isPlainRelative($0) }
    }

    /// Whether the path spelled by `bytes` is relative and has no empty, `.` or `..` component.
    static func isPlainRelative(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.first != UInt8(ascii: "/") else { return false }
        var start = 0
        var index = 0
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                let length = index - start
                if bytes.count > 0 && length == 0 { return false }
                if length == 1 && bytes[start] == UInt8(ascii: ".") { return false }
                if length == 2 && bytes[start] == UInt8(ascii: ".") && bytes[start + 1] == UInt8(ascii: ".") { return false }
                start = index + 1
            }
            index += 1
        }
        return true
    }

    /// Whether `path` is `folder` or below it (both standardized).
    static func isWithin(_ path: String, _ folder: String) -> Bool {
        guard path.hasPrefix(folder) else { return false }
        if path.utf8.count == folder.utf8.count || folder == "/" { return true }
        return path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: folder.utf8.count)] == UInt8(ascii: "/")
    }

    /// A name as a Swift module name: characters other than letters, digits and `_` become `_`,
    /// and a leading digit gets one before it (as Xcode's `c99extidentifier` and SwiftPM do).
    static func moduleName(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            let isWordCharacter = scalar == "_" || (scalar.properties.isAlphabetic) || ("0"..."9").contains(scalar)
            scalars.append(isWordCharacter ? scalar : "_")
        }
        if let first = scalars.first, ("0"..."9").contains(first) { scalars.insert("_", at: scalars.startIndex) }
        return String(scalars)
    }
}
