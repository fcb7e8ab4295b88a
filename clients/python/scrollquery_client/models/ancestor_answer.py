from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ancestor_answer_clamped import AncestorAnswerClamped
  from ..models.ancestor_answer_range import AncestorAnswerRange
  from ..models.answer_point import AnswerPoint
  from ..models.answer_rect import AnswerRect
  from ..models.scroll_position import ScrollPosition





T = TypeVar("T", bound="AncestorAnswer")



@_attrs_define
class AncestorAnswer:
    """ One ancestor's answer, as the innermost one's (with `container` nearest, at its unchanged offset).

        Attributes:
            content_offset (AnswerPoint): A point of the answer (`contentOffset` inside `range`; `idealOffset` before
                clamping and rounding).
            ideal_offset (AnswerPoint): A point of the answer (`contentOffset` inside `range`; `idealOffset` before clamping
                and rounding).
            clamped (AncestorAnswerClamped): Per axis, whether `idealOffset` lay outside `range`.
            range_ (AncestorAnswerRange): The offsets this container can scroll to.
            visible_rect (AnswerRect): `visibleRect`: the content rect the viewport shows at `contentOffset`; `targetRect`
                (id,
                index and rect targets only): the target frame grown by `margin`.
            target_rect (AnswerRect | Unset): `visibleRect`: the content rect the viewport shows at `contentOffset`;
                `targetRect` (id,
                index and rect targets only): the target frame grown by `margin`.
            scroll_position (ScrollPosition | Unset): CSSOM `scrollLeft`/`scrollTop` of `contentOffset`: 0 at the scroll
                origin, negative
                toward the end of an axis whose origin is the right or bottom side.
     """

    content_offset: AnswerPoint
    ideal_offset: AnswerPoint
    clamped: AncestorAnswerClamped
    range_: AncestorAnswerRange
    visible_rect: AnswerRect
    target_rect: AnswerRect | Unset = UNSET
    scroll_position: ScrollPosition | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.ancestor_answer_clamped import AncestorAnswerClamped # noqa: PLC0415
        from ..models.ancestor_answer_range import AncestorAnswerRange # noqa: PLC0415
        from ..models.answer_point import AnswerPoint # noqa: PLC0415
        from ..models.answer_rect import AnswerRect # noqa: PLC0415
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

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ancestor_answer_clamped import AncestorAnswerClamped # noqa: PLC0415
        from ..models.ancestor_answer_range import AncestorAnswerRange # noqa: PLC0415
        from ..models.answer_point import AnswerPoint # noqa: PLC0415
        from ..models.answer_rect import AnswerRect # noqa: PLC0415
        from ..models.scroll_position import ScrollPosition # noqa: PLC0415
        d = dict(src_dict)
        content_offset = AnswerPoint.from_dict(d.pop("contentOffset"))




        ideal_offset = AnswerPoint.from_dict(d.pop("idealOffset"))




        clamped = AncestorAnswerClamped.from_dict(d.pop("clamped"))




        range_ = AncestorAnswerRange.from_dict(d.pop("range"))




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




        ancestor_answer = cls(
            content_offset=content_offset,
            ideal_offset=ideal_offset,
            clamped=clamped,
            range_=range_,
            visible_rect=visible_rect,
            target_rect=target_rect,
            scroll_position=scroll_position,
        )

        return ancestor_answer

