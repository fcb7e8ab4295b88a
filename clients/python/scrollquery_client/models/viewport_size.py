from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ViewportSize")



@_attrs_define
class ViewportSize:
    """ Both lengths > 0.

        Attributes:
            width (float): The viewport's width in points.
            height (float): The viewport's height in points.
     """

    width: float
    height: float





    def to_dict(self) -> dict[str, Any]:
        width = self.width

        height = self.height


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "width": width,
            "height": height,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        width = d.pop("width")

        height = d.pop("height")

        viewport_size = cls(
            width=width,
            height=height,
        )

        return viewport_size

