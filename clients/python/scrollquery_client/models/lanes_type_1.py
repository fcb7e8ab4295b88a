from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LanesType1")



@_attrs_define
class LanesType1:
    """ 
        Attributes:
            ids (list[int | str]): The items' ids in order (default the index, 0 … n−1); no repeats.
     """

    ids: list[int | str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        ids = []
        for componentsschemas_stack_ids_item_data in self.ids:
            componentsschemas_stack_ids_item: int | str
            componentsschemas_stack_ids_item = componentsschemas_stack_ids_item_data
            ids.append(componentsschemas_stack_ids_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ids": ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ids = []
        _ids = d.pop("ids")
        for componentsschemas_stack_ids_item_data in (_ids):
            def _parse_componentsschemas_stack_ids_item(data: object) -> int | str:
                return cast(int | str, data)

            componentsschemas_stack_ids_item = _parse_componentsschemas_stack_ids_item(componentsschemas_stack_ids_item_data)

            ids.append(componentsschemas_stack_ids_item)


        lanes_type_1 = cls(
            ids=ids,
        )


        lanes_type_1.additional_properties = d
        return lanes_type_1

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
