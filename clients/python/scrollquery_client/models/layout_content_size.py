from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LayoutContentSize")



@_attrs_define
class LayoutContentSize:
    """ The layout's content size; a length is `null` when it follows each query's viewport
    (across the axis of a stack without `crossSize` or `contentSize`; the width of a grid or
    lanes, and the height of a grid whose column count or cell height follows the width).

        Example:
            {'width': None, 'height': 119980}

        Attributes:
            width (float | None): The content width, or `null` when it follows the viewport.
            height (float | None): The content height, or `null` when it follows the viewport.
     """

    width: float | None
    height: float | None





    def to_dict(self) -> dict[str, Any]:
        width: float | None
        width = self.width

        height: float | None
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
        def _parse_width(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        width = _parse_width(d.pop("width"))


        def _parse_height(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        height = _parse_height(d.pop("height"))


        layout_content_size = cls(
            width=width,
            height=height,
        )

        return layout_content_size

