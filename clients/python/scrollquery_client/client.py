"""A small client for ScrollQuery over the standard library's HTTP: one method per operation,
typed by .models (generated from openapi.yaml), every answer other than 2xx raised as
`ScrollQueryError`, and stored layouts that survive the server forgetting them."""
from __future__ import annotations

import json
import os
import threading
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, cast

from .models import (
    BatchError,
    BatchRequest,
    BatchResponse,
    BatchResult,
    Health,
    LayoutDetails,
    LayoutEdit,
    LayoutRequest,
    LayoutSummary,
    ScrollAnimationRequest,
    ScrollAnimationResponse,
    ScrollOffsetRequest,
    ScrollOffsetResponse,
    ScrollRangeRequest,
    ScrollRangeResponse,
    ScrollSnapRequest,
    ScrollSnapResponse,
    TransitionRequest,
    TransitionResponse,
    Version,
    VisibilityRequest,
    VisibilityResponse,
)

#: Where `Client()` goes without a `base_url`: $SCROLLQUERY_URL, else `make run`'s address.
DEFAULT_URL = "http://127.0.0.1:8080"



class ScrollQueryError(Exception):
    """An answer other than 2xx, or a failed request of a batch.

    `code`, `message` and `pointer` are the service's Error body (`code` is stable: match on it;
    `pointer` is the RFC 6901 pointer to the field at fault, `None` when the error is not about the
    body). A refusal without a JSON body (a proxy's, the HTTP library's) has `code` `None` and its
    text, cut to 200 characters, as `message`.
    """

    def __init__(self, status: int, code: str | None, message: str, pointer: str | None = None,
                 retry_after: str | None = None) -> None:
        self.status, self.code, self.message, self.pointer = status, code, message, pointer
        #: The `Retry-After` header of a 503 (`overloaded`), when there was one.
        self.retry_after = retry_after
        where = f" (at {pointer})" if pointer else ""
        super().__init__(f"{status} {code}: {message}{where}" if code else f"{status}: {message}")


@dataclass(frozen=True)
class _Stored:
    """How a stored layout was made: posted (`body`), or `edits` applied to layout `base`."""
    body: LayoutRequest | None = None
    base: str | None = None
    edits: tuple[LayoutEdit, ...] = ()


class Client:
    """Calls one ScrollQuery server. Thread-safe; each call is one HTTP request (two or more
    when it recovers a layout, see `store_layout`).

    `base_url` is where the server is (default $SCROLLQUERY_URL, else http://127.0.0.1:8080);
    `token` is sent as `Authorization: Bearer` to a server started with --auth-token-file.
    """

    def __init__(self, base_url: str | None = None, *, token: str | None = None, timeout: float = 30.0) -> None:
        self.base_url = (base_url or os.environ.get("SCROLLQUERY_URL") or DEFAULT_URL).rstrip("/")
        self.token, self.timeout = token, timeout
        self._stored: dict[str, _Stored] = {}
        self._lock = threading.Lock()

    # The scroll endpoints.

    def offset(self, request: ScrollOffsetRequest) -> ScrollOffsetResponse:
        """Where the content offset should be to show a target (POST /v1/scroll/offset)."""
        return cast(ScrollOffsetResponse, self._post("/v1/scroll/offset", request))

    def visibility(self, request: VisibilityRequest) -> VisibilityResponse:
        """What is visible, and how near the ends the view is (POST /v1/scroll/visibility)."""
        return cast(VisibilityResponse, self._post("/v1/scroll/visibility", request))

    def transition(self, request: TransitionRequest) -> TransitionResponse:
        """Where the offset goes when the content or the viewport changes (POST /v1/scroll/transition)."""
        return cast(TransitionResponse, self._post("/v1/scroll/transition", request))

    def snap(self, request: ScrollSnapRequest) -> ScrollSnapResponse:
        """Where a fling, scrollTo or scrollBy comes to rest (POST /v1/scroll/snap)."""
        return cast(ScrollSnapResponse, self._post("/v1/scroll/snap", request))

    def animation(self, request: ScrollAnimationRequest) -> ScrollAnimationResponse:
        """The frames of a scroll animation (POST /v1/scroll/animation)."""
        return cast(ScrollAnimationResponse, self._post("/v1/scroll/animation", request))

    def range(self, request: ScrollRangeRequest) -> ScrollRangeResponse:
        """The range, what the viewport shows at the offset, and how far the view can still
        scroll toward each edge (POST /v1/scroll/range)."""
        return cast(ScrollRangeResponse, self._post("/v1/scroll/range", request))

    def batch(self, request: BatchRequest) -> BatchResponse:
        """Many requests about one list (POST /v1/batch). Each result is its answer or a
        `BatchError` in its place: `offset_result(result)` and its siblings give the answer or
        raise its error as `ScrollQueryError`."""
        return cast(BatchResponse, self._post("/v1/batch", request))

    # Stored layouts.

    def store_layout(self, request: LayoutRequest) -> LayoutSummary:
        """Stores a layout; later requests name it by its `layoutId` (POST /v1/layouts).

        The client keeps the body (and, for `edit_layout`, the base and the edits) until
        `delete_layout`: when the server answers 404 `unknown_layout` for a layout this client
        stored (another replica, a restart, an eviction), it stores it again (re-applying the
        edits, base first) and sends the request once more. The id is the content's, so it comes
        back the same."""
        summary = cast(LayoutSummary, self._request("POST", "/v1/layouts", request, recover=False))
        with self._lock:
            self._stored[summary["layoutId"]] = _Stored(body=request)
        return summary

    def edit_layout(self, layout_id: str, edits: Sequence[LayoutEdit]) -> LayoutSummary:
        """Stores the layout these edits make of a stored one (POST /v1/layouts/{id}/edits);
        the base is left as it was."""
        summary = cast(LayoutSummary, self._post(f"/v1/layouts/{_segment(layout_id)}/edits", list(edits), layout_id))
        with self._lock:
            self._stored.setdefault(summary["layoutId"], _Stored(base=layout_id, edits=tuple(edits)))
        return summary

    def layout(self, layout_id: str) -> LayoutDetails:
        """What a stored layout holds (GET /v1/layouts/{id})."""
        return cast(LayoutDetails, self._request("GET", f"/v1/layouts/{_segment(layout_id)}", None,
                                                 recover=True, path_layout=layout_id))

    def delete_layout(self, layout_id: str) -> None:
        """Forgets a stored layout, here and on the server (DELETE /v1/layouts/{id}); 404 if the
        server did not hold it. Layouts edited from it keep what they need to be rebuilt."""
        with self._lock:
            self._stored.pop(layout_id, None)
        self._request("DELETE", f"/v1/layouts/{_segment(layout_id)}", None, recover=False)

    def stored_layouts(self) -> list[str]:
        """The ids this client can store again by itself."""
        with self._lock:
            return list(self._stored)

    # The service.

    def health(self) -> Health:
        return cast(Health, self._request("GET", "/healthz", None, recover=False))

    def version(self) -> Version:
        return cast(Version, self._request("GET", "/version", None, recover=False))

    # Sending.

    def _post(self, path: str, body: object, path_layout: str | None = None) -> Any:
        return self._request("POST", path, body, recover=True, path_layout=path_layout)

    def _request(self, method: str, path: str, body: object, *, recover: bool, path_layout: str | None = None) -> Any:
        try:
            return self._send(method, path, body)
        except ScrollQueryError as error:
            if not recover or error.code != "unknown_layout":
                raise
            named = ([path_layout] if path_layout else []) + list(_layout_ids(body))
            known = [layout for layout in dict.fromkeys(named) if layout in self._stored]
            if not known:
                raise
            for layout in known:
                self._restore(layout, set())
            return self._send(method, path, body)

    def _restore(self, layout_id: str, seen: set[str]) -> None:
        """Stores `layout_id` again from what made it: its body, or its base (restored first) and edits."""
        with self._lock:
            stored = self._stored.get(layout_id)
        if stored is None or layout_id in seen:
            return
        seen.add(layout_id)
        if stored.body is not None:
            self._send("POST", "/v1/layouts", stored.body)
        elif stored.base is not None:
            self._restore(stored.base, seen)
            self._send("POST", f"/v1/layouts/{_segment(stored.base)}/edits", list(stored.edits))

    def _send(self, method: str, path: str, body: object) -> Any:
        headers = {"Accept": "application/json"}
        data = None
        if body is not None:
            data = json.dumps(body, separators=(",", ":"), allow_nan=False).encode()
            headers["Content-Type"] = "application/json"
        if self.token is not None:
            headers["Authorization"] = f"Bearer {self.token}"
        request = urllib.request.Request(self.base_url + path, data=data, headers=headers, method=method)
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                text = response.read()
        except urllib.error.HTTPError as refused:
            raise _error(refused.code, refused.read(), refused.headers.get("Retry-After")) from None
        return json.loads(text) if text else None


def offset_result(result: BatchResult) -> ScrollOffsetResponse:
    """A batch result of an `offset` request: its answer, or its error raised."""
    return cast(ScrollOffsetResponse, _answer(result))


def visibility_result(result: BatchResult) -> VisibilityResponse:
    """A batch result of a `visibility` request: its answer, or its error raised."""
    return cast(VisibilityResponse, _answer(result))


def snap_result(result: BatchResult) -> ScrollSnapResponse:
    """A batch result of a `snap` request: its answer, or its error raised."""
    return cast(ScrollSnapResponse, _answer(result))


def animation_result(result: BatchResult) -> ScrollAnimationResponse:
    """A batch result of an `animation` request: its answer, or its error raised."""
    return cast(ScrollAnimationResponse, _answer(result))


def range_result(result: BatchResult) -> ScrollRangeResponse:
    """A batch result of a `range` request: its answer, or its error raised."""
    return cast(ScrollRangeResponse, _answer(result))


def _answer(result: BatchResult) -> object:
    if "error" in result and "status" in result:
        failed = cast(BatchError, result)
        raise ScrollQueryError(failed["status"], failed["error"]["code"], failed["error"]["message"],
                               failed["error"]["pointer"])
    return result


def _error(status: int, text: bytes, retry_after: str | None) -> ScrollQueryError:
    try:
        error = json.loads(text)["error"]
        return ScrollQueryError(status, str(error["code"]), str(error["message"]), error.get("pointer"), retry_after)
    except (ValueError, KeyError, TypeError):
        return ScrollQueryError(status, None, text.decode("utf-8", "replace")[:200], None, retry_after)


def _segment(layout_id: str) -> str:
    return urllib.parse.quote(layout_id, safe="")


def _layout_ids(body: object) -> Iterator[str]:
    """The stored layouts a request names: every `layout` member, at any depth (a transition's
    `before` and `after`, an animation's `offsetRequest`)."""
    if isinstance(body, dict):
        for key, value in body.items():
            if key == "layout" and isinstance(value, str):
                yield value
            else:
                yield from _layout_ids(value)
    elif isinstance(body, list):
        for value in body:
            yield from _layout_ids(value)
