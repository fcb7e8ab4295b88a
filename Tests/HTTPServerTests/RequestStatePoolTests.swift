import XCTest
@testable import HTTPServer

/// A completed request's state is reset and kept as its thread's spare; the next request on the
/// thread takes that same box; a second spare, or a box something else still holds, is let go.
final class RequestStatePoolTests: XCTestCase {
    func testRecycledState_isTakenAgain_resetButForASmallBodysCapacity() {
        let pool = RequestStatePool()
        XCTAssertFalse(pool.hasSpare)
        let state = pool.take()
        let identity = ObjectIdentifier(state)
        state.phase = .rejected(HTTPResponse(status: 404))
        state.body.reserveCapacity(749)
        state.body.append(contentsOf: [1, 2, 3])
        state.headerStorage = [4, 5, 6]
        state.chargedBytes = 749
        state.startNanoseconds = 5
        state.routeIndex = 2
        state.status = 404
        state.bytesIn = 3
        state.bytesOut = 64
        state.requestID = .echoed("abc")
        state.logged = (method: "GET", path: "/x")
        pool.recycle(Unmanaged.passRetained(consume state))
        XCTAssertTrue(pool.hasSpare)

        let again = pool.take()
        XCTAssertFalse(pool.hasSpare)
        XCTAssertEqual(ObjectIdentifier(again), identity)
        guard case .answered = again.phase else { return XCTFail("phase \(again.phase)") }
        XCTAssertNil(again.admitted)
        XCTAssertEqual(again.body, [])
        XCTAssertGreaterThanOrEqual(again.body.capacity, 749)
        XCTAssertEqual(again.headerStorage, [4, 5, 6])  // emptied when the next headers are written
        XCTAssertEqual([again.chargedBytes, again.status, again.bytesIn, again.bytesOut], [0, 0, 0, 0])
        XCTAssertEqual(again.startNanoseconds, 0)
        XCTAssertNil(again.routeIndex)
        XCTAssertEqual(again.requestID, .generated(0))
        XCTAssertNil(again.logged)
    }

    /// A body or header buffer over 16 KiB is not kept: 16,385 bytes reserved, none after the reset.
    func testRecycledState_dropsLargeBuffers() {
        let pool = RequestStatePool()
        let state = pool.take()
        state.body.reserveCapacity(RequestState.keptBufferCapacity + 1)
        state.headerStorage.reserveCapacity(RequestState.keptBufferCapacity + 1)
        pool.recycle(Unmanaged.passRetained(consume state))
        let again = pool.take()
        XCTAssertEqual(again.body.capacity, 0)
        XCTAssertEqual(again.headerStorage.capacity, 0)
    }

    func testSecondSpare_isReleased_andTheFirstKept() {
        let pool = RequestStatePool()
        let first = RequestState()
        let firstIdentity = ObjectIdentifier(first)
        weak var second: RequestState?
        do {
            let made = RequestState()
            second = made
            pool.recycle(Unmanaged.passRetained(consume first))
            pool.recycle(Unmanaged.passRetained(consume made))
        }
        XCTAssertNil(second)
        XCTAssertEqual(ObjectIdentifier(pool.take()), firstIdentity)
    }

    /// A box another reference still holds is not reset or reused: its holder keeps it intact.
    func testSharedState_isNotKept() {
        let pool = RequestStatePool()
        let state = RequestState()
        state.status = 200
        pool.recycle(Unmanaged.passRetained(state))
        XCTAssertFalse(pool.hasSpare)
        XCTAssertEqual(state.status, 200)
    }

    /// Each thread has its own spare: one parked here is not taken on another thread.
    func testSpare_belongsToItsThread() {
        let pool = RequestStatePool()
        pool.recycle(Unmanaged.passRetained(RequestState()))
        XCTAssertTrue(pool.hasSpare)
        let otherThread = expectation(description: "other thread")
        DispatchQueue.global().async {
            XCTAssertFalse(pool.hasSpare)
            otherThread.fulfill()
        }
        wait(for: [otherThread], timeout: 10)
        XCTAssertTrue(pool.hasSpare)
    }
}
