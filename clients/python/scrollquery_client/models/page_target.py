from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.page_target_page import PageTargetPage
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PageTarget")



@_attrs_define
class PageTarget:
    """ One viewport length less `overlap` from `contentOffset` in that direction (never a
    negative step: an overlap of a viewport or more does not move), clamped to the range.

        Attributes:
            page (PageTargetPage):
            id (None | Unset):
            index (None | Unset):
            edge (None | Unset):
            rect (None | Unset):
            point (None | Unset):
            next_ (None | Unset):
            previous (None | Unset):
            overlap (float | None | Unset): Points kept from the previous page; default 0.
     """

    page: PageTargetPage
    id: None | Unset = UNSET
    index: None | Unset = UNSET
    edge: None | Unset = UNSET
    rect: None | Unset = UNSET
    point: None | Unset = UNSET
    next_: None | Unset = UNSET
    previous: None | Unset = UNSET
    overlap: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        page = self.page.value

        id = self.id

        index = self.index

        edge = self.edge

        rect = self.rect

        point = self.point

        next_ = self.next_

        previous = self.previous

        overlap: float | None | Unset
        if isinstance(self.overlap, Unset):
            overlap = UNSET
        else:
            overlap = self.overlap


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "page": page,
        })
        if id is not UNSET:
            field_dict["id"] = id
        if index is not UNSET:
            field_dict["index"] = index
        if edge is not UNSET:
            field_dict["edge"] = edge
        if rect is not UNSET:
            field_dict["rect"] = rect
        if point is not UNSET:
            field_dict["point"] = point
        if next_ is not UNSET:
            field_dict["next"] = next_
        if previous is not UNSET:
            field_dict["previous"] = previous
        if overlap is not UNSET:
            field_dict["overlap"] = overlap

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        page = PageTargetPage(d.pop("page"))




        id = d.pop("id", UNSET)

        index = d.pop("index", UNSET)

        edge = d.pop("edge", UNSET)

        rect = d.pop("rect", UNSET)

        point = d.pop("point", UNSET)

        next_ = d.pop("next", UNSET)

        previous = d.pop("previous", UNSET)

        def _parse_overlap(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        overlap = _parse_overlap(d.pop("overlap", UNSET))


        page_target = cls(
            page=page,
            id=id,
            index=index,
            edge=edge,
            rect=rect,
            point=point,
            next_=next_,
            previous=previous,
            overlap=overlap,
        )

        return page_target

