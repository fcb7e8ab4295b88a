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
            {'frames': [{'t': 0, 'x': 0, 'y': 0, 'vx': 0, 'vy': 0}, {'t': 0.03333333333333333, 'x': 0, 'y':
                21.54328290132537, 'vx': 0, 'vy': 1160.3296948051925}, {'t': 0.06666666666666667, 'x': 0, 'y':
                69.95937556712514, 'vx': 0, 'vy': 1654.0224786464303}, {'t': 0.1, 'x': 0, 'y': 126.9906369223709, 'vx': 0, 'vy':
                1712.267501293793}, {'t': 0.13333333333333333, 'x': 0, 'y': 181.3530198390873, 'vx': 0, 'vy':
                1520.6484543413494}, {'t': 0.16666666666666666, 'x': 0, 'y': 227.11828030037552, 'vx': 0, 'vy':
                1215.0977897582827}, {'t': 0.2, 'x': 0, 'y': 262.1132686805378, 'vx': 0, 'vy': 886.1420402147884}, {'t':
                0.23333333333333334, 'x': 0, 'y': 286.5381496854415, 'vx': 0, 'vy': 587.2041289185247}, {'t':
                0.26666666666666666, 'x': 0, 'y': 301.8871969670649, 'vx': 0, 'vy': 344.0764038227446}, {'t': 0.3, 'x': 0, 'y':
                310.1791086886724, 'vx': 0, 'vy': 163.80557019688018}, {'t': 0.3333333333333333, 'x': 0, 'y': 313.4602127275611,
                'vx': 0, 'vy': 42.08801325533542}, {'t': 0.36666666666666664, 'x': 0, 'y': 313.52448016779556, 'vx': 0, 'vy':
                -31.13111639918419}, {'t': 0.4, 'x': 0, 'y': 311.7907827956771, 'vx': 0, 'vy': -67.79062682429223}, {'t':
                0.43333333333333335, 'x': 0, 'y': 309.28368570016414, 'vx': 0, 'vy': -79.31539850433204}, {'t':
                0.4666666666666667, 'x': 0, 'y': 306.6743503915206, 'vx': 0, 'vy': -75.3496563989971}, {'t': 0.5, 'x': 0, 'y':
                304.34952648481345, 'vx': 0, 'vy': -63.285245971633366}, {'t': 0.5333333333333333, 'x': 0, 'y':
                302.48714291933464, 'vx': 0, 'vy': -48.2938945400209}, {'t': 0.5666666666666667, 'x': 0, 'y': 301.1256807268441,
                'vx': 0, 'vy': -33.635623556390726}, {'t': 0.6, 'x': 0, 'y': 300.22101016104097, 'vx': 0, 'vy':
                -21.08043570947997}, {'t': 0.6333333333333333, 'x': 0, 'y': 299.6888179540439, 'vx': 0, 'vy':
                -11.337847237359103}, {'t': 0.6666666666666666, 'x': 0, 'y': 299.4334673343914, 'vx': 0, 'vy':
                -4.434587551721493}, {'t': 0.7, 'x': 0, 'y': 299.3655346162355, 'vx': 0, 'vy': -0.014048228507556146}, {'t':
                0.7333333333333333, 'x': 0, 'y': 299.41075209172124, 'vx': 0, 'vy': 2.4469774122207237}, {'t':
                0.7666666666666666, 'x': 0, 'y': 299.513000142353, 'vx': 0, 'vy': 3.4959234664787133}, {'t': 0.8, 'x': 0, 'y':
                299.6335974075559, 'vx': 0, 'vy': 3.6220794585725113}, {'t': 0.8333333333333334, 'x': 0, 'y':
                299.74862439704646, 'vx': 0, 'vy': 3.2183732641504283}, {'t': 0.8666666666666667, 'x': 0, 'y':
                299.8455032496154, 'vx': 0, 'vy': 2.5727178855593182}, {'t': 0.9, 'x': 0, 'y': 299.9196111599877, 'vx': 0, 'vy':
                1.876937005120164}, {'t': 0.9333333333333333, 'x': 0, 'y': 299.97135561148474, 'vx': 0, 'vy':
                1.2443020201584225}, {'t': 0.9481071837764785, 'x': 0, 'y': 300, 'vx': 0, 'vy': 0}], 'duration':
                0.9481071837764785, 'settled': True, 'overshoot': {'x': 0, 'y': 13.79637307808025}}

        Attributes:
            frames (list[ScrollAnimationResponseFramesItem]):
            duration (float):
            settled (bool):
            overshoot (AnswerPoint | None):
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

