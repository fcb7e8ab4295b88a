// `DecodeBench`: how fast a 100k-item body decodes into the core representation, in MB/s of
// body, median of several runs. The body goes through the public route of
// `POST /v1/scroll/visibility` (the reader, every check — numbers correctly rounded, ids unique —
// frames and ids stored, then one visibility query over sorted rows and its short answer), so the
// bench measures the code the service runs and needs nothing public of its own.
//
// Bodies of 100,000 items with realistic frames (rows 22–121.5 pt tall stacked down a 390 pt
// phone, some inset 16 pt): integer ids in order (~6.7 MB), string ids "msg-00000042" in
// order, and integer ids in no order (each id's position scrambled, so the duplicate check
// goes through the hash table rather than the ascending fast path).
// Figures, not assertions: run it in release mode on an idle machine
// (`swift build -c release --product DecodeBench && .build/release/DecodeBench`).
import HTTPServer
import ScrollQueryAPI

/// A visibility request of a phone's viewport over `count` items:
/// `{"viewport":…,"contentSize":…,"items":[{"id":…,"frame":{…}},…]}`.
func body(count: Int, stringIDs: Bool, scrambled: Bool = false) -> [UInt8] {
    var text = "{\"viewport\":{\"width\":390,\"height\":844},\"contentSize\":{\"width\":390,\"height\":1e7},\"items\":["
    text.reserveCapacity(count * 80)
    var y = 0.0
    for index in 0..<count {
        if index > 0 { text += "," }
        let height = Double(44 + (index &* 7919) % 200) / 2
        let inset = index % 3 == 0 ? 16 : 0
        // 7919·i mod 100003 (a prime): every residue at most once, in no order.
        let number = scrambled ? index &* 7919 % 100_003 : index
        let id = stringIDs ? "\"msg-\(String(repeating: "0", count: max(0, 8 - String(number).count)))\(number)\"" : String(number)
        text += "{\"id\":\(id),\"frame\":{\"x\":\(inset),\"y\":\(format(y)),\"width\":\(390 - 2 * inset),\"height\":\(format(height))}}"
        y += height
    }
    text += "]}"
    return Array(text.utf8)
}

/// `44` for whole numbers, `61.5` otherwise, as a client's encoder writes them.
func format(_ value: Double) -> String {
    value.rounded(.towardZero) == value ? String(Int(value)) : String(value)
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

let routes = makeRoutes(playground: false)

func handler(_ path: String) -> Handler? {
    routes.first(where: { $0.method == "POST" && $0.path == path })?.handler
}

func measure(_ label: String, _ bytes: [UInt8], items: Int, runs: Int) {
    guard let visibility = handler("/v1/scroll/visibility") else { return }
    let request = HTTPRequest(method: "POST", path: "/v1/scroll/visibility", contentType: "application/json", body: bytes)
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<runs {
        var status = 0
        let elapsed = clock.measure {
            status = visibility(request).status
        }
        guard status == 200 else {
            print("\(label): the body was answered \(status)")
            return
        }
        times.append(seconds(elapsed))
    }
    times.sort()
    let median = times[times.count / 2]
    let megabytes = Double(bytes.count) / 1e6
    let padded = label + String(repeating: " ", count: max(0, 26 - label.count))
    print("\(padded) \(items) items  \(format2(megabytes)) MB  median \(format2(median * 1000)) ms  \(Int((megabytes / median).rounded())) MB/s")
}

func format2(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    let whole = Int(hundredths / 100)
    let fraction = Int(hundredths) - whole * 100
    return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
}

let count = 100_000
let runs = 15
measure("integer ids", body(count: count, stringIDs: false), items: count, runs: runs)
measure("string ids", body(count: count, stringIDs: true), items: count, runs: runs)
measure("integer ids, no order", body(count: count, stringIDs: false, scrambled: true), items: count, runs: runs)

// The small request of `make bench` row (b) — bench/request.json, 10 items — through the
// offset route's handler alone (decode, answer, encode; no HTTP): the handler's share of the
// server's CPU per request, which row (b) pays on top of row (a)'s bare server.
let smallBody = Array(#"{"viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":2000},"contentInsets":{"top":47,"bottom":34},"items":[{"id":0,"frame":{"x":0,"y":0,"width":390,"height":200}},{"id":1,"frame":{"x":0,"y":200,"width":390,"height":200}},{"id":2,"frame":{"x":0,"y":400,"width":390,"height":200}},{"id":3,"frame":{"x":0,"y":600,"width":390,"height":200}},{"id":4,"frame":{"x":0,"y":800,"width":390,"height":200}},{"id":5,"frame":{"x":0,"y":1000,"width":390,"height":200}},{"id":6,"frame":{"x":0,"y":1200,"width":390,"height":200}},{"id":7,"frame":{"x":0,"y":1400,"width":390,"height":200}},{"id":8,"frame":{"x":0,"y":1600,"width":390,"height":200}},{"id":9,"frame":{"x":0,"y":1800,"width":390,"height":200}}],"target":{"id":7},"anchor":"center"}"#.utf8)
if let offset = handler("/v1/scroll/offset") {
    let request = HTTPRequest(method: "POST", path: "/v1/scroll/offset", contentType: "application/json", body: smallBody)
    let clock = ContinuousClock()
    let iterations = 200_000
    var times: [Double] = []
    var answered = 0
    for _ in 0..<7 {
        let elapsed = clock.measure {
            for _ in 0..<iterations where offset(request).status == 200 { answered += 1 }
        }
        times.append(seconds(elapsed) / Double(iterations))
    }
    times.sort()
    let nanoseconds = Int((times[times.count / 2] * 1e9).rounded())
    print("small offset request (\(smallBody.count) bytes, 10 items), handler alone: \(nanoseconds) ns  (\(answered) answers)")
}
