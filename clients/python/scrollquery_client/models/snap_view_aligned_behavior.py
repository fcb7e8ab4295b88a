from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.snap_view_aligned import SnapViewAligned





T = TypeVar("T", bound="SnapViewAlignedBehavior")



@_attrs_define
class SnapViewAlignedBehavior:
    """ SwiftUI `.viewAligned` (see `SnapBehavior`).

        Example:
            {'viewAligned': {'align': 'start'}}

        Attributes:
            view_aligned (SnapViewAligned): Snap so an item's edge (or centre) meets the viewport's. Example: {'align':
                'start', 'limit': 'always'}.
     """

    view_aligned: SnapViewAligned
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.snap_view_aligned import SnapViewAligned # noqa: PLC0415
        view_aligned = self.view_aligned.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "viewAligned": view_aligned,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.snap_view_aligned import SnapViewAligned # noqa: PLC0415
        d = dict(src_dict)
        view_aligned = SnapViewAligned.from_dict(d.pop("viewAligned"))




        snap_view_aligned_behavior = cls(
            view_aligned=view_aligned,
        )


        snap_view_aligned_behavior.additional_properties = d
        return snap_view_aligned_behavior

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
