// A stored layout that the server answering forgot, recovered by the client: usage
// node dist/examples/recover-layout.js FIRST_URL SECOND_URL. Stores a stack on the first server
// and edits it twice there, then sends every later request to the second, a fresh replica
// that holds nothing (as a load balancer would): the client stores the chain again by itself.
// Prints one line per step, "NAME <answer JSON>" (Tests/integration/test_clients_typescript.py).
import { ScrollQueryClient } from "../src/client.js";
import type { ScrollOffsetRequest } from "../src/client.js";

declare const process: { argv: string[]; exitCode?: number };

const [first = "", second = ""] = process.argv.slice(2);
let replica = first;
const client = new ScrollQueryClient({
  baseURL: first,
  fetch: (input, init) => globalThis.fetch(String(input).replace(first, replica), init),
});

const base = await client.storeLayout({ stack: { sizes: { uniform: 100, count: 1000 }, spacing: 20 } });
const inserted = await client.editLayout(base.layoutId, [{ insert: { at: 0, sizes: Array(10).fill(50) } }]);
const edited = await client.editLayout(inserted.layoutId, [{ resize: { id: 3, size: 300 } }]);
const row500 = (layout: string): ScrollOffsetRequest =>
  ({ viewport: { width: 390, height: 844 }, layout, target: { index: 500 }, anchor: "center" });
console.log("stored", JSON.stringify([base.layoutId, inserted.layoutId, edited.layoutId]));
console.log("onFirst", JSON.stringify(await client.offset(row500(edited.layoutId))));

replica = second;
console.log("onSecond", JSON.stringify(await client.offset(row500(edited.layoutId))));
console.log("details", JSON.stringify(await client.layout(edited.layoutId)));
