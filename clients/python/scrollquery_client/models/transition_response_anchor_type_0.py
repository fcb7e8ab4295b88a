from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="TransitionResponseAnchorType0")



@_attrs_define
class TransitionResponseAnchorType0:
    """ 
        Attributes:
            id (int | str): A string or an integer within ±2^53. `"1"` and `1` are different ids; strings are
                compared by code point, so `"é"` and `"e\\u0301"` are different ids too.
            before (float): The item's on-screen y before the change.
            after (float): The item's on-screen y at the answer.
     """

    id: int | str
    before: float
    after: float





    def to_dict(self) -> dict[str, Any]:
        id: int | str
        id = self.id

        before = self.before

        after = self.after


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "before": before,
            "after": after,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_id(data: object) -> int | str:
            return cast(int | str, data)

        id = _parse_id(d.pop("id"))


        before = d.pop("before")

        after = d.pop("after")

        transition_response_anchor_type_0 = cls(
            id=id,
            before=before,
            after=after,
        )

        return transition_response_anchor_type_0

