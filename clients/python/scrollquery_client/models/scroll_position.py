from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ScrollPosition")



@_attrs_define
class ScrollPosition:
    """ CSSOM `scrollLeft`/`scrollTop` of `contentOffset`: 0 at the scroll origin, negative
    toward the end of an axis whose origin is the right or bottom side.

        Attributes:
            left (float): CSSOM `scrollLeft`.
            top (float): CSSOM `scrollTop`.
     """

    left: float
    top: float





    def to_dict(self) -> dict[str, Any]:
        left = self.left

        top = self.top


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "left": left,
            "top": top,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        left = d.pop("left")

        top = d.pop("top")

        scroll_position = cls(
            left=left,
            top=top,
        )

        return scroll_position

