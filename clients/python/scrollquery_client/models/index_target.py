from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="IndexTarget")



@_attrs_define
class IndexTarget:
    """ 
        Attributes:
            index (int): Index into `items`: any integer a double holds; one outside `0..<items.count` is
                404 `target_not_found`.
            id (None | Unset):
            edge (None | Unset):
            rect (None | Unset):
            point (None | Unset):
            next_ (None | Unset):
            previous (None | Unset):
            page (None | Unset):
            overlap (None | Unset):
     """

    index: int
    id: None | Unset = UNSET
    edge: None | Unset = UNSET
    rect: None | Unset = UNSET
    point: None | Unset = UNSET
    next_: None | Unset = UNSET
    previous: None | Unset = UNSET
    page: None | Unset = UNSET
    overlap: None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        index = self.index

        id = self.id

        edge = self.edge

        rect = self.rect

        point = self.point

        next_ = self.next_

        previous = self.previous

        page = self.page

        overlap = self.overlap


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "index": index,
        })
        if id is not UNSET:
            field_dict["id"] = id
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
        if page is not UNSET:
            field_dict["page"] = page
        if overlap is not UNSET:
            field_dict["overlap"] = overlap

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        id = d.pop("id", UNSET)

        edge = d.pop("edge", UNSET)

        rect = d.pop("rect", UNSET)

        point = d.pop("point", UNSET)

        next_ = d.pop("next", UNSET)

        previous = d.pop("previous", UNSET)

        page = d.pop("page", UNSET)

        overlap = d.pop("overlap", UNSET)

        index_target = cls(
            index=index,
            id=id,
            edge=edge,
            rect=rect,
            point=point,
            next_=next_,
            previous=previous,
            page=page,
            overlap=overlap,
        )

        return index_target

