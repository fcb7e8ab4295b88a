import Dispatch
import XCTest
@testable import HTTPServer

/// The pool hands a thread the state its previous request left, reset but for small buffers.
final class RequestStatePoolTests: XCTestCase {
    /// A used state comes back as `RequestState()` makes it, but for the body's capacity.
    func testRecycledState_isTakenAgain_resetButForASmallBodysCapacity() {
        let pool = RequestStatePool()
        XCTAssertFalse(pool.hasSpare)
        let state = pool.take()
        state.pointee.phase = .rejected(HTTPResponse(status: 404))
        state.pointee.body.reserveCapacity(749)
        state.pointee.body.append(contentsOf: [1, 2, 3])
        state.pointee.headerStorage = [4, 5, 6]
        state.pointee.chargedBytes = 749
        state.pointee.startNanoseconds = 5
        state.pointee.routeIndex = 2
        state.pointee.status = 404
        state.pointee.bytesIn = 3
        state.pointee.bytesOut = 64
        state.pointee.requestID = .echoed("abc")
        state.pointee.sentBody = [7, 8, 9]
        state.pointee.logged = (method: "GET", path: "/x")
        pool.recycle(state)
        XCTAssertTrue(pool.hasSpare)

        let again = pool.take()
        defer { pool.recycle(again) }
        XCTAssertFalse(pool.hasSpare)
        XCTAssertEqual(again, state)
        guard case .answered = again.pointee.phase else { return XCTFail("phase \(again.pointee.phase)") }
        XCTAssertNil(again.pointee.admitted)
        XCTAssertEqual(again.pointee.body, [])
        XCTAssertGreaterThanOrEqual(again.pointee.body.capacity, 749)
        XCTAssertEqual(again.pointee.headerStorage, [4, 5, 6])  // emptied when the next headers are written
        XCTAssertEqual([again.pointee.chargedBytes, again.pointee.status, again.pointee.bytesIn, again.pointee.bytesOut],
                       [0, 0, 0, 0])
        XCTAssertEqual(again.pointee.startNanoseconds, 0)
        XCTAssertNil(again.pointee.routeIndex)
        XCTAssertEqual(again.pointee.requestID, .generated(0))
        XCTAssertEqual(again.pointee.sentBody, [])
        XCTAssertNil(again.pointee.logged)
    }

    /// A body or header buffer over 16 KiB is not kept: 16,385 bytes reserved, none after the reset.
    func testRecycledState_dropsLargeBuffers() {
        let pool = RequestStatePool()
        let state = pool.take()
        state.pointee.body.reserveCapacity(RequestState.keptBufferCapacity + 1)
        state.pointee.headerStorage.reserveCapacity(RequestState.keptBufferCapacity + 1)
        pool.recycle(state)
        let again = pool.take()
        defer { pool.recycle(again) }
        XCTAssertEqual(again.pointee.body.capacity, 0)
        XCTAssertEqual(again.pointee.headerStorage.capacity, 0)
    }

    /// With a spare parked, a second recycled state is freed and the first is taken next.
    func testSecondSpare_isFreed_andTheFirstKept() {
        let pool = RequestStatePool()
        let first = pool.take()
        let second = pool.take()
        XCTAssertNotEqual(first, second)
        pool.recycle(first)
        pool.recycle(second)
        let again = pool.take()
        defer { pool.recycle(again) }
        XCTAssertEqual(again, first)
        XCTAssertFalse(pool.hasSpare)
    }

    /// Each thread has its own spare: one parked here is not taken on another thread.
    func testSpare_belongsToItsThread() {
        let owner = PoolOwner()
        owner.pool.recycle(owner.pool.take())
        XCTAssertTrue(owner.pool.hasSpare)
        let otherThread = expectation(description: "other thread")
        DispatchQueue.global().async {
            XCTAssertFalse(owner.pool.hasSpare)
            otherThread.fulfill()
        }
        wait(for: [otherThread], timeout: 10)
        XCTAssertTrue(owner.pool.hasSpare)
    }

    /// Holds a pool for a closure to capture, as `ServerContext` holds the server's.
    private final class PoolOwner: Sendable {
        let pool = RequestStatePool()
    }
}
