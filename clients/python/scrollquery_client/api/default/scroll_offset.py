from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.android_scroll_offset_request import AndroidScrollOffsetRequest
from ...models.compose_scroll_offset_request import ComposeScrollOffsetRequest
from ...models.content_scroll_offset_request import ContentScrollOffsetRequest
from ...models.css_semantics import CSSSemantics
from ...models.error import Error
from ...models.flutter_jump_to_request import FlutterJumpToRequest
from ...models.flutter_scroll_offset_request import FlutterScrollOffsetRequest
from ...models.horizontal_tb import HorizontalTB
from ...models.item_scroll_offset_request import ItemScrollOffsetRequest
from ...models.scroll_offset_response import ScrollOffsetResponse
from typing import cast



def _get_kwargs(
    *,
    body: AndroidScrollOffsetRequest | ComposeScrollOffsetRequest | ContentScrollOffsetRequest | CSSSemantics | FlutterJumpToRequest | FlutterScrollOffsetRequest | HorizontalTB | ItemScrollOffsetRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/scroll/offset",
    }

    
    if isinstance(body, CSSSemantics):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, HorizontalTB):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ItemScrollOffsetRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ContentScrollOffsetRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FlutterScrollOffsetRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FlutterJumpToRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ComposeScrollOffsetRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | ScrollOffsetResponse | None:
    if response.status_code == 200:
        response_200 = ScrollOffsetResponse.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | ScrollOffsetResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: AndroidScrollOffsetRequest | ComposeScrollOffsetRequest | ContentScrollOffsetRequest | CSSSemantics | FlutterJumpToRequest | FlutterScrollOffsetRequest | HorizontalTB | ItemScrollOffsetRequest,

) -> Response[Error | ScrollOffsetResponse]:
    """ The content offset that brings a target to an anchor

     Per axis, anchor `a` gives the ideal offset
    `target.start − area.start − a·(area.length − target.length)`, where the area is the
    viewport less `contentInsets` and `scrollPadding`. The ideal offset is clamped to
    `range` after rounding to the `displayScale` pixel grid when given (so an off-grid
    range bound is still reached exactly). `nearest` follows the rule of `semantics`.

    With `semantics` flutter, compose or android, `call` names the platform API whose rule
    applies (see `PlatformScrollOffsetRequest`), and the answer adds
    `platformScrollPosition`, the platform's own number for the resting position.

    Args:
        body (AndroidScrollOffsetRequest | ComposeScrollOffsetRequest | ContentScrollOffsetRequest
            | CSSSemantics | FlutterJumpToRequest | FlutterScrollOffsetRequest | HorizontalTB |
            ItemScrollOffsetRequest): One request; its shape depends on the kind of target, because
            `anchor` and `margin`
            apply only to targets that name a frame (id, index, rect), and on `semantics`: flutter,
            compose and android take a `call` in place of `anchor` (`PlatformScrollOffsetRequest`).
             Example: {'viewport': {'width': 390, 'height': 844}, 'contentSize': {'width': 390,
            'height': 2000}, 'contentInsets': {'top': 47, 'bottom': 34}, 'items': [{'id': 'row-7',
            'frame': {'x': 0, 'y': 700, 'width': 390, 'height': 100}}], 'target': {'id': 'row-7'},
            'anchor': 'center'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ScrollOffsetResponse]
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
    body: AndroidScrollOffsetRequest | ComposeScrollOffsetRequest | ContentScrollOffsetRequest | CSSSemantics | FlutterJumpToRequest | FlutterScrollOffsetRequest | HorizontalTB | ItemScrollOffsetRequest,

) -> Error | ScrollOffsetResponse | None:
    """ The content offset that brings a target to an anchor

     Per axis, anchor `a` gives the ideal offset
    `target.start − area.start − a·(area.length − target.length)`, where the area is the
    viewport less `contentInsets` and `scrollPadding`. The ideal offset is clamped to
    `range` after rounding to the `displayScale` pixel grid when given (so an off-grid
    range bound is still reached exactly). `nearest` follows the rule of `semantics`.

    With `semantics` flutter, compose or android, `call` names the platform API whose rule
    applies (see `PlatformScrollOffsetRequest`), and the answer adds
    `platformScrollPosition`, the platform's own number for the resting position.

    Args:
        body (AndroidScrollOffsetRequest | ComposeScrollOffsetRequest | ContentScrollOffsetRequest
            | CSSSemantics | FlutterJumpToRequest | FlutterScrollOffsetRequest | HorizontalTB |
            ItemScrollOffsetRequest): One request; its shape depends on the kind of target, because
            `anchor` and `margin`
            apply only to targets that name a frame (id, index, rect), and on `semantics`: flutter,
            compose and android take a `call` in place of `anchor` (`PlatformScrollOffsetRequest`).
             Example: {'viewport': {'width': 390, 'height': 844}, 'contentSize': {'width': 390,
            'height': 2000}, 'contentInsets': {'top': 47, 'bottom': 34}, 'items': [{'id': 'row-7',
            'frame': {'x': 0, 'y': 700, 'width': 390, 'height': 100}}], 'target': {'id': 'row-7'},
            'anchor': 'center'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ScrollOffsetResponse
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: AndroidScrollOffsetRequest | ComposeScrollOffsetRequest | ContentScrollOffsetRequest | CSSSemantics | FlutterJumpToRequest | FlutterScrollOffsetRequest | HorizontalTB | ItemScrollOffsetRequest,

) -> Response[Error | ScrollOffsetResponse]:
    """ The content offset that brings a target to an anchor

     Per axis, anchor `a` gives the ideal offset
    `target.start − area.start − a·(area.length − target.length)`, where the area is the
    viewport less `contentInsets` and `scrollPadding`. The ideal offset is clamped to
    `range` after rounding to the `displayScale` pixel grid when given (so an off-grid
    range bound is still reached exactly). `nearest` follows the rule of `semantics`.

    With `semantics` flutter, compose or android, `call` names the platform API whose rule
    applies (see `PlatformScrollOffsetRequest`), and the answer adds
    `platformScrollPosition`, the platform's own number for the resting position.

    Args:
        body (AndroidScrollOffsetRequest | ComposeScrollOffsetRequest | ContentScrollOffsetRequest
            | CSSSemantics | FlutterJumpToRequest | FlutterScrollOffsetRequest | HorizontalTB |
            ItemScrollOffsetRequest): One request; its shape depends on the kind of target, because
            `anchor` and `margin`
            apply only to targets that name a frame (id, index, rect), and on `semantics`: flutter,
            compose and android take a `call` in place of `anchor` (`PlatformScrollOffsetRequest`).
             Example: {'viewport': {'width': 390, 'height': 844}, 'contentSize': {'width': 390,
            'height': 2000}, 'contentInsets': {'top': 47, 'bottom': 34}, 'items': [{'id': 'row-7',
            'frame': {'x': 0, 'y': 700, 'width': 390, 'height': 100}}], 'target': {'id': 'row-7'},
            'anchor': 'center'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ScrollOffsetResponse]
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
    body: AndroidScrollOffsetRequest | ComposeScrollOffsetRequest | ContentScrollOffsetRequest | CSSSemantics | FlutterJumpToRequest | FlutterScrollOffsetRequest | HorizontalTB | ItemScrollOffsetRequest,

) -> Error | ScrollOffsetResponse | None:
    """ The content offset that brings a target to an anchor

     Per axis, anchor `a` gives the ideal offset
    `target.start − area.start − a·(area.length − target.length)`, where the area is the
    viewport less `contentInsets` and `scrollPadding`. The ideal offset is clamped to
    `range` after rounding to the `displayScale` pixel grid when given (so an off-grid
    range bound is still reached exactly). `nearest` follows the rule of `semantics`.

    With `semantics` flutter, compose or android, `call` names the platform API whose rule
    applies (see `PlatformScrollOffsetRequest`), and the answer adds
    `platformScrollPosition`, the platform's own number for the resting position.

    Args:
        body (AndroidScrollOffsetRequest | ComposeScrollOffsetRequest | ContentScrollOffsetRequest
            | CSSSemantics | FlutterJumpToRequest | FlutterScrollOffsetRequest | HorizontalTB |
            ItemScrollOffsetRequest): One request; its shape depends on the kind of target, because
            `anchor` and `margin`
            apply only to targets that name a frame (id, index, rect), and on `semantics`: flutter,
            compose and android take a `call` in place of `anchor` (`PlatformScrollOffsetRequest`).
             Example: {'viewport': {'width': 390, 'height': 844}, 'contentSize': {'width': 390,
            'height': 2000}, 'contentInsets': {'top': 47, 'bottom': 34}, 'items': [{'id': 'row-7',
            'frame': {'x': 0, 'y': 700, 'width': 390, 'height': 100}}], 'target': {'id': 'row-7'},
            'anchor': 'center'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ScrollOffsetResponse
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
