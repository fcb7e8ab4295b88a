from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="AndroidScrollToPositionWithOffset")



@_attrs_define
class AndroidScrollToPositionWithOffset:
    """ 
        Attributes:
            name (Literal['scrollToPositionWithOffset']): `scrollToPositionWithOffset`.
            offset (float): Pixels from the padded start edge.
     """

    name: Literal['scrollToPositionWithOffset']
    offset: float





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        offset = self.offset


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "offset": offset,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = cast(Literal['scrollToPositionWithOffset'] , d.pop("name"))
        if name != 'scrollToPositionWithOffset':
            raise ValueError(f"name must match const 'scrollToPositionWithOffset', got '{name}'")

        offset = d.pop("offset")

        android_scroll_to_position_with_offset = cls(
            name=name,
            offset=offset,
        )

        return android_scroll_to_position_with_offset

