from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.layout_request import LayoutRequest
from ...models.layout_summary import LayoutSummary
from typing import cast



def _get_kwargs(
    *,
    body: LayoutRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/layouts",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | LayoutSummary | None:
    if response.status_code == 201:
        response_201 = LayoutSummary.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | LayoutSummary]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: LayoutRequest,

) -> Response[Error | LayoutSummary]:
    """ Store a layout (`items` or `stack`) once; later queries name it by id

     Stores the layout and answers its id, `sha256-` and the SHA-256 of the layout's
    canonical form (README, "Big lists"; `scripts/layout_id.py` computes it on the client).
    The id depends only on what the layout is — not on key order, whitespace, `1` vs `1.0`,
    uniform vs listed sizes — so every replica gives the same layout the same id, and storing
    it again answers the same id. Any query endpoint then takes `"layout": "<id>"` in place
    of `items`/`stack`. Layouts live in this process only, least recently used evicted first
    past `--layout-cache-bytes` (default 256 MiB); a query naming an evicted or unknown id
    gets 404 `unknown_layout`, and the client stores the layout again.

    Args:
        body (LayoutRequest): Exactly one of `items`, `stack`, `grid` and `lanes` (two are
            `conflicting_fields`, none `missing_field` at `/items`). Example: {'stack': {'axis':
            'vertical', 'spacing': 20, 'sizes': {'uniform': 100, 'count': 1000}}}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LayoutSummary]
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
    body: LayoutRequest,

) -> Error | LayoutSummary | None:
    """ Store a layout (`items` or `stack`) once; later queries name it by id

     Stores the layout and answers its id, `sha256-` and the SHA-256 of the layout's
    canonical form (README, "Big lists"; `scripts/layout_id.py` computes it on the client).
    The id depends only on what the layout is — not on key order, whitespace, `1` vs `1.0`,
    uniform vs listed sizes — so every replica gives the same layout the same id, and storing
    it again answers the same id. Any query endpoint then takes `"layout": "<id>"` in place
    of `items`/`stack`. Layouts live in this process only, least recently used evicted first
    past `--layout-cache-bytes` (default 256 MiB); a query naming an evicted or unknown id
    gets 404 `unknown_layout`, and the client stores the layout again.

    Args:
        body (LayoutRequest): Exactly one of `items`, `stack`, `grid` and `lanes` (two are
            `conflicting_fields`, none `missing_field` at `/items`). Example: {'stack': {'axis':
            'vertical', 'spacing': 20, 'sizes': {'uniform': 100, 'count': 1000}}}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LayoutSummary
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: LayoutRequest,

) -> Response[Error | LayoutSummary]:
    """ Store a layout (`items` or `stack`) once; later queries name it by id

     Stores the layout and answers its id, `sha256-` and the SHA-256 of the layout's
    canonical form (README, "Big lists"; `scripts/layout_id.py` computes it on the client).
    The id depends only on what the layout is — not on key order, whitespace, `1` vs `1.0`,
    uniform vs listed sizes — so every replica gives the same layout the same id, and storing
    it again answers the same id. Any query endpoint then takes `"layout": "<id>"` in place
    of `items`/`stack`. Layouts live in this process only, least recently used evicted first
    past `--layout-cache-bytes` (default 256 MiB); a query naming an evicted or unknown id
    gets 404 `unknown_layout`, and the client stores the layout again.

    Args:
        body (LayoutRequest): Exactly one of `items`, `stack`, `grid` and `lanes` (two are
            `conflicting_fields`, none `missing_field` at `/items`). Example: {'stack': {'axis':
            'vertical', 'spacing': 20, 'sizes': {'uniform': 100, 'count': 1000}}}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LayoutSummary]
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
    body: LayoutRequest,

) -> Error | LayoutSummary | None:
    """ Store a layout (`items` or `stack`) once; later queries name it by id

     Stores the layout and answers its id, `sha256-` and the SHA-256 of the layout's
    canonical form (README, "Big lists"; `scripts/layout_id.py` computes it on the client).
    The id depends only on what the layout is — not on key order, whitespace, `1` vs `1.0`,
    uniform vs listed sizes — so every replica gives the same layout the same id, and storing
    it again answers the same id. Any query endpoint then takes `"layout": "<id>"` in place
    of `items`/`stack`. Layouts live in this process only, least recently used evicted first
    past `--layout-cache-bytes` (default 256 MiB); a query naming an evicted or unknown id
    gets 404 `unknown_layout`, and the client stores the layout again.

    Args:
        body (LayoutRequest): Exactly one of `items`, `stack`, `grid` and `lanes` (two are
            `conflicting_fields`, none `missing_field` at `/items`). Example: {'stack': {'axis':
            'vertical', 'spacing': 20, 'sizes': {'uniform': 100, 'count': 1000}}}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LayoutSummary
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
