from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rect import Rect





T = TypeVar("T", bound="Item")



@_attrs_define
class Item:
    """ 
        Attributes:
            id (int | str): A string or an integer within ±2^53. `"1"` and `1` are different ids; strings are
                compared by code point, so `"é"` and `"e\\u0301"` are different ids too.
            frame (Rect):
     """

    id: int | str
    frame: Rect





    def to_dict(self) -> dict[str, Any]:
        from ..models.rect import Rect # noqa: PLC0415
        id: int | str
        id = self.id

        frame = self.frame.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "frame": frame,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rect import Rect # noqa: PLC0415
        d = dict(src_dict)
        def _parse_id(data: object) -> int | str:
            return cast(int | str, data)

        id = _parse_id(d.pop("id"))


        frame = Rect.from_dict(d.pop("frame"))




        item = cls(
            id=id,
            frame=frame,
        )

        return item

