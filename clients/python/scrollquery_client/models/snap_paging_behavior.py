from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.snap_paging_behavior_paging import SnapPagingBehaviorPaging





T = TypeVar("T", bound="SnapPagingBehavior")



@_attrs_define
class SnapPagingBehavior:
    """ 
        Attributes:
            paging (SnapPagingBehaviorPaging):
            view_aligned (None | Unset):
            css (None | Unset):
     """

    paging: SnapPagingBehaviorPaging
    view_aligned: None | Unset = UNSET
    css: None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.snap_paging_behavior_paging import SnapPagingBehaviorPaging # noqa: PLC0415
        paging = self.paging.to_dict()

        view_aligned = self.view_aligned

        css = self.css


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "paging": paging,
        })
        if view_aligned is not UNSET:
            field_dict["viewAligned"] = view_aligned
        if css is not UNSET:
            field_dict["css"] = css

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.snap_paging_behavior_paging import SnapPagingBehaviorPaging # noqa: PLC0415
        d = dict(src_dict)
        paging = SnapPagingBehaviorPaging.from_dict(d.pop("paging"))




        view_aligned = d.pop("viewAligned", UNSET)

        css = d.pop("css", UNSET)

        snap_paging_behavior = cls(
            paging=paging,
            view_aligned=view_aligned,
            css=css,
        )

        return snap_paging_behavior

