from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="NextItem")



@_attrs_define
class NextItem:
    """ The item after `after` (see `NextTarget`).

        Example:
            {'after': 'msg-41', 'wrap': False}

        Attributes:
            after (int | str): A string or an integer within ±2^53. `"1"` and `1` are different ids; strings are
                compared by code point, so `"é"` and `"e\\u0301"` are different ids too.
            wrap (bool | None | Unset): Past the last item, go to the first; default false.
     """

    after: int | str
    wrap: bool | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        after: int | str
        after = self.after

        wrap: bool | None | Unset
        if isinstance(self.wrap, Unset):
            wrap = UNSET
        else:
            wrap = self.wrap


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "after": after,
        })
        if wrap is not UNSET:
            field_dict["wrap"] = wrap

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_after(data: object) -> int | str:
            return cast(int | str, data)

        after = _parse_after(d.pop("after"))


        def _parse_wrap(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        wrap = _parse_wrap(d.pop("wrap", UNSET))


        next_item = cls(
            after=after,
            wrap=wrap,
        )

        return next_item

