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

    /// The default for this process: reads `cpu.max` of the root of its cgroup namespace (in a
    /// container, its own cgroup).
    static func defaultThreads() -> Int {
        threads(cpuMax: ServerOptions.readWholeFile(cpuMaxPath), onlineCPUs: ServerConfiguration.onlineProcessorCount)
    }
}
