from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.answer_insets import AnswerInsets
  from ..models.answer_point import AnswerPoint
  from ..models.answer_rect import AnswerRect
  from ..models.answer_size import AnswerSize





T = TypeVar("T", bound="VisibilityResponseGeometry")



@_attrs_define
class VisibilityResponseGeometry:
    """ SwiftUI `ScrollGeometry`: `visibleRect` is the container at the offset (insets
    included), `bounds` the container less `contentInsets` (the safe area).

        Attributes:
            content_offset (AnswerPoint): A point of the answer (`contentOffset` inside `range`; `idealOffset` before
                clamping and rounding).
            content_size (AnswerSize):
            content_insets (AnswerInsets):
            container_size (AnswerSize):
            visible_rect (AnswerRect): `visibleRect`: the content rect the viewport shows at `contentOffset`; `targetRect`
                (id,
                index and rect targets only): the target frame grown by `margin`.
            bounds (AnswerRect): `visibleRect`: the content rect the viewport shows at `contentOffset`; `targetRect` (id,
                index and rect targets only): the target frame grown by `margin`.
     """

    content_offset: AnswerPoint
    content_size: AnswerSize
    content_insets: AnswerInsets
    container_size: AnswerSize
    visible_rect: AnswerRect
    bounds: AnswerRect





    def to_dict(self) -> dict[str, Any]:
        from ..models.answer_insets import AnswerInsets # noqa: PLC0415
        from ..models.answer_point import AnswerPoint # noqa: PLC0415
        from ..models.answer_rect import AnswerRect # noqa: PLC0415
        from ..models.answer_size import AnswerSize # noqa: PLC0415
        content_offset = self.content_offset.to_dict()

        content_size = self.content_size.to_dict()

        content_insets = self.content_insets.to_dict()

        container_size = self.container_size.to_dict()

        visible_rect = self.visible_rect.to_dict()

        bounds = self.bounds.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "contentOffset": content_offset,
            "contentSize": content_size,
            "contentInsets": content_insets,
            "containerSize": container_size,
            "visibleRect": visible_rect,
            "bounds": bounds,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.answer_insets import AnswerInsets # noqa: PLC0415
        from ..models.answer_point import AnswerPoint # noqa: PLC0415
        from ..models.answer_rect import AnswerRect # noqa: PLC0415
        from ..models.answer_size import AnswerSize # noqa: PLC0415
        d = dict(src_dict)
        content_offset = AnswerPoint.from_dict(d.pop("contentOffset"))




        content_size = AnswerSize.from_dict(d.pop("contentSize"))




        content_insets = AnswerInsets.from_dict(d.pop("contentInsets"))




        container_size = AnswerSize.from_dict(d.pop("containerSize"))




        visible_rect = AnswerRect.from_dict(d.pop("visibleRect"))




        bounds = AnswerRect.from_dict(d.pop("bounds"))




        visibility_response_geometry = cls(
            content_offset=content_offset,
            content_size=content_size,
            content_insets=content_insets,
            container_size=container_size,
            visible_rect=visible_rect,
            bounds=bounds,
        )

        return visibility_response_geometry

