import XCTest
@testable import ScrollQueryServer

final class CPUQuotaTests: XCTestCase {
    /// cgroup v2 `cpu.max` is "$MAX $PERIOD" in microseconds, or "max $PERIOD".
    func testThreads_fromTheQuota_roundedUp_cappedByOnlineCPUs() {
        let cases: [(cpuMax: String?, online: Int, threads: Int)] = [
            (nil, 8, 8),                    // no cgroup file: the CPU count
            ("max 100000\n", 8, 8),         // no limit
            ("200000 100000\n", 8, 2),      // 2 CPUs
            ("150000 100000\n", 8, 2),      // 1.5 CPUs → 2
            ("50000 100000\n", 8, 1),       // half a CPU → 1
            ("1000 100000\n", 8, 1),        // a sliver → still 1
            ("800000 100000\n", 4, 4),      // quota above the machine: the machine
            ("100000 0\n", 4, 4),           // nonsense period: ignored
            ("-1 100000\n", 4, 4),
            ("garbage", 4, 4),
            ("", 4, 4),
            ("200000 100000\n", 0, 1),      // never 0
        ]
        for (cpuMax, online, threads) in cases {
            XCTAssertEqual(CPUQuota.threads(cpuMax: cpuMax, onlineCPUs: online), threads, "\(String(describing: cpuMax)) on \(online)")
        }
    }

    func testTightestQuota_amongTheCgroupAndItsAncestors() {
        XCTAssertEqual(CPUQuota.threads(cpuMaxFiles: [nil, "max 100000", "300000 100000", "150000 100000"], onlineCPUs: 8), 2)
        XCTAssertEqual(CPUQuota.threads(cpuMaxFiles: [nil, nil], onlineCPUs: 8), 8)
        XCTAssertEqual(CPUQuota.threads(cpuMaxFiles: [], onlineCPUs: 3), 3)
    }

    func testCgroupPath_fromProcSelfCgroup_andTheFilesToRead() {
        XCTAssertEqual(CPUQuota.cgroupPath(procSelfCgroup: "0::/kubepods/pod1/c1\n"), "/kubepods/pod1/c1")
        XCTAssertEqual(CPUQuota.cgroupPath(procSelfCgroup: "12:cpu,cpuacct:/x\n0::/\n"), "/")
        XCTAssertNil(CPUQuota.cgroupPath(procSelfCgroup: "12:cpu,cpuacct:/x\n"))  // v1 only
        XCTAssertNil(CPUQuota.cgroupPath(procSelfCgroup: nil))
        XCTAssertEqual(CPUQuota.cpuMaxPaths(cgroupPath: "/"), ["/sys/fs/cgroup/cpu.max"])
        XCTAssertEqual(CPUQuota.cpuMaxPaths(cgroupPath: "/a/b"),
                       ["/sys/fs/cgroup/cpu.max", "/sys/fs/cgroup/a/b/cpu.max", "/sys/fs/cgroup/a/cpu.max"])
    }
}
