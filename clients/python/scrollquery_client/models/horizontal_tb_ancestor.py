from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.horizontal_tb_ancestor_writing_mode_type_0 import HorizontalTBAncestorWritingModeType0
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="HorizontalTBAncestor")



@_attrs_define
class HorizontalTBAncestor:
    """ 
        Attributes:
            writing_mode (HorizontalTBAncestorWritingModeType0 | None | Unset): Only `horizontal-tb` (or absent, `null`).
     """

    writing_mode: HorizontalTBAncestorWritingModeType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        writing_mode: None | str | Unset
        if isinstance(self.writing_mode, Unset):
            writing_mode = UNSET
        elif isinstance(self.writing_mode, HorizontalTBAncestorWritingModeType0):
            writing_mode = self.writing_mode.value
        else:
            writing_mode = self.writing_mode


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if writing_mode is not UNSET:
            field_dict["writingMode"] = writing_mode

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_writing_mode(data: object) -> HorizontalTBAncestorWritingModeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                writing_mode_type_0 = HorizontalTBAncestorWritingModeType0(data)



                return writing_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HorizontalTBAncestorWritingModeType0 | None | Unset, data)

        writing_mode = _parse_writing_mode(d.pop("writingMode", UNSET))


        horizontal_tb_ancestor = cls(
            writing_mode=writing_mode,
        )


        horizontal_tb_ancestor.additional_properties = d
        return horizontal_tb_ancestor

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
