import Testing
@testable import ArchLintKit

/// `kind qualifiedName@line:column` and, when present, `: inherits`, `<generics>`, `@attributes`.
func declared(_ source: String) -> [String] {
    Scanner.scan(source: source, path: "T.swift").declarations.map { declaration in
        var line = "\(declaration.kind.rawValue) \(declaration.qualifiedName)@\(declaration.location)"
        if !declaration.inherits.isEmpty { line += " : " + declaration.inherits.joined(separator: ", ") }
        if !declaration.genericParameters.isEmpty { line += " <" + declaration.genericParameters.joined(separator: ", ") + ">" }
        if !declaration.attributes.isEmpty { line += " @" + declaration.attributes.joined(separator: " @") }
        return line
    }
}

/// `@attributes import kind path @line:column`.
func imported(_ source: String) -> [String] {
    Scanner.scan(source: source, path: "T.swift").imports.map { item in
        var parts = item.attributes.map { "@" + $0 }
        parts.append("import")
        if let kind = item.kind { parts.append(kind) }
        parts.append(item.path)
        return parts.joined(separator: " ") + " @\(item.location) module \(item.module)"
    }
}

/// Declarations, inheritance lists and imports: one test per construct.
@Suite struct ScannerDeclarationTests {
    @Test func everyTypeKindWithNestingAndQualifiedNames() {
        let source = """
        enum Search {
            struct Request {}
            final class Model: ObservableObject {
                actor Cache {}
                protocol Delegate: AnyObject {}
            }
        }
        """
        #expect(declared(source) == [
            "enum Search@1:6", "struct Search.Request@2:12", "class Search.Model@3:17 : ObservableObject",
            "actor Search.Model.Cache@4:15", "protocol Search.Model.Delegate@5:18 : AnyObject",
        ])
    }

    @Test func classFuncClassVarAndClassRestrictionDeclareNoClass() {
        let source = """
        protocol Router: class {}
        final class Builder {
            class func make() -> Builder { Builder() }
            class var shared: Builder { Builder() }
        }
        """
        #expect(declared(source) == ["protocol Router@1:10", "class Builder@2:13"])
    }

    @Test func extensionsWithQualifiedNamesAndWhereClauses() {
        let source = """
        extension Search.Model: Identifiable where Item: Equatable {}
        extension Array: Presentable where Element == UserViewModel {}
        extension Dictionary<String, Int> {}
        """
        #expect(declared(source) == [
            "extension Search.Model@1:11 : Identifiable", "extension Array@2:11 : Presentable",
            "extension Dictionary@3:11",
        ])
    }

    @Test func typealiasCompositionsNameTheirParts() {
        let source = """
        typealias EntryPoint = AnyView & UIViewController
        typealias Handler = (Result<User, Error>) -> Void
        typealias Maybe = User?
        typealias Users = [User]
        typealias Existential = any Presenter & Sendable
        typealias Nested = Search.Model
        typealias Box<T> = Container<T> where T: Equatable
        typealias Meta = User.Type
        """
        #expect(declared(source) == [
            "typealias EntryPoint@1:11 : AnyView, UIViewController", "typealias Handler@2:11", "typealias Maybe@3:11",
            "typealias Users@4:11", "typealias Existential@5:11 : Presenter, Sendable",
            "typealias Nested@6:11 : Search.Model", "typealias Box@7:11 : Container <T>", "typealias Meta@8:11",
        ])
    }

    @Test func associatedTypesWithConstraintsAndDefaults() {
        let source = """
        protocol Store {
            associatedtype State: Equatable & Sendable = AppState
            associatedtype Action where Action: Hashable
        }
        """
        #expect(declared(source) == [
            "protocol Store@1:10", "associatedtype Store.State@2:20 : Equatable, Sendable", "associatedtype Store.Action@3:20",
        ])
    }

    @Test func inheritanceWithAttributesSuppressionAndGenerics() {
        let source = """
        struct Token: ~Copyable, @unchecked Sendable, nonisolated Codable {}
        final class ListView: BaseView<ListModel>, @MainActor Presentable {}
        enum Failure: Error, Equatable {}
        protocol Flow<Step>: Coordinator where Step: Hashable {}
        """
        #expect(declared(source) == [
            "struct Token@1:8 : Sendable, Codable", "class ListView@2:13 : BaseView, Presentable",
            "enum Failure@3:6 : Error, Equatable", "protocol Flow@4:10 : Coordinator <Step>",
        ])
    }

    @Test func genericParametersOfEveryForm() {
        let source = """
        struct Pair<First: Codable, Second> {}
        struct Tuple<each Element> {}
        struct Vector<let Count: Int, Scalar> {}
        """
        #expect(declared(source) == [
            "struct Pair@1:8 <First, Second>", "struct Tuple@2:8 <Element>", "struct Vector@3:8 <Count, Scalar>",
        ])
    }

    @Test func topLevelFunctionsAreDeclarationsButMembersAndLocalFunctionsAreNot() {
        let source = """
        @MainActor func appReducer(state: inout AppState, action: AppAction) {
            func helper() {}
        }
        struct Model { func update() {} }
        #if DEBUG
        func debugReducer() {}
        #endif
        """
        #expect(declared(source) == [
            "func appReducer@1:17 @MainActor", "struct Model@4:8", "func debugReducer@6:6",
        ])
    }

    @Test func localTypesAreNotDeclarations() {
        let source = """
        struct Screen {
            func body() {
                struct Row: View { enum Style { case plain } }
                typealias Rows = [Row]
            }
            var header: some View { class Box {}; return Box() }
            let factory = { () -> Any in actor Cache {}; return Cache() }
            struct Cell {}
        }
        func render() { struct Line {} }
        do { enum Local {} }
        """
        #expect(declared(source) == ["struct Screen@1:8", "struct Screen.Cell@8:12", "func render@10:6"])
    }

    @Test func contextualKeywordsUsedAsNamesDeclareNothing() {
        let source = """
        final class Session {
            func start(actor: Actor?, macro: Macro) {
                guard let actor = actor else { return }
                let other = actor
                run(actor)
                let expansion = macro
                expand(macro)
            }
        }
        actor Cache {}
        """
        #expect(declared(source) == ["class Session@1:13", "actor Cache@10:7"])
    }

    @Test func attributesAndMacrosBeforeDeclarations() {
        let source = """
        @Observable @MainActor
        final class SettingsModel {}
        @objc(LegacyView) @available(iOS 15, *)
        public class LegacyView {}
        """
        #expect(declared(source) == [
            "class SettingsModel@2:13 @Observable @MainActor", "class LegacyView@4:14 @objc @available",
        ])
    }

    @Test func attributeOnATypeDoesNotStickToTheNextDeclaration() {
        let source = """
        let handler: @Sendable () -> Void = {}
        struct Next {}
        """
        #expect(declared(source) == ["struct Next@2:8"])
    }

    @Test func operatorAndPrecedenceGroupDeclarationsDeclareNoTypes() {
        let source = """
        precedencegroup ForwardApplication { associativity: left higherThan: AssignmentPrecedence }
        infix operator |>: ForwardApplication
        struct After {}
        """
        #expect(declared(source) == ["struct After@3:8"])
    }

    @Test func importsOfEveryForm() {
        let source = """
        import UIKit
        @testable import App
        @_exported import Core.Networking
        @preconcurrency import Combine
        @_spi(Internal) public import Payments
        import struct Foundation.URL
        import class UIKit.UIView
        import func Darwin.sqrt
        #if canImport(SwiftUI)
        import SwiftUI
        #endif
        """
        #expect(imported(source) == [
            "import UIKit @1:1 module UIKit",
            "@testable import App @2:1 module App",
            "@_exported import Core.Networking @3:1 module Core",
            "@preconcurrency import Combine @4:1 module Combine",
            "@_spi import Payments @5:1 module Payments",
            "import struct Foundation.URL @6:1 module Foundation",
            "import class UIKit.UIView @7:1 module UIKit",
            "import func Darwin.sqrt @8:1 module Darwin",
            "import SwiftUI @10:1 module SwiftUI",
        ])
    }

    @Test func declarationsInsideStringsCommentsAndRegexesAreText() {
        let source = """
        let doc = "struct Fake {}"
        // class Commented {}
        let raw = #"enum "Raw" {}"#
        let regex = #/class Pattern/#
        /* protocol Hidden {} */
        struct Real {}
        """
        #expect(declared(source) == ["struct Real@6:8"])
    }

    @Test func declarationsAfterARawStringAndARegexKeepTheirPlace() {
        let source = """
        let a = ##"a "# } { "##
        let b = x.split(separator: /[}{]/)
        struct Still { struct Inner {} }
        """
        #expect(declared(source) == ["struct Still@3:8", "struct Still.Inner@3:23"])
    }

    @Test func everyBranchOfConditionalCompilationIsScanned() {
        let source = """
        #if os(iOS)
        class Screen: UIViewController {}
        #elseif os(macOS) ||
            os(Linux)
        class Screen: NSViewController {}
        #else
        class Screen {}
        #endif
        """
        #expect(declared(source) == [
            "class Screen@2:7 : UIViewController", "class Screen@5:7 : NSViewController", "class Screen@7:7",
        ])
    }
    @Test func contextualKeywordsMayNameTypes() {
        let source = """
        enum Reserved {
            struct any: Sendable {}
            enum async {}
            final class Holder { class final func make() {} }
        }
        extension Reserved.any: Codable {}
        """
        #expect(declared(source) == [
            "enum Reserved@1:6", "struct Reserved.any@2:12 : Sendable", "enum Reserved.async@3:10",
            "class Reserved.Holder@4:17", "extension Reserved.any@6:11 : Codable",
        ])
    }

    @Test func keywordsUsedAsArgumentLabelsDeclareNothing() {
        let source = """
        struct Registry {
            func register(enum e: EnumDescriptor, struct s: StructDescriptor) {}
        }
        """
        #expect(declared(source) == ["struct Registry@1:8"])
    }

    @Test func operatorFunctionsKeepTheirWholeName() {
        let source = """
        func <= (lhs: Version, rhs: Version) -> Bool { true }
        func ||<T>(lhs: Rule<T>, rhs: Rule<T>) -> Rule<T> { lhs }
        func ?? <T: Sendable>(lhs: Future<T?>, rhs: T) -> Future<T> { lhs }
        """
        #expect(declared(source) == ["func <=@1:6", "func ||@2:6 <T>", "func ??@3:6 <T>"])
    }

    @Test func extensionsOfSugaredTypesExtendTheStandardType() {
        let source = """
        extension [Int] { func sum() -> Int { 0 } }
        extension UInt8? {}
        extension [String: [Int]]: Mergeable {}
        extension Search.Model! {}
        struct Deiniter {}
        """
        #expect(declared(source) == [
            "extension Array@1:11", "extension Optional@2:11", "extension Dictionary@3:11 : Mergeable",
            "extension Optional@4:11", "struct Deiniter@5:8",
        ])
    }

    @Test func inheritedNamesOfAnyCaseAreEntries() {
        let source = """
        struct TokenSyntax: _LeafSyntaxNodeProtocol, Hashable {}
        class PhoneTagManager: iOSTagManager, @unchecked Sendable {}
        final class ___VARIABLE_name___Presenter: ___VARIABLE_name___Input, ~Copyable {}
        protocol Node { associatedtype Parent: _SyntaxProtocol & Sendable }
        extension _Box: _Storage where Value: Equatable {}
        """
        #expect(declared(source) == [
            "struct TokenSyntax@1:8 : _LeafSyntaxNodeProtocol, Hashable", "class PhoneTagManager@2:7 : iOSTagManager, Sendable",
            "class ___VARIABLE_name___Presenter@3:13 : ___VARIABLE_name___Input", "protocol Node@4:10",
            "associatedtype Node.Parent@4:32 : _SyntaxProtocol, Sendable", "extension _Box@5:11 : _Storage",
        ])
    }

    @Test func aMemberTypeAfterGenericArgumentsContinuesTheName() {
        let source = """
        typealias Continuation = AsyncStream<String>.Continuation
        typealias Handler = StateMachine<State, Event>.Handler.Callback & Sendable
        typealias Meta = Box<Int>.Type
        class Listener: Base<Model>.Observer {}
        typealias Configurations = [Snapshot<Item>
            .Configuration]
        typealias Configuration = Snapshot<Item>
            .Configuration
        """
        #expect(declared(source) == [
            "typealias Continuation@1:11 : AsyncStream.Continuation",
            "typealias Handler@2:11 : StateMachine.Handler.Callback, Sendable", "typealias Meta@3:11",
            "class Listener@4:7 : Base.Observer", "typealias Configurations@5:11", "typealias Configuration@7:11 : Snapshot.Configuration",
        ])
    }

    @Test func multiLineTypealiasesAndAssociatedTypes() {
        let source = """
        typealias Callback = (_ setting: Setting, _ old: Value?)
            throws -> Void
        protocol FileSystem {
            associatedtype Handle: FileHandle
            where
                Handle.Read == Read,
                Handle.Write == Write
            func open() -> Handle
        }
        """
        #expect(declared(source) == [
            "typealias Callback@1:11", "protocol FileSystem@3:10", "associatedtype FileSystem.Handle@4:20 : FileHandle",
        ])
    }
}

/// `private` and `fileprivate` declarations, and what they declare inside, are seen from their
/// file only; an extension's `private` makes its nested types so too.
@Suite struct FileScopedDeclarationTests {
    @Test func accessModifiersMakeADeclarationFileScoped() {
        let source = """
        private final class Header: UIView { struct Style {} }
        fileprivate struct Section {}
        struct Public { private enum Key {} ; struct Open {} }
        private extension Public { struct Helper {} }
        @MainActor private typealias Alias = Section
        final class Plain {}
        """
        let declarations = Scanner.scan(source: source, path: "T.swift").declarations
        #expect(declarations.map { "\($0.qualifiedName) \($0.isFileScoped)" } == [
            "Header true", "Header.Style true", "Section true", "Public false", "Public.Key true", "Public.Open false",
            "Public true", "Public.Helper true", "Alias true", "Plain false",
        ])
    }
}
