from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.answer_point import AnswerPoint
  from ..models.scroll_snap_response_snapped_to_type_0 import ScrollSnapResponseSnappedToType0
  from ..models.scroll_snap_response_snapped_to_type_1 import ScrollSnapResponseSnappedToType1





T = TypeVar("T", bound="ScrollSnapResponse")



@_attrs_define
class ScrollSnapResponse:
    """ 
        Example:
            {'projectedOffset': {'x': 748.4999999999993, 'y': 0}, 'contentOffset': {'x': 320, 'y': 0}, 'snappedTo': {'page':
                {'x': 1, 'y': 0}}, 'velocity': {'x': 641.2825651302611, 'y': 0}}

        Attributes:
            projected_offset (AnswerPoint): A point of the answer (`contentOffset` inside `range`; `idealOffset` before
                clamping and rounding).
            content_offset (AnswerPoint): A point of the answer (`contentOffset` inside `range`; `idealOffset` before
                clamping and rounding).
            snapped_to (None | ScrollSnapResponseSnappedToType0 | ScrollSnapResponseSnappedToType1): What the resting offset
                is aligned to: `{"id"}` the item (under `viewAligned` and
                `css`), `{"page"}` under `paging`, `null` under `none` or when nothing was chosen.
            velocity (AnswerPoint): A point of the answer (`contentOffset` inside `range`; `idealOffset` before clamping and
                rounding).
     """

    projected_offset: AnswerPoint
    content_offset: AnswerPoint
    snapped_to: None | ScrollSnapResponseSnappedToType0 | ScrollSnapResponseSnappedToType1
    velocity: AnswerPoint





    def to_dict(self) -> dict[str, Any]:
        from ..models.answer_point import AnswerPoint # noqa: PLC0415
        from ..models.scroll_snap_response_snapped_to_type_0 import ScrollSnapResponseSnappedToType0 # noqa: PLC0415
        from ..models.scroll_snap_response_snapped_to_type_1 import ScrollSnapResponseSnappedToType1 # noqa: PLC0415
        projected_offset = self.projected_offset.to_dict()

        content_offset = self.content_offset.to_dict()

        snapped_to: dict[str, Any] | None
        if isinstance(self.snapped_to, ScrollSnapResponseSnappedToType0):
            snapped_to = self.snapped_to.to_dict()
        elif isinstance(self.snapped_to, ScrollSnapResponseSnappedToType1):
            snapped_to = self.snapped_to.to_dict()
        else:
            snapped_to = self.snapped_to

        velocity = self.velocity.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "projectedOffset": projected_offset,
            "contentOffset": content_offset,
            "snappedTo": snapped_to,
            "velocity": velocity,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.answer_point import AnswerPoint # noqa: PLC0415
        from ..models.scroll_snap_response_snapped_to_type_0 import ScrollSnapResponseSnappedToType0 # noqa: PLC0415
        from ..models.scroll_snap_response_snapped_to_type_1 import ScrollSnapResponseSnappedToType1 # noqa: PLC0415
        d = dict(src_dict)
        projected_offset = AnswerPoint.from_dict(d.pop("projectedOffset"))




        content_offset = AnswerPoint.from_dict(d.pop("contentOffset"))




        def _parse_snapped_to(data: object) -> None | ScrollSnapResponseSnappedToType0 | ScrollSnapResponseSnappedToType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                snapped_to_type_0 = ScrollSnapResponseSnappedToType0.from_dict(data)



                return snapped_to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                snapped_to_type_1 = ScrollSnapResponseSnappedToType1.from_dict(data)



                return snapped_to_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScrollSnapResponseSnappedToType0 | ScrollSnapResponseSnappedToType1, data)

        snapped_to = _parse_snapped_to(d.pop("snappedTo"))


        velocity = AnswerPoint.from_dict(d.pop("velocity"))




        scroll_snap_response = cls(
            projected_offset=projected_offset,
            content_offset=content_offset,
            snapped_to=snapped_to,
            velocity=velocity,
        )

        return scroll_snap_response

