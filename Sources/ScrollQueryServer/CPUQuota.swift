import Glibc
import HTTPServer

/// The default worker-thread count: the container's CPU quota when it has one, else the CPUs
/// online.
///
/// In a container limited to 2 CPUs on a 64-core host, `sysconf` still says 64, and 64 worker
/// threads sharing 2 CPUs' worth of time only add context switches and throttling. The quota is
/// in cgroup v2's `cpu.max`: `"$MAX $PERIOD"` (microseconds of CPU time per period), or
/// `"max $PERIOD"` for no limit
/// (https://docs.kernel.org/admin-guide/cgroup-v2.html#cpu-interface-files).
enum CPUQuota {
    static let cpuMaxPath = "/sys/fs/cgroup/cpu.max"

    /// Threads for the quota in `cpuMax` (the file's content, `nil` when absent): the quota
    /// rounded up to whole CPUs, never more than `onlineCPUs`, at least 1. No quota, or content
    /// that does not parse: `onlineCPUs`.
    static func threads(cpuMax: String?, onlineCPUs: Int) -> Int {
        let online = max(1, onlineCPUs)
        guard let cpuMax else { return online }
        let fields = cpuMax.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        guard fields.count == 2, let quota = Int(fields[0]), let period = Int(fields[1]), quota > 0, period > 0 else {
            return online
        }
        let (whole, remainder) = quota.quotientAndRemainder(dividingBy: period)
        let cpus = remainder > 0 ? whole + 1 : whole
        return min(max(1, cpus), online)
    }

    /// The CPUs of the tightest quota among `cpuMaxFiles` (a cgroup's and its ancestors' `cpu.max`;
    /// the kernel enforces every one of them), as `threads(cpuMax:onlineCPUs:)` counts them.
    static func threads(cpuMaxFiles: [String?], onlineCPUs: Int) -> Int {
        cpuMaxFiles.reduce(max(1, onlineCPUs)) { fewest, file in min(fewest, threads(cpuMax: file, onlineCPUs: onlineCPUs)) }
    }

    /// The cgroup v2 path in `/proc/self/cgroup` (its `0::/path` line), e.g. `/kubepods/pod1/c1`;
    /// `nil` without a v2 line.
    static func cgroupPath(procSelfCgroup: String?) -> String? {
        guard let procSelfCgroup else { return nil }
        for line in procSelfCgroup.split(separator: "\n") where line.hasPrefix("0::") {
            let path = line.dropFirst(3)
            return path.hasPrefix("/") ? String(path) : nil
        }
        return nil
    }

    /// The `cpu.max` files that bound this process: its own cgroup's and each ancestor's, up to
    /// the root of the mounted hierarchy (inside a container with its own cgroup namespace, the
    /// root is the container's cgroup and the path is `/`).
    static func cpuMaxPaths(cgroupPath: String?) -> [String] {
        var paths = [cpuMaxPath]
        var components = (cgroupPath ?? "/").split(separator: "/").filter { !$0.isEmpty && $0 != ".." }
        while !components.isEmpty {
            paths.append("/sys/fs/cgroup/" + components.joined(separator: "/") + "/cpu.max")
            components.removeLast()
        }
        return paths
    }

    /// The default for this process: the tightest quota over its cgroup and the ancestors.
    static func defaultThreads() -> Int {
        let path = cgroupPath(procSelfCgroup: ServerOptions.readWholeFile("/proc/self/cgroup"))
        return threads(cpuMaxFiles: cpuMaxPaths(cgroupPath: path).map(ServerOptions.readWholeFile),
                       onlineCPUs: ServerConfiguration.onlineProcessorCount)
    }
}
