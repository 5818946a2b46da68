import Foundation

// archlint-bench generate --lines N [--seed S] [--layout folders|xcode-app|alike-names] --output DIR
// archlint-bench measure --archlint BIN [--label L] [--repeat N] -- ARGUMENTS…
// archlint-bench pair --archlint BIN --baseline BIN [--label L] [--runs N] [--warm] -- ARGUMENTS…
//
// `generate` writes an app: by default feature folders of Swift files only; `--layout xcode-app`
// the same modules as a real app's repository (a workspace, Xcode projects with sources phases
// and synchronized folders, local packages, test targets, Pods/; see XcodeAppLayout.swift);
// `--layout alike-names` one file naming N types alike in most of their bytes (AlikeNames.swift).
// `measure` runs the linter N times and prints, for the input folder it names last, the files,
// lines and megabytes, then wall seconds (median run, and the fastest and slowest), CPU seconds
// (median run), peak memory (largest run) and lines per second.
// `pair` runs two builds in turn (after one warm-up run of each), A B, B A, A B …, and prints each
// one's median CPU and wall seconds and the median of the ratios pair by pair (ARCHLINT /
// BASELINE, below 1 is faster), with their range: on a shared machine the speed drifts, and a
// pair run back to back sees the same machine. With `--warm`, each build gets a facts cache of its
// own (`--cache-path`), filled first.

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
    let generator = AppGenerator(targetLines: lines, seed: seed)
    let summary: AppGenerator.Summary
    switch option("--layout", in: words) ?? "folders" {
    case "folders": summary = try generator.write(to: output)
    case "xcode-app": summary = try generator.writeXcodeApp(to: output)
    case "alike-names": summary = try generator.writeAlikeNames(to: output)
    case let other: fail("unknown layout '\(other)' (folders, xcode-app, alike-names)")
    }
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

case "pair":
    guard let archlint = option("--archlint", in: words), let baseline = option("--baseline", in: words) else {
        fail("pair needs --archlint BIN and --baseline BIN")
    }
    guard let separator = words.firstIndex(of: "--") else { fail("pair needs -- ARGUMENTS…") }
    var arguments = (a: Array(words[(separator + 1)...]), b: Array(words[(separator + 1)...]))
    let label = option("--label", in: words) ?? "run"
    let runs = max(1, Int(option("--runs", in: words) ?? "11") ?? 11)
    var caches: [String] = []
    if words[..<separator].contains("--warm") {
        let folder = NSTemporaryDirectory() + "archlint-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        caches = [folder + "/a.cache", folder + "/b.cache"]
        arguments.a += ["--cache-path", caches[0]]
        arguments.b += ["--cache-path", caches[1]]
    }
    defer { if let first = caches.first { try? FileManager.default.removeItem(atPath: (first as NSString).deletingLastPathComponent) } }
    // The warm-up runs fill the caches.
    _ = try RunMeasurement.run(archlint, arguments.a)
    _ = try RunMeasurement.run(baseline, arguments.b)
    var pairs: [(a: RunMeasurement, b: RunMeasurement)] = []
    for run in 0..<runs {
        if run % 2 == 0 {
            let a = try RunMeasurement.run(archlint, arguments.a)
            pairs.append((a, try RunMeasurement.run(baseline, arguments.b)))
        } else {
            let b = try RunMeasurement.run(baseline, arguments.b)
            pairs.append((try RunMeasurement.run(archlint, arguments.a), b))
        }
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    func ratios(_ a: [Double], _ b: [Double]) -> String {
        let values = zip(a, b).map { $0 / $1 }.sorted()
        return String(
            format: "%.3f s vs %.3f s  ×%.2f (%.2f–%.2f)", median(a), median(b), median(values), values[0], values[values.count - 1])
    }
    let statuses = Set(pairs.flatMap { [$0.a.status, $0.b.status] }).sorted().map(String.init).joined(separator: ",")
    print(String(
        format: "%-22@ cpu %@   wall %@   exit %@", label as NSString, ratios(pairs.map(\.a.cpuSeconds), pairs.map(\.b.cpuSeconds)) as NSString,
        ratios(pairs.map(\.a.wallSeconds), pairs.map(\.b.wallSeconds)) as NSString, statuses as NSString))

default:
    fail("""
        usage: archlint-bench generate --lines N [--seed S] [--layout folders|xcode-app|alike-names] --output DIR
               archlint-bench measure --archlint BIN [--label L] [--repeat N] -- ARGUMENTS…
               archlint-bench pair --archlint BIN --baseline BIN [--label L] [--runs N] [--warm] -- ARGUMENTS…
        """)
}
