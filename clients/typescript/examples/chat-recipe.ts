// The chat recipe (README.md's quick start and "Two recipes, in full", docs/lists.md's "A chat
// pinned to its newest message", "The keyboard" and "Load more below"), through the client: one
// line per step, "NAME <answer JSON>" (Tests/integration/test_clients_typescript.py compares them
// with the answers the docs print). Usage: node dist/examples/chat-recipe.js BASE_URL
import { ScrollQueryClient, ScrollQueryError } from "../src/client.js";
import type { Insets, ScrollView, Size, ViewportSize } from "../src/client.js";

declare const process: { argv: string[]; exitCode?: number };

const client = new ScrollQueryClient({ baseURL: process.argv[2] ?? "http://127.0.0.1:8080" });
const phone: ViewportSize = { width: 390, height: 844 };
const insets: Insets = { top: 47, bottom: 34 };
const tall: Size = { width: 390, height: 3000 };

const centreMessage = await client.offset({
  viewport: phone, contentSize: tall, contentInsets: insets,
  items: [{ id: "msg-41", frame: { x: 0, y: 1200, width: 390, height: 120 } }],
  target: { id: "msg-41" }, anchor: "center",
});
console.log("centreMessage", JSON.stringify(centreMessage));

const pinToNewest = await client.offset({
  viewport: phone, contentSize: tall, contentInsets: insets,
  items: [
    { id: "msg-41", frame: { x: 0, y: 2760, width: 390, height: 120 } },
    { id: "msg-42", frame: { x: 0, y: 2880, width: 390, height: 120 } },
  ],
  target: { id: "msg-42" }, anchor: "bottom",
});
console.log("pinToNewest", JSON.stringify(pinToNewest));

const before: ScrollView = { viewport: phone, contentSize: tall, contentInsets: insets, contentOffset: pinToNewest.contentOffset };
const messageArrives = await client.transition({ before, after: { contentSize: { width: 390, height: 3120 } } });
console.log("messageArrives", JSON.stringify(messageArrives));

const keyboardUp = await client.transition({ before, after: { contentInsets: { top: 47, bottom: 336 } } });
console.log("keyboardUp", JSON.stringify(keyboardUp));

const feed = await client.visibility({
  viewport: phone, contentSize: { width: 390, height: 1800 }, contentOffset: { x: 0, y: 700 },
  items: [1, 2, 3].map((n) => ({ id: `p${n}`, frame: { x: 0, y: 600 * (n - 1), width: 390, height: 600 } })),
  prefetchDistance: 400,
});
const { geometry: _echoed, ...loadMore } = feed;
console.log("loadMore", JSON.stringify(loadMore));

try {
  await client.offset({ viewport: { width: 320, height: 480 }, contentSize: { width: 320, height: 1000 }, items: [], target: { index: 3 } });
  console.log("targetNotFound answered 200");
  process.exitCode = 1;
} catch (error) {
  if (!(error instanceof ScrollQueryError) || error.status !== 404) throw error;
  console.log("targetNotFound", JSON.stringify(error.body));
}
