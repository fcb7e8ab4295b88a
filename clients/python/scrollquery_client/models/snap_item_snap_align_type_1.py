from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.snap_align_name import SnapAlignName
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SnapItemSnapAlignType1")



@_attrs_define
class SnapItemSnapAlignType1:
    """ 
        Attributes:
            x (None | SnapAlignName | Unset): The alignment on x; default `start`.
            y (None | SnapAlignName | Unset): The alignment on y; default `start`.
     """

    x: None | SnapAlignName | Unset = UNSET
    y: None | SnapAlignName | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        x: None | str | Unset
        if isinstance(self.x, Unset):
            x = UNSET
        elif isinstance(self.x, SnapAlignName):
            x = self.x.value
        else:
            x = self.x

        y: None | str | Unset
        if isinstance(self.y, Unset):
            y = UNSET
        elif isinstance(self.y, SnapAlignName):
            y = self.y.value
        else:
            y = self.y


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if x is not UNSET:
            field_dict["x"] = x
        if y is not UNSET:
            field_dict["y"] = y

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_x(data: object) -> None | SnapAlignName | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                x_type_0 = SnapAlignName(data)



                return x_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SnapAlignName | Unset, data)

        x = _parse_x(d.pop("x", UNSET))


        def _parse_y(data: object) -> None | SnapAlignName | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                y_type_0 = SnapAlignName(data)



                return y_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SnapAlignName | Unset, data)

        y = _parse_y(d.pop("y", UNSET))


        snap_item_snap_align_type_1 = cls(
            x=x,
            y=y,
        )

        return snap_item_snap_align_type_1

