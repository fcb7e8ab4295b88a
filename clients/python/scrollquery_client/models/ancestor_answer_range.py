from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.answer_point import AnswerPoint





T = TypeVar("T", bound="AncestorAnswerRange")



@_attrs_define
class AncestorAnswerRange:
    """ The offsets this container can scroll to.

        Attributes:
            min_ (AnswerPoint): A point of the answer (`contentOffset` inside `range`; `idealOffset` before clamping and
                rounding).
            max_ (AnswerPoint): A point of the answer (`contentOffset` inside `range`; `idealOffset` before clamping and
                rounding).
     """

    min_: AnswerPoint
    max_: AnswerPoint





    def to_dict(self) -> dict[str, Any]:
        from ..models.answer_point import AnswerPoint # noqa: PLC0415
        min_ = self.min_.to_dict()

        max_ = self.max_.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "min": min_,
            "max": max_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.answer_point import AnswerPoint # noqa: PLC0415
        d = dict(src_dict)
        min_ = AnswerPoint.from_dict(d.pop("min"))




        max_ = AnswerPoint.from_dict(d.pop("max"))




        ancestor_answer_range = cls(
            min_=min_,
            max_=max_,
        )

        return ancestor_answer_range

