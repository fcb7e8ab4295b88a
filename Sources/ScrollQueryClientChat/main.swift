// The chat recipe through ScrollQueryClient, one line per step: "NAME <answer JSON>".
// Tests/integration/test_clients_swift.py runs it against a live server and compares the lines
// with the answers README.md prints; pinChatToNewest is the code clients/swift/README.md shows.
// Usage: scroll-query-client-chat BASE_URL
import Foundation
import ScrollQueryClient

// BEGIN README
/// A chat pinned to its newest message: the last message at the bottom of the safe area, then,
/// when a 120-point message arrives, the bottom kept.
func pinChatToNewest(_ client: ScrollQueryClient) async throws -> (pinned: ScrollOffsetAnswer, moved: TransitionAnswer) {
    let chat = ScrollView(
        viewport: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 3000),
        contentInsets: Insets(top: 47, bottom: 34),
        items: [Item(id: "msg-41", frame: Rect(x: 0, y: 2760, width: 390, height: 120)),
                Item(id: "msg-42", frame: Rect(x: 0, y: 2880, width: 390, height: 120))])
    // The end of the range: 3000 + 34 − 844 = 2190.
    let pinned = try await client.offset(ScrollOffsetRequest(chat, target: .id("msg-42"), anchor: .bottom))
    var before = chat
    before.contentOffset = pinned.contentOffset
    before.items = nil
    // 120 points further down, 2310; `anchor` is .edge(.bottom).
    let moved = try await client.transition(TransitionRequest(
        before: before, after: ScrollViewChange(contentSize: Size(width: 390, height: 3120))))
    return (pinned, moved)
}
// END README

let address = CommandLine.arguments.dropFirst().first ?? "http://127.0.0.1:8080"
guard let baseURL = URL(string: address) else {
    print("usage: scroll-query-client-chat BASE_URL (got \(address))")
    exit(2)
}
let client = ScrollQueryClient(baseURL: baseURL)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys

func show(_ name: String, _ answer: some Encodable) throws {
    print(name, String(decoding: try encoder.encode(answer), as: UTF8.self))
}

let phone = Size(width: 390, height: 844)
let insets = Insets(top: 47, bottom: 34)
let tall = Size(width: 390, height: 3000)

try show("centreMessage", try await client.offset(ScrollOffsetRequest(
    viewport: phone, contentSize: tall, contentInsets: insets,
    items: [Item(id: "msg-41", frame: Rect(x: 0, y: 1200, width: 390, height: 120))],
    target: .id("msg-41"), anchor: .center)))

let (pinned, moved) = try await pinChatToNewest(client)
try show("pinToNewest", pinned)
try show("messageArrives", moved)

let before = ScrollView(viewport: phone, contentSize: tall, contentInsets: insets, contentOffset: pinned.contentOffset)
try show("keyboardUp", try await client.transition(TransitionRequest(
    before: before, after: ScrollViewChange(contentInsets: Insets(top: 47, bottom: 336)))))

try show("loadMore", try await client.visibility(VisibilityRequest(
    ScrollView(viewport: phone, contentSize: Size(width: 390, height: 1800), contentOffset: Point(x: 0, y: 700),
               items: (1...3).map { Item(id: .string("p\($0)"), frame: Rect(x: 0, y: 600 * Double($0 - 1), width: 390, height: 600)) }),
    prefetchDistance: 400)))

do {
    _ = try await client.offset(ScrollOffsetRequest(
        viewport: Size(width: 320, height: 480), contentSize: Size(width: 320, height: 1000), items: [], target: .index(3)))
    print("targetNotFound answered 200")
    exit(1)
} catch let error as ScrollQueryError where error.status == 404 {
    try show("targetNotFound", error.body)
}
