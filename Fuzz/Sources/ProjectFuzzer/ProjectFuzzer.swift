@testable import ArchLintKit

/// libFuzzer's entry point: read arbitrary bytes as an Xcode project file and as a package
/// manifest. Each must give a description or a warning with a line; never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProject(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    do {
        let project = try XcodeProject.parse(bytes, file: "fuzz.pbxproj", projectFolder: "/fuzz")
        for target in project.targets {
            precondition(target.line >= 1, "a target without a line")
        }
    } catch {
        precondition((error.location?.line ?? 0) >= 1, "a warning without a line: \(error)")
    }
    do {
        _ = try PackageManifest.parse(bytes, file: "Package.swift", folder: "/fuzz")
    } catch {
        precondition((error.location?.line ?? 0) >= 1, "a warning without a line: \(error)")
    }
    return 0
}

/// SwiftPM links an executable's entry point as `ProjectFuzzer_main`; hand control to libFuzzer's
/// driver, which reads the corpus and flags and calls the test function.
@_cdecl("ProjectFuzzer_main")
public func fuzzProjectMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzProject)
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt
