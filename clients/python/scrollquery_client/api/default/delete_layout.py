from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from typing import cast



def _get_kwargs(
    layout_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/layouts/{layout_id}".format(layout_id=quote(str(layout_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = Error.from_dict(response.json())



        return response_405

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    layout_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Any | Error]:
    """ Forget a stored layout

    Args:
        layout_id (str): A stored layout (`POST /v1/layouts`): `sha256-` and 64 lowercase hex
            digits. Any other
            string is `invalid_field`; an id this server does not hold (never stored here, or
            evicted) is 404 `unknown_layout`: send the layout again (`items` or `stack`, or store
            it again). The layout's `contentSize`, if it was stored with one, applies unless the
            request sends its own; without either it is derived as for `stack` (a stored stack) or
            is the box that bounds the frames (stored `items`: the largest `x + width` and
            `y + height`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error]
     """


    kwargs = _get_kwargs(
        layout_id=layout_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    layout_id: str,
    *,
    client: AuthenticatedClient,

) -> Any | Error | None:
    """ Forget a stored layout

    Args:
        layout_id (str): A stored layout (`POST /v1/layouts`): `sha256-` and 64 lowercase hex
            digits. Any other
            string is `invalid_field`; an id this server does not hold (never stored here, or
            evicted) is 404 `unknown_layout`: send the layout again (`items` or `stack`, or store
            it again). The layout's `contentSize`, if it was stored with one, applies unless the
            request sends its own; without either it is derived as for `stack` (a stored stack) or
            is the box that bounds the frames (stored `items`: the largest `x + width` and
            `y + height`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error
     """


    return sync_detailed(
        layout_id=layout_id,
client=client,

    ).parsed

async def asyncio_detailed(
    layout_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Any | Error]:
    """ Forget a stored layout

    Args:
        layout_id (str): A stored layout (`POST /v1/layouts`): `sha256-` and 64 lowercase hex
            digits. Any other
            string is `invalid_field`; an id this server does not hold (never stored here, or
            evicted) is 404 `unknown_layout`: send the layout again (`items` or `stack`, or store
            it again). The layout's `contentSize`, if it was stored with one, applies unless the
            request sends its own; without either it is derived as for `stack` (a stored stack) or
            is the box that bounds the frames (stored `items`: the largest `x + width` and
            `y + height`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error]
     """


    kwargs = _get_kwargs(
        layout_id=layout_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    layout_id: str,
    *,
    client: AuthenticatedClient,

) -> Any | Error | None:
    """ Forget a stored layout

    Args:
        layout_id (str): A stored layout (`POST /v1/layouts`): `sha256-` and 64 lowercase hex
            digits. Any other
            string is `invalid_field`; an id this server does not hold (never stored here, or
            evicted) is 404 `unknown_layout`: send the layout again (`items` or `stack`, or store
            it again). The layout's `contentSize`, if it was stored with one, applies unless the
            request sends its own; without either it is derived as for `stack` (a stored stack) or
            is the box that bounds the frames (stored `items`: the largest `x + width` and
            `y + height`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error
     """


    return (await asyncio_detailed(
        layout_id=layout_id,
client=client,

    )).parsed
