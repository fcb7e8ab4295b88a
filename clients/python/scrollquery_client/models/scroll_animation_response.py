from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.answer_point import AnswerPoint
  from ..models.scroll_animation_response_frames_item import ScrollAnimationResponseFramesItem





T = TypeVar("T", bound="ScrollAnimationResponse")



@_attrs_define
class ScrollAnimationResponse:
    """ 
        Example:
            {'frames': [{'t': 0, 'x': 0, 'y': 0, 'vx': 0, 'vy': 2586.206896551724}, {'t': 0.05, 'x': 0, 'y':
                113.44143924782969, 'vx': 0, 'vy': 2052.433445091742}, {'t': 0.1, 'x': 0, 'y': 205.39295622823823, 'vx': 0,
                'vy': 1610.9681697231388}, {'t': 0.15000000000000002, 'x': 0, 'y': 271.9606047843526, 'vx': 0, 'vy':
                1011.8966919124846}, {'t': 0.2, 'x': 0, 'y': 300, 'vx': 0, 'vy': 0}], 'duration': 0.2, 'settled': True,
                'overshoot': None}

        Attributes:
            frames (list[ScrollAnimationResponseFramesItem]): The offset and velocity at each frame (see the operation:
                `framesPerSecond`, `maxFrames`, `sampleTimes`).
            duration (float): The motion's length in seconds.
            settled (bool): Whether the motion came to rest at `to` (false: a spring still moving after 60 s).
            overshoot (AnswerPoint | None): Per axis, how far the motion goes past `to` in the direction of travel, or
                `null` when it never does.
     """

    frames: list[ScrollAnimationResponseFramesItem]
    duration: float
    settled: bool
    overshoot: AnswerPoint | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.answer_point import AnswerPoint # noqa: PLC0415
        from ..models.scroll_animation_response_frames_item import ScrollAnimationResponseFramesItem # noqa: PLC0415
        frames = []
        for frames_item_data in self.frames:
            frames_item = frames_item_data.to_dict()
            frames.append(frames_item)



        duration = self.duration

        settled = self.settled

        overshoot: dict[str, Any] | None
        if isinstance(self.overshoot, AnswerPoint):
            overshoot = self.overshoot.to_dict()
        else:
            overshoot = self.overshoot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "frames": frames,
            "duration": duration,
            "settled": settled,
            "overshoot": overshoot,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.answer_point import AnswerPoint # noqa: PLC0415
        from ..models.scroll_animation_response_frames_item import ScrollAnimationResponseFramesItem # noqa: PLC0415
        d = dict(src_dict)
        frames = []
        _frames = d.pop("frames")
        for frames_item_data in (_frames):
            frames_item = ScrollAnimationResponseFramesItem.from_dict(frames_item_data)



            frames.append(frames_item)


        duration = d.pop("duration")

        settled = d.pop("settled")

        def _parse_overshoot(data: object) -> AnswerPoint | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                overshoot_type_0 = AnswerPoint.from_dict(data)



                return overshoot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnswerPoint | None, data)

        overshoot = _parse_overshoot(d.pop("overshoot"))


        scroll_animation_response = cls(
            frames=frames,
            duration=duration,
            settled=settled,
            overshoot=overshoot,
        )

        return scroll_animation_response

