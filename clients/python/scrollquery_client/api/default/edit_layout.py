from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.layout_edit_type_0 import LayoutEditType0
from ...models.layout_edit_type_1 import LayoutEditType1
from ...models.layout_edit_type_2 import LayoutEditType2
from ...models.layout_summary import LayoutSummary
from typing import cast



def _get_kwargs(
    layout_id: str,
    *,
    body: list[LayoutEditType0 | LayoutEditType1 | LayoutEditType2],

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/layouts/{layout_id}/edits".format(layout_id=quote(str(layout_id), safe=""),),
    }

    _kwargs["json"] = []
    for body_item_data in body:
        body_item: dict[str, Any]
        if isinstance(body_item_data, LayoutEditType0):
            body_item = body_item_data.to_dict()
        elif isinstance(body_item_data, LayoutEditType1):
            body_item = body_item_data.to_dict()
        else:
            body_item = body_item_data.to_dict()

        _kwargs["json"].append(body_item)



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

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = Error.from_dict(response.json())



        return response_405

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

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
    layout_id: str,
    *,
    client: AuthenticatedClient,
    body: list[LayoutEditType0 | LayoutEditType1 | LayoutEditType2],

) -> Response[Error | LayoutSummary]:
    """ Store the layout these edits make of a stored one

     Applies the edits in order to a copy of the stored layout and stores the result, which
    gets its own id (the stored layout is unchanged). The result is the same layout, with
    the same id, as posting it whole, but for one thing: in a stack without `ids`, every row
    keeps an implicit id (its index as posted; inserted rows get new ones), by which
    `/v1/scroll/transition` keeps the reader's row across the edits. An insert before the
    end makes them differ from the indices, and so gives a layout of its own.

    - `insert` puts new items before index `at` (0 … item count): in a stack `sizes` (and
      `ids`, required exactly when the stack has explicit ids; without them answers still
      number the rows by index), and the items after them move along the axis, as in a real
      stack; in an `items` layout `items`, and nothing else moves.
    - `remove` takes items out by id; in a stack the items after each close up (the
      survivors keep their ids, so a stack with index ids gets explicit ones: its implicit
      ids).
    - `resize` sets one item's size: in a stack `size` is its length along the axis (it
      counts as measured from then on) and the items after it move; in an `items` layout
      `size` is `{width, height}` and the frame keeps its origin.

    An edit that is wrong on its own is 400 (an id twice in one `insert` is `duplicate_id`);
    one that does not fit the layout is 409 `layout_conflict` (an id it lacks or already has,
    `at` past the end, the other kind's fields), with a pointer into the edits.

    A stored `grid` or `lanes` layout is not edited in place: any edit body is 409
    `layout_conflict` (pointer: the body, ""). Post the changed grid or lanes with
    `POST /v1/layouts`; a grid keeps nothing per item, so posting it again costs what
    editing would.

    Args:
        layout_id (str): A stored layout (`POST /v1/layouts`): `sha256-` and 64 lowercase hex
            digits. Any other
            string is `invalid_field`; an id this server does not hold (never stored here, or
            evicted) is 404 `unknown_layout`: send the layout again (`items` or `stack`, or store
            it again). The layout's `contentSize`, if it was stored with one, applies unless the
            request sends its own; without either it is derived as for `stack` (a stored stack) or
            is the box that bounds the frames (stored `items`: the largest `x + width` and
            `y + height`).
        body (list[LayoutEditType0 | LayoutEditType1 | LayoutEditType2]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LayoutSummary]
     """


    kwargs = _get_kwargs(
        layout_id=layout_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    layout_id: str,
    *,
    client: AuthenticatedClient,
    body: list[LayoutEditType0 | LayoutEditType1 | LayoutEditType2],

) -> Error | LayoutSummary | None:
    """ Store the layout these edits make of a stored one

     Applies the edits in order to a copy of the stored layout and stores the result, which
    gets its own id (the stored layout is unchanged). The result is the same layout, with
    the same id, as posting it whole, but for one thing: in a stack without `ids`, every row
    keeps an implicit id (its index as posted; inserted rows get new ones), by which
    `/v1/scroll/transition` keeps the reader's row across the edits. An insert before the
    end makes them differ from the indices, and so gives a layout of its own.

    - `insert` puts new items before index `at` (0 … item count): in a stack `sizes` (and
      `ids`, required exactly when the stack has explicit ids; without them answers still
      number the rows by index), and the items after them move along the axis, as in a real
      stack; in an `items` layout `items`, and nothing else moves.
    - `remove` takes items out by id; in a stack the items after each close up (the
      survivors keep their ids, so a stack with index ids gets explicit ones: its implicit
      ids).
    - `resize` sets one item's size: in a stack `size` is its length along the axis (it
      counts as measured from then on) and the items after it move; in an `items` layout
      `size` is `{width, height}` and the frame keeps its origin.

    An edit that is wrong on its own is 400 (an id twice in one `insert` is `duplicate_id`);
    one that does not fit the layout is 409 `layout_conflict` (an id it lacks or already has,
    `at` past the end, the other kind's fields), with a pointer into the edits.

    A stored `grid` or `lanes` layout is not edited in place: any edit body is 409
    `layout_conflict` (pointer: the body, ""). Post the changed grid or lanes with
    `POST /v1/layouts`; a grid keeps nothing per item, so posting it again costs what
    editing would.

    Args:
        layout_id (str): A stored layout (`POST /v1/layouts`): `sha256-` and 64 lowercase hex
            digits. Any other
            string is `invalid_field`; an id this server does not hold (never stored here, or
            evicted) is 404 `unknown_layout`: send the layout again (`items` or `stack`, or store
            it again). The layout's `contentSize`, if it was stored with one, applies unless the
            request sends its own; without either it is derived as for `stack` (a stored stack) or
            is the box that bounds the frames (stored `items`: the largest `x + width` and
            `y + height`).
        body (list[LayoutEditType0 | LayoutEditType1 | LayoutEditType2]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LayoutSummary
     """


    return sync_detailed(
        layout_id=layout_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    layout_id: str,
    *,
    client: AuthenticatedClient,
    body: list[LayoutEditType0 | LayoutEditType1 | LayoutEditType2],

) -> Response[Error | LayoutSummary]:
    """ Store the layout these edits make of a stored one

     Applies the edits in order to a copy of the stored layout and stores the result, which
    gets its own id (the stored layout is unchanged). The result is the same layout, with
    the same id, as posting it whole, but for one thing: in a stack without `ids`, every row
    keeps an implicit id (its index as posted; inserted rows get new ones), by which
    `/v1/scroll/transition` keeps the reader's row across the edits. An insert before the
    end makes them differ from the indices, and so gives a layout of its own.

    - `insert` puts new items before index `at` (0 … item count): in a stack `sizes` (and
      `ids`, required exactly when the stack has explicit ids; without them answers still
      number the rows by index), and the items after them move along the axis, as in a real
      stack; in an `items` layout `items`, and nothing else moves.
    - `remove` takes items out by id; in a stack the items after each close up (the
      survivors keep their ids, so a stack with index ids gets explicit ones: its implicit
      ids).
    - `resize` sets one item's size: in a stack `size` is its length along the axis (it
      counts as measured from then on) and the items after it move; in an `items` layout
      `size` is `{width, height}` and the frame keeps its origin.

    An edit that is wrong on its own is 400 (an id twice in one `insert` is `duplicate_id`);
    one that does not fit the layout is 409 `layout_conflict` (an id it lacks or already has,
    `at` past the end, the other kind's fields), with a pointer into the edits.

    A stored `grid` or `lanes` layout is not edited in place: any edit body is 409
    `layout_conflict` (pointer: the body, ""). Post the changed grid or lanes with
    `POST /v1/layouts`; a grid keeps nothing per item, so posting it again costs what
    editing would.

    Args:
        layout_id (str): A stored layout (`POST /v1/layouts`): `sha256-` and 64 lowercase hex
            digits. Any other
            string is `invalid_field`; an id this server does not hold (never stored here, or
            evicted) is 404 `unknown_layout`: send the layout again (`items` or `stack`, or store
            it again). The layout's `contentSize`, if it was stored with one, applies unless the
            request sends its own; without either it is derived as for `stack` (a stored stack) or
            is the box that bounds the frames (stored `items`: the largest `x + width` and
            `y + height`).
        body (list[LayoutEditType0 | LayoutEditType1 | LayoutEditType2]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LayoutSummary]
     """


    kwargs = _get_kwargs(
        layout_id=layout_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    layout_id: str,
    *,
    client: AuthenticatedClient,
    body: list[LayoutEditType0 | LayoutEditType1 | LayoutEditType2],

) -> Error | LayoutSummary | None:
    """ Store the layout these edits make of a stored one

     Applies the edits in order to a copy of the stored layout and stores the result, which
    gets its own id (the stored layout is unchanged). The result is the same layout, with
    the same id, as posting it whole, but for one thing: in a stack without `ids`, every row
    keeps an implicit id (its index as posted; inserted rows get new ones), by which
    `/v1/scroll/transition` keeps the reader's row across the edits. An insert before the
    end makes them differ from the indices, and so gives a layout of its own.

    - `insert` puts new items before index `at` (0 … item count): in a stack `sizes` (and
      `ids`, required exactly when the stack has explicit ids; without them answers still
      number the rows by index), and the items after them move along the axis, as in a real
      stack; in an `items` layout `items`, and nothing else moves.
    - `remove` takes items out by id; in a stack the items after each close up (the
      survivors keep their ids, so a stack with index ids gets explicit ones: its implicit
      ids).
    - `resize` sets one item's size: in a stack `size` is its length along the axis (it
      counts as measured from then on) and the items after it move; in an `items` layout
      `size` is `{width, height}` and the frame keeps its origin.

    An edit that is wrong on its own is 400 (an id twice in one `insert` is `duplicate_id`);
    one that does not fit the layout is 409 `layout_conflict` (an id it lacks or already has,
    `at` past the end, the other kind's fields), with a pointer into the edits.

    A stored `grid` or `lanes` layout is not edited in place: any edit body is 409
    `layout_conflict` (pointer: the body, ""). Post the changed grid or lanes with
    `POST /v1/layouts`; a grid keeps nothing per item, so posting it again costs what
    editing would.

    Args:
        layout_id (str): A stored layout (`POST /v1/layouts`): `sha256-` and 64 lowercase hex
            digits. Any other
            string is `invalid_field`; an id this server does not hold (never stored here, or
            evicted) is 404 `unknown_layout`: send the layout again (`items` or `stack`, or store
            it again). The layout's `contentSize`, if it was stored with one, applies unless the
            request sends its own; without either it is derived as for `stack` (a stored stack) or
            is the box that bounds the frames (stored `items`: the largest `x + width` and
            `y + height`).
        body (list[LayoutEditType0 | LayoutEditType1 | LayoutEditType2]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LayoutSummary
     """


    return (await asyncio_detailed(
        layout_id=layout_id,
client=client,
body=body,

    )).parsed
