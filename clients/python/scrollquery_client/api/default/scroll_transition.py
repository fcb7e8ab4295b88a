from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.transition_request import TransitionRequest
from ...models.transition_response import TransitionResponse
from typing import cast



def _get_kwargs(
    *,
    body: TransitionRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/scroll/transition",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | TransitionResponse | None:
    if response.status_code == 200:
        response_200 = TransitionResponse.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | TransitionResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: TransitionRequest,

) -> Response[Error | TransitionResponse]:
    """ Where the offset goes when the content or the viewport changes

     `before` is the scroll view with the offset the user was at; `after` lists what changed
    (each field left out keeps `before`'s value, `items` included; ids match items across
    the two, and the rows of a stack without `ids` match by the implicit ids that layout
    edits keep). `keep`: `auto` (default) does what `semantics` does by itself — `css`: CSS
    scroll anchoring (the first item, in content order, with a positive-area overlap with
    the viewport less `scrollPadding` that is still in `after`, moves the offset by its
    block-axis movement; no adjustment when `before.contentOffset.y` is at the range
    minimum, `-contentInsets.top` (CSSOM `scrollTop` 0), whatever x: the spec's suppression
    trigger "scroll offset being zero" as Chromium reads it — under a top inset,
    `contentOffset.y` 0 is `scrollTop` = the inset and does adjust);
    `swiftui`: pinned to the bottom if `before` was within 0.5 of it, otherwise the first
    item the safe area shows (viewport less `contentInsets`) keeps its on-screen position;
    `uikit`: the raw offset. `top`/`bottom` pin that end, `{id}` keeps that item's on-screen
    position, `firstVisible` keeps the first item the safe area shows, `offset` keeps the
    raw offset. The answer is clamped to `after`'s range. An item rule whose item is gone
    keeps the raw offset.

    Args:
        body (TransitionRequest):  Example: {'before': {'viewport': {'width': 390, 'height': 844},
            'contentSize': {'width': 390, 'height': 2000}, 'contentOffset': {'x': 0, 'y': 1156}},
            'after': {'contentSize': {'width': 390, 'height': 2120}}, 'semantics': 'swiftui'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TransitionResponse]
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
    body: TransitionRequest,

) -> Error | TransitionResponse | None:
    """ Where the offset goes when the content or the viewport changes

     `before` is the scroll view with the offset the user was at; `after` lists what changed
    (each field left out keeps `before`'s value, `items` included; ids match items across
    the two, and the rows of a stack without `ids` match by the implicit ids that layout
    edits keep). `keep`: `auto` (default) does what `semantics` does by itself — `css`: CSS
    scroll anchoring (the first item, in content order, with a positive-area overlap with
    the viewport less `scrollPadding` that is still in `after`, moves the offset by its
    block-axis movement; no adjustment when `before.contentOffset.y` is at the range
    minimum, `-contentInsets.top` (CSSOM `scrollTop` 0), whatever x: the spec's suppression
    trigger "scroll offset being zero" as Chromium reads it — under a top inset,
    `contentOffset.y` 0 is `scrollTop` = the inset and does adjust);
    `swiftui`: pinned to the bottom if `before` was within 0.5 of it, otherwise the first
    item the safe area shows (viewport less `contentInsets`) keeps its on-screen position;
    `uikit`: the raw offset. `top`/`bottom` pin that end, `{id}` keeps that item's on-screen
    position, `firstVisible` keeps the first item the safe area shows, `offset` keeps the
    raw offset. The answer is clamped to `after`'s range. An item rule whose item is gone
    keeps the raw offset.

    Args:
        body (TransitionRequest):  Example: {'before': {'viewport': {'width': 390, 'height': 844},
            'contentSize': {'width': 390, 'height': 2000}, 'contentOffset': {'x': 0, 'y': 1156}},
            'after': {'contentSize': {'width': 390, 'height': 2120}}, 'semantics': 'swiftui'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TransitionResponse
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: TransitionRequest,

) -> Response[Error | TransitionResponse]:
    """ Where the offset goes when the content or the viewport changes

     `before` is the scroll view with the offset the user was at; `after` lists what changed
    (each field left out keeps `before`'s value, `items` included; ids match items across
    the two, and the rows of a stack without `ids` match by the implicit ids that layout
    edits keep). `keep`: `auto` (default) does what `semantics` does by itself — `css`: CSS
    scroll anchoring (the first item, in content order, with a positive-area overlap with
    the viewport less `scrollPadding` that is still in `after`, moves the offset by its
    block-axis movement; no adjustment when `before.contentOffset.y` is at the range
    minimum, `-contentInsets.top` (CSSOM `scrollTop` 0), whatever x: the spec's suppression
    trigger "scroll offset being zero" as Chromium reads it — under a top inset,
    `contentOffset.y` 0 is `scrollTop` = the inset and does adjust);
    `swiftui`: pinned to the bottom if `before` was within 0.5 of it, otherwise the first
    item the safe area shows (viewport less `contentInsets`) keeps its on-screen position;
    `uikit`: the raw offset. `top`/`bottom` pin that end, `{id}` keeps that item's on-screen
    position, `firstVisible` keeps the first item the safe area shows, `offset` keeps the
    raw offset. The answer is clamped to `after`'s range. An item rule whose item is gone
    keeps the raw offset.

    Args:
        body (TransitionRequest):  Example: {'before': {'viewport': {'width': 390, 'height': 844},
            'contentSize': {'width': 390, 'height': 2000}, 'contentOffset': {'x': 0, 'y': 1156}},
            'after': {'contentSize': {'width': 390, 'height': 2120}}, 'semantics': 'swiftui'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TransitionResponse]
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
    body: TransitionRequest,

) -> Error | TransitionResponse | None:
    """ Where the offset goes when the content or the viewport changes

     `before` is the scroll view with the offset the user was at; `after` lists what changed
    (each field left out keeps `before`'s value, `items` included; ids match items across
    the two, and the rows of a stack without `ids` match by the implicit ids that layout
    edits keep). `keep`: `auto` (default) does what `semantics` does by itself — `css`: CSS
    scroll anchoring (the first item, in content order, with a positive-area overlap with
    the viewport less `scrollPadding` that is still in `after`, moves the offset by its
    block-axis movement; no adjustment when `before.contentOffset.y` is at the range
    minimum, `-contentInsets.top` (CSSOM `scrollTop` 0), whatever x: the spec's suppression
    trigger "scroll offset being zero" as Chromium reads it — under a top inset,
    `contentOffset.y` 0 is `scrollTop` = the inset and does adjust);
    `swiftui`: pinned to the bottom if `before` was within 0.5 of it, otherwise the first
    item the safe area shows (viewport less `contentInsets`) keeps its on-screen position;
    `uikit`: the raw offset. `top`/`bottom` pin that end, `{id}` keeps that item's on-screen
    position, `firstVisible` keeps the first item the safe area shows, `offset` keeps the
    raw offset. The answer is clamped to `after`'s range. An item rule whose item is gone
    keeps the raw offset.

    Args:
        body (TransitionRequest):  Example: {'before': {'viewport': {'width': 390, 'height': 844},
            'contentSize': {'width': 390, 'height': 2000}, 'contentOffset': {'x': 0, 'y': 1156}},
            'after': {'contentSize': {'width': 390, 'height': 2120}}, 'semantics': 'swiftui'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TransitionResponse
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
