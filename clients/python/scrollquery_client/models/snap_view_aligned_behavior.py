from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.snap_view_aligned_behavior_view_aligned import SnapViewAlignedBehaviorViewAligned





T = TypeVar("T", bound="SnapViewAlignedBehavior")



@_attrs_define
class SnapViewAlignedBehavior:
    """ 
        Attributes:
            view_aligned (SnapViewAlignedBehaviorViewAligned):
            paging (None | Unset):
            css (None | Unset):
     """

    view_aligned: SnapViewAlignedBehaviorViewAligned
    paging: None | Unset = UNSET
    css: None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.snap_view_aligned_behavior_view_aligned import SnapViewAlignedBehaviorViewAligned # noqa: PLC0415
        view_aligned = self.view_aligned.to_dict()

        paging = self.paging

        css = self.css


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "viewAligned": view_aligned,
        })
        if paging is not UNSET:
            field_dict["paging"] = paging
        if css is not UNSET:
            field_dict["css"] = css

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.snap_view_aligned_behavior_view_aligned import SnapViewAlignedBehaviorViewAligned # noqa: PLC0415
        d = dict(src_dict)
        view_aligned = SnapViewAlignedBehaviorViewAligned.from_dict(d.pop("viewAligned"))




        paging = d.pop("paging", UNSET)

        css = d.pop("css", UNSET)

        snap_view_aligned_behavior = cls(
            view_aligned=view_aligned,
            paging=paging,
            css=css,
        )

        return snap_view_aligned_behavior

