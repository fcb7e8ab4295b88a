from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.scroll_snap_request_type_0 import ScrollSnapRequestType0
from ...models.scroll_snap_request_type_1 import ScrollSnapRequestType1
from ...models.scroll_snap_request_type_2 import ScrollSnapRequestType2
from ...models.scroll_snap_response import ScrollSnapResponse
from typing import cast



def _get_kwargs(
    *,
    body: ScrollSnapRequestType0 | ScrollSnapRequestType1 | ScrollSnapRequestType2,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/scroll/snap",
    }

    
    if isinstance(body, ScrollSnapRequestType0):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ScrollSnapRequestType1):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | ScrollSnapResponse | None:
    if response.status_code == 200:
        response_200 = ScrollSnapResponse.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = Error.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())



        return response_415

    if response.status_code == 501:
        response_501 = Error.from_dict(response.json())



        return response_501

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | ScrollSnapResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ScrollSnapRequestType0 | ScrollSnapRequestType1 | ScrollSnapRequestType2,

) -> Response[Error | ScrollSnapResponse]:
    """ Where a fling, a scrollTo or a scrollBy comes to rest, under paging or snapping

     Exactly one of `velocity` (a fling released at `contentOffset`), `proposedOffset` (an
    intended end, CSS `scrollTo`) or `delta` (an intended move, CSS `scrollBy`, page keys)
    is not `null` (two are `conflicting_fields`, none is `missing_field` at `/velocity`).

    **Projection.** A fling ends at `contentOffset + distance(velocity)` per axis, by
    `flingModel`: `uikit` (default; Apple's WWDC18 "Designing Fluid Interfaces" projection,
    the geometric series of UIKit's per-millisecond decay, `v/1000 · r/(1 − r)`, 0.499·v for
    `normal`), `uikitExponential` (its continuous limit `v / (−1000·ln r)`), or `android`
    (OverScroller's spline as Flutter's `ClampingScrollSimulation` ports it: friction 0.015,
    inflexion 0.35, exponent ln 0.78/ln 0.9; distance grows like v^1.74; ignores
    `decelerationRate`). `decelerationRate`: `normal` 0.998, `fast` 0.99 per millisecond, or
    a number in [0.001, 1).

    **Behaviours.** `none` (default): rest where the motion ends, clamped. `paging`: rest on
    multiples of `pageSize` (default the viewport) from the range minimum; a fling moves at
    most one page (UIKit `isPagingEnabled`, SwiftUI `.paging`), to the page its projection
    is nearest within that limit; a delta moves at least one page its way; a proposed
    offset rests on the nearest page. `viewAligned` (SwiftUI `.viewAligned(limitBehavior:)`):
    rest with an item's `align` edge at the area's (viewport less insets and padding),
    nearest the motion's end; for a fling or delta `limit` holds it to one item
    (`alwaysByOne`), 3 (`alwaysByFew`), the items wholly visible now (`always`, default) or
    any (`never`), counted from the item aligned nearest the current offset. `css`: CSS
    Scroll Snap as Chromium implements it: snapport = viewport less `contentInsets` and
    `scrollPadding`, snap areas = frames grown by each item's `margin`, aligned per item by
    `snapAlign`; the position nearest the motion's end wins (ties: the earlier item; with
    one snap `axis`, a later one lying inside it wins); `proximity` ignores positions
    farther than its range (default a third of the snapport); an area at least as long as
    the snapport can rest anywhere it covers the snapport (the intended position itself
    when covered, else the nearest covering offset within the range, dodging other areas
    that overlap it); a fling or `delta` takes only positions ahead of the current offset,
    and with none ahead `mandatory` falls back to the position nearest the current offset
    while `proximity` does not snap; when only one axis finds a position, the other stays
    at the intended position for `proposedOffset` but at the current one for a fling or
    `delta`. `axis`
    limits the axes that snap; on `both` each axis takes only areas visible across at the
    other's position, and an axis that cannot scroll snaps at 0, where every area as long
    as the snapport covers it and together they are visible everywhere (a list as wide as
    its viewport snaps as under `y`).

    **Answer.** `projectedOffset` is where the motion ends before snapping (not clamped);
    `contentOffset` the resting offset (snapped, clamped); `snappedTo` the item (the y
    axis's choice, else x's), the page, or `null`; `velocity` the fling velocity, under the
    same model and rate, whose projection from `contentOffset` of the request is the resting
    offset — the initial velocity for an animation there.

    Args:
        body (ScrollSnapRequestType0 | ScrollSnapRequestType1 | ScrollSnapRequestType2):  Example:
            {'viewport': {'width': 320, 'height': 480}, 'contentSize': {'width': 1280, 'height': 480},
            'velocity': {'x': 1500, 'y': 0}, 'behavior': {'paging': {}}}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ScrollSnapResponse]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: ScrollSnapRequestType0 | ScrollSnapRequestType1 | ScrollSnapRequestType2,

) -> Error | ScrollSnapResponse | None:
    """ Where a fling, a scrollTo or a scrollBy comes to rest, under paging or snapping

     Exactly one of `velocity` (a fling released at `contentOffset`), `proposedOffset` (an
    intended end, CSS `scrollTo`) or `delta` (an intended move, CSS `scrollBy`, page keys)
    is not `null` (two are `conflicting_fields`, none is `missing_field` at `/velocity`).

    **Projection.** A fling ends at `contentOffset + distance(velocity)` per axis, by
    `flingModel`: `uikit` (default; Apple's WWDC18 "Designing Fluid Interfaces" projection,
    the geometric series of UIKit's per-millisecond decay, `v/1000 · r/(1 − r)`, 0.499·v for
    `normal`), `uikitExponential` (its continuous limit `v / (−1000·ln r)`), or `android`
    (OverScroller's spline as Flutter's `ClampingScrollSimulation` ports it: friction 0.015,
    inflexion 0.35, exponent ln 0.78/ln 0.9; distance grows like v^1.74; ignores
    `decelerationRate`). `decelerationRate`: `normal` 0.998, `fast` 0.99 per millisecond, or
    a number in [0.001, 1).

    **Behaviours.** `none` (default): rest where the motion ends, clamped. `paging`: rest on
    multiples of `pageSize` (default the viewport) from the range minimum; a fling moves at
    most one page (UIKit `isPagingEnabled`, SwiftUI `.paging`), to the page its projection
    is nearest within that limit; a delta moves at least one page its way; a proposed
    offset rests on the nearest page. `viewAligned` (SwiftUI `.viewAligned(limitBehavior:)`):
    rest with an item's `align` edge at the area's (viewport less insets and padding),
    nearest the motion's end; for a fling or delta `limit` holds it to one item
    (`alwaysByOne`), 3 (`alwaysByFew`), the items wholly visible now (`always`, default) or
    any (`never`), counted from the item aligned nearest the current offset. `css`: CSS
    Scroll Snap as Chromium implements it: snapport = viewport less `contentInsets` and
    `scrollPadding`, snap areas = frames grown by each item's `margin`, aligned per item by
    `snapAlign`; the position nearest the motion's end wins (ties: the earlier item; with
    one snap `axis`, a later one lying inside it wins); `proximity` ignores positions
    farther than its range (default a third of the snapport); an area at least as long as
    the snapport can rest anywhere it covers the snapport (the intended position itself
    when covered, else the nearest covering offset within the range, dodging other areas
    that overlap it); a fling or `delta` takes only positions ahead of the current offset,
    and with none ahead `mandatory` falls back to the position nearest the current offset
    while `proximity` does not snap; when only one axis finds a position, the other stays
    at the intended position for `proposedOffset` but at the current one for a fling or
    `delta`. `axis`
    limits the axes that snap; on `both` each axis takes only areas visible across at the
    other's position, and an axis that cannot scroll snaps at 0, where every area as long
    as the snapport covers it and together they are visible everywhere (a list as wide as
    its viewport snaps as under `y`).

    **Answer.** `projectedOffset` is where the motion ends before snapping (not clamped);
    `contentOffset` the resting offset (snapped, clamped); `snappedTo` the item (the y
    axis's choice, else x's), the page, or `null`; `velocity` the fling velocity, under the
    same model and rate, whose projection from `contentOffset` of the request is the resting
    offset — the initial velocity for an animation there.

    Args:
        body (ScrollSnapRequestType0 | ScrollSnapRequestType1 | ScrollSnapRequestType2):  Example:
            {'viewport': {'width': 320, 'height': 480}, 'contentSize': {'width': 1280, 'height': 480},
            'velocity': {'x': 1500, 'y': 0}, 'behavior': {'paging': {}}}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ScrollSnapResponse
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ScrollSnapRequestType0 | ScrollSnapRequestType1 | ScrollSnapRequestType2,

) -> Response[Error | ScrollSnapResponse]:
    """ Where a fling, a scrollTo or a scrollBy comes to rest, under paging or snapping

     Exactly one of `velocity` (a fling released at `contentOffset`), `proposedOffset` (an
    intended end, CSS `scrollTo`) or `delta` (an intended move, CSS `scrollBy`, page keys)
    is not `null` (two are `conflicting_fields`, none is `missing_field` at `/velocity`).

    **Projection.** A fling ends at `contentOffset + distance(velocity)` per axis, by
    `flingModel`: `uikit` (default; Apple's WWDC18 "Designing Fluid Interfaces" projection,
    the geometric series of UIKit's per-millisecond decay, `v/1000 · r/(1 − r)`, 0.499·v for
    `normal`), `uikitExponential` (its continuous limit `v / (−1000·ln r)`), or `android`
    (OverScroller's spline as Flutter's `ClampingScrollSimulation` ports it: friction 0.015,
    inflexion 0.35, exponent ln 0.78/ln 0.9; distance grows like v^1.74; ignores
    `decelerationRate`). `decelerationRate`: `normal` 0.998, `fast` 0.99 per millisecond, or
    a number in [0.001, 1).

    **Behaviours.** `none` (default): rest where the motion ends, clamped. `paging`: rest on
    multiples of `pageSize` (default the viewport) from the range minimum; a fling moves at
    most one page (UIKit `isPagingEnabled`, SwiftUI `.paging`), to the page its projection
    is nearest within that limit; a delta moves at least one page its way; a proposed
    offset rests on the nearest page. `viewAligned` (SwiftUI `.viewAligned(limitBehavior:)`):
    rest with an item's `align` edge at the area's (viewport less insets and padding),
    nearest the motion's end; for a fling or delta `limit` holds it to one item
    (`alwaysByOne`), 3 (`alwaysByFew`), the items wholly visible now (`always`, default) or
    any (`never`), counted from the item aligned nearest the current offset. `css`: CSS
    Scroll Snap as Chromium implements it: snapport = viewport less `contentInsets` and
    `scrollPadding`, snap areas = frames grown by each item's `margin`, aligned per item by
    `snapAlign`; the position nearest the motion's end wins (ties: the earlier item; with
    one snap `axis`, a later one lying inside it wins); `proximity` ignores positions
    farther than its range (default a third of the snapport); an area at least as long as
    the snapport can rest anywhere it covers the snapport (the intended position itself
    when covered, else the nearest covering offset within the range, dodging other areas
    that overlap it); a fling or `delta` takes only positions ahead of the current offset,
    and with none ahead `mandatory` falls back to the position nearest the current offset
    while `proximity` does not snap; when only one axis finds a position, the other stays
    at the intended position for `proposedOffset` but at the current one for a fling or
    `delta`. `axis`
    limits the axes that snap; on `both` each axis takes only areas visible across at the
    other's position, and an axis that cannot scroll snaps at 0, where every area as long
    as the snapport covers it and together they are visible everywhere (a list as wide as
    its viewport snaps as under `y`).

    **Answer.** `projectedOffset` is where the motion ends before snapping (not clamped);
    `contentOffset` the resting offset (snapped, clamped); `snappedTo` the item (the y
    axis's choice, else x's), the page, or `null`; `velocity` the fling velocity, under the
    same model and rate, whose projection from `contentOffset` of the request is the resting
    offset — the initial velocity for an animation there.

    Args:
        body (ScrollSnapRequestType0 | ScrollSnapRequestType1 | ScrollSnapRequestType2):  Example:
            {'viewport': {'width': 320, 'height': 480}, 'contentSize': {'width': 1280, 'height': 480},
            'velocity': {'x': 1500, 'y': 0}, 'behavior': {'paging': {}}}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ScrollSnapResponse]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ScrollSnapRequestType0 | ScrollSnapRequestType1 | ScrollSnapRequestType2,

) -> Error | ScrollSnapResponse | None:
    """ Where a fling, a scrollTo or a scrollBy comes to rest, under paging or snapping

     Exactly one of `velocity` (a fling released at `contentOffset`), `proposedOffset` (an
    intended end, CSS `scrollTo`) or `delta` (an intended move, CSS `scrollBy`, page keys)
    is not `null` (two are `conflicting_fields`, none is `missing_field` at `/velocity`).

    **Projection.** A fling ends at `contentOffset + distance(velocity)` per axis, by
    `flingModel`: `uikit` (default; Apple's WWDC18 "Designing Fluid Interfaces" projection,
    the geometric series of UIKit's per-millisecond decay, `v/1000 · r/(1 − r)`, 0.499·v for
    `normal`), `uikitExponential` (its continuous limit `v / (−1000·ln r)`), or `android`
    (OverScroller's spline as Flutter's `ClampingScrollSimulation` ports it: friction 0.015,
    inflexion 0.35, exponent ln 0.78/ln 0.9; distance grows like v^1.74; ignores
    `decelerationRate`). `decelerationRate`: `normal` 0.998, `fast` 0.99 per millisecond, or
    a number in [0.001, 1).

    **Behaviours.** `none` (default): rest where the motion ends, clamped. `paging`: rest on
    multiples of `pageSize` (default the viewport) from the range minimum; a fling moves at
    most one page (UIKit `isPagingEnabled`, SwiftUI `.paging`), to the page its projection
    is nearest within that limit; a delta moves at least one page its way; a proposed
    offset rests on the nearest page. `viewAligned` (SwiftUI `.viewAligned(limitBehavior:)`):
    rest with an item's `align` edge at the area's (viewport less insets and padding),
    nearest the motion's end; for a fling or delta `limit` holds it to one item
    (`alwaysByOne`), 3 (`alwaysByFew`), the items wholly visible now (`always`, default) or
    any (`never`), counted from the item aligned nearest the current offset. `css`: CSS
    Scroll Snap as Chromium implements it: snapport = viewport less `contentInsets` and
    `scrollPadding`, snap areas = frames grown by each item's `margin`, aligned per item by
    `snapAlign`; the position nearest the motion's end wins (ties: the earlier item; with
    one snap `axis`, a later one lying inside it wins); `proximity` ignores positions
    farther than its range (default a third of the snapport); an area at least as long as
    the snapport can rest anywhere it covers the snapport (the intended position itself
    when covered, else the nearest covering offset within the range, dodging other areas
    that overlap it); a fling or `delta` takes only positions ahead of the current offset,
    and with none ahead `mandatory` falls back to the position nearest the current offset
    while `proximity` does not snap; when only one axis finds a position, the other stays
    at the intended position for `proposedOffset` but at the current one for a fling or
    `delta`. `axis`
    limits the axes that snap; on `both` each axis takes only areas visible across at the
    other's position, and an axis that cannot scroll snaps at 0, where every area as long
    as the snapport covers it and together they are visible everywhere (a list as wide as
    its viewport snaps as under `y`).

    **Answer.** `projectedOffset` is where the motion ends before snapping (not clamped);
    `contentOffset` the resting offset (snapped, clamped); `snappedTo` the item (the y
    axis's choice, else x's), the page, or `null`; `velocity` the fling velocity, under the
    same model and rate, whose projection from `contentOffset` of the request is the resting
    offset — the initial velocity for an animation there.

    Args:
        body (ScrollSnapRequestType0 | ScrollSnapRequestType1 | ScrollSnapRequestType2):  Example:
            {'viewport': {'width': 320, 'height': 480}, 'contentSize': {'width': 1280, 'height': 480},
            'velocity': {'x': 1500, 'y': 0}, 'behavior': {'paging': {}}}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ScrollSnapResponse
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
