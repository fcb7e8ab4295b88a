// A small fetch client for ScrollQuery: one method per operation, typed by ./types.ts (generated
// from openapi.yaml). Runs wherever `fetch` does: browsers, Node 18+, Deno, Bun, workers.
import type {
  BatchRequest, BatchResponse, Error as ErrorBody, Health, LayoutDetails, LayoutEdit, LayoutRequest, LayoutSummary,
  Operations, ScrollAnimationRequest, ScrollAnimationResponse, ScrollOffsetRequest, ScrollOffsetResponse,
  ScrollRangeRequest, ScrollRangeResponse,
  ScrollSnapRequest, ScrollSnapResponse, TransitionRequest, TransitionResponse, Version, VisibilityRequest,
  VisibilityResponse,
} from "./types.js";
import { routes } from "./types.js";

export * from "./types.js";

export interface ClientOptions {
  /** Where the server is, e.g. "http://127.0.0.1:8080" (no trailing path). */
  baseURL: string;
  /** Sent as "Authorization: Bearer <token>" when the server was started with --auth-token-file. */
  token?: string;
  /** Another fetch (a test double, one with a proxy); the global one by default. */
  fetch?: typeof fetch;
}

/** An answer other than 2xx. `body` is the service's Error body when it sent one (every 4xx and
 * 5xx of its own does; a few refusals of the HTTP library carry none). */
export class ScrollQueryError extends Error {
  constructor(readonly status: number, readonly body: ErrorBody | undefined, text: string) {
    super(body ? `${status} ${body.error.code}: ${body.error.message}` + (body.error.pointer ? ` (at ${body.error.pointer})` : "")
               : `${status}: ${text.slice(0, 200)}`);
    this.name = "ScrollQueryError";
  }

  /** The stable error code ("invalid_field", "target_not_found", ...), if the body had one. */
  get code(): string | undefined {
    return this.body?.error.code;
  }
}

/** How a stored layout was made: posted (`body`), or `edits` applied to the layout `base`. */
type StoredLayout = { body: LayoutRequest } | { base: string; edits: LayoutEdit[] };

export class ScrollQueryClient {
  private readonly baseURL: string;
  private readonly fetch: typeof fetch;
  /** What this client stored, by id: stored again when a server answers `unknown_layout`. */
  private readonly stored = new Map<string, StoredLayout>();

  constructor(private readonly options: ClientOptions) {
    this.baseURL = options.baseURL.replace(/\/+$/, "");
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  /** Where the content offset should be to show a target (POST /v1/scroll/offset). */
  offset(request: ScrollOffsetRequest): Promise<ScrollOffsetResponse> {
    return this.call("scrollOffset", request);
  }

  /** What is visible, and how near the edges the view is (POST /v1/scroll/visibility). */
  visibility(request: VisibilityRequest): Promise<VisibilityResponse> {
    return this.call("scrollVisibility", request);
  }

  /** Where the offset goes when the content or the viewport changes (POST /v1/scroll/transition). */
  transition(request: TransitionRequest): Promise<TransitionResponse> {
    return this.call("scrollTransition", request);
  }

  /** Where a fling comes to rest (POST /v1/scroll/snap). */
  snap(request: ScrollSnapRequest): Promise<ScrollSnapResponse> {
    return this.call("scrollSnap", request);
  }

  /** The frames of a scroll animation (POST /v1/scroll/animation). */
  animation(request: ScrollAnimationRequest): Promise<ScrollAnimationResponse> {
    return this.call("scrollAnimation", request);
  }

  /** The range, what the viewport shows at the offset, and how far the view can still scroll
   * toward each edge (POST /v1/scroll/range). */
  range(request: ScrollRangeRequest): Promise<ScrollRangeResponse> {
    return this.call("scrollRange", request);
  }

  /** Many requests in one (POST /v1/batch); each answer or error in its place. */
  batch(request: BatchRequest): Promise<BatchResponse> {
    return this.call("scrollBatch", request);
  }

  /** Stores a layout; later requests name it by `layout` id (POST /v1/layouts).
   *
   * The client keeps the body (and, for `editLayout`, the base and the edits) until
   * `deleteLayout`: when a server answers 404 `unknown_layout` for a layout this client stored
   * (another replica, a restart, an eviction), it stores it again (an edited one: its base first,
   * then the edits) and sends the request once more. The id is the content's, so it is the same. */
  async storeLayout(request: LayoutRequest): Promise<LayoutSummary> {
    const summary = await this.call("storeLayout", request);
    this.stored.set(summary.layoutId, { body: request });
    return summary;
  }

  /** What a stored layout holds (GET /v1/layouts/{layoutId}). */
  layout(layoutId: string): Promise<LayoutDetails> {
    return this.call("getLayout", undefined, { layoutId });
  }

  /** Stores the layout these edits make of a stored one (POST /v1/layouts/{layoutId}/edits). */
  async editLayout(layoutId: string, edits: LayoutEdit[]): Promise<LayoutSummary> {
    const summary = await this.call("editLayout", edits, { layoutId });
    if (!this.stored.has(summary.layoutId)) this.stored.set(summary.layoutId, { base: layoutId, edits: [...edits] });
    return summary;
  }

  /** Forgets a stored layout, here and on the server (DELETE /v1/layouts/{layoutId}). */
  async deleteLayout(layoutId: string): Promise<void> {
    this.stored.delete(layoutId);
    await this.send("DELETE", `/v1/layouts/${encodeURIComponent(layoutId)}`, undefined);
  }

  /** The ids this client can store again by itself. */
  storedLayouts(): string[] {
    return [...this.stored.keys()];
  }

  health(): Promise<Health> {
    return this.call("health", undefined);
  }

  version(): Promise<Version> {
    return this.call("version", undefined);
  }

  /** Any operation of the spec by its operationId, typed by `Operations`. */
  async call<Name extends keyof Operations>(
    operation: Name, request: Operations[Name]["request"], pathParameters: Record<string, string> = {},
  ): Promise<Operations[Name]["answer"]> {
    const { method, path } = routes[operation];
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathParameters[name] ?? ""));
    let text: string;
    try {
      text = await this.send(method, filled, request);
    } catch (error) {
      // A layout this client stored that the server does not hold: store it again, then retry once.
      const named = [pathParameters["layoutId"], ...layoutIds(request)].filter(
        (id): id is string => id !== undefined && this.stored.has(id));
      if (operation === "storeLayout" || !(error instanceof ScrollQueryError) || error.code !== "unknown_layout"
          || named.length === 0) throw error;
      const restored = new Set<string>();
      for (const id of named) await this.restore(id, restored);
      text = await this.send(method, filled, request);
    }
    return JSON.parse(text) as Operations[Name]["answer"];
  }

  /** Stores `layoutId` again from what made it: its body, or its base (restored first) and edits. */
  private async restore(layoutId: string, restored: Set<string>): Promise<void> {
    const stored = this.stored.get(layoutId);
    if (stored === undefined || restored.has(layoutId)) return;
    restored.add(layoutId);
    if ("body" in stored) {
      await this.send("POST", "/v1/layouts", stored.body);
    } else {
      await this.restore(stored.base, restored);
      await this.send("POST", `/v1/layouts/${encodeURIComponent(stored.base)}/edits`, stored.edits);
    }
  }

  private async send(method: string, path: string, body: unknown): Promise<string> {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (this.options.token !== undefined) headers["Authorization"] = `Bearer ${this.options.token}`;
    const response = await this.fetch(this.baseURL + path, {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) {
      let parsed: ErrorBody | undefined;
      try {
        const candidate = JSON.parse(text) as ErrorBody;
        if (typeof candidate?.error?.code === "string") parsed = candidate;
      } catch {
        parsed = undefined;
      }
      throw new ScrollQueryError(response.status, parsed, text);
    }
    return text;
  }
}

/** The stored layouts a request names: every `layout` member, at any depth (a transition's
 * `before` and `after`, an animation's `offsetRequest`). */
function layoutIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(layoutIds);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, member]) =>
    key === "layout" && typeof member === "string" ? [member] : layoutIds(member));
}
