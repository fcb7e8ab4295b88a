from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ScrollSnapResponseSnappedToType0")



@_attrs_define
class ScrollSnapResponseSnappedToType0:
    """ 
        Attributes:
            id (int | str): A string or an integer within ±2^53. `"1"` and `1` are different ids; strings are
                compared by code point, so `"é"` and `"e\\u0301"` are different ids too.
     """

    id: int | str





    def to_dict(self) -> dict[str, Any]:
        id: int | str
        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_id(data: object) -> int | str:
            return cast(int | str, data)

        id = _parse_id(d.pop("id"))


        scroll_snap_response_snapped_to_type_0 = cls(
            id=id,
        )

        return scroll_snap_response_snapped_to_type_0

