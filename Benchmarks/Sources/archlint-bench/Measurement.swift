import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much Swift a folder holds.
struct InputSize {
    var files = 0
    var lines = 0
    var megabytes = 0.0

    static func measure(_ folder: String) -> InputSize {
        var size = InputSize()
        var bytes = 0
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), !relative.contains("/."),
                  let data = FileManager.default.contents(atPath: folder + "/" + relative) else { continue }
            size.files += 1
            bytes += data.count
            size.lines += data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        }
        size.megabytes = Double(bytes) / 1_000_000
        return size
    }
}

/// One run of a program: wall time, CPU time and peak memory, read from `wait4`'s resource
/// usage for that process alone.
struct RunMeasurement {
    var status: Int32
    var wallSeconds: Double
    var cpuSeconds: Double
    var peakMegabytes: Double

    static func run(_ executable: String, _ arguments: [String]) throws -> RunMeasurement {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(spawned)) }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        // Linux reports ru_maxrss in kilobytes.
        return RunMeasurement(status: (status >> 8) & 0xFF, wallSeconds: wall, cpuSeconds: cpu, peakMegabytes: Double(usage.ru_maxrss) / 1024)
    }
}
