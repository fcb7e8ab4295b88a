from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.android_smooth_scroll_to_position_snap_type_0 import AndroidSmoothScrollToPositionSnapType0
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="AndroidSmoothScrollToPosition")



@_attrs_define
class AndroidSmoothScrollToPosition:
    """ 
        Attributes:
            name (Literal['smoothScrollToPosition']): `smoothScrollToPosition`.
            snap (AndroidSmoothScrollToPositionSnapType0 | None | Unset): The `LinearSmoothScroller` snap preference;
                default `any`.
     """

    name: Literal['smoothScrollToPosition']
    snap: AndroidSmoothScrollToPositionSnapType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        snap: None | str | Unset
        if isinstance(self.snap, Unset):
            snap = UNSET
        elif isinstance(self.snap, AndroidSmoothScrollToPositionSnapType0):
            snap = self.snap.value
        else:
            snap = self.snap


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if snap is not UNSET:
            field_dict["snap"] = snap

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = cast(Literal['smoothScrollToPosition'] , d.pop("name"))
        if name != 'smoothScrollToPosition':
            raise ValueError(f"name must match const 'smoothScrollToPosition', got '{name}'")

        def _parse_snap(data: object) -> AndroidSmoothScrollToPositionSnapType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                snap_type_0 = AndroidSmoothScrollToPositionSnapType0(data)



                return snap_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AndroidSmoothScrollToPositionSnapType0 | None | Unset, data)

        snap = _parse_snap(d.pop("snap", UNSET))


        android_smooth_scroll_to_position = cls(
            name=name,
            snap=snap,
        )

        return android_smooth_scroll_to_position

