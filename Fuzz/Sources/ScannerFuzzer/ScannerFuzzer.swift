@testable import ArchLintKit

/// libFuzzer's entry point: scan arbitrary bytes as a Swift file. Any crash, hang or sanitizer
/// report is a bug. The model stages run too, so what the scanner emits must also be usable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScanner(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: count)
    // The line starts the lexer notes as it goes must be those a separate pass finds.
    var lexer = Lexer(bytes: bytes)
    lexer.run()
    if lexer.lineStarts != LineTable(bytes: bytes).lineStarts { fatalError("the lexer's line starts differ from LineTable's") }
    lexer.finish()
    let file = Scanner.scan(bytes: bytes, path: "Fuzzed.swift")
    let project = ProjectBuilder.build([file])
    _ = Classifier.classify(project, rules: FuzzRules.viper)
    return 0
}

enum FuzzRules {
    static let viper: RuleSet = (try? RulesParser.presets(["viper"])) ?? RuleSet()
}

/// SwiftPM links an executable's entry point as `ScannerFuzzer_main`; hand control to libFuzzer's
/// driver, which reads the corpus and flags and calls the test function.
@_cdecl("ScannerFuzzer_main")
public func fuzzScannerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzScanner)
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt
