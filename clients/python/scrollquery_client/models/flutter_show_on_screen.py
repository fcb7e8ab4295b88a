from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="FlutterShowOnScreen")



@_attrs_define
class FlutterShowOnScreen:
    """ 
        Attributes:
            name (Literal['showOnScreen']): `showOnScreen`.
     """

    name: Literal['showOnScreen']





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
        name = cast(Literal['showOnScreen'] , d.pop("name"))
        if name != 'showOnScreen':
            raise ValueError(f"name must match const 'showOnScreen', got '{name}'")

        flutter_show_on_screen = cls(
            name=name,
        )

        return flutter_show_on_screen

