from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SnapPagingPageSizeType0")



@_attrs_define
class SnapPagingPageSizeType0:
    """ 
        Attributes:
            width (float): The page's width.
            height (float): The page's height.
     """

    width: float
    height: float





    def to_dict(self) -> dict[str, Any]:
        width = self.width

        height = self.height


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "width": width,
            "height": height,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        width = d.pop("width")

        height = d.pop("height")

        snap_paging_page_size_type_0 = cls(
            width=width,
            height=height,
        )

        return snap_paging_page_size_type_0

