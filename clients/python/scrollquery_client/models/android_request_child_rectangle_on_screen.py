from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="AndroidRequestChildRectangleOnScreen")



@_attrs_define
class AndroidRequestChildRectangleOnScreen:
    """ 
        Attributes:
            name (Literal['requestChildRectangleOnScreen']): `requestChildRectangleOnScreen`.
     """

    name: Literal['requestChildRectangleOnScreen']





    def to_dict(self) -> dict[str, Any]:
        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = cast(Literal['requestChildRectangleOnScreen'] , d.pop("name"))
        if name != 'requestChildRectangleOnScreen':
            raise ValueError(f"name must match const 'requestChildRectangleOnScreen', got '{name}'")

        android_request_child_rectangle_on_screen = cls(
            name=name,
        )

        return android_request_child_rectangle_on_screen

