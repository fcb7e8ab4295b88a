from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="FlutterJumpTo")



@_attrs_define
class FlutterJumpTo:
    """ 
        Attributes:
            name (Literal['jumpTo']): `jumpTo`.
            pixels (float): Flutter's scroll position in logical pixels, clamped to the range.
     """

    name: Literal['jumpTo']
    pixels: float





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        pixels = self.pixels


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "pixels": pixels,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = cast(Literal['jumpTo'] , d.pop("name"))
        if name != 'jumpTo':
            raise ValueError(f"name must match const 'jumpTo', got '{name}'")

        pixels = d.pop("pixels")

        flutter_jump_to = cls(
            name=name,
            pixels=pixels,
        )

        return flutter_jump_to

