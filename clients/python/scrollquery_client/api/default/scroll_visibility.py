from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.visibility_request import VisibilityRequest
from ...models.visibility_response import VisibilityResponse
from typing import cast



def _get_kwargs(
    *,
    body: VisibilityRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/scroll/visibility",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | VisibilityResponse | None:
    if response.status_code == 200:
        response_200 = VisibilityResponse.from_dict(response.json())



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

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | VisibilityResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: VisibilityRequest,

) -> Response[Error | VisibilityResponse]:
    """ Which items the viewport shows, how much of each, and where the offset is against the ends

     **Which items count.** `firstVisible`, `lastVisible` and `visibleCount` follow
    `threshold` (default 0.5): they count only the items that are `visible`, at least that
    fraction shown; an item shown less is still listed in `items`, with `visible: false`.
    **Where.** `region` is `viewport` by default: the whole viewport, which `contentInsets`
    do not shrink — what every platform measures against by default: SwiftUI
    `onScrollVisibilityChange` "within the viewport of the parent view", UIKit's
    `visibleCells` (a cell under a translucent bar is displayed, so visible), an
    `IntersectionObserver` rooted at the scroll container (its padding box). `region:
    "safeArea"` is the viewport less `contentInsets` (SwiftUI `ScrollGeometry.bounds`).
    **From where.** `edges.distanceToTop` is `contentOffset.y` less the range minimum
    (`-contentInsets.top`), so a list resting under a 47-point top inset is 0 from the top
    (`distanceToLeading` likewise on x; `distanceToBottom` and `distanceToTrailing` run to
    the range maximum).

    For each item that the region shows any of: `visibleFraction` = intersection area /
    item area (an item of zero area counts as 1 when it touches the region or lies in it;
    a positive-area item that only touches an edge is not listed), `visibleRect` the
    intersection, `visible` = fraction >= `threshold` and > 0
    (`onScrollVisibilityChange(threshold:)`). `firstVisible`/`lastVisible` are the first and
    last `visible` items in content order (the order of `items`). `geometry` is SwiftUI's
    `ScrollGeometry`; `edges` measures the offset against `range` (at = within 0.5, near =
    within `prefetchDistance`). When `items` is monotone along the scroll axis (every item
    starts and ends no earlier than the one before it) the items are found by binary search,
    in O(log n + shown items); other orders are scanned and give the same answer.

    Args:
        body (VisibilityRequest):  Example: {'viewport': {'width': 390, 'height': 844},
            'contentSize': {'width': 390, 'height': 2000}, 'contentOffset': {'x': 0, 'y': 250},
            'items': [{'id': 'm1', 'frame': {'x': 0, 'y': 200, 'width': 390, 'height': 100}}],
            'prefetchDistance': 300}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | VisibilityResponse]
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
    body: VisibilityRequest,

) -> Error | VisibilityResponse | None:
    """ Which items the viewport shows, how much of each, and where the offset is against the ends

     **Which items count.** `firstVisible`, `lastVisible` and `visibleCount` follow
    `threshold` (default 0.5): they count only the items that are `visible`, at least that
    fraction shown; an item shown less is still listed in `items`, with `visible: false`.
    **Where.** `region` is `viewport` by default: the whole viewport, which `contentInsets`
    do not shrink — what every platform measures against by default: SwiftUI
    `onScrollVisibilityChange` "within the viewport of the parent view", UIKit's
    `visibleCells` (a cell under a translucent bar is displayed, so visible), an
    `IntersectionObserver` rooted at the scroll container (its padding box). `region:
    "safeArea"` is the viewport less `contentInsets` (SwiftUI `ScrollGeometry.bounds`).
    **From where.** `edges.distanceToTop` is `contentOffset.y` less the range minimum
    (`-contentInsets.top`), so a list resting under a 47-point top inset is 0 from the top
    (`distanceToLeading` likewise on x; `distanceToBottom` and `distanceToTrailing` run to
    the range maximum).

    For each item that the region shows any of: `visibleFraction` = intersection area /
    item area (an item of zero area counts as 1 when it touches the region or lies in it;
    a positive-area item that only touches an edge is not listed), `visibleRect` the
    intersection, `visible` = fraction >= `threshold` and > 0
    (`onScrollVisibilityChange(threshold:)`). `firstVisible`/`lastVisible` are the first and
    last `visible` items in content order (the order of `items`). `geometry` is SwiftUI's
    `ScrollGeometry`; `edges` measures the offset against `range` (at = within 0.5, near =
    within `prefetchDistance`). When `items` is monotone along the scroll axis (every item
    starts and ends no earlier than the one before it) the items are found by binary search,
    in O(log n + shown items); other orders are scanned and give the same answer.

    Args:
        body (VisibilityRequest):  Example: {'viewport': {'width': 390, 'height': 844},
            'contentSize': {'width': 390, 'height': 2000}, 'contentOffset': {'x': 0, 'y': 250},
            'items': [{'id': 'm1', 'frame': {'x': 0, 'y': 200, 'width': 390, 'height': 100}}],
            'prefetchDistance': 300}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | VisibilityResponse
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: VisibilityRequest,

) -> Response[Error | VisibilityResponse]:
    """ Which items the viewport shows, how much of each, and where the offset is against the ends

     **Which items count.** `firstVisible`, `lastVisible` and `visibleCount` follow
    `threshold` (default 0.5): they count only the items that are `visible`, at least that
    fraction shown; an item shown less is still listed in `items`, with `visible: false`.
    **Where.** `region` is `viewport` by default: the whole viewport, which `contentInsets`
    do not shrink — what every platform measures against by default: SwiftUI
    `onScrollVisibilityChange` "within the viewport of the parent view", UIKit's
    `visibleCells` (a cell under a translucent bar is displayed, so visible), an
    `IntersectionObserver` rooted at the scroll container (its padding box). `region:
    "safeArea"` is the viewport less `contentInsets` (SwiftUI `ScrollGeometry.bounds`).
    **From where.** `edges.distanceToTop` is `contentOffset.y` less the range minimum
    (`-contentInsets.top`), so a list resting under a 47-point top inset is 0 from the top
    (`distanceToLeading` likewise on x; `distanceToBottom` and `distanceToTrailing` run to
    the range maximum).

    For each item that the region shows any of: `visibleFraction` = intersection area /
    item area (an item of zero area counts as 1 when it touches the region or lies in it;
    a positive-area item that only touches an edge is not listed), `visibleRect` the
    intersection, `visible` = fraction >= `threshold` and > 0
    (`onScrollVisibilityChange(threshold:)`). `firstVisible`/`lastVisible` are the first and
    last `visible` items in content order (the order of `items`). `geometry` is SwiftUI's
    `ScrollGeometry`; `edges` measures the offset against `range` (at = within 0.5, near =
    within `prefetchDistance`). When `items` is monotone along the scroll axis (every item
    starts and ends no earlier than the one before it) the items are found by binary search,
    in O(log n + shown items); other orders are scanned and give the same answer.

    Args:
        body (VisibilityRequest):  Example: {'viewport': {'width': 390, 'height': 844},
            'contentSize': {'width': 390, 'height': 2000}, 'contentOffset': {'x': 0, 'y': 250},
            'items': [{'id': 'm1', 'frame': {'x': 0, 'y': 200, 'width': 390, 'height': 100}}],
            'prefetchDistance': 300}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | VisibilityResponse]
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
    body: VisibilityRequest,

) -> Error | VisibilityResponse | None:
    """ Which items the viewport shows, how much of each, and where the offset is against the ends

     **Which items count.** `firstVisible`, `lastVisible` and `visibleCount` follow
    `threshold` (default 0.5): they count only the items that are `visible`, at least that
    fraction shown; an item shown less is still listed in `items`, with `visible: false`.
    **Where.** `region` is `viewport` by default: the whole viewport, which `contentInsets`
    do not shrink — what every platform measures against by default: SwiftUI
    `onScrollVisibilityChange` "within the viewport of the parent view", UIKit's
    `visibleCells` (a cell under a translucent bar is displayed, so visible), an
    `IntersectionObserver` rooted at the scroll container (its padding box). `region:
    "safeArea"` is the viewport less `contentInsets` (SwiftUI `ScrollGeometry.bounds`).
    **From where.** `edges.distanceToTop` is `contentOffset.y` less the range minimum
    (`-contentInsets.top`), so a list resting under a 47-point top inset is 0 from the top
    (`distanceToLeading` likewise on x; `distanceToBottom` and `distanceToTrailing` run to
    the range maximum).

    For each item that the region shows any of: `visibleFraction` = intersection area /
    item area (an item of zero area counts as 1 when it touches the region or lies in it;
    a positive-area item that only touches an edge is not listed), `visibleRect` the
    intersection, `visible` = fraction >= `threshold` and > 0
    (`onScrollVisibilityChange(threshold:)`). `firstVisible`/`lastVisible` are the first and
    last `visible` items in content order (the order of `items`). `geometry` is SwiftUI's
    `ScrollGeometry`; `edges` measures the offset against `range` (at = within 0.5, near =
    within `prefetchDistance`). When `items` is monotone along the scroll axis (every item
    starts and ends no earlier than the one before it) the items are found by binary search,
    in O(log n + shown items); other orders are scanned and give the same answer.

    Args:
        body (VisibilityRequest):  Example: {'viewport': {'width': 390, 'height': 844},
            'contentSize': {'width': 390, 'height': 2000}, 'contentOffset': {'x': 0, 'y': 250},
            'items': [{'id': 'm1', 'frame': {'x': 0, 'y': 200, 'width': 390, 'height': 100}}],
            'prefetchDistance': 300}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | VisibilityResponse
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
