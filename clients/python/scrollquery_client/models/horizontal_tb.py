from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.horizontal_tb_writing_mode_type_0 import HorizontalTBWritingModeType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.horizontal_tb_ancestor import HorizontalTBAncestor





T = TypeVar("T", bound="HorizontalTB")



@_attrs_define
class HorizontalTB:
    """ A swiftui, uikit, flutter, compose or android request (or one without `semantics`): its
    `writingMode`, and each ancestor's, can only be horizontal-tb (`conflicting_fields`
    otherwise).

        Attributes:
            writing_mode (HorizontalTBWritingModeType0 | None | Unset): Only `horizontal-tb` (or absent, `null`).
            ancestors (list[HorizontalTBAncestor] | None | Unset): Each ancestor's writing mode, likewise.
     """

    writing_mode: HorizontalTBWritingModeType0 | None | Unset = UNSET
    ancestors: list[HorizontalTBAncestor] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.horizontal_tb_ancestor import HorizontalTBAncestor # noqa: PLC0415
        writing_mode: None | str | Unset
        if isinstance(self.writing_mode, Unset):
            writing_mode = UNSET
        elif isinstance(self.writing_mode, HorizontalTBWritingModeType0):
            writing_mode = self.writing_mode.value
        else:
            writing_mode = self.writing_mode

        ancestors: list[dict[str, Any]] | None | Unset
        if isinstance(self.ancestors, Unset):
            ancestors = UNSET
        elif isinstance(self.ancestors, list):
            ancestors = []
            for ancestors_type_0_item_data in self.ancestors:
                ancestors_type_0_item = ancestors_type_0_item_data.to_dict()
                ancestors.append(ancestors_type_0_item)


        else:
            ancestors = self.ancestors


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if writing_mode is not UNSET:
            field_dict["writingMode"] = writing_mode
        if ancestors is not UNSET:
            field_dict["ancestors"] = ancestors

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.horizontal_tb_ancestor import HorizontalTBAncestor # noqa: PLC0415
        d = dict(src_dict)
        def _parse_writing_mode(data: object) -> HorizontalTBWritingModeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                writing_mode_type_0 = HorizontalTBWritingModeType0(data)



                return writing_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HorizontalTBWritingModeType0 | None | Unset, data)

        writing_mode = _parse_writing_mode(d.pop("writingMode", UNSET))


        def _parse_ancestors(data: object) -> list[HorizontalTBAncestor] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ancestors_type_0 = []
                _ancestors_type_0 = data
                for ancestors_type_0_item_data in (_ancestors_type_0):
                    ancestors_type_0_item = HorizontalTBAncestor.from_dict(ancestors_type_0_item_data)



                    ancestors_type_0.append(ancestors_type_0_item)

                return ancestors_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[HorizontalTBAncestor] | None | Unset, data)

        ancestors = _parse_ancestors(d.pop("ancestors", UNSET))


        horizontal_tb = cls(
            writing_mode=writing_mode,
            ancestors=ancestors,
        )


        horizontal_tb.additional_properties = d
        return horizontal_tb

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
