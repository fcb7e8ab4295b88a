from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.layout_content_size import LayoutContentSize





T = TypeVar("T", bound="LayoutSummary")



@_attrs_define
class LayoutSummary:
    """ 
        Example:
            {'layoutId': 'sha256-a3b33c5168414afa773c9ef72060b927e4549f84096d8eee010b742ebb37d2a5', 'itemCount': 1000,
                'contentSize': {'width': None, 'height': 119980}}

        Attributes:
            layout_id (str): A stored layout (`POST /v1/layouts`): `sha256-` and 64 lowercase hex digits. Any other
                string is `invalid_field`; an id this server does not hold (never stored here, or
                evicted) is 404 `unknown_layout`: send the layout again (`items` or `stack`, or store
                it again). The layout's `contentSize`, if it was stored with one, applies unless the
                request sends its own; without either it is derived as for `stack` (a stored stack) or
                is the box that bounds the frames (stored `items`: the largest `x + width` and
                `y + height`).
            item_count (int): How many items the layout holds.
            content_size (LayoutContentSize): The layout's content size; a length is `null` when it follows each query's
                viewport
                (across the axis of a stack without `crossSize` or `contentSize`; the width of a grid or
                lanes, and the height of a grid whose column count or cell height follows the width).
                 Example: {'width': None, 'height': 119980}.
     """

    layout_id: str
    item_count: int
    content_size: LayoutContentSize





    def to_dict(self) -> dict[str, Any]:
        from ..models.layout_content_size import LayoutContentSize # noqa: PLC0415
        layout_id = self.layout_id

        item_count = self.item_count

        content_size = self.content_size.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "layoutId": layout_id,
            "itemCount": item_count,
            "contentSize": content_size,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.layout_content_size import LayoutContentSize # noqa: PLC0415
        d = dict(src_dict)
        layout_id = d.pop("layoutId")

        item_count = d.pop("itemCount")

        content_size = LayoutContentSize.from_dict(d.pop("contentSize"))




        layout_summary = cls(
            layout_id=layout_id,
            item_count=item_count,
            content_size=content_size,
        )

        return layout_summary

