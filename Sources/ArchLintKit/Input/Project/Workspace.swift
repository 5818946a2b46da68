/// What an Xcode workspace (`*.xcworkspace/contents.xcworkspacedata`) joins: its projects and
/// package folders, read from its `FileRef` locations (through the `Group`s they are in).
package struct Workspace: Sendable, Equatable {
    /// The `contents.xcworkspacedata` file, as found.
    package var file: String
    /// Standardized paths of the `.xcodeproj` bundles it names.
    package var projects: [String]
    /// Standardized paths of the other folders it names (local packages, when they hold a `Package.swift`).
    package var folders: [String]

    /// Reads the workspace at `bundle` (the `.xcworkspace` folder).
    package static func read(bundle: String, workingDirectory: String) throws(Diagnostic) -> Workspace {
        let file = ProjectPath.join(bundle, "contents.xcworkspacedata")
        guard let bytes = System.contents(of: System.standardized(file, workingDirectory: workingDirectory)) else {
            throw Diagnostic.buildDescription(file: file, line: 1, message: "cannot read the workspace")
        }
        let standardized = System.standardized(bundle, workingDirectory: workingDirectory)
        // `group:` and `container:` paths are relative to the folder that holds the workspace.
        let container = System.split(standardized).folder
        var groups: [String] = [container]
        var projects: [String] = []
        var folders: [String] = []
        var index = 0
        var line = 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
            let element = String(decoding: bytes[index..<end], as: UTF8.self)
            line += element.utf8.count { $0 == UInt8(ascii: "\n") }
            index = end
            if element.hasPrefix("</Group") {
                if groups.count > 1 { groups.removeLast() }
                continue
            }
            let isGroup = element.hasPrefix("<Group")
            guard isGroup || element.hasPrefix("<FileRef") else { continue }
            let location = attribute("location", in: element).map(unescaped) ?? ""
            let path = resolve(location, group: groups.last ?? container, container: container)
            if isGroup {
                // `<Group …/>` opens nothing.
                if !element.hasSuffix("/") { groups.append(path ?? groups.last ?? container) }
                continue
            }
            guard let path else {
                throw Diagnostic.buildDescription(file: file, line: line, message: "a file reference the workspace cannot locate: '\(location)'")
            }
            if path.hasSuffix(".xcodeproj") { projects.append(path) } else { folders.append(path) }
        }
        return Workspace(file: file, projects: projects, folders: folders)
    }

    private static func resolve(_ location: String, group: String, container: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        let place: String
        switch kind {
        case "group": place = ProjectPath.join(group, path)
        case "container": place = ProjectPath.join(container, path)
        case "absolute": place = path
        case "self": place = container
        default: return nil
        }
        return System.standardized(place, workingDirectory: "/")
    }

    private static func attribute(_ name: String, in element: String) -> String? {
        let bytes = Array(element.utf8)
        let key = Array(name.utf8)
        var index = 0
        while index + key.count < bytes.count {
            if bytes[index..<(index + key.count)].elementsEqual(key), index == 0 || bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\n") || bytes[index - 1] == UInt8(ascii: "\t") {
                var cursor = index + key.count
                while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { index += 1; continue }
                cursor += 1
                while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\n") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") else { return nil }
                let quote = bytes[cursor]
                let start = cursor + 1
                guard let close = bytes[start...].firstIndex(of: quote) else { return nil }
                return String(decoding: bytes[start..<close], as: UTF8.self)
            }
            index += 1
        }
        return nil
    }

    private static func unescaped(_ text: String) -> String {
        var result = text
        for (entity, character) in [("&quot;", "\""), ("&apos;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")] {
            result = ProjectPath.replacing(entity, with: character, in: result)
        }
        return result
    }
}
