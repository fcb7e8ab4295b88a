from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AnswerInsets")



@_attrs_define
class AnswerInsets:
    """ 
        Attributes:
            top (float): The top inset in points.
            left (float): The left inset in points.
            bottom (float): The bottom inset in points.
            right (float): The right inset in points.
     """

    top: float
    left: float
    bottom: float
    right: float





    def to_dict(self) -> dict[str, Any]:
        top = self.top

        left = self.left

        bottom = self.bottom

        right = self.right


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "top": top,
            "left": left,
            "bottom": bottom,
            "right": right,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        top = d.pop("top")

        left = d.pop("left")

        bottom = d.pop("bottom")

        right = d.pop("right")

        answer_insets = cls(
            top=top,
            left=left,
            bottom=bottom,
            right=right,
        )

        return answer_insets

