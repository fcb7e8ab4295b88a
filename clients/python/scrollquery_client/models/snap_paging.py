from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.snap_paging_page_size_type_0 import SnapPagingPageSizeType0





T = TypeVar("T", bound="SnapPaging")



@_attrs_define
class SnapPaging:
    """ Pages of `pageSize` from the range minimum.

        Example:
            {'pageSize': {'width': 320, 'height': 480}}

        Attributes:
            page_size (None | SnapPagingPageSizeType0 | Unset): Default the viewport, which must then be at least 0.001 on
                each axis
                (`missing_field` here otherwise: a smaller page would overflow the page index).
                Each length in [0.001, 1e12].
     """

    page_size: None | SnapPagingPageSizeType0 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.snap_paging_page_size_type_0 import SnapPagingPageSizeType0 # noqa: PLC0415
        page_size: dict[str, Any] | None | Unset
        if isinstance(self.page_size, Unset):
            page_size = UNSET
        elif isinstance(self.page_size, SnapPagingPageSizeType0):
            page_size = self.page_size.to_dict()
        else:
            page_size = self.page_size


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if page_size is not UNSET:
            field_dict["pageSize"] = page_size

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.snap_paging_page_size_type_0 import SnapPagingPageSizeType0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_page_size(data: object) -> None | SnapPagingPageSizeType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                page_size_type_0 = SnapPagingPageSizeType0.from_dict(data)



                return page_size_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SnapPagingPageSizeType0 | Unset, data)

        page_size = _parse_page_size(d.pop("pageSize", UNSET))


        snap_paging = cls(
            page_size=page_size,
        )

        return snap_paging

