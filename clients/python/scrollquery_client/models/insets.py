from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Insets")



@_attrs_define
class Insets:
    """ Each side defaults to 0 (absent or `null`); may be negative.

        Attributes:
            top (float | None | Unset): The top inset in points; default 0.
            left (float | None | Unset): The left inset in points; default 0.
            bottom (float | None | Unset): The bottom inset in points; default 0.
            right (float | None | Unset): The right inset in points; default 0.
     """

    top: float | None | Unset = UNSET
    left: float | None | Unset = UNSET
    bottom: float | None | Unset = UNSET
    right: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        top: float | None | Unset
        if isinstance(self.top, Unset):
            top = UNSET
        else:
            top = self.top

        left: float | None | Unset
        if isinstance(self.left, Unset):
            left = UNSET
        else:
            left = self.left

        bottom: float | None | Unset
        if isinstance(self.bottom, Unset):
            bottom = UNSET
        else:
            bottom = self.bottom

        right: float | None | Unset
        if isinstance(self.right, Unset):
            right = UNSET
        else:
            right = self.right


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if top is not UNSET:
            field_dict["top"] = top
        if left is not UNSET:
            field_dict["left"] = left
        if bottom is not UNSET:
            field_dict["bottom"] = bottom
        if right is not UNSET:
            field_dict["right"] = right

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_top(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        top = _parse_top(d.pop("top", UNSET))


        def _parse_left(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        left = _parse_left(d.pop("left", UNSET))


        def _parse_bottom(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        bottom = _parse_bottom(d.pop("bottom", UNSET))


        def _parse_right(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        right = _parse_right(d.pop("right", UNSET))


        insets = cls(
            top=top,
            left=left,
            bottom=bottom,
            right=right,
        )

        return insets

