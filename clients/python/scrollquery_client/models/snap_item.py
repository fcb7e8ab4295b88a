from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.snap_align_name import SnapAlignName
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.insets import Insets
  from ..models.rect import Rect
  from ..models.snap_item_snap_align_type_1 import SnapItemSnapAlignType1





T = TypeVar("T", bound="SnapItem")



@_attrs_define
class SnapItem:
    """ 
        Attributes:
            id (int | str): A string or an integer within ±2^53. `"1"` and `1` are different ids; strings are
                compared by code point, so `"é"` and `"e\\u0301"` are different ids too.
            frame (Rect):
            margin (Insets | None | Unset): Grows the frame into the snap area (CSS `scroll-margin`); may be negative.
            snap_align (None | SnapAlignName | SnapItemSnapAlignType1 | Unset): CSS `scroll-snap-align` for the `css`
                behaviour: one value for both axes, or per axis
                (a missing axis is `start`). Default `start`; `none` on both axes makes the item no
                snap area.
     """

    id: int | str
    frame: Rect
    margin: Insets | None | Unset = UNSET
    snap_align: None | SnapAlignName | SnapItemSnapAlignType1 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.insets import Insets # noqa: PLC0415
        from ..models.rect import Rect # noqa: PLC0415
        from ..models.snap_item_snap_align_type_1 import SnapItemSnapAlignType1 # noqa: PLC0415
        id: int | str
        id = self.id

        frame = self.frame.to_dict()

        margin: dict[str, Any] | None | Unset
        if isinstance(self.margin, Unset):
            margin = UNSET
        elif isinstance(self.margin, Insets):
            margin = self.margin.to_dict()
        else:
            margin = self.margin

        snap_align: dict[str, Any] | None | str | Unset
        if isinstance(self.snap_align, Unset):
            snap_align = UNSET
        elif isinstance(self.snap_align, SnapAlignName):
            snap_align = self.snap_align.value
        elif isinstance(self.snap_align, SnapItemSnapAlignType1):
            snap_align = self.snap_align.to_dict()
        else:
            snap_align = self.snap_align


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "frame": frame,
        })
        if margin is not UNSET:
            field_dict["margin"] = margin
        if snap_align is not UNSET:
            field_dict["snapAlign"] = snap_align

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.insets import Insets # noqa: PLC0415
        from ..models.rect import Rect # noqa: PLC0415
        from ..models.snap_item_snap_align_type_1 import SnapItemSnapAlignType1 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_id(data: object) -> int | str:
            return cast(int | str, data)

        id = _parse_id(d.pop("id"))


        frame = Rect.from_dict(d.pop("frame"))




        def _parse_margin(data: object) -> Insets | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                margin_type_0 = Insets.from_dict(data)



                return margin_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Insets | None | Unset, data)

        margin = _parse_margin(d.pop("margin", UNSET))


        def _parse_snap_align(data: object) -> None | SnapAlignName | SnapItemSnapAlignType1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                snap_align_type_0 = SnapAlignName(data)



                return snap_align_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                snap_align_type_1 = SnapItemSnapAlignType1.from_dict(data)



                return snap_align_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SnapAlignName | SnapItemSnapAlignType1 | Unset, data)

        snap_align = _parse_snap_align(d.pop("snapAlign", UNSET))


        snap_item = cls(
            id=id,
            frame=frame,
            margin=margin,
            snap_align=snap_align,
        )

        return snap_item

