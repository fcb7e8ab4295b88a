from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="ComposeScrollToItem")



@_attrs_define
class ComposeScrollToItem:
    """ 
        Attributes:
            name (Literal['scrollToItem']): `scrollToItem`.
            scroll_offset (float | None | Unset): Pixels past the item's start (positive scrolls the item up); default 0.
     """

    name: Literal['scrollToItem']
    scroll_offset: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        scroll_offset: float | None | Unset
        if isinstance(self.scroll_offset, Unset):
            scroll_offset = UNSET
        else:
            scroll_offset = self.scroll_offset


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if scroll_offset is not UNSET:
            field_dict["scrollOffset"] = scroll_offset

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = cast(Literal['scrollToItem'] , d.pop("name"))
        if name != 'scrollToItem':
            raise ValueError(f"name must match const 'scrollToItem', got '{name}'")

        def _parse_scroll_offset(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        scroll_offset = _parse_scroll_offset(d.pop("scrollOffset", UNSET))


        compose_scroll_to_item = cls(
            name=name,
            scroll_offset=scroll_offset,
        )

        return compose_scroll_to_item

