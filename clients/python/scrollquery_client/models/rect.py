from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Rect")



@_attrs_define
class Rect:
    """ 
        Attributes:
            x (float): The left edge in content coordinates.
            y (float): The top edge in content coordinates.
            width (float): The width in points.
            height (float): The height in points.
     """

    x: float
    y: float
    width: float
    height: float





    def to_dict(self) -> dict[str, Any]:
        x = self.x

        y = self.y

        width = self.width

        height = self.height


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "x": x,
            "y": y,
            "width": width,
            "height": height,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        x = d.pop("x")

        y = d.pop("y")

        width = d.pop("width")

        height = d.pop("height")

        rect = cls(
            x=x,
            y=y,
            width=width,
            height=height,
        )

        return rect

