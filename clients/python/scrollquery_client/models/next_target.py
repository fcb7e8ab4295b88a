from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.next_item import NextItem





T = TypeVar("T", bound="NextTarget")



@_attrs_define
class NextTarget:
    """ The item after `next.after` in content order (the order of `items`); past the last item
    `wrap: true` goes to the first, otherwise the last stays the target. The answer names it
    in `targetId`.

        Example:
            {'next': {'after': 'msg-41', 'wrap': False}}

        Attributes:
            next_ (NextItem): The item after `after` (see `NextTarget`). Example: {'after': 'msg-41', 'wrap': False}.
     """

    next_: NextItem
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.next_item import NextItem # noqa: PLC0415
        next_ = self.next_.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "next": next_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.next_item import NextItem # noqa: PLC0415
        d = dict(src_dict)
        next_ = NextItem.from_dict(d.pop("next"))




        next_target = cls(
            next_=next_,
        )


        next_target.additional_properties = d
        return next_target

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
