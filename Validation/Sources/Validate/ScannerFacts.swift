@testable import ArchLintKit

/// ArchLint's scanner output in the neutral shape.
enum ScannerFacts {
    static func facts(of file: ScannedFile, bytes: [UInt8]) -> FileFacts {
        var facts = FileFacts()
        let source = String(decoding: bytes, as: UTF8.self)
        for token in Scanner.tokens(of: source) where token.kind == .identifier || token.kind == .keyword {
            if token.end - token.start == 1 && bytes[Int(token.start)] == UInt8(ascii: "_") { continue }
            facts.wordOffsets.insert(Int(token.start))
        }
        for item in file.imports {
            facts.imports.append(importKey(attributes: item.attributes, kind: item.kind, path: item.path, line: item.location.line))
        }
        for declaration in file.declarations {
            let key = DeclarationKey(
                kind: declaration.kind.rawValue, qualifiedName: declaration.qualifiedName, line: declaration.location.line)
            facts.declarations.append(key)
            facts.inherits[key] = declaration.inherits
            for reference in declaration.references {
                let fact = ReferenceFact(name: reference.name, line: reference.location.line, column: reference.location.column)
                facts.addReference(fact, to: key)
                if let member = reference.member { facts.members[fact] = member }
            }
        }
        for reference in file.topLevelReferences {
            facts.addReference(
                ReferenceFact(name: reference.name, line: reference.location.line, column: reference.location.column), to: .topLevel)
        }
        return facts
    }
}

func importKey(attributes: [String], kind: String?, path: String, line: Int) -> String {
    var parts = attributes.map { "@" + $0 }
    parts.append("import")
    if let kind { parts.append(kind) }
    parts.append(path)
    return parts.joined(separator: " ") + " @\(line)"
}
