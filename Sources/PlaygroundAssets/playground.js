// ScrollQuery playground: draws what the API answers. Vanilla JS, no build step, nothing loaded
// from anywhere but this server (the page is served with `Content-Security-Policy: default-src
// 'self'`, so there is no inline script or style: styles are classes in playground.css, and
// geometry goes into SVG attributes, which tests read back: `data-offset-x`/`data-offset-y` on
// each drawing are the offset drawn, `data-animating` says whether it is still moving).
"use strict";

(() => {
  const NS = "http://www.w3.org/2000/svg";
  const $ = (id) => document.getElementById(id);

  // ---------------------------------------------------------------- API access

  /** The bearer token, when the server asks for one: kept in this variable only, never stored. */
  let token = null;
  let tokenWaiters = [];
  let pending = 0;

  function track(promise) {
    pending += 1;
    document.body.dataset.pending = String(pending);
    // A failed fetch (the server gone) is reported on the page rather than left unhandled.
    return promise.catch((error) => setStatus("Request failed: " + error, true)).finally(() => {
      pending -= 1;
      document.body.dataset.pending = String(pending);
    });
  }

  /** Asks for the token (a form in the page, not a prompt: nothing blocks) and waits for it. */
  function askForToken() {
    const form = $("auth");
    form.hidden = false;
    $("token").focus();
    return new Promise((resolve) => tokenWaiters.push(resolve));
  }

  /**
   * POSTs `body` (an object, or raw text as typed) to `path`; answers {status, json}. A 401 asks
   * for the token and retries once it is given.
   */
  async function api(path, body) {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    for (;;) {
      const headers = { "Content-Type": "application/json" };
      if (token !== null) headers.Authorization = "Bearer " + token;
      const response = await fetch(path, { method: "POST", headers, body: text, cache: "no-store" });
      const raw = await response.text();
      if (response.status === 401) {
        setStatus(token === null ? "This server needs a bearer token." : "The server refused that token.", true);
        await askForToken();
        continue;
      }
      let json = null;
      try { json = JSON.parse(raw); } catch (e) { json = { error: { code: "not_json", message: raw.slice(0, 200) } }; }
      return { status: response.status, json };
    }
  }

  function setStatus(message, isError) {
    const status = $("status");
    status.textContent = message;
    status.classList.toggle("error", Boolean(isError));
  }

  function describeError(json) {
    const error = (json && json.error) || {};
    return `${error.code || "error"}${error.pointer !== undefined ? " at " + (error.pointer || "(the body)") : ""}: ${error.message || ""}`;
  }

  // ---------------------------------------------------------------- JSON display

  const escapeHTML = (s) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));
  const pointerToken = (key) => String(key).replace(/~/g, "~0").replace(/\//g, "~1");

  /** The longest prefix of `pointer` that names a value inside `value` (a missing field marks its object). */
  function existingPointer(value, pointer) {
    if (typeof pointer !== "string" || (pointer !== "" && pointer[0] !== "/")) return null;
    if (pointer === "") return "";
    const parts = pointer.slice(1).split("/").map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
    let here = value;
    let found = "";
    for (const part of parts) {
      if (here === null || typeof here !== "object" || !Object.prototype.hasOwnProperty.call(here, part)) break;
      here = here[part];
      found += "/" + pointerToken(part);
    }
    return found;
  }

  /** Pretty JSON as HTML, the value at `mark` (a JSON pointer) wrapped in <mark class="pointer">. */
  function jsonHTML(value, mark) {
    const out = [];
    const write = (v, path, indent) => {
      const open = path === mark ? `<mark class="pointer" data-pointer="${escapeHTML(path)}">` : "";
      out.push(open);
      if (Array.isArray(v)) {
        if (v.length === 0) out.push("[]");
        else {
          out.push("[\n");
          v.forEach((e, i) => {
            out.push(indent + "  ");
            write(e, path + "/" + i, indent + "  ");
            out.push(i + 1 < v.length ? ",\n" : "\n");
          });
          out.push(indent + "]");
        }
      } else if (v !== null && typeof v === "object") {
        const keys = Object.keys(v);
        if (keys.length === 0) out.push("{}");
        else {
          out.push("{\n");
          keys.forEach((k, i) => {
            out.push(indent + "  " + escapeHTML(JSON.stringify(k)) + ": ");
            write(v[k], path + "/" + pointerToken(k), indent + "  ");
            out.push(i + 1 < keys.length ? ",\n" : "\n");
          });
          out.push(indent + "}");
        }
      } else {
        out.push(escapeHTML(JSON.stringify(v)));
      }
      if (open) out.push("</mark>");
    };
    write(value, "", "");
    return out.join("");
  }

  function showJSON(element, value) {
    element.textContent = JSON.stringify(value, null, 2);
  }

  function curlCommand(path, text) {
    const body = (() => { try { return JSON.stringify(JSON.parse(text)); } catch (e) { return text; } })();
    const auth = token !== null ? ` -H "Authorization: Bearer $SCROLLQUERY_TOKEN"` : "";
    return `curl -sS -X POST ${location.origin}${path} -H 'Content-Type: application/json'${auth} \\\n  -d '${body.replace(/'/g, "'\\''")}'`;
  }

  // ---------------------------------------------------------------- drawing

  function el(name, attributes, parent) {
    const e = document.createElementNS(NS, name);
    for (const [k, v] of Object.entries(attributes || {})) e.setAttribute(k, String(v));
    if (parent) parent.appendChild(e);
    return e;
  }

  const round = (v) => Math.round(v * 1000) / 1000;

  /**
   * Draws `view` (viewport, contentSize, items, contentInsets, scrollPadding) into `svg`, whose
   * viewBox is in content points, `scale` pixels per point. Returns handles to move the viewport
   * and mark items. The SVG's size depends only on the content, so moving never changes layout.
   */
  function drawView(svg, view, options) {
    const { scale, labelSize = 30, onPick = null, margin = 130 } = options;
    svg.replaceChildren();
    const cw = view.contentSize.width, ch = view.contentSize.height;
    const vw = view.viewport.width, vh = view.viewport.height;
    const w = Math.max(cw, vw), h = Math.max(ch, vh);
    const mx = options.marginX !== undefined ? options.marginX : 20;
    svg.setAttribute("viewBox", `${-mx} ${-margin} ${w + 2 * mx} ${h + 2 * margin}`);
    svg.setAttribute("width", String(Math.round((w + 2 * mx) * scale)));
    svg.setAttribute("height", String(Math.round((h + 2 * margin) * scale)));
    const defs = el("defs", {}, svg);
    const hatchId = "hatch-" + svg.id;
    const pattern = el("pattern", { id: hatchId, width: 16, height: 16, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" }, defs);
    el("rect", { width: 16, height: 16, fill: "rgba(224,123,0,.18)" }, pattern);
    el("line", { x1: 0, y1: 0, x2: 0, y2: 16, stroke: "rgba(224,123,0,.8)", "stroke-width": 6 }, pattern);

    el("rect", { class: "content", x: 0, y: 0, width: cw, height: ch }, svg);
    const itemLayer = el("g", { class: "items" }, svg);
    const items = new Map();
    (view.items || []).forEach((item, index) => {
      const f = item.frame;
      const rect = el("rect", {
        class: "item" + (item.mine ? " mine" : "") + (item.kind ? " " + item.kind : ""),
        x: f.x, y: f.y, width: f.width, height: f.height, rx: options.radius !== undefined ? options.radius : 14,
        "data-item-id": item.id, "data-index": index,
      }, itemLayer);
      const label = el("text", { class: "item-label", x: f.x + 12, y: f.y + labelSize + 4, "font-size": labelSize }, itemLayer);
      label.textContent = String(item.id);
      const fraction = el("text", { class: "item-fraction", x: f.x + f.width - 10, y: f.y + f.height - 10, "font-size": labelSize * 0.85 }, itemLayer);
      const threshold = el("line", { class: "threshold", x1: f.x + f.width - 4, x2: f.x + f.width + 4, y1: f.y, y2: f.y, visibility: "hidden" }, itemLayer);
      if (onPick) {
        rect.setAttribute("tabindex", "0");
        rect.setAttribute("role", "button");
        rect.setAttribute("aria-label", `Scroll to ${item.id}`);
        rect.addEventListener("click", () => onPick(item.id));
        rect.addEventListener("keydown", (event) => {
          if (event.key === "Enter" || event.key === " ") { event.preventDefault(); onPick(item.id); }
        });
      }
      items.set(String(item.id), { rect, fraction, threshold, frame: f });
    });

    const ghost = el("rect", { class: "ghost", x: 0, y: 0, width: vw, height: vh, visibility: "hidden" }, svg);
    const targetOutline = el("rect", { class: "target-outline", visibility: "hidden" }, svg);
    const marks = el("g", { class: "marks" }, svg);

    const viewport = el("g", { class: "viewport" }, svg);
    el("rect", { class: "viewport-fill", x: 0, y: 0, width: vw, height: vh }, viewport);
    const inset = view.contentInsets || {};
    const pad = view.scrollPadding || {};
    const t = Math.max(0, inset.top || 0), b = Math.max(0, inset.bottom || 0);
    const l = Math.max(0, inset.left || 0), r = Math.max(0, inset.right || 0);
    const band = (cls, x, y, width, height, fill) => {
      if (width > 0 && height > 0) el("rect", { class: cls, x, y, width, height, ...(fill ? { fill } : {}) }, viewport);
    };
    band("inset", 0, 0, vw, t, `url(#${hatchId})`);
    band("inset", 0, vh - b, vw, b, `url(#${hatchId})`);
    band("inset", 0, t, l, vh - t - b, `url(#${hatchId})`);
    band("inset", vw - r, t, r, vh - t - b, `url(#${hatchId})`);
    band("padding", l, t, vw - l - r, pad.top || 0);
    band("padding", l, vh - b - (pad.bottom || 0), vw - l - r, pad.bottom || 0);
    band("padding", l, t, pad.left || 0, vh - t - b);
    band("padding", vw - r - (pad.right || 0), t, pad.right || 0, vh - t - b);
    // Drawn in viewport coordinates, above the content (a pinned header).
    const overlay = el("g", { class: "overlay" }, viewport);
    el("rect", { class: "viewport-frame", x: 0, y: 0, width: vw, height: vh, rx: 18 }, viewport);

    return {
      svg, items, marks, overlay,
      /** Moves the drawn viewport; the offset is also written to the SVG for tests and tools. */
      setOffset(offset) {
        viewport.setAttribute("transform", `translate(${offset.x} ${offset.y})`);
        svg.dataset.offsetX = String(round(offset.x));
        svg.dataset.offsetY = String(round(offset.y));
      },
      setGhost(offset) {
        if (!offset) { ghost.setAttribute("visibility", "hidden"); return; }
        ghost.setAttribute("x", offset.x); ghost.setAttribute("y", offset.y);
        ghost.setAttribute("visibility", "visible");
        svg.dataset.ghostX = String(round(offset.x));
        svg.dataset.ghostY = String(round(offset.y));
      },
      setTarget(rect, id) {
        for (const [key, entry] of items) entry.rect.classList.toggle("target", key === String(id));
        if (!rect) { targetOutline.setAttribute("visibility", "hidden"); delete svg.dataset.targetY; return; }
        for (const k of ["x", "y", "width", "height"]) targetOutline.setAttribute(k, rect[k]);
        targetOutline.setAttribute("visibility", "visible");
        svg.dataset.targetY = String(round(rect.y));
      },
    };
  }

  // ---------------------------------------------------------------- animation

  /** Curve choices: a timing curve with a duration, or a spring. */
  function animationRequest(from, to, choice) {
    const request = { from, to, framesPerSecond: 60 };
    if (["easeInOut", "linear", "ease", "easeOut"].includes(choice)) {
      request.curve = choice;
      request.duration = choice === "easeOut" ? 0.4 : 0.5;
    } else if (choice === "wobbly") {
      request.curve = { spring: { response: 0.6, dampingFraction: 0.4 } };
    } else {
      request.curve = choice;
    }
    return request;
  }

  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  /**
   * Animates `drawing` from `from` to `to` with frames from /v1/scroll/animation; resolves when
   * it rests at `to`. A newer animation of the same drawing cancels this one.
   */
  async function animate(drawing, from, to, choice) {
    const svg = drawing.svg;
    const generation = (Number(svg.dataset.generation || "0") + 1);
    svg.dataset.generation = String(generation);
    svg.dataset.animating = "true";
    svg.dataset.restX = String(round(to.x));
    svg.dataset.restY = String(round(to.y));
    let frames = [];
    if (!reduceMotion && (from.x !== to.x || from.y !== to.y)) {
      try {
        const { status, json } = await api("/v1/scroll/animation", animationRequest(from, to, choice));
        if (status === 200) frames = json.frames;
        else setStatus("Animation: " + describeError(json), true);
      } catch (error) {
        setStatus("Animation request failed: " + error, true);  // then jump straight to `to`
      }
    }
    // The farthest any frame goes past the destination (a spring's overshoot), for the record.
    let overshoot = 0;
    for (const f of frames) {
      const past = Math.sign(to.y - from.y) * (f.y - to.y);
      if (past > overshoot) overshoot = past;
    }
    svg.dataset.overshootY = String(round(overshoot));
    await new Promise((resolve) => {
      if (frames.length === 0) { resolve(); return; }
      const last = frames[frames.length - 1].t;
      let start = null;
      let index = 0;
      const step = (now) => {
        if (svg.dataset.generation !== String(generation)) { resolve(); return; }
        if (start === null) start = now;
        const elapsed = (now - start) / 1000;
        while (index + 1 < frames.length && frames[index + 1].t <= elapsed) index += 1;
        drawing.setOffset(frames[index]);
        if (elapsed >= last) resolve(); else requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    if (svg.dataset.generation === String(generation)) {
      drawing.setOffset(to);
      svg.dataset.animating = "false";
      return true;
    }
    return false;
  }

  const currentOffset = (drawing) => ({ x: Number(drawing.svg.dataset.offsetX || 0), y: Number(drawing.svg.dataset.offsetY || 0) });

  // ---------------------------------------------------------------- the chat list

  /** A phone-sized chat: 16 messages of varied heights, alternating sides, 8 points apart. */
  function chatItems(count, prefix, startY) {
    const items = [];
    let y = startY;
    for (let i = 0; i < count; i++) {
      const height = 56 + ((i * 37) % 5) * 18;
      const mine = i % 3 === 1;
      items.push({ id: prefix + i, frame: { x: mine ? 110 : 12, y, width: 268, height }, mine });
      y += height + 8;
    }
    return { items, end: y };
  }

  const CHAT = (() => {
    const { items, end } = chatItems(16, "m", 8);
    return { viewport: { width: 390, height: 844 }, contentSize: { width: 390, height: end }, items };
  })();
  const plainItems = (items) => items.map((item) => ({ id: item.id, frame: item.frame }));

  // ---------------------------------------------------------------- demo 1: offset

  let scene = null;
  let selectedId = "m11";
  let lastRequest = null;
  /** The scroll range of the last answer, for the near-end bars. */
  let lastRange = null;

  const number = (id) => {
    const v = $(id).value.trim();
    return v === "" ? 0 : Number(v);
  };

  function sceneView() {
    return {
      viewport: CHAT.viewport, contentSize: CHAT.contentSize, items: CHAT.items,
      contentInsets: { top: number("inset-top"), bottom: number("inset-bottom") },
      scrollPadding: { top: Math.max(0, number("padding-top")), bottom: Math.max(0, number("padding-bottom")) },
    };
  }

  /** The offset request the controls describe. */
  function offsetRequest() {
    const request = {
      viewport: CHAT.viewport,
      contentSize: CHAT.contentSize,
      contentInsets: { top: number("inset-top"), bottom: number("inset-bottom") },
    };
    if (number("padding-top") || number("padding-bottom")) {
      request.scrollPadding = { top: number("padding-top"), bottom: number("padding-bottom") };
    }
    request.contentOffset = currentOffset(scene);
    request.items = plainItems(CHAT.items);
    const kind = $("target-kind").value;
    if (kind === "edge") {
      request.target = { edge: $("target-edge").value };
    } else if (kind === "point") {
      request.target = { point: { x: number("point-x"), y: number("point-y") } };
    } else {
      request.target = { id: $("target-id").value };
      const anchor = $("anchor").value;
      if (anchor === "numeric") request.anchor = { x: number("anchor-x"), y: number("anchor-y") };
      else if (anchor !== "") request.anchor = anchor;
      if (number("margin-top") || number("margin-bottom")) {
        request.margin = { top: number("margin-top"), bottom: number("margin-bottom") };
      }
    }
    request.semantics = $("semantics").value;
    if ($("direction").value) request.direction = $("direction").value;
    if ($("writing-mode").value) request.writingMode = $("writing-mode").value;
    return PLATFORMS.includes(request.semantics) ? forPlatform(request) : request;
  }

  /** Semantics that name a platform call (`call`) rather than an anchor. */
  const PLATFORMS = ["flutter", "compose", "android"];

  /** `request` as a flutter, compose or android request: those take the platform's default call
   *  instead of an anchor, and no writing mode (the service refuses both with them). */
  function forPlatform(request) {
    const { anchor, writingMode, ...rest } = request;
    return rest;
  }

  function redrawScene() {
    const offset = scene ? currentOffset(scene) : { x: 0, y: -number("inset-top") };
    scene = drawView($("scene"), sceneView(), { scale: 0.42, onPick: pick, marginX: 110 });
    scene.setOffset(offset);
    scene.svg.dataset.animating = "false";
  }

  function pick(id) {
    selectedId = String(id);
    $("target-kind").value = "id";
    $("target-id").value = selectedId;
    syncControls();
    track(run());
  }

  function syncControls() {
    const kind = $("target-kind").value;
    const edge = kind !== "id";  // edge and point targets take no anchor or margin
    $("target-id").disabled = edge;
    $("target-edge").disabled = kind !== "edge";
    $("point-x").disabled = kind !== "point";
    $("point-y").disabled = kind !== "point";
    const numeric = $("anchor").value === "numeric";
    for (const id of ["anchor", "margin-top", "margin-bottom"]) $(id).disabled = edge;
    $("anchor-x").disabled = edge || !numeric;
    $("anchor-y").disabled = edge || !numeric;
  }

  /** Sends the controls' request (or the edited text) and animates to the answer. */
  async function run(editedText) {
    const text = editedText !== undefined ? editedText : JSON.stringify(offsetRequest(), null, 2);
    if (editedText === undefined) $("request").value = text;
    lastRequest = text;
    $("curl").textContent = curlCommand("/v1/scroll/offset", text);
    const { status, json } = await api("/v1/scroll/offset", text);
    showJSON($("response"), json);
    scene.svg.dataset.responseStatus = String(status);
    if (status !== 200) {
      setStatus(describeError(json), true);
      let parsed = null;
      try { parsed = JSON.parse(text); } catch (e) { parsed = null; }
      const view = $("request-view");
      if (parsed !== null) {
        const mark = existingPointer(parsed, json && json.error ? json.error.pointer : undefined);
        view.innerHTML = jsonHTML(parsed, mark);
        const marked = view.querySelector("mark.pointer");
        if (marked) marked.scrollIntoView({ block: "nearest" });
      } else {
        view.textContent = text;
      }
      return;
    }
    $("request-view").replaceChildren();
    let request = null;
    try { request = JSON.parse(text); } catch (e) { request = null; }
    const targetId = request && request.target && request.target.id !== undefined ? request.target.id : null;
    scene.setTarget(json.targetRect || null, targetId);
    lastRange = json.range;
    const from = currentOffset(scene);
    const to = json.contentOffset;
    setStatus(`Moving to (${round(to.x)}, ${round(to.y)})${json.clamped && json.clamped.y ? ", clamped to the range" : ""}…`);
    const rested = await animate(scene, from, to, $("curve").value);
    if (!rested) return;
    setStatus(`Rests at (${round(to.x)}, ${round(to.y)}) — ideal (${round(json.idealOffset.x)}, ${round(json.idealOffset.y)}).`);
    await Promise.all([track(updateVisibility()), track(compare(request))]);
  }

  /** The visibility overlay for the offset the scene rests at. */
  async function updateVisibility() {
    const view = sceneView();
    const request = {
      viewport: view.viewport, contentSize: view.contentSize, contentInsets: view.contentInsets,
      contentOffset: currentOffset(scene), items: plainItems(CHAT.items),
      threshold: Math.min(1, Math.max(0, number("threshold"))), prefetchDistance: Math.max(0, number("prefetch")),
    };
    const { status, json } = await api("/v1/scroll/visibility", request);
    const facts = $("visibility-summary");
    if (status !== 200) { facts.replaceChildren(); setStatus("Visibility: " + describeError(json), true); return; }
    for (const entry of json.items) {
      const drawn = scene.items.get(String(entry.id));
      if (!drawn) continue;
      drawn.rect.classList.toggle("visible", entry.visible);
      drawn.rect.dataset.fraction = String(entry.visibleFraction);
      drawn.fraction.textContent = entry.visibleFraction > 0 ? Math.round(entry.visibleFraction * 100) + "%" : "";
      const f = drawn.frame;
      const y = f.y + f.height * request.threshold;
      drawn.threshold.setAttribute("y1", y); drawn.threshold.setAttribute("y2", y);
      drawn.threshold.setAttribute("visibility", entry.visibleFraction > 0 ? "visible" : "hidden");
    }
    scene.marks.replaceChildren();
    const e = json.edges;
    for (const [which, id] of [["first", json.firstVisible], ["last", json.lastVisible]]) {
      const drawn = id === null ? null : scene.items.get(String(id));
      if (!drawn) continue;
      const label = el("text", { class: "first-last", x: -24, y: drawn.frame.y + drawn.frame.height / 2, "font-size": 26, "text-anchor": "end" }, scene.marks);
      label.textContent = which === "first" ? "first ▸" : "last ▸";
    }
    // The near-end triggers: the offsets (positions of the viewport's top) within the distance
    // of either end of the range, as bars left of the content, and the current one as a dot.
    if (lastRange) {
      const d = request.prefetchDistance;
      const bar = (y, height, near) => el("rect", { class: "near-zone" + (near ? " near" : ""), x: -18, y, width: 10, height: Math.max(height, 1) }, scene.marks);
      bar(lastRange.min.y, Math.min(d, lastRange.max.y - lastRange.min.y), e.nearTop);
      bar(Math.max(lastRange.min.y, lastRange.max.y - d), Math.min(d, lastRange.max.y - lastRange.min.y), e.nearBottom);
      el("circle", { class: "offset-dot", cx: -13, cy: request.contentOffset.y, r: 7 }, scene.marks);
    }
    scene.svg.dataset.nearTop = String(e.nearTop);
    scene.svg.dataset.nearBottom = String(e.nearBottom);
    scene.svg.dataset.firstVisible = String(json.firstVisible);
    scene.svg.dataset.lastVisible = String(json.lastVisible);
    const rows = [
      ["first visible", json.firstVisible], ["last visible", json.lastVisible], ["visible (≥ threshold)", json.visibleCount],
      ["to top", `${round(e.distanceToTop)} pt${e.nearTop ? " — near: load older" : ""}`],
      ["to bottom", `${round(e.distanceToBottom)} pt${e.nearBottom ? " — near: load newer" : ""}`],
    ];
    facts.replaceChildren();
    for (const [k, v] of rows) {
      const dt = document.createElement("dt"); dt.textContent = k;
      const dd = document.createElement("dd"); dd.textContent = String(v);
      facts.append(dt, dd);
    }
  }

  /** The same request under each semantics, drawn small side by side. */
  async function compare(request) {
    const box = $("compare");
    if (!request || typeof request !== "object") { box.replaceChildren(); return; }
    const answers = await Promise.all(["swiftui", "uikit", "css", ...PLATFORMS].map(async (semantics) => {
      const sent = { ...request, semantics };
      const platform = PLATFORMS.includes(semantics);
      // A platform call scrolls to an item (or a rect): edges and points are not sent.
      if (platform && !(request.target && (request.target.id !== undefined || request.target.rect))) {
        return { semantics, status: 0, json: { error: { code: "an item target only" } } };
      }
      const { status, json } = await api("/v1/scroll/offset", platform ? forPlatform(sent) : sent);
      return { semantics, status, json };
    }));
    box.replaceChildren();
    for (const { semantics, status, json } of answers) {
      const figure = document.createElement("figure");
      const svg = document.createElementNS(NS, "svg");
      svg.id = "compare-" + semantics;
      svg.setAttribute("role", "img");
      svg.setAttribute("aria-label", `${semantics} answer`);
      figure.appendChild(svg);
      const caption = document.createElement("figcaption");
      figure.appendChild(caption);
      box.appendChild(figure);
      const drawing = drawView(svg, sceneView(), { scale: 0.17, labelSize: 0.1 });
      if (status === 200) {
        drawing.setOffset(json.contentOffset);
        drawing.setTarget(json.targetRect || null, request.target ? request.target.id : null);
        caption.textContent = `${semantics}: y ${round(json.contentOffset.y)}`;
      } else {
        drawing.setOffset(request.contentOffset || { x: 0, y: 0 });
        caption.textContent = `${semantics}: ${json.error ? json.error.code : status}`;
      }
      svg.dataset.semantics = semantics;
    }
  }

  // ---------------------------------------------------------------- demo 2: transition

  const KEYBOARD = 336;
  let chat = null;
  let chatDrawing = null;
  let nextOlder = 0;
  let nextNewer = 16;

  function resetChat() {
    const { items, end } = chatItems(16, "c", 8);
    chat = { viewport: { width: 390, height: 844 }, contentSize: { width: 390, height: end }, items,
      contentInsets: { top: 47, bottom: 34 } };
    chat.contentOffset = { x: 0, y: Math.max(-47, end + 34 - 844) };  // pinned to the newest message
    nextOlder = 0; nextNewer = 16;
    drawChat(null);
    $("transition-table").tBodies[0].replaceChildren();
    $("transition-response").textContent = "";
    $("transition-facts").replaceChildren();
  }

  function drawChat(before) {
    chatDrawing = drawView($("transition-scene"), chat, { scale: 0.3, margin: 420 });
    chatDrawing.setOffset(chat.contentOffset);
    chatDrawing.setGhost(before);
    chatDrawing.svg.dataset.animating = "false";
  }

  function scrollViewOf(state) {
    return { viewport: state.viewport, contentSize: state.contentSize, contentInsets: state.contentInsets,
      contentOffset: state.contentOffset, items: plainItems(state.items) };
  }

  /** Sends before → after under each semantics; the chosen one becomes the new state. */
  async function change(after, describe) {
    const before = scrollViewOf(chat);
    const change = { contentSize: after.contentSize, items: plainItems(after.items) };
    if (after.contentInsets !== chat.contentInsets) change.contentInsets = after.contentInsets;
    const keep = $("transition-keep").value;
    const chosen = $("transition-semantics").value;
    const results = await Promise.all(["swiftui", "uikit", "css"].map(async (semantics) => {
      const request = { before, after: change, keep, semantics };
      const { status, json } = await api("/v1/scroll/transition", request);
      return { semantics, request, status, json };
    }));
    const body = $("transition-table").tBodies[0];
    body.replaceChildren();
    for (const r of results) {
      const row = body.insertRow();
      row.insertCell().textContent = r.semantics;
      row.insertCell().textContent = r.status === 200 ? String(round(r.json.contentOffset.y)) : r.json.error.code;
      const anchor = r.status === 200 ? r.json.anchor : null;
      row.insertCell().textContent = anchor === null ? "offset" : anchor.edge ? anchor.edge + " edge" : String(anchor.id);
    }
    const mine = results.find((r) => r.semantics === chosen);
    showJSON($("transition-response"), mine.json);
    $("transition-scene").dataset.request = JSON.stringify(mine.request);
    if (mine.status !== 200) { setStatus("Transition: " + describeError(mine.json), true); return; }
    const previous = chat.contentOffset;
    chat = { ...chat, ...after, contentOffset: mine.json.contentOffset };
    drawChat(previous);
    const facts = $("transition-facts");
    facts.replaceChildren();
    for (const [k, v] of [["change", describe], ["offset before", round(previous.y)], ["offset after", round(mine.json.contentOffset.y)],
      ["delta", round(mine.json.delta.y)]]) {
      const dt = document.createElement("dt"); dt.textContent = k;
      const dd = document.createElement("dd"); dd.textContent = String(v);
      facts.append(dt, dd);
    }
    setStatus(`Transition (${chosen}, keep ${keep}): offset ${round(previous.y)} → ${round(mine.json.contentOffset.y)}.`);
  }

  function insertAbove() {
    const added = chatItems(3, "old", 8).items.map((item, i) => ({ ...item, id: "old" + (nextOlder + i) }));
    nextOlder += 3;
    const shift = added.reduce((sum, item) => sum + item.frame.height + 8, 0);
    const moved = chat.items.map((item) => ({ ...item, frame: { ...item.frame, y: item.frame.y + shift } }));
    const items = [...added, ...moved];
    return change({ items, contentSize: { width: 390, height: chat.contentSize.height + shift } }, "3 inserted above");
  }

  function append() {
    const height = 72;
    const y = chat.contentSize.height;
    const item = { id: "c" + nextNewer, frame: { x: 110, y, width: 268, height }, mine: true };
    nextNewer += 1;
    return change({ items: [...chat.items, item], contentSize: { width: 390, height: y + height + 8 } }, "1 appended");
  }

  function keyboard() {
    const up = (chat.contentInsets.bottom || 0) < KEYBOARD;
    const contentInsets = { top: 47, bottom: up ? KEYBOARD : 34 };
    return change({ items: chat.items, contentSize: chat.contentSize, contentInsets }, up ? "keyboard raised" : "keyboard lowered");
  }

  // ---------------------------------------------------------------- demo 3: snap

  const PAGER = (() => {
    const items = [];
    for (let i = 0; i < 8; i++) items.push({ id: "card" + i, frame: { x: 10 + 160 * i, y: 40, width: 140, height: 400 }, mine: i % 2 === 1 });
    return { viewport: { width: 320, height: 480 }, contentSize: { width: 1280, height: 480 }, items };
  })();
  let pager = null;

  function resetPager() {
    pager = drawView($("snap-scene"), PAGER, { scale: 0.45, margin: 30, marginX: 340, labelSize: 34 });
    pager.setOffset({ x: 0, y: 0 });
    pager.setGhost(null);
    pager.svg.dataset.animating = "false";
    $("snap-facts").replaceChildren();
    $("snap-response").textContent = "";
  }

  function snapRequest() {
    const behavior = $("snap-behavior").value;
    return {
      viewport: PAGER.viewport, contentSize: PAGER.contentSize, contentOffset: currentOffset(pager),
      items: plainItems(PAGER.items), velocity: { x: number("snap-velocity"), y: 0 },
      decelerationRate: $("snap-rate").value,
      behavior: behavior === "paging" ? { paging: {} } : behavior === "viewAligned" ? { viewAligned: {} } : "none",
    };
  }

  async function fling() {
    const request = snapRequest();
    pager.svg.dataset.request = JSON.stringify(request);
    const { status, json } = await api("/v1/scroll/snap", request);
    showJSON($("snap-response"), json);
    if (status !== 200) { setStatus("Snap: " + describeError(json), true); return; }
    pager.setGhost(json.projectedOffset);
    pager.svg.dataset.projectedX = String(round(json.projectedOffset.x));
    const facts = $("snap-facts");
    facts.replaceChildren();
    const snapped = json.snappedTo === null ? "nothing" : json.snappedTo.id !== undefined ? String(json.snappedTo.id) : `page (${json.snappedTo.page.x}, ${json.snappedTo.page.y})`;
    for (const [k, v] of [["projected x", round(json.projectedOffset.x)], ["snapped x", round(json.contentOffset.x)], ["snapped to", snapped],
      ["velocity after", round(json.velocity.x)]]) {
      const dt = document.createElement("dt"); dt.textContent = k;
      const dd = document.createElement("dd"); dd.textContent = String(v);
      facts.append(dt, dd);
    }
    await animate(pager, request.contentOffset, json.contentOffset, "easeOut");
    setStatus(`Fling ${request.velocity.x} pt/s: projected x ${round(json.projectedOffset.x)}, snapped x ${round(json.contentOffset.x)}.`);
  }

  // ---------------------------------------------------------------- demo 4: a photo grid

  /** 96 items: month headers (full-span, 32 points) at 0, 29 and 62, photos 120 points high. */
  const PHOTOS = {
    count: 96, itemHeight: 120, spacing: { row: 8, column: 8 }, padding: { top: 8, bottom: 8, left: 8, right: 8 },
    fullSpan: { indexes: [0, 29, 62], height: 32 },
  };
  const PHONE = { width: 390, height: 844 };
  const MONTHS = ["March", "April", "May"];
  let photoGrid = null;

  function gridColumnsValue() {
    const v = $("grid-columns").value;
    return v === "adaptive" ? { minimumWidth: 90 } : Number(v);
  }

  /**
   * The frames the grid lays out, for drawing only (the answers are the API's): `columns`
   * columns across the width less the padding, or as many of at least `minimumWidth` as fit;
   * a full-span item starts a row of its own.
   */
  function gridLayout(grid, width) {
    const available = width - grid.padding.left - grid.padding.right;
    const gap = grid.spacing.column;
    const n = typeof grid.columns === "number" ? grid.columns
      : Math.max(1, Math.floor((available + gap) / (grid.columns.minimumWidth + gap)));
    const cell = (available - (n - 1) * gap) / n;
    const full = new Set(grid.fullSpan.indexes);
    const items = [];
    let y = grid.padding.top, column = 0, month = 0;
    for (let i = 0; i < grid.count; i++) {
      if (full.has(i)) {
        if (column > 0) { y += grid.itemHeight + grid.spacing.row; column = 0; }
        items.push({ id: MONTHS[month++] || "month", frame: { x: grid.padding.left, y, width: available, height: grid.fullSpan.height }, kind: "header" });
        y += grid.fullSpan.height + grid.spacing.row;
      } else {
        items.push({ id: i, frame: { x: grid.padding.left + column * (cell + gap), y, width: cell, height: grid.itemHeight } });
        column += 1;
        if (column === n) { column = 0; y += grid.itemHeight + grid.spacing.row; }
      }
    }
    if (column > 0) y += grid.itemHeight + grid.spacing.row;
    return { items, height: y - grid.spacing.row + grid.padding.bottom };
  }

  function drawGrid(offset) {
    const grid = { ...PHOTOS, columns: gridColumnsValue() };
    const layout = gridLayout(grid, PHONE.width);
    photoGrid = drawView($("grid-scene"), { viewport: PHONE, contentSize: { width: PHONE.width, height: layout.height }, items: layout.items },
      { scale: 0.22, margin: 60, labelSize: 26, radius: 6 });
    photoGrid.setOffset(offset);
    photoGrid.svg.dataset.animating = "false";
    return grid;
  }

  function facts(list, rows) {
    const box = $(list);
    box.replaceChildren();
    for (const [k, v] of rows) {
      const dt = document.createElement("dt"); dt.textContent = k;
      const dd = document.createElement("dd"); dd.textContent = String(v);
      box.append(dt, dd);
    }
  }

  /** Scrolls the photo grid to the chosen item and shows what the viewport then shows. */
  async function scrollGrid() {
    const from = photoGrid ? currentOffset(photoGrid) : { x: 0, y: 0 };
    const grid = drawGrid(from);
    const index = Math.max(0, Math.min(PHOTOS.count - 1, Math.round(number("grid-photo"))));
    const request = { viewport: PHONE, contentOffset: from, grid, target: { index },
      anchor: $("grid-anchor").value, semantics: $("grid-semantics").value };
    photoGrid.svg.dataset.request = JSON.stringify(request);
    showJSON($("grid-request"), request);
    const { status, json } = await api("/v1/scroll/offset", request);
    showJSON($("grid-response"), json);
    photoGrid.svg.dataset.responseStatus = String(status);
    if (status !== 200) { setStatus("Photo grid: " + describeError(json), true); return; }
    const drawing = photoGrid;
    const label = PHOTOS.fullSpan.indexes.includes(index) ? MONTHS[PHOTOS.fullSpan.indexes.indexOf(index)] : index;
    drawing.setTarget(json.targetRect || null, label);
    if (!await animate(drawing, from, json.contentOffset, "easeInOut")) return;
    const visibility = await api("/v1/scroll/visibility", { viewport: PHONE, contentOffset: json.contentOffset, grid, threshold: 0.5 });
    if (visibility.status !== 200) { setStatus("Photo grid visibility: " + describeError(visibility.json), true); return; }
    const shown = new Set(visibility.json.items.filter((e) => e.visible).map((e) => e.id));
    // The drawn items are in index order (photos by index, month headers by name).
    [...drawing.items.values()].forEach((entry, i) => entry.rect.classList.toggle("visible", shown.has(i)));
    drawing.svg.dataset.firstVisible = String(visibility.json.firstVisible);
    drawing.svg.dataset.lastVisible = String(visibility.json.lastVisible);
    facts("grid-facts", [["offset y", round(json.contentOffset.y)], ["first visible", visibility.json.firstVisible],
      ["last visible", visibility.json.lastVisible], ["visible", visibility.json.visibleCount]]);
    setStatus(`Photo grid: item ${index} rests at y ${round(json.contentOffset.y)}.`);
  }

  // ---------------------------------------------------------------- demo 5: sticky headers

  const CONTACTS = [["A", 4], ["B", 6], ["C", 3], ["D", 5], ["K", 7], ["M", 4], ["S", 6], ["T", 3]];
  const SECTIONS = CONTACTS.map(([, count]) => ({ header: 40, count, itemHeight: 56 }));
  let contacts = null;

  /** Headers and rows in flat-index order (a header, then its rows), for drawing. */
  function sectionLayout() {
    const items = [];
    let y = 0;
    CONTACTS.forEach(([letter, count], s) => {
      items.push({ id: letter, frame: { x: 0, y, width: PHONE.width, height: SECTIONS[s].header }, kind: "header", section: s });
      y += SECTIONS[s].header;
      for (let j = 0; j < count; j++) {
        items.push({ id: letter + (j + 1), frame: { x: 12, y, width: PHONE.width - 24, height: SECTIONS[s].itemHeight - 4 }, section: s, row: j });
        y += SECTIONS[s].itemHeight;
      }
    });
    return { items, height: y };
  }
  const CONTACT_LAYOUT = sectionLayout();

  function drawContacts(offset) {
    contacts = drawView($("sections-scene"), { viewport: PHONE, contentSize: { width: PHONE.width, height: CONTACT_LAYOUT.height },
      items: CONTACT_LAYOUT.items, scrollPadding: { top: Math.max(0, number("sections-padding")) } },
    { scale: 0.3, margin: 60, labelSize: 26, radius: 6 });
    contacts.setOffset(offset);
    contacts.svg.dataset.animating = "false";
  }

  function sectionsRequest(semantics, from) {
    const request = { viewport: PHONE, contentOffset: from, sections: SECTIONS, pinnedHeaders: true,
      target: { section: Number($("sections-section").value), item: Math.max(0, Math.round(number("sections-item"))) }, semantics };
    const padding = Math.max(0, number("sections-padding"));
    if (padding) request.scrollPadding = { top: padding };
    return request;
  }

  const sectionsVisibility = (offset) => ({ viewport: PHONE, contentOffset: offset, sections: SECTIONS, pinnedHeaders: true, threshold: 0.5 });

  /** The target's flat index: every header and row of the sections before it, its header, its row. */
  function flatIndex(target) {
    let index = 0;
    for (let s = 0; s < target.section; s++) index += 1 + SECTIONS[s].count;
    return index + 1 + target.item;
  }

  /** Draws the pinned header of a visibility answer in the viewport, and hatches the rows it covers. */
  function drawPinned(drawing, answer) {
    drawing.overlay.replaceChildren();
    const pinned = answer.pinnedHeader || null;
    CONTACT_LAYOUT.items.forEach((item, i) => {
      const entry = answer.items.find((e) => e.id === i);
      drawing.items.get(String(item.id)).rect.classList.toggle("covered", Boolean(entry && entry.coveredByPinnedHeader > 0));
    });
    if (!pinned) { delete drawing.svg.dataset.pinnedSection; delete drawing.svg.dataset.pinnedY; return; }
    el("rect", { class: "pinned-header", x: 0, y: pinned.y, width: PHONE.width, height: SECTIONS[pinned.section].header }, drawing.overlay);
    const label = el("text", { class: "item-label", x: 12, y: pinned.y + 30, "font-size": 26 }, drawing.overlay);
    label.textContent = CONTACTS[pinned.section][0] + " (pinned)";
    drawing.svg.dataset.pinnedSection = String(pinned.section);
    drawing.svg.dataset.pinnedY = String(round(pinned.y));
  }

  /** Scrolls to the chosen contact under every semantics; animates the chosen one's answer. */
  async function scrollContacts() {
    const from = contacts ? currentOffset(contacts) : { x: 0, y: 0 };
    drawContacts(from);
    const drawing = contacts;
    const chosen = $("sections-semantics").value;
    const results = await Promise.all(["css", "swiftui", "uikit", ...PLATFORMS].map(async (semantics) => {
      const request = sectionsRequest(semantics, from);
      const { status, json } = await api("/v1/scroll/offset", request);
      if (status !== 200) return { semantics, request, status, json };
      const seen = await api("/v1/scroll/visibility", sectionsVisibility(json.contentOffset));
      return { semantics, request, status, json, seen };
    }));
    const body = $("sections-table").tBodies[0];
    body.replaceChildren();
    const target = flatIndex(results[0].request.target);
    for (const r of results) {
      const row = body.insertRow();
      row.insertCell().textContent = r.semantics;
      row.insertCell().textContent = r.status === 200 ? String(round(r.json.contentOffset.y)) : r.json.error.code;
      const entry = r.seen && r.seen.status === 200 ? r.seen.json.items.find((e) => e.id === target) : null;
      row.insertCell().textContent = entry ? `${round(entry.coveredByPinnedHeader || 0)} pt` : "";
    }
    const mine = results.find((r) => r.semantics === chosen);
    drawing.svg.dataset.request = JSON.stringify(mine.request);
    drawing.svg.dataset.responseStatus = String(mine.status);
    showJSON($("sections-response"), mine.json);
    if (mine.status !== 200) { setStatus("Contacts: " + describeError(mine.json), true); return; }
    const item = CONTACT_LAYOUT.items[target];
    drawing.setTarget(mine.json.targetRect || null, item ? item.id : null);
    if (!await animate(drawing, from, mine.json.contentOffset, "easeInOut")) return;
    if (!mine.seen || mine.seen.status !== 200) { setStatus("Contacts visibility: " + describeError(mine.seen && mine.seen.json), true); return; }
    drawPinned(drawing, mine.seen.json);
    showJSON($("sections-response"), { offset: mine.json, visibility: mine.seen.json });
    const pinned = mine.seen.json.pinnedHeader;
    const entry = mine.seen.json.items.find((e) => e.id === target);
    facts("sections-facts", [["offset y", round(mine.json.contentOffset.y)],
      ["pinned header", pinned ? `${CONTACTS[pinned.section][0]} at y ${round(pinned.y)}` : "none"],
      ["target covered", `${round(entry ? entry.coveredByPinnedHeader || 0 : 0)} pt`]]);
    setStatus(`Contacts (${chosen}): ${item ? item.id : "the target"} rests at y ${round(mine.json.contentOffset.y)}.`);
  }

  // ---------------------------------------------------------------- wiring

  function start() {
    const select = $("target-id");
    for (const item of CHAT.items) {
      const option = document.createElement("option");
      option.value = option.textContent = item.id;
      select.appendChild(option);
    }
    select.value = selectedId;
    syncControls();
    redrawScene();

    $("auth").addEventListener("submit", (event) => {
      event.preventDefault();
      token = $("token").value;
      $("token").value = "";
      $("auth").hidden = true;
      const waiters = tokenWaiters;
      tokenWaiters = [];
      for (const resolve of waiters) resolve();
    });
    $("controls").addEventListener("submit", (event) => { event.preventDefault(); track(run()); });
    $("controls").addEventListener("change", (event) => {
      syncControls();
      if (["inset-top", "inset-bottom", "padding-top", "padding-bottom"].includes(event.target.id)) redrawScene();
      if (event.target.id !== "curve") track(run());
    });
    $("send").addEventListener("click", () => track(run($("request").value)));
    $("copy-curl").addEventListener("click", () => {
      const text = $("curl").textContent;
      const done = () => setStatus("curl command copied.");
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(text).then(done, () => setStatus("Select the curl command below and copy it."));
      } else {
        setStatus("Select the curl command below and copy it.");
      }
    });
    $("insert-above").addEventListener("click", () => track(insertAbove()));
    $("append").addEventListener("click", () => track(append()));
    $("keyboard").addEventListener("click", () => track(keyboard()));
    $("transition-reset").addEventListener("click", resetChat);
    $("fling").addEventListener("click", () => track(fling()));
    $("snap-reset").addEventListener("click", resetPager);

    const sections = $("sections-section");
    CONTACTS.forEach(([letter], s) => {
      const option = document.createElement("option");
      option.value = String(s); option.textContent = letter;
      sections.appendChild(option);
    });
    sections.value = "4";
    $("sections-item").value = "2";
    $("grid-controls").addEventListener("submit", (event) => { event.preventDefault(); track(scrollGrid()); });
    $("grid-controls").addEventListener("change", () => track(scrollGrid()));
    $("sections-controls").addEventListener("submit", (event) => { event.preventDefault(); track(scrollContacts()); });
    $("sections-controls").addEventListener("change", () => track(scrollContacts()));

    resetChat();
    resetPager();
    drawGrid({ x: 0, y: 0 });
    drawContacts({ x: 0, y: 0 });
    track(Promise.all([run(), scrollGrid(), scrollContacts()])).then(() => { document.body.dataset.ready = "true"; },
      (error) => { setStatus(String(error), true); document.body.dataset.ready = "error"; });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
