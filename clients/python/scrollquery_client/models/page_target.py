from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.page_direction import PageDirection






T = TypeVar("T", bound="PageTarget")



@_attrs_define
class PageTarget:
    """ One viewport length less `overlap` from `contentOffset` in that direction (never a
    negative step: an overlap of a viewport or more does not move), clamped to the range.

        Example:
            {'page': 'down'}

        Attributes:
            page (PageDirection): The direction of a page step (see `PageTarget`). Example: down.
     """

    page: PageDirection
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        page = self.page.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "page": page,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        page = PageDirection(d.pop("page"))




        page_target = cls(
            page=page,
        )


        page_target.additional_properties = d
        return page_target

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
