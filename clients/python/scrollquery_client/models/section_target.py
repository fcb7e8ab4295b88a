from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.section_item_type_1 import SectionItemType1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SectionTarget")



@_attrs_define
class SectionTarget:
    """ A part of a section list (`sections`, or a stored one): `{"section": s}` or
    `{"section": s, "item": "header"}` is section s's header, `{"section": s, "item": j}`
    its row j, `{"item": "footer"}` its footer. A section outside the list is 404
    `target_not_found` at `/target/section`; a row outside its section, or a header or
    footer it does not have, 404 `target_not_found` at `/target/item`. With items that are
    not sections it is 404 `target_not_found` at `/target/section`. The frame aligned is the part's place in
    the flow; whether a pinned header is kept clear of depends on the platform (see
    `Sections`).

        Example:
            {'section': 1, 'item': 1}

        Attributes:
            section (int): Index into `items`: any integer a double holds; one outside `0..<items.count` is
                404 `target_not_found`.
                 Example: 3.
            item (int | None | SectionItemType1 | Unset):
     """

    section: int
    item: int | None | SectionItemType1 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        section = self.section

        item: int | None | str | Unset
        if isinstance(self.item, Unset):
            item = UNSET
        elif isinstance(self.item, SectionItemType1):
            item = self.item.value
        else:
            item = self.item


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "section": section,
        })
        if item is not UNSET:
            field_dict["item"] = item

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        section = d.pop("section")

        def _parse_item(data: object) -> int | None | SectionItemType1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_section_item_type_1 = SectionItemType1(data)



                return componentsschemas_section_item_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | SectionItemType1 | Unset, data)

        item = _parse_item(d.pop("item", UNSET))


        section_target = cls(
            section=section,
            item=item,
        )


        section_target.additional_properties = d
        return section_target

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
