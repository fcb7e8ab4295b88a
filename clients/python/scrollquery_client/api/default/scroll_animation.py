from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.scroll_animation_response import ScrollAnimationResponse
from ...models.spring_animation_request import SpringAnimationRequest
from ...models.timing_animation_request import TimingAnimationRequest
from typing import cast



def _get_kwargs(
    *,
    body: SpringAnimationRequest | TimingAnimationRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/scroll/animation",
    }

    
    if isinstance(body, TimingAnimationRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | ScrollAnimationResponse | None:
    if response.status_code == 200:
        response_200 = ScrollAnimationResponse.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | ScrollAnimationResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SpringAnimationRequest | TimingAnimationRequest,

) -> Response[Error | ScrollAnimationResponse]:
    """ The keyframes of a scroll animation from `from` to `to`

     `to` is a point, or the answer to `offsetRequest` (any `/v1/scroll/offset` request; then
    `from` defaults to its `contentOffset`), or the answer to `snapRequest` (any
    `/v1/scroll/snap` request: a fling that snaps, then settles there in one request). With
    `snapRequest`, `to` is the snap's resting `contentOffset`, `from` defaults to its
    `contentOffset`, and a spring's `initialVelocity` defaults to the snap answer's
    `velocity` — the fling, in points per second like `initialVelocity`, that would come to
    rest exactly at `to` from the snap's `contentOffset` (the `velocity` sent with the snap is
    the finger's at release, which overshoots or falls short of a snapped `to`). Send
    `initialVelocity` to start the spring at another velocity (the finger's, say); a timing
    curve ignores the snap's velocity.

    **Timing curves** (`linear`, `ease`, `easeIn`, `easeOut`, `easeInOut` — the CSS / Core
    Animation named cubic béziers — or `{"cubicBezier": [x1, y1, x2, y2]}`, x in [0, 1];
    default `easeInOut`) run for `duration` seconds (default 0.25, in [0.001, 60]), solved to
    1e-12 in x like the browsers' solvers. They take no `epsilon`, and `initialVelocity`
    only as zero.

    **Springs** (`smooth`, `snappy`, `bouncy` — SwiftUI's, duration 0.5 with bounce 0,
    0.15, 0.3 — or `{"spring": …}` with one parameterisation: `response`/`dampingFraction`
    (SwiftUI's defaults 0.5 and 0.825; stiffness (2π/response)², damping
    4π·dampingFraction/response, mass 1), `duration`/`bounce` (defaults 0.5 and 0; stiffness
    (2π/duration)², damping ratio 1 − bounce, or 1/(1 + bounce) below 0), or
    `mass`/`stiffness`/`damping` (mass default 1)) are solved in closed form (under-,
    critically or over-damped), per axis, starting with `initialVelocity` (points per
    second; default 0), and run until they settle — within `epsilon` points of `to`
    (default 0.5) and slower than 2·`epsilon` points per second from then on — or for at
    most 60 s (`settled: false`). They take no `duration`.

    **Frames** are at 0, 1/`framesPerSecond` (default 60, at most 240), … and at the end;
    when that would be more than `maxFrames` (default 1000, at most 15000) they are spread
    evenly instead: `maxFrames` frames from 0 to the end. The first frame is `from`; the
    last of a settled animation is `to` exactly with zero velocity. Or `sampleTimes` (at
    most 10000, each in [0, 60] s) gives exactly those instants, in that order, instead
    (with `framesPerSecond` or `maxFrames` it is `conflicting_fields`); after the end a
    settled animation is at `to`.

    `duration` is the motion's length; `overshoot` is, per axis, how far it goes past `to`
    in the direction of travel (of `initialVelocity` when `from` = `to`), or `null` when it
    never does.

    Args:
        body (SpringAnimationRequest | TimingAnimationRequest): A timing-curve animation or a
            spring animation; they differ in `curve` and in which of
            `duration`, `epsilon` and `initialVelocity` they take.
             Example: {'from': {'x': 0, 'y': 0}, 'to': {'x': 0, 'y': 300}, 'curve': 'easeOut',
            'duration': 0.2, 'framesPerSecond': 20}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ScrollAnimationResponse]
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
    body: SpringAnimationRequest | TimingAnimationRequest,

) -> Error | ScrollAnimationResponse | None:
    """ The keyframes of a scroll animation from `from` to `to`

     `to` is a point, or the answer to `offsetRequest` (any `/v1/scroll/offset` request; then
    `from` defaults to its `contentOffset`), or the answer to `snapRequest` (any
    `/v1/scroll/snap` request: a fling that snaps, then settles there in one request). With
    `snapRequest`, `to` is the snap's resting `contentOffset`, `from` defaults to its
    `contentOffset`, and a spring's `initialVelocity` defaults to the snap answer's
    `velocity` — the fling, in points per second like `initialVelocity`, that would come to
    rest exactly at `to` from the snap's `contentOffset` (the `velocity` sent with the snap is
    the finger's at release, which overshoots or falls short of a snapped `to`). Send
    `initialVelocity` to start the spring at another velocity (the finger's, say); a timing
    curve ignores the snap's velocity.

    **Timing curves** (`linear`, `ease`, `easeIn`, `easeOut`, `easeInOut` — the CSS / Core
    Animation named cubic béziers — or `{"cubicBezier": [x1, y1, x2, y2]}`, x in [0, 1];
    default `easeInOut`) run for `duration` seconds (default 0.25, in [0.001, 60]), solved to
    1e-12 in x like the browsers' solvers. They take no `epsilon`, and `initialVelocity`
    only as zero.

    **Springs** (`smooth`, `snappy`, `bouncy` — SwiftUI's, duration 0.5 with bounce 0,
    0.15, 0.3 — or `{"spring": …}` with one parameterisation: `response`/`dampingFraction`
    (SwiftUI's defaults 0.5 and 0.825; stiffness (2π/response)², damping
    4π·dampingFraction/response, mass 1), `duration`/`bounce` (defaults 0.5 and 0; stiffness
    (2π/duration)², damping ratio 1 − bounce, or 1/(1 + bounce) below 0), or
    `mass`/`stiffness`/`damping` (mass default 1)) are solved in closed form (under-,
    critically or over-damped), per axis, starting with `initialVelocity` (points per
    second; default 0), and run until they settle — within `epsilon` points of `to`
    (default 0.5) and slower than 2·`epsilon` points per second from then on — or for at
    most 60 s (`settled: false`). They take no `duration`.

    **Frames** are at 0, 1/`framesPerSecond` (default 60, at most 240), … and at the end;
    when that would be more than `maxFrames` (default 1000, at most 15000) they are spread
    evenly instead: `maxFrames` frames from 0 to the end. The first frame is `from`; the
    last of a settled animation is `to` exactly with zero velocity. Or `sampleTimes` (at
    most 10000, each in [0, 60] s) gives exactly those instants, in that order, instead
    (with `framesPerSecond` or `maxFrames` it is `conflicting_fields`); after the end a
    settled animation is at `to`.

    `duration` is the motion's length; `overshoot` is, per axis, how far it goes past `to`
    in the direction of travel (of `initialVelocity` when `from` = `to`), or `null` when it
    never does.

    Args:
        body (SpringAnimationRequest | TimingAnimationRequest): A timing-curve animation or a
            spring animation; they differ in `curve` and in which of
            `duration`, `epsilon` and `initialVelocity` they take.
             Example: {'from': {'x': 0, 'y': 0}, 'to': {'x': 0, 'y': 300}, 'curve': 'easeOut',
            'duration': 0.2, 'framesPerSecond': 20}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ScrollAnimationResponse
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SpringAnimationRequest | TimingAnimationRequest,

) -> Response[Error | ScrollAnimationResponse]:
    """ The keyframes of a scroll animation from `from` to `to`

     `to` is a point, or the answer to `offsetRequest` (any `/v1/scroll/offset` request; then
    `from` defaults to its `contentOffset`), or the answer to `snapRequest` (any
    `/v1/scroll/snap` request: a fling that snaps, then settles there in one request). With
    `snapRequest`, `to` is the snap's resting `contentOffset`, `from` defaults to its
    `contentOffset`, and a spring's `initialVelocity` defaults to the snap answer's
    `velocity` — the fling, in points per second like `initialVelocity`, that would come to
    rest exactly at `to` from the snap's `contentOffset` (the `velocity` sent with the snap is
    the finger's at release, which overshoots or falls short of a snapped `to`). Send
    `initialVelocity` to start the spring at another velocity (the finger's, say); a timing
    curve ignores the snap's velocity.

    **Timing curves** (`linear`, `ease`, `easeIn`, `easeOut`, `easeInOut` — the CSS / Core
    Animation named cubic béziers — or `{"cubicBezier": [x1, y1, x2, y2]}`, x in [0, 1];
    default `easeInOut`) run for `duration` seconds (default 0.25, in [0.001, 60]), solved to
    1e-12 in x like the browsers' solvers. They take no `epsilon`, and `initialVelocity`
    only as zero.

    **Springs** (`smooth`, `snappy`, `bouncy` — SwiftUI's, duration 0.5 with bounce 0,
    0.15, 0.3 — or `{"spring": …}` with one parameterisation: `response`/`dampingFraction`
    (SwiftUI's defaults 0.5 and 0.825; stiffness (2π/response)², damping
    4π·dampingFraction/response, mass 1), `duration`/`bounce` (defaults 0.5 and 0; stiffness
    (2π/duration)², damping ratio 1 − bounce, or 1/(1 + bounce) below 0), or
    `mass`/`stiffness`/`damping` (mass default 1)) are solved in closed form (under-,
    critically or over-damped), per axis, starting with `initialVelocity` (points per
    second; default 0), and run until they settle — within `epsilon` points of `to`
    (default 0.5) and slower than 2·`epsilon` points per second from then on — or for at
    most 60 s (`settled: false`). They take no `duration`.

    **Frames** are at 0, 1/`framesPerSecond` (default 60, at most 240), … and at the end;
    when that would be more than `maxFrames` (default 1000, at most 15000) they are spread
    evenly instead: `maxFrames` frames from 0 to the end. The first frame is `from`; the
    last of a settled animation is `to` exactly with zero velocity. Or `sampleTimes` (at
    most 10000, each in [0, 60] s) gives exactly those instants, in that order, instead
    (with `framesPerSecond` or `maxFrames` it is `conflicting_fields`); after the end a
    settled animation is at `to`.

    `duration` is the motion's length; `overshoot` is, per axis, how far it goes past `to`
    in the direction of travel (of `initialVelocity` when `from` = `to`), or `null` when it
    never does.

    Args:
        body (SpringAnimationRequest | TimingAnimationRequest): A timing-curve animation or a
            spring animation; they differ in `curve` and in which of
            `duration`, `epsilon` and `initialVelocity` they take.
             Example: {'from': {'x': 0, 'y': 0}, 'to': {'x': 0, 'y': 300}, 'curve': 'easeOut',
            'duration': 0.2, 'framesPerSecond': 20}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ScrollAnimationResponse]
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
    body: SpringAnimationRequest | TimingAnimationRequest,

) -> Error | ScrollAnimationResponse | None:
    """ The keyframes of a scroll animation from `from` to `to`

     `to` is a point, or the answer to `offsetRequest` (any `/v1/scroll/offset` request; then
    `from` defaults to its `contentOffset`), or the answer to `snapRequest` (any
    `/v1/scroll/snap` request: a fling that snaps, then settles there in one request). With
    `snapRequest`, `to` is the snap's resting `contentOffset`, `from` defaults to its
    `contentOffset`, and a spring's `initialVelocity` defaults to the snap answer's
    `velocity` — the fling, in points per second like `initialVelocity`, that would come to
    rest exactly at `to` from the snap's `contentOffset` (the `velocity` sent with the snap is
    the finger's at release, which overshoots or falls short of a snapped `to`). Send
    `initialVelocity` to start the spring at another velocity (the finger's, say); a timing
    curve ignores the snap's velocity.

    **Timing curves** (`linear`, `ease`, `easeIn`, `easeOut`, `easeInOut` — the CSS / Core
    Animation named cubic béziers — or `{"cubicBezier": [x1, y1, x2, y2]}`, x in [0, 1];
    default `easeInOut`) run for `duration` seconds (default 0.25, in [0.001, 60]), solved to
    1e-12 in x like the browsers' solvers. They take no `epsilon`, and `initialVelocity`
    only as zero.

    **Springs** (`smooth`, `snappy`, `bouncy` — SwiftUI's, duration 0.5 with bounce 0,
    0.15, 0.3 — or `{"spring": …}` with one parameterisation: `response`/`dampingFraction`
    (SwiftUI's defaults 0.5 and 0.825; stiffness (2π/response)², damping
    4π·dampingFraction/response, mass 1), `duration`/`bounce` (defaults 0.5 and 0; stiffness
    (2π/duration)², damping ratio 1 − bounce, or 1/(1 + bounce) below 0), or
    `mass`/`stiffness`/`damping` (mass default 1)) are solved in closed form (under-,
    critically or over-damped), per axis, starting with `initialVelocity` (points per
    second; default 0), and run until they settle — within `epsilon` points of `to`
    (default 0.5) and slower than 2·`epsilon` points per second from then on — or for at
    most 60 s (`settled: false`). They take no `duration`.

    **Frames** are at 0, 1/`framesPerSecond` (default 60, at most 240), … and at the end;
    when that would be more than `maxFrames` (default 1000, at most 15000) they are spread
    evenly instead: `maxFrames` frames from 0 to the end. The first frame is `from`; the
    last of a settled animation is `to` exactly with zero velocity. Or `sampleTimes` (at
    most 10000, each in [0, 60] s) gives exactly those instants, in that order, instead
    (with `framesPerSecond` or `maxFrames` it is `conflicting_fields`); after the end a
    settled animation is at `to`.

    `duration` is the motion's length; `overshoot` is, per axis, how far it goes past `to`
    in the direction of travel (of `initialVelocity` when `from` = `to`), or `null` when it
    never does.

    Args:
        body (SpringAnimationRequest | TimingAnimationRequest): A timing-curve animation or a
            spring animation; they differ in `curve` and in which of
            `duration`, `epsilon` and `initialVelocity` they take.
             Example: {'from': {'x': 0, 'y': 0}, 'to': {'x': 0, 'y': 300}, 'curve': 'easeOut',
            'duration': 0.2, 'framesPerSecond': 20}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ScrollAnimationResponse
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
