from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.snap_paging import SnapPaging





T = TypeVar("T", bound="SnapPagingBehavior")



@_attrs_define
class SnapPagingBehavior:
    """ SwiftUI `.paging`, `UIScrollView.isPagingEnabled` (see `SnapBehavior`).

        Example:
            {'paging': {}}

        Attributes:
            paging (SnapPaging): Pages of `pageSize` from the range minimum. Example: {'pageSize': {'width': 320, 'height':
                480}}.
     """

    paging: SnapPaging
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.snap_paging import SnapPaging # noqa: PLC0415
        paging = self.paging.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "paging": paging,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.snap_paging import SnapPaging # noqa: PLC0415
        d = dict(src_dict)
        paging = SnapPaging.from_dict(d.pop("paging"))




        snap_paging_behavior = cls(
            paging=paging,
        )


        snap_paging_behavior.additional_properties = d
        return snap_paging_behavior

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
