import XCTest
@testable import HTTPServer

/// A body written in place (`ResponseBodyBuffer`) reads back as the bytes written, keeps them
/// across growth, and behaves like an array body wherever a response is read.
final class ResponseBodyTests: XCTestCase {
    func testBuffer_finishedAfterWriting_isTheBytesWritten() {
        var buffer = ResponseBodyBuffer(capacity: 8)
        write("hello", into: &buffer, at: 0)
        let body = buffer.finish(count: 5)
        XCTAssertEqual(body.count, 5)
        XCTAssertEqual(body.array, Array("hello".utf8))
        XCTAssertEqual(body.written?.count, 5)
    }

    /// Growing from 4 to 16 bytes keeps the 3 written; 9 more then fit: 12 in all.
    func testBuffer_reallocated_keepsTheBytesWritten() {
        var buffer = ResponseBodyBuffer(capacity: 4)
        write("abc", into: &buffer, at: 0)
        buffer.reallocate(capacity: 16, keeping: 3)
        XCTAssertEqual(buffer.capacity, 16)
        write("defghijkl", into: &buffer, at: 3)
        let body = buffer.finish(count: 12)
        XCTAssertEqual(body.array, Array("abcdefghijkl".utf8))
    }

    /// A count past the capacity (or below 0) is clamped, never read past the end: 3 of 3.
    func testBuffer_finishedWithTooLargeACount_endsAtItsCapacity() {
        var buffer = ResponseBodyBuffer(capacity: 3)
        write("xyz", into: &buffer, at: 0)
        let body = buffer.finish(count: 10)
        XCTAssertEqual(body.array, Array("xyz".utf8))
        let none = ResponseBodyBuffer(capacity: -1).finish(count: -5)
        XCTAssertEqual(none.count, 0)
    }

    func testArrayBody_isNotWrittenInPlace() {
        let body = ResponseBody([1, 2, 3])
        XCTAssertNil(body.written)
        XCTAssertEqual(body.count, 3)
        XCTAssertEqual(body.withUnsafeBytes { Array($0) }, [1, 2, 3])
    }

    /// `HTTPResponse.body` reads a written body as an array, and setting it replaces the body.
    func testResponse_withAWrittenBody_readsAndReplacesLikeAnArray() {
        var buffer = ResponseBodyBuffer(capacity: 16)
        write("{\"a\":1}", into: &buffer, at: 0)
        var response = HTTPResponse.json(buffer.finish(count: 7))
        XCTAssertEqual(response.headers.first?.value, "application/json")
        XCTAssertEqual(response.body, Array("{\"a\":1}".utf8))
        XCTAssertEqual(response.content.count, 7)
        response.body.append(contentsOf: Array("!".utf8))
        XCTAssertNil(response.content.written)
        XCTAssertEqual(response.body, Array("{\"a\":1}!".utf8))
    }

    private func write(_ text: String, into buffer: inout ResponseBodyBuffer, at offset: Int) {
        let bytes = Array(text.utf8)
        XCTAssertLessThanOrEqual(offset + bytes.count, buffer.capacity)
        (buffer.base + offset).update(from: bytes, count: bytes.count)
    }

    func test_bodyChangedInPlace_keepsEveryChange_forArrayAndWrittenBodies() {
        var response = HTTPResponse(status: 200, body: [1])
        for byte: UInt8 in 2...5 { response.body.append(byte) }
        XCTAssertEqual(response.body, [1, 2, 3, 4, 5])
        let buffer = ResponseBodyBuffer(capacity: 4)
        buffer.base.initialize(repeating: 7, count: 2)
        var written = HTTPResponse(status: 200, content: buffer.finish(count: 2))
        written.body.append(8)
        XCTAssertEqual(written.body, [7, 7, 8])
        XCTAssertEqual(written.content.count, 3)
    }
}
