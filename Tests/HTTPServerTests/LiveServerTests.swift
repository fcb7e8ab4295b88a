import Glibc
import XCTest
@testable import HTTPServer

/// A few checks through a real libmicrohttpd daemon on port 0: what the C side hands over
/// (headers, query arguments, path parameters) reaches the handler intact.
final class LiveServerTests: XCTestCase {
    private static let echo: Handler = { request in
        let text = [request.method, request.path, request.pathParameters["id"] ?? "-", request.headers["x-probe"] ?? "-",
                    request.query["q"] ?? "-", request.query["empty"] ?? "-"].joined(separator: "|")
        return HTTPResponse(status: 200, body: Array(text.utf8))
    }

    /// 300 bytes handed over as the body: sent as they are.
    private static let written: Handler = { _ in
        HTTPResponse.json((0..<300).map { UInt8(ascii: "a") + UInt8($0 % 26) })
    }
    private static let writtenText = String(decoding: (0..<300).map { UInt8(ascii: "a") + UInt8($0 % 26) }, as: UTF8.self)

    private var server: HTTPServer!
    private var port: UInt16 = 0

    override func setUpWithError() throws {
        server = HTTPServer(
            configuration: ServerConfiguration(port: 0, threadPoolSize: 1, refusalBody: testRefusalBody),
            router: Router([Route("GET", "/echo/{id}", Self.echo), Route("GET", "/written", Self.written)]))
        port = try server.start()
    }

    override func tearDown() {
        server.stop()
        server = nil
    }

    func testHandler_receivesHeadersQueryAndPathParameters() throws {
        let answer = try exchange("GET /echo/42?q=a%20b&empty HTTP/1.1\r\nHost: x\r\nX-Probe: hello\r\nConnection: close\r\n\r\n")
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 200"), answer)
        XCTAssertTrue(answer.hasSuffix("\r\n\r\nGET|/echo/42|42|hello|a b|"), answer)
    }

    func testHead_getsTheGetHeaders_withoutABody() throws {
        let answer = try exchange("HEAD /echo/7 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 200"), answer)
        XCTAssertTrue(answer.contains("Content-Length: 20\r\n"), answer)  // "HEAD|/echo/7|7|-|-|-"
        XCTAssertTrue(answer.hasSuffix("\r\n\r\n"), answer)
    }

    func testEncodedNUL_inThePath_isNotDecoded_andInTheQueryIsKeptAsSent() throws {
        let answer = try exchange("GET /echo/1?q=a%00b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        XCTAssertTrue(answer.hasSuffix("|a%00b|-"), answer)
        let parameter = try exchange("GET /echo/a%00b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        XCTAssertTrue(parameter.hasSuffix("GET|/echo/a%00b|a%00b|-|-|-"), parameter)
    }

    /// A body written in place arrives whole, twice on one connection (each response frees its
    /// own), and HEAD gets its length.
    func testBodyWrittenInPlace_isSentAsWritten() throws {
        let answer = try exchange("GET /written HTTP/1.1\r\nHost: x\r\n\r\n"
                                  + "GET /written HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let oneAnswer = "Content-Length: 300\r\n"
        XCTAssertEqual(answer.split(separator: "HTTP/1.1 200").count, 2, answer)
        for part in answer.split(separator: "HTTP/1.1 200") {
            XCTAssertTrue(part.contains(oneAnswer), answer)
            XCTAssertTrue(part.hasSuffix("\r\n\r\n" + Self.writtenText), answer)
        }
        let head = try exchange("HEAD /written HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        XCTAssertTrue(head.contains("Content-Length: 300\r\n"), head)
        XCTAssertTrue(head.hasSuffix("\r\n\r\n"), head)
    }

    func testRunningServer_cannotStartTwice() {
        XCTAssertThrowsError(try server.start()) { XCTAssertEqual($0 as? HTTPServerError, .alreadyStarted) }
    }

    /// Sends `request` on a new connection and reads until the server closes it.
    private func exchange(_ request: String) throws -> String {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        let bytes = Array(request.utf8)
        guard write(fd, bytes, bytes.count) == bytes.count else { throw POSIXError(.EIO) }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            answer.append(contentsOf: buffer[..<count])
        }
        return String(decoding: answer, as: UTF8.self)
    }
}
