from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="AndroidScrollToPosition")



@_attrs_define
class AndroidScrollToPosition:
    """ 
        Attributes:
            name (Literal['scrollToPosition']): `scrollToPosition`.
     """

    name: Literal['scrollToPosition']





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
        name = cast(Literal['scrollToPosition'] , d.pop("name"))
        if name != 'scrollToPosition':
            raise ValueError(f"name must match const 'scrollToPosition', got '{name}'")

        android_scroll_to_position = cls(
            name=name,
        )

        return android_scroll_to_position

