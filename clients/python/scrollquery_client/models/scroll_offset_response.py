from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ancestor_answer import AncestorAnswer
  from ..models.answer_point import AnswerPoint
  from ..models.answer_rect import AnswerRect
  from ..models.scroll_offset_response_clamped import ScrollOffsetResponseClamped
  from ..models.scroll_offset_response_range import ScrollOffsetResponseRange
  from ..models.scroll_position import ScrollPosition





T = TypeVar("T", bound="ScrollOffsetResponse")



@_attrs_define
class ScrollOffsetResponse:
    """ 
        Example:
            {'contentOffset': {'x': 0, 'y': 321.5}, 'idealOffset': {'x': 0, 'y': 321.5}, 'clamped': {'x': False, 'y':
                False}, 'range': {'min': {'x': 0, 'y': -47}, 'max': {'x': 0, 'y': 1190}}, 'visibleRect': {'x': 0, 'y': 321.5,
                'width': 390, 'height': 844}, 'targetRect': {'x': 0, 'y': 700, 'width': 390, 'height': 100}}

        Attributes:
            content_offset (AnswerPoint): A point of the answer (`contentOffset` inside `range`; `idealOffset` before
                clamping and rounding).
            ideal_offset (AnswerPoint): A point of the answer (`contentOffset` inside `range`; `idealOffset` before clamping
                and rounding).
            clamped (ScrollOffsetResponseClamped): Per axis, whether `idealOffset` lay outside `range`.
            range_ (ScrollOffsetResponseRange): Per axis `[-inset.leading, max(min, content + inset.trailing - viewport)]`.
            visible_rect (AnswerRect): `visibleRect`: the content rect the viewport shows at `contentOffset`; `targetRect`
                (id,
                index and rect targets only): the target frame grown by `margin`.
            target_rect (AnswerRect | Unset): `visibleRect`: the content rect the viewport shows at `contentOffset`;
                `targetRect` (id,
                index and rect targets only): the target frame grown by `margin`.
            scroll_position (ScrollPosition | Unset): CSSOM `scrollLeft`/`scrollTop` of `contentOffset`: 0 at the scroll
                origin, negative
                toward the end of an axis whose origin is the right or bottom side.
            platform_scroll_position (float | Unset): Semantics flutter, compose and android only: the resting position as
                the platform
                numbers it on the list's scroll axis, measured from the list's start (the range
                minimum; for `reverseLayout`, or a horizontal list with `direction` rtl, the range
                maximum): Flutter `ScrollPosition.pixels` in logical pixels, unrounded; Compose and
                Android whole device pixels (points × `displayScale`, default 1, rounded half up as
                `roundToInt`/`Math.round` do; `contentOffset` then lies on that pixel), so that it
                can go straight to `jumpTo`, `scrollTo` or `scrollToPositionWithOffset`.
            target_id (int | str | Unset): A string or an integer within ±2^53. `"1"` and `1` are different ids; strings are
                compared by code point, so `"é"` and `"e\\u0301"` are different ids too.
            estimated (bool | Unset): For an item target (`id`, `index`, `next`, `previous`) in a `stack` (or stored
                stack) with `estimatedSize`: whether the target's frame rests on an estimate (it or
                an item before it was estimated). Absent otherwise.
            ancestors (list[AncestorAnswer] | Unset): With `ancestors` in the request, one answer per ancestor in the same
                order.
     """

    content_offset: AnswerPoint
    ideal_offset: AnswerPoint
    clamped: ScrollOffsetResponseClamped
    range_: ScrollOffsetResponseRange
    visible_rect: AnswerRect
    target_rect: AnswerRect | Unset = UNSET
    scroll_position: ScrollPosition | Unset = UNSET
    platform_scroll_position: float | Unset = UNSET
    target_id: int | str | Unset = UNSET
    estimated: bool | Unset = UNSET
    ancestors: list[AncestorAnswer] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.ancestor_answer import AncestorAnswer # noqa: PLC0415
        from ..models.answer_point import AnswerPoint # noqa: PLC0415
        from ..models.answer_rect import AnswerRect # noqa: PLC0415
        from ..models.scroll_offset_response_clamped import ScrollOffsetResponseClamped # noqa: PLC0415
        from ..models.scroll_offset_response_range import ScrollOffsetResponseRange # noqa: PLC0415
        from ..models.scroll_position import ScrollPosition # noqa: PLC0415
        content_offset = self.content_offset.to_dict()

        ideal_offset = self.ideal_offset.to_dict()

        clamped = self.clamped.to_dict()

        range_ = self.range_.to_dict()

        visible_rect = self.visible_rect.to_dict()

        target_rect: dict[str, Any] | Unset = UNSET
        if not isinstance(self.target_rect, Unset):
            target_rect = self.target_rect.to_dict()

        scroll_position: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scroll_position, Unset):
            scroll_position = self.scroll_position.to_dict()

        platform_scroll_position = self.platform_scroll_position

        target_id: int | str | Unset
        if isinstance(self.target_id, Unset):
            target_id = UNSET
        else:
            target_id = self.target_id

        estimated = self.estimated

        ancestors: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.ancestors, Unset):
            ancestors = []
            for ancestors_item_data in self.ancestors:
                ancestors_item = ancestors_item_data.to_dict()
                ancestors.append(ancestors_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "contentOffset": content_offset,
            "idealOffset": ideal_offset,
            "clamped": clamped,
            "range": range_,
            "visibleRect": visible_rect,
        })
        if target_rect is not UNSET:
            field_dict["targetRect"] = target_rect
        if scroll_position is not UNSET:
            field_dict["scrollPosition"] = scroll_position
        if platform_scroll_position is not UNSET:
            field_dict["platformScrollPosition"] = platform_scroll_position
        if target_id is not UNSET:
            field_dict["targetId"] = target_id
        if estimated is not UNSET:
            field_dict["estimated"] = estimated
        if ancestors is not UNSET:
            field_dict["ancestors"] = ancestors

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ancestor_answer import AncestorAnswer # noqa: PLC0415
        from ..models.answer_point import AnswerPoint # noqa: PLC0415
        from ..models.answer_rect import AnswerRect # noqa: PLC0415
        from ..models.scroll_offset_response_clamped import ScrollOffsetResponseClamped # noqa: PLC0415
        from ..models.scroll_offset_response_range import ScrollOffsetResponseRange # noqa: PLC0415
        from ..models.scroll_position import ScrollPosition # noqa: PLC0415
        d = dict(src_dict)
        content_offset = AnswerPoint.from_dict(d.pop("contentOffset"))




        ideal_offset = AnswerPoint.from_dict(d.pop("idealOffset"))




        clamped = ScrollOffsetResponseClamped.from_dict(d.pop("clamped"))




        range_ = ScrollOffsetResponseRange.from_dict(d.pop("range"))




        visible_rect = AnswerRect.from_dict(d.pop("visibleRect"))




        _target_rect = d.pop("targetRect", UNSET)
        target_rect: AnswerRect | Unset
        if isinstance(_target_rect,  Unset):
            target_rect = UNSET
        else:
            target_rect = AnswerRect.from_dict(_target_rect)




        _scroll_position = d.pop("scrollPosition", UNSET)
        scroll_position: ScrollPosition | Unset
        if isinstance(_scroll_position,  Unset):
            scroll_position = UNSET
        else:
            scroll_position = ScrollPosition.from_dict(_scroll_position)




        platform_scroll_position = d.pop("platformScrollPosition", UNSET)

        def _parse_target_id(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        target_id = _parse_target_id(d.pop("targetId", UNSET))


        estimated = d.pop("estimated", UNSET)

        _ancestors = d.pop("ancestors", UNSET)
        ancestors: list[AncestorAnswer] | Unset = UNSET
        if _ancestors is not UNSET:
            ancestors = []
            for ancestors_item_data in _ancestors:
                ancestors_item = AncestorAnswer.from_dict(ancestors_item_data)



                ancestors.append(ancestors_item)


        scroll_offset_response = cls(
            content_offset=content_offset,
            ideal_offset=ideal_offset,
            clamped=clamped,
            range_=range_,
            visible_rect=visible_rect,
            target_rect=target_rect,
            scroll_position=scroll_position,
            platform_scroll_position=platform_scroll_position,
            target_id=target_id,
            estimated=estimated,
            ancestors=ancestors,
        )

        return scroll_offset_response

