import Foundation

// archlint-bench generate --lines N [--seed S] --output DIR
// archlint-bench measure --archlint BIN [--label L] [--repeat N] -- ARGUMENTS…
//
// `measure` runs the linter N times and prints, for the input folder it names last, the files,
// lines and megabytes, then wall seconds (median run, and the fastest and slowest), CPU seconds
// (median run), peak memory (largest run) and lines per second.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("archlint-bench: error: \(message)\n".utf8))
    exit(2)
}

func option(_ name: String, in words: [String]) -> String? {
    guard let index = words.firstIndex(of: name), index + 1 < words.count else { return nil }
    return words[index + 1]
}

let words = Array(CommandLine.arguments.dropFirst())
switch words.first {
case "generate":
    guard let output = option("--output", in: words) else { fail("generate needs --output DIR") }
    let lines = Int(option("--lines", in: words) ?? "1000000") ?? 1_000_000
    let seed = UInt64(option("--seed", in: words) ?? "42") ?? 42
    let summary = try AppGenerator(targetLines: lines, seed: seed).write(to: output)
    print("generated \(summary.files) files, \(summary.lines) lines, \(summary.modules) modules in \(output) (seed \(seed))")

case "measure":
    guard let archlint = option("--archlint", in: words) else { fail("measure needs --archlint BIN") }
    guard let separator = words.firstIndex(of: "--") else { fail("measure needs -- ARGUMENTS…") }
    let arguments = Array(words[(separator + 1)...])
    let label = option("--label", in: words) ?? "run"
    let repeats = max(1, Int(option("--repeat", in: words) ?? "3") ?? 3)
    // The input is the last argument naming a folder (a `--cache-path FILE` is not one).
    guard let folder = arguments.last(where: { argument in
        var isFolder: ObjCBool = false
        return !argument.hasPrefix("-") && FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) && isFolder.boolValue
    }) else {
        fail("the arguments name no existing folder to measure")
    }
    let input = InputSize.measure(folder)
    var runs: [RunMeasurement] = []
    for _ in 0..<repeats { runs.append(try RunMeasurement.run(archlint, arguments)) }
    let walls = runs.map(\.wallSeconds).sorted()
    let wall = walls[runs.count / 2]
    let cpu = runs.map(\.cpuSeconds).sorted()[runs.count / 2]
    let peak = runs.map(\.peakMegabytes).max() ?? 0
    let statuses = Set(runs.map(\.status)).sorted().map(String.init).joined(separator: ",")
    // The spread too: on a shared machine the same run drifts, and a median alone hides it.
    let spread = runs.count > 1 ? String(format: " (%.3f–%.3f)", walls[0], walls[walls.count - 1]) : ""
    print(String(
        format: "%-22@ files %6d  lines %9d  %7.1f MB  wall %7.3f s%@  cpu %7.3f s  peak %6.1f MB  %10.0f lines/s  exit %@",
        label as NSString, input.files, input.lines, input.megabytes, wall, spread as NSString, cpu, peak, Double(input.lines) / wall,
        statuses as NSString))

default:
    fail("usage: archlint-bench generate --lines N [--seed S] --output DIR | measure --archlint BIN [--label L] [--repeat N] -- ARGUMENTS…")
}
