@testable import ArchLintKit

/// libFuzzer's entry point: parse arbitrary bytes as a rules file. It must either succeed or
/// throw diagnostics that each name a line and column; it must never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRules(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    do {
        _ = try RulesParser.parse(text, file: "fuzz.rules")
    } catch {
        precondition(!error.errors.isEmpty, "a failure with no error")
        for diagnostic in error.errors {
            guard let location = diagnostic.location else { preconditionFailure("error without a location: \(diagnostic)") }
            precondition(location.line >= 1 && location.column >= 1, "error at no line or column: \(diagnostic)")
        }
    }
    return 0
}

/// SwiftPM links an executable's entry point as `RulesFuzzer_main`; hand control to libFuzzer's
/// driver, which reads the corpus and flags and calls the test function.
@_cdecl("RulesFuzzer_main")
public func fuzzRulesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzRules)
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt
