from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.snap_view_aligned_align_type_1 import SnapViewAlignedAlignType1
from ..models.snap_view_aligned_align_type_2_type_1 import SnapViewAlignedAlignType2Type1
from ..models.snap_view_aligned_align_type_3_type_1 import SnapViewAlignedAlignType3Type1
from ..models.snap_view_aligned_limit_type_1 import SnapViewAlignedLimitType1
from ..models.snap_view_aligned_limit_type_2_type_1 import SnapViewAlignedLimitType2Type1
from ..models.snap_view_aligned_limit_type_3_type_1 import SnapViewAlignedLimitType3Type1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SnapViewAligned")



@_attrs_define
class SnapViewAligned:
    """ Snap so an item's edge (or centre) meets the viewport's.

        Example:
            {'align': 'start', 'limit': 'always'}

        Attributes:
            align (None | SnapViewAlignedAlignType1 | SnapViewAlignedAlignType2Type1 | SnapViewAlignedAlignType3Type1 |
                Unset): Default `start`.
            limit (None | SnapViewAlignedLimitType1 | SnapViewAlignedLimitType2Type1 | SnapViewAlignedLimitType3Type1 |
                Unset): Default `always`.
     """

    align: None | SnapViewAlignedAlignType1 | SnapViewAlignedAlignType2Type1 | SnapViewAlignedAlignType3Type1 | Unset = UNSET
    limit: None | SnapViewAlignedLimitType1 | SnapViewAlignedLimitType2Type1 | SnapViewAlignedLimitType3Type1 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        align: None | str | Unset
        if isinstance(self.align, Unset):
            align = UNSET
        elif isinstance(self.align, SnapViewAlignedAlignType1):
            align = self.align.value
        elif isinstance(self.align, SnapViewAlignedAlignType2Type1):
            align = self.align.value
        elif isinstance(self.align, SnapViewAlignedAlignType3Type1):
            align = self.align.value
        else:
            align = self.align

        limit: None | str | Unset
        if isinstance(self.limit, Unset):
            limit = UNSET
        elif isinstance(self.limit, SnapViewAlignedLimitType1):
            limit = self.limit.value
        elif isinstance(self.limit, SnapViewAlignedLimitType2Type1):
            limit = self.limit.value
        elif isinstance(self.limit, SnapViewAlignedLimitType3Type1):
            limit = self.limit.value
        else:
            limit = self.limit


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if align is not UNSET:
            field_dict["align"] = align
        if limit is not UNSET:
            field_dict["limit"] = limit

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_align(data: object) -> None | SnapViewAlignedAlignType1 | SnapViewAlignedAlignType2Type1 | SnapViewAlignedAlignType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                align_type_1 = SnapViewAlignedAlignType1(data)



                return align_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                align_type_2_type_1 = SnapViewAlignedAlignType2Type1(data)



                return align_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                align_type_3_type_1 = SnapViewAlignedAlignType3Type1(data)



                return align_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SnapViewAlignedAlignType1 | SnapViewAlignedAlignType2Type1 | SnapViewAlignedAlignType3Type1 | Unset, data)

        align = _parse_align(d.pop("align", UNSET))


        def _parse_limit(data: object) -> None | SnapViewAlignedLimitType1 | SnapViewAlignedLimitType2Type1 | SnapViewAlignedLimitType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                limit_type_1 = SnapViewAlignedLimitType1(data)



                return limit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                limit_type_2_type_1 = SnapViewAlignedLimitType2Type1(data)



                return limit_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                limit_type_3_type_1 = SnapViewAlignedLimitType3Type1(data)



                return limit_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SnapViewAlignedLimitType1 | SnapViewAlignedLimitType2Type1 | SnapViewAlignedLimitType3Type1 | Unset, data)

        limit = _parse_limit(d.pop("limit", UNSET))


        snap_view_aligned = cls(
            align=align,
            limit=limit,
        )

        return snap_view_aligned

