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
}
