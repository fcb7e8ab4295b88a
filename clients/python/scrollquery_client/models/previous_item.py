from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PreviousItem")



@_attrs_define
class PreviousItem:
    """ The item before `before` (see `PreviousTarget`).

        Example:
            {'before': 'msg-41', 'wrap': False}

        Attributes:
            before (int | str): A string or an integer within ±2^53. `"1"` and `1` are different ids; strings are
                compared by code point, so `"é"` and `"e\\u0301"` are different ids too.
            wrap (bool | None | Unset): Before the first item, go to the last; default false.
     """

    before: int | str
    wrap: bool | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        before: int | str
        before = self.before

        wrap: bool | None | Unset
        if isinstance(self.wrap, Unset):
            wrap = UNSET
        else:
            wrap = self.wrap


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "before": before,
        })
        if wrap is not UNSET:
            field_dict["wrap"] = wrap

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_before(data: object) -> int | str:
            return cast(int | str, data)

        before = _parse_before(d.pop("before"))


        def _parse_wrap(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        wrap = _parse_wrap(d.pop("wrap", UNSET))


        previous_item = cls(
            before=before,
            wrap=wrap,
        )

        return previous_item

