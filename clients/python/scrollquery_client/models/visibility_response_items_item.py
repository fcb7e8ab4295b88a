from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.answer_rect import AnswerRect





T = TypeVar("T", bound="VisibilityResponseItemsItem")



@_attrs_define
class VisibilityResponseItemsItem:
    """ 
        Attributes:
            id (int | str): A string or an integer within ±2^53. `"1"` and `1` are different ids; strings are
                compared by code point, so `"é"` and `"e\\u0301"` are different ids too.
            visible_fraction (float): Intersection area / item area (0 … 1).
            visible_rect (AnswerRect): `visibleRect`: the content rect the viewport shows at `contentOffset`; `targetRect`
                (id,
                index and rect targets only): the target frame grown by `margin`.
            visible (bool): `visibleFraction` >= the request's `threshold`, and > 0.
            estimated (bool | Unset): With a `stack` (or stored stack) that has `estimatedSize`: whether the item's
                frame rests on an estimate (it or an item before it was estimated). Absent
                otherwise.
     """

    id: int | str
    visible_fraction: float
    visible_rect: AnswerRect
    visible: bool
    estimated: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.answer_rect import AnswerRect # noqa: PLC0415
        id: int | str
        id = self.id

        visible_fraction = self.visible_fraction

        visible_rect = self.visible_rect.to_dict()

        visible = self.visible

        estimated = self.estimated


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "visibleFraction": visible_fraction,
            "visibleRect": visible_rect,
            "visible": visible,
        })
        if estimated is not UNSET:
            field_dict["estimated"] = estimated

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.answer_rect import AnswerRect # noqa: PLC0415
        d = dict(src_dict)
        def _parse_id(data: object) -> int | str:
            return cast(int | str, data)

        id = _parse_id(d.pop("id"))


        visible_fraction = d.pop("visibleFraction")

        visible_rect = AnswerRect.from_dict(d.pop("visibleRect"))




        visible = d.pop("visible")

        estimated = d.pop("estimated", UNSET)

        visibility_response_items_item = cls(
            id=id,
            visible_fraction=visible_fraction,
            visible_rect=visible_rect,
            visible=visible,
            estimated=estimated,
        )

        return visibility_response_items_item

