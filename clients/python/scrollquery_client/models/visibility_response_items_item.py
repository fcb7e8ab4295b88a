from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.visibility_response_items_item_item_type_1 import VisibilityResponseItemsItemItemType1
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
            estimated (bool | Unset): With a `stack` (or stored stack) that has `estimatedSize`, or sections with an
                estimated row: whether the item's frame rests on an estimate (it or an item
                before it was estimated). Absent otherwise.
            section (int | Unset): With `sections`: the item's section. Absent otherwise.
            item (int | Unset | VisibilityResponseItemsItemItemType1): With `sections`: the row's index in its section, or
                `header` or `footer`. Absent otherwise.
            covered_by_pinned_header (float | Unset): With `sections` and `pinnedHeaders`: how much of the item's visible
                height
                the pinned header covers (0 for the header itself). `visibleFraction` and
                `visible` then count only the uncovered part, so a row wholly behind the
                header has fraction 0 (it is listed, never `visible`). Absent otherwise.
     """

    id: int | str
    visible_fraction: float
    visible_rect: AnswerRect
    visible: bool
    estimated: bool | Unset = UNSET
    section: int | Unset = UNSET
    item: int | Unset | VisibilityResponseItemsItemItemType1 = UNSET
    covered_by_pinned_header: float | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.answer_rect import AnswerRect # noqa: PLC0415
        id: int | str
        id = self.id

        visible_fraction = self.visible_fraction

        visible_rect = self.visible_rect.to_dict()

        visible = self.visible

        estimated = self.estimated

        section = self.section

        item: int | str | Unset
        if isinstance(self.item, Unset):
            item = UNSET
        elif isinstance(self.item, VisibilityResponseItemsItemItemType1):
            item = self.item.value
        else:
            item = self.item

        covered_by_pinned_header = self.covered_by_pinned_header


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "visibleFraction": visible_fraction,
            "visibleRect": visible_rect,
            "visible": visible,
        })
        if estimated is not UNSET:
            field_dict["estimated"] = estimated
        if section is not UNSET:
            field_dict["section"] = section
        if item is not UNSET:
            field_dict["item"] = item
        if covered_by_pinned_header is not UNSET:
            field_dict["coveredByPinnedHeader"] = covered_by_pinned_header

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

        section = d.pop("section", UNSET)

        def _parse_item(data: object) -> int | Unset | VisibilityResponseItemsItemItemType1:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                item_type_1 = VisibilityResponseItemsItemItemType1(data)



                return item_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | Unset | VisibilityResponseItemsItemItemType1, data)

        item = _parse_item(d.pop("item", UNSET))


        covered_by_pinned_header = d.pop("coveredByPinnedHeader", UNSET)

        visibility_response_items_item = cls(
            id=id,
            visible_fraction=visible_fraction,
            visible_rect=visible_rect,
            visible=visible,
            estimated=estimated,
            section=section,
            item=item,
            covered_by_pinned_header=covered_by_pinned_header,
        )

        return visibility_response_items_item

