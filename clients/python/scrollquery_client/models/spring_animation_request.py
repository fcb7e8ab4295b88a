from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spring_animation_request_curve_type_0 import SpringAnimationRequestCurveType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.android_scroll_offset_request import AndroidScrollOffsetRequest
  from ..models.compose_scroll_offset_request import ComposeScrollOffsetRequest
  from ..models.content_scroll_offset_request import ContentScrollOffsetRequest
  from ..models.css_semantics import CSSSemantics
  from ..models.flutter_jump_to_request import FlutterJumpToRequest
  from ..models.flutter_scroll_offset_request import FlutterScrollOffsetRequest
  from ..models.horizontal_tb import HorizontalTB
  from ..models.item_scroll_offset_request import ItemScrollOffsetRequest
  from ..models.point import Point
  from ..models.scroll_snap_request_type_0 import ScrollSnapRequestType0
  from ..models.scroll_snap_request_type_1 import ScrollSnapRequestType1
  from ..models.scroll_snap_request_type_2 import ScrollSnapRequestType2
  from ..models.spring_curve import SpringCurve





T = TypeVar("T", bound="SpringAnimationRequest")



@_attrs_define
class SpringAnimationRequest:
    """ 
        Attributes:
            curve (SpringAnimationRequestCurveType0 | SpringCurve): A named SwiftUI spring, or `{spring}` with its
                parameters.
            from_ (None | Point | Unset): Default, with `offsetRequest` or `snapRequest`, its `contentOffset` (the range
                minimum when absent).
            to (None | Point | Unset): The offset to end at; requires `from` (not with `offsetRequest` or `snapRequest`).
            offset_request (AndroidScrollOffsetRequest | ComposeScrollOffsetRequest | ContentScrollOffsetRequest |
                CSSSemantics | FlutterJumpToRequest | FlutterScrollOffsetRequest | HorizontalTB | ItemScrollOffsetRequest | None
                | Unset): A `/v1/scroll/offset` request whose answer (`contentOffset`) becomes `to`.
            snap_request (None | ScrollSnapRequestType0 | ScrollSnapRequestType1 | ScrollSnapRequestType2 | Unset): A
                `/v1/scroll/snap` request whose answer's `contentOffset` becomes `to` and whose
                answer's `velocity` becomes the default `initialVelocity`.
            initial_velocity (None | Point | Unset): Points per second at the start, in content-offset coordinates (positive
                = the offset
                grows); default 0, or with `snapRequest` the snap answer's `velocity`.
            duration (None | Unset): A timing curve's member (`TimingAnimationRequest`); a spring settles in its own time.
            epsilon (float | None | Unset): Settled within this many points of `to` and below twice as many points per
                second; default 0.5.
            frames_per_second (float | None | Unset): Default 60.
            max_frames (int | None | Unset): Default 1000; a longer motion spreads its frames evenly rather than adding
                more.
            sample_times (list[float] | None | Unset): Seconds, each in [0, 60]; at most 10000 (413 `too_many_items`
                beyond).
     """

    curve: SpringAnimationRequestCurveType0 | SpringCurve
    from_: None | Point | Unset = UNSET
    to: None | Point | Unset = UNSET
    offset_request: AndroidScrollOffsetRequest | ComposeScrollOffsetRequest | ContentScrollOffsetRequest | CSSSemantics | FlutterJumpToRequest | FlutterScrollOffsetRequest | HorizontalTB | ItemScrollOffsetRequest | None | Unset = UNSET
    snap_request: None | ScrollSnapRequestType0 | ScrollSnapRequestType1 | ScrollSnapRequestType2 | Unset = UNSET
    initial_velocity: None | Point | Unset = UNSET
    duration: None | Unset = UNSET
    epsilon: float | None | Unset = UNSET
    frames_per_second: float | None | Unset = UNSET
    max_frames: int | None | Unset = UNSET
    sample_times: list[float] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.android_scroll_offset_request import AndroidScrollOffsetRequest # noqa: PLC0415
        from ..models.compose_scroll_offset_request import ComposeScrollOffsetRequest # noqa: PLC0415
        from ..models.content_scroll_offset_request import ContentScrollOffsetRequest # noqa: PLC0415
        from ..models.css_semantics import CSSSemantics # noqa: PLC0415
        from ..models.flutter_jump_to_request import FlutterJumpToRequest # noqa: PLC0415
        from ..models.flutter_scroll_offset_request import FlutterScrollOffsetRequest # noqa: PLC0415
        from ..models.horizontal_tb import HorizontalTB # noqa: PLC0415
        from ..models.item_scroll_offset_request import ItemScrollOffsetRequest # noqa: PLC0415
        from ..models.point import Point # noqa: PLC0415
        from ..models.scroll_snap_request_type_0 import ScrollSnapRequestType0 # noqa: PLC0415
        from ..models.scroll_snap_request_type_1 import ScrollSnapRequestType1 # noqa: PLC0415
        from ..models.scroll_snap_request_type_2 import ScrollSnapRequestType2 # noqa: PLC0415
        from ..models.spring_curve import SpringCurve # noqa: PLC0415
        curve: dict[str, Any] | str
        if isinstance(self.curve, SpringAnimationRequestCurveType0):
            curve = self.curve.value
        else:
            curve = self.curve.to_dict()


        from_: dict[str, Any] | None | Unset
        if isinstance(self.from_, Unset):
            from_ = UNSET
        elif isinstance(self.from_, Point):
            from_ = self.from_.to_dict()
        else:
            from_ = self.from_

        to: dict[str, Any] | None | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        elif isinstance(self.to, Point):
            to = self.to.to_dict()
        else:
            to = self.to

        offset_request: dict[str, Any] | None | Unset
        if isinstance(self.offset_request, Unset):
            offset_request = UNSET
        elif isinstance(self.offset_request, CSSSemantics):
            offset_request = self.offset_request.to_dict()
        elif isinstance(self.offset_request, HorizontalTB):
            offset_request = self.offset_request.to_dict()
        elif isinstance(self.offset_request, ItemScrollOffsetRequest):
            offset_request = self.offset_request.to_dict()
        elif isinstance(self.offset_request, ContentScrollOffsetRequest):
            offset_request = self.offset_request.to_dict()
        elif isinstance(self.offset_request, FlutterScrollOffsetRequest):
            offset_request = self.offset_request.to_dict()
        elif isinstance(self.offset_request, FlutterJumpToRequest):
            offset_request = self.offset_request.to_dict()
        elif isinstance(self.offset_request, ComposeScrollOffsetRequest):
            offset_request = self.offset_request.to_dict()
        elif isinstance(self.offset_request, AndroidScrollOffsetRequest):
            offset_request = self.offset_request.to_dict()
        else:
            offset_request = self.offset_request

        snap_request: dict[str, Any] | None | Unset
        if isinstance(self.snap_request, Unset):
            snap_request = UNSET
        elif isinstance(self.snap_request, ScrollSnapRequestType0):
            snap_request = self.snap_request.to_dict()
        elif isinstance(self.snap_request, ScrollSnapRequestType1):
            snap_request = self.snap_request.to_dict()
        elif isinstance(self.snap_request, ScrollSnapRequestType2):
            snap_request = self.snap_request.to_dict()
        else:
            snap_request = self.snap_request

        initial_velocity: dict[str, Any] | None | Unset
        if isinstance(self.initial_velocity, Unset):
            initial_velocity = UNSET
        elif isinstance(self.initial_velocity, Point):
            initial_velocity = self.initial_velocity.to_dict()
        else:
            initial_velocity = self.initial_velocity

        duration = self.duration

        epsilon: float | None | Unset
        if isinstance(self.epsilon, Unset):
            epsilon = UNSET
        else:
            epsilon = self.epsilon

        frames_per_second: float | None | Unset
        if isinstance(self.frames_per_second, Unset):
            frames_per_second = UNSET
        else:
            frames_per_second = self.frames_per_second

        max_frames: int | None | Unset
        if isinstance(self.max_frames, Unset):
            max_frames = UNSET
        else:
            max_frames = self.max_frames

        sample_times: list[float] | None | Unset
        if isinstance(self.sample_times, Unset):
            sample_times = UNSET
        elif isinstance(self.sample_times, list):
            sample_times = self.sample_times


        else:
            sample_times = self.sample_times


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "curve": curve,
        })
        if from_ is not UNSET:
            field_dict["from"] = from_
        if to is not UNSET:
            field_dict["to"] = to
        if offset_request is not UNSET:
            field_dict["offsetRequest"] = offset_request
        if snap_request is not UNSET:
            field_dict["snapRequest"] = snap_request
        if initial_velocity is not UNSET:
            field_dict["initialVelocity"] = initial_velocity
        if duration is not UNSET:
            field_dict["duration"] = duration
        if epsilon is not UNSET:
            field_dict["epsilon"] = epsilon
        if frames_per_second is not UNSET:
            field_dict["framesPerSecond"] = frames_per_second
        if max_frames is not UNSET:
            field_dict["maxFrames"] = max_frames
        if sample_times is not UNSET:
            field_dict["sampleTimes"] = sample_times

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.android_scroll_offset_request import AndroidScrollOffsetRequest # noqa: PLC0415
        from ..models.compose_scroll_offset_request import ComposeScrollOffsetRequest # noqa: PLC0415
        from ..models.content_scroll_offset_request import ContentScrollOffsetRequest # noqa: PLC0415
        from ..models.css_semantics import CSSSemantics # noqa: PLC0415
        from ..models.flutter_jump_to_request import FlutterJumpToRequest # noqa: PLC0415
        from ..models.flutter_scroll_offset_request import FlutterScrollOffsetRequest # noqa: PLC0415
        from ..models.horizontal_tb import HorizontalTB # noqa: PLC0415
        from ..models.item_scroll_offset_request import ItemScrollOffsetRequest # noqa: PLC0415
        from ..models.point import Point # noqa: PLC0415
        from ..models.scroll_snap_request_type_0 import ScrollSnapRequestType0 # noqa: PLC0415
        from ..models.scroll_snap_request_type_1 import ScrollSnapRequestType1 # noqa: PLC0415
        from ..models.scroll_snap_request_type_2 import ScrollSnapRequestType2 # noqa: PLC0415
        from ..models.spring_curve import SpringCurve # noqa: PLC0415
        d = dict(src_dict)
        def _parse_curve(data: object) -> SpringAnimationRequestCurveType0 | SpringCurve:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                curve_type_0 = SpringAnimationRequestCurveType0(data)



                return curve_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            curve_type_1 = SpringCurve.from_dict(data)



            return curve_type_1

        curve = _parse_curve(d.pop("curve"))


        def _parse_from_(data: object) -> None | Point | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                from_type_0 = Point.from_dict(data)



                return from_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Point | Unset, data)

        from_ = _parse_from_(d.pop("from", UNSET))


        def _parse_to(data: object) -> None | Point | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                to_type_0 = Point.from_dict(data)



                return to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Point | Unset, data)

        to = _parse_to(d.pop("to", UNSET))


        def _parse_offset_request(data: object) -> AndroidScrollOffsetRequest | ComposeScrollOffsetRequest | ContentScrollOffsetRequest | CSSSemantics | FlutterJumpToRequest | FlutterScrollOffsetRequest | HorizontalTB | ItemScrollOffsetRequest | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_scroll_offset_request_type_0 = CSSSemantics.from_dict(data)



                return componentsschemas_scroll_offset_request_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_scroll_offset_request_type_1 = HorizontalTB.from_dict(data)



                return componentsschemas_scroll_offset_request_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_scroll_offset_request_type_2 = ItemScrollOffsetRequest.from_dict(data)



                return componentsschemas_scroll_offset_request_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_scroll_offset_request_type_3 = ContentScrollOffsetRequest.from_dict(data)



                return componentsschemas_scroll_offset_request_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_platform_scroll_offset_request_type_0 = FlutterScrollOffsetRequest.from_dict(data)



                return componentsschemas_platform_scroll_offset_request_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_platform_scroll_offset_request_type_1 = FlutterJumpToRequest.from_dict(data)



                return componentsschemas_platform_scroll_offset_request_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_platform_scroll_offset_request_type_2 = ComposeScrollOffsetRequest.from_dict(data)



                return componentsschemas_platform_scroll_offset_request_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_platform_scroll_offset_request_type_3 = AndroidScrollOffsetRequest.from_dict(data)



                return componentsschemas_platform_scroll_offset_request_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AndroidScrollOffsetRequest | ComposeScrollOffsetRequest | ContentScrollOffsetRequest | CSSSemantics | FlutterJumpToRequest | FlutterScrollOffsetRequest | HorizontalTB | ItemScrollOffsetRequest | None | Unset, data)

        offset_request = _parse_offset_request(d.pop("offsetRequest", UNSET))


        def _parse_snap_request(data: object) -> None | ScrollSnapRequestType0 | ScrollSnapRequestType1 | ScrollSnapRequestType2 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_scroll_snap_request_type_0 = ScrollSnapRequestType0.from_dict(data)



                return componentsschemas_scroll_snap_request_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_scroll_snap_request_type_1 = ScrollSnapRequestType1.from_dict(data)



                return componentsschemas_scroll_snap_request_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_scroll_snap_request_type_2 = ScrollSnapRequestType2.from_dict(data)



                return componentsschemas_scroll_snap_request_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScrollSnapRequestType0 | ScrollSnapRequestType1 | ScrollSnapRequestType2 | Unset, data)

        snap_request = _parse_snap_request(d.pop("snapRequest", UNSET))


        def _parse_initial_velocity(data: object) -> None | Point | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                initial_velocity_type_0 = Point.from_dict(data)



                return initial_velocity_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Point | Unset, data)

        initial_velocity = _parse_initial_velocity(d.pop("initialVelocity", UNSET))


        duration = d.pop("duration", UNSET)

        def _parse_epsilon(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        epsilon = _parse_epsilon(d.pop("epsilon", UNSET))


        def _parse_frames_per_second(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        frames_per_second = _parse_frames_per_second(d.pop("framesPerSecond", UNSET))


        def _parse_max_frames(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_frames = _parse_max_frames(d.pop("maxFrames", UNSET))


        def _parse_sample_times(data: object) -> list[float] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                componentsschemas_sample_times_type_0 = cast(list[float], data)

                return componentsschemas_sample_times_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None | Unset, data)

        sample_times = _parse_sample_times(d.pop("sampleTimes", UNSET))


        spring_animation_request = cls(
            curve=curve,
            from_=from_,
            to=to,
            offset_request=offset_request,
            snap_request=snap_request,
            initial_velocity=initial_velocity,
            duration=duration,
            epsilon=epsilon,
            frames_per_second=frames_per_second,
            max_frames=max_frames,
            sample_times=sample_times,
        )

        return spring_animation_request

