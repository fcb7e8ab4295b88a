from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.previous_item import PreviousItem





T = TypeVar("T", bound="PreviousTarget")



@_attrs_define
class PreviousTarget:
    """ The item before `previous.before` in content order; before the first item `wrap: true`
    goes to the last, otherwise the first stays the target. The answer names it in `targetId`.

        Example:
            {'previous': {'before': 'msg-41', 'wrap': False}}

        Attributes:
            previous (PreviousItem): The item before `before` (see `PreviousTarget`). Example: {'before': 'msg-41', 'wrap':
                False}.
     """

    previous: PreviousItem
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.previous_item import PreviousItem # noqa: PLC0415
        previous = self.previous.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "previous": previous,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.previous_item import PreviousItem # noqa: PLC0415
        d = dict(src_dict)
        previous = PreviousItem.from_dict(d.pop("previous"))




        previous_target = cls(
            previous=previous,
        )


        previous_target.additional_properties = d
        return previous_target

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
