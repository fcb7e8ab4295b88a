from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.batch_request import BatchRequest
from ...models.batch_response import BatchResponse
from ...models.error import Error
from typing import cast



def _get_kwargs(
    *,
    body: BatchRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/batch",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BatchResponse | Error | None:
    if response.status_code == 200:
        response_200 = BatchResponse.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BatchResponse | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: BatchRequest,

) -> Response[BatchResponse | Error]:
    """ Many questions about one scroll view in one round trip

     The top level is one scroll view — `items`, `stack` or `layout`, `viewport`,
    `contentSize`, `contentInsets`, `scrollPadding`, `contentOffset`, `direction`,
    `writingMode`, as `/v1/scroll/offset` takes them — and `requests`: questions about it, each an
    object naming its endpoint in
    `op` beside that endpoint's own fields (see `BatchRequest`). The items are decoded and
    indexed once, however many requests ask about them.

    A request may send its own `viewport`, `contentSize`, `contentInsets`, `scrollPadding`
    and `contentOffset`, which replace the top level's for that request; the top level may
    leave any of them to its requests (a request that ends up without `viewport` or
    `contentSize` is `missing_field` at its own `/requests/i/viewport`; with a `stack` or
    `layout` the content size is derived in each request's viewport). The items (`items`,
    `stack`, `layout`), `direction` and `writingMode` are the batch's alone: in a request
    they are `unknown_field`. An `animation`'s `offsetRequest` and `snapRequest` are read the same way,
    over the batch's
    scroll view. A `snap` request snaps to the items' frames with no `margin` and
    `snapAlign` `start`. `visibility` and `snap` do not take `direction` or `writingMode`
    yet: with either at the top level, their requests fail with `conflicting_fields` at
    that top-level field (as does an `offset` request whose `semantics` contradicts the
    batch's `writingMode`).

    The answer has one result per request, in order: the endpoint's own 200 body, byte for
    byte, or its error object with the status it would have had beside it (`{"error":
    {…}, "status": 404}`), its pointer leading into the batch (`/requests/3/target/id`).
    A request that is not an object, has no `op` (or `null`) or names no endpoint is such
    an error too (`invalid_type` at `/requests/3`, `missing_field` or `invalid_enum` at
    `/requests/3/op`); `op` is looked at first, wherever it stands in the request.

    The whole batch fails, as an endpoint's body does, on invalid JSON anywhere — even
    inside a request that fails for another reason —, on a problem at the top level (a bad
    `viewport`, a duplicate item id, an unknown field, two of `items`/`stack`/`layout`, an
    unknown `layout` (404 `unknown_layout`), `requests` missing or not an array),
    on more requests than `--max-batch` (default 10,000): 413 `too_many_requests` at
    `/requests`, refused as soon as the array passes the limit; and on results larger than
    64 MiB (an answer is not bounded by its request: a visibility answer lists every item
    the viewport shows, an animation up to 15,000 frames): 413 `too_many_requests` at
    `/requests` too, checked after each result.

    Args:
        body (BatchRequest):  Example: {'viewport': {'width': 390, 'height': 844}, 'contentSize':
            {'width': 390, 'height': 2000}, 'items': [{'id': 'row-7', 'frame': {'x': 0, 'y': 700,
            'width': 390, 'height': 100}}], 'requests': [{'op': 'offset', 'target': {'id': 'row-7'},
            'anchor': 'center'}, {'op': 'visibility', 'contentOffset': {'x': 0, 'y': 650}}, {'op':
            'offset', 'target': {'id': 'row-8'}}]}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BatchResponse | Error]
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
    body: BatchRequest,

) -> BatchResponse | Error | None:
    """ Many questions about one scroll view in one round trip

     The top level is one scroll view — `items`, `stack` or `layout`, `viewport`,
    `contentSize`, `contentInsets`, `scrollPadding`, `contentOffset`, `direction`,
    `writingMode`, as `/v1/scroll/offset` takes them — and `requests`: questions about it, each an
    object naming its endpoint in
    `op` beside that endpoint's own fields (see `BatchRequest`). The items are decoded and
    indexed once, however many requests ask about them.

    A request may send its own `viewport`, `contentSize`, `contentInsets`, `scrollPadding`
    and `contentOffset`, which replace the top level's for that request; the top level may
    leave any of them to its requests (a request that ends up without `viewport` or
    `contentSize` is `missing_field` at its own `/requests/i/viewport`; with a `stack` or
    `layout` the content size is derived in each request's viewport). The items (`items`,
    `stack`, `layout`), `direction` and `writingMode` are the batch's alone: in a request
    they are `unknown_field`. An `animation`'s `offsetRequest` and `snapRequest` are read the same way,
    over the batch's
    scroll view. A `snap` request snaps to the items' frames with no `margin` and
    `snapAlign` `start`. `visibility` and `snap` do not take `direction` or `writingMode`
    yet: with either at the top level, their requests fail with `conflicting_fields` at
    that top-level field (as does an `offset` request whose `semantics` contradicts the
    batch's `writingMode`).

    The answer has one result per request, in order: the endpoint's own 200 body, byte for
    byte, or its error object with the status it would have had beside it (`{"error":
    {…}, "status": 404}`), its pointer leading into the batch (`/requests/3/target/id`).
    A request that is not an object, has no `op` (or `null`) or names no endpoint is such
    an error too (`invalid_type` at `/requests/3`, `missing_field` or `invalid_enum` at
    `/requests/3/op`); `op` is looked at first, wherever it stands in the request.

    The whole batch fails, as an endpoint's body does, on invalid JSON anywhere — even
    inside a request that fails for another reason —, on a problem at the top level (a bad
    `viewport`, a duplicate item id, an unknown field, two of `items`/`stack`/`layout`, an
    unknown `layout` (404 `unknown_layout`), `requests` missing or not an array),
    on more requests than `--max-batch` (default 10,000): 413 `too_many_requests` at
    `/requests`, refused as soon as the array passes the limit; and on results larger than
    64 MiB (an answer is not bounded by its request: a visibility answer lists every item
    the viewport shows, an animation up to 15,000 frames): 413 `too_many_requests` at
    `/requests` too, checked after each result.

    Args:
        body (BatchRequest):  Example: {'viewport': {'width': 390, 'height': 844}, 'contentSize':
            {'width': 390, 'height': 2000}, 'items': [{'id': 'row-7', 'frame': {'x': 0, 'y': 700,
            'width': 390, 'height': 100}}], 'requests': [{'op': 'offset', 'target': {'id': 'row-7'},
            'anchor': 'center'}, {'op': 'visibility', 'contentOffset': {'x': 0, 'y': 650}}, {'op':
            'offset', 'target': {'id': 'row-8'}}]}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BatchResponse | Error
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: BatchRequest,

) -> Response[BatchResponse | Error]:
    """ Many questions about one scroll view in one round trip

     The top level is one scroll view — `items`, `stack` or `layout`, `viewport`,
    `contentSize`, `contentInsets`, `scrollPadding`, `contentOffset`, `direction`,
    `writingMode`, as `/v1/scroll/offset` takes them — and `requests`: questions about it, each an
    object naming its endpoint in
    `op` beside that endpoint's own fields (see `BatchRequest`). The items are decoded and
    indexed once, however many requests ask about them.

    A request may send its own `viewport`, `contentSize`, `contentInsets`, `scrollPadding`
    and `contentOffset`, which replace the top level's for that request; the top level may
    leave any of them to its requests (a request that ends up without `viewport` or
    `contentSize` is `missing_field` at its own `/requests/i/viewport`; with a `stack` or
    `layout` the content size is derived in each request's viewport). The items (`items`,
    `stack`, `layout`), `direction` and `writingMode` are the batch's alone: in a request
    they are `unknown_field`. An `animation`'s `offsetRequest` and `snapRequest` are read the same way,
    over the batch's
    scroll view. A `snap` request snaps to the items' frames with no `margin` and
    `snapAlign` `start`. `visibility` and `snap` do not take `direction` or `writingMode`
    yet: with either at the top level, their requests fail with `conflicting_fields` at
    that top-level field (as does an `offset` request whose `semantics` contradicts the
    batch's `writingMode`).

    The answer has one result per request, in order: the endpoint's own 200 body, byte for
    byte, or its error object with the status it would have had beside it (`{"error":
    {…}, "status": 404}`), its pointer leading into the batch (`/requests/3/target/id`).
    A request that is not an object, has no `op` (or `null`) or names no endpoint is such
    an error too (`invalid_type` at `/requests/3`, `missing_field` or `invalid_enum` at
    `/requests/3/op`); `op` is looked at first, wherever it stands in the request.

    The whole batch fails, as an endpoint's body does, on invalid JSON anywhere — even
    inside a request that fails for another reason —, on a problem at the top level (a bad
    `viewport`, a duplicate item id, an unknown field, two of `items`/`stack`/`layout`, an
    unknown `layout` (404 `unknown_layout`), `requests` missing or not an array),
    on more requests than `--max-batch` (default 10,000): 413 `too_many_requests` at
    `/requests`, refused as soon as the array passes the limit; and on results larger than
    64 MiB (an answer is not bounded by its request: a visibility answer lists every item
    the viewport shows, an animation up to 15,000 frames): 413 `too_many_requests` at
    `/requests` too, checked after each result.

    Args:
        body (BatchRequest):  Example: {'viewport': {'width': 390, 'height': 844}, 'contentSize':
            {'width': 390, 'height': 2000}, 'items': [{'id': 'row-7', 'frame': {'x': 0, 'y': 700,
            'width': 390, 'height': 100}}], 'requests': [{'op': 'offset', 'target': {'id': 'row-7'},
            'anchor': 'center'}, {'op': 'visibility', 'contentOffset': {'x': 0, 'y': 650}}, {'op':
            'offset', 'target': {'id': 'row-8'}}]}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BatchResponse | Error]
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
    body: BatchRequest,

) -> BatchResponse | Error | None:
    """ Many questions about one scroll view in one round trip

     The top level is one scroll view — `items`, `stack` or `layout`, `viewport`,
    `contentSize`, `contentInsets`, `scrollPadding`, `contentOffset`, `direction`,
    `writingMode`, as `/v1/scroll/offset` takes them — and `requests`: questions about it, each an
    object naming its endpoint in
    `op` beside that endpoint's own fields (see `BatchRequest`). The items are decoded and
    indexed once, however many requests ask about them.

    A request may send its own `viewport`, `contentSize`, `contentInsets`, `scrollPadding`
    and `contentOffset`, which replace the top level's for that request; the top level may
    leave any of them to its requests (a request that ends up without `viewport` or
    `contentSize` is `missing_field` at its own `/requests/i/viewport`; with a `stack` or
    `layout` the content size is derived in each request's viewport). The items (`items`,
    `stack`, `layout`), `direction` and `writingMode` are the batch's alone: in a request
    they are `unknown_field`. An `animation`'s `offsetRequest` and `snapRequest` are read the same way,
    over the batch's
    scroll view. A `snap` request snaps to the items' frames with no `margin` and
    `snapAlign` `start`. `visibility` and `snap` do not take `direction` or `writingMode`
    yet: with either at the top level, their requests fail with `conflicting_fields` at
    that top-level field (as does an `offset` request whose `semantics` contradicts the
    batch's `writingMode`).

    The answer has one result per request, in order: the endpoint's own 200 body, byte for
    byte, or its error object with the status it would have had beside it (`{"error":
    {…}, "status": 404}`), its pointer leading into the batch (`/requests/3/target/id`).
    A request that is not an object, has no `op` (or `null`) or names no endpoint is such
    an error too (`invalid_type` at `/requests/3`, `missing_field` or `invalid_enum` at
    `/requests/3/op`); `op` is looked at first, wherever it stands in the request.

    The whole batch fails, as an endpoint's body does, on invalid JSON anywhere — even
    inside a request that fails for another reason —, on a problem at the top level (a bad
    `viewport`, a duplicate item id, an unknown field, two of `items`/`stack`/`layout`, an
    unknown `layout` (404 `unknown_layout`), `requests` missing or not an array),
    on more requests than `--max-batch` (default 10,000): 413 `too_many_requests` at
    `/requests`, refused as soon as the array passes the limit; and on results larger than
    64 MiB (an answer is not bounded by its request: a visibility answer lists every item
    the viewport shows, an animation up to 15,000 frames): 413 `too_many_requests` at
    `/requests` too, checked after each result.

    Args:
        body (BatchRequest):  Example: {'viewport': {'width': 390, 'height': 844}, 'contentSize':
            {'width': 390, 'height': 2000}, 'items': [{'id': 'row-7', 'frame': {'x': 0, 'y': 700,
            'width': 390, 'height': 100}}], 'requests': [{'op': 'offset', 'target': {'id': 'row-7'},
            'anchor': 'center'}, {'op': 'visibility', 'contentOffset': {'x': 0, 'y': 650}}, {'op':
            'offset', 'target': {'id': 'row-8'}}]}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BatchResponse | Error
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
