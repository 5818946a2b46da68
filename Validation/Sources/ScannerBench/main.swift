import Foundation
import ValidationSupport

// `scanner-bench [--passes N] FOLDER…`: ArchLint's scanner alone, in the configuration this binary
// was built in. Build it with `swift build -c debug` to see what the SwiftPM plugin gets.
var arguments = Array(CommandLine.arguments.dropFirst())
var passes = 3
if let flag = arguments.firstIndex(of: "--passes"), flag + 1 < arguments.count, let value = Int(arguments[flag + 1]) {
    passes = value
    arguments.removeSubrange(flag...(flag + 1))
}
guard !arguments.isEmpty else {
    FileHandle.standardError.write(Data("usage: scanner-bench [--passes N] FOLDER…\n".utf8))
    exit(2)
}
let files = loadSwiftFiles(in: arguments)
print(Measurement.header)
print(measure("ArchLint scanner (\(buildConfiguration))", files: files, passes: passes, scanWithArchLint).row)
