from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.answer_point import AnswerPoint





T = TypeVar("T", bound="ScrollSnapResponseSnappedToType1")



@_attrs_define
class ScrollSnapResponseSnappedToType1:
    """ 
        Attributes:
            page (AnswerPoint): A point of the answer (`contentOffset` inside `range`; `idealOffset` before clamping and
                rounding).
     """

    page: AnswerPoint





    def to_dict(self) -> dict[str, Any]:
        from ..models.answer_point import AnswerPoint # noqa: PLC0415
        page = self.page.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "page": page,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.answer_point import AnswerPoint # noqa: PLC0415
        d = dict(src_dict)
        page = AnswerPoint.from_dict(d.pop("page"))




        scroll_snap_response_snapped_to_type_1 = cls(
            page=page,
        )

        return scroll_snap_response_snapped_to_type_1

