from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.content_edge import ContentEdge
from ..types import UNSET, Unset






T = TypeVar("T", bound="EdgeTarget")



@_attrs_define
class EdgeTarget:
    """ 
        Attributes:
            edge (ContentEdge): The whole content rect `(0, 0, contentSize)` placed at this edge's UnitPoint:
                `top` gives the range minimum on y (x centred), `bottom` the maximum, `center`
                the content's centre at the area's centre.
            id (None | Unset):
            index (None | Unset):
            rect (None | Unset):
            point (None | Unset):
            next_ (None | Unset):
            previous (None | Unset):
            page (None | Unset):
            overlap (None | Unset):
     """

    edge: ContentEdge
    id: None | Unset = UNSET
    index: None | Unset = UNSET
    rect: None | Unset = UNSET
    point: None | Unset = UNSET
    next_: None | Unset = UNSET
    previous: None | Unset = UNSET
    page: None | Unset = UNSET
    overlap: None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        edge = self.edge.value

        id = self.id

        index = self.index

        rect = self.rect

        point = self.point

        next_ = self.next_

        previous = self.previous

        page = self.page

        overlap = self.overlap


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "edge": edge,
        })
        if id is not UNSET:
            field_dict["id"] = id
        if index is not UNSET:
            field_dict["index"] = index
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
        edge = ContentEdge(d.pop("edge"))




        id = d.pop("id", UNSET)

        index = d.pop("index", UNSET)

        rect = d.pop("rect", UNSET)

        point = d.pop("point", UNSET)

        next_ = d.pop("next", UNSET)

        previous = d.pop("previous", UNSET)

        page = d.pop("page", UNSET)

        overlap = d.pop("overlap", UNSET)

        edge_target = cls(
            edge=edge,
            id=id,
            index=index,
            rect=rect,
            point=point,
            next_=next_,
            previous=previous,
            page=page,
            overlap=overlap,
        )

        return edge_target

