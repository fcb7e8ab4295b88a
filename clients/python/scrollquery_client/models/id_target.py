from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="IdTarget")



@_attrs_define
class IdTarget:
    """ 
        Attributes:
            id (int | str): A string or an integer within ±2^53. `"1"` and `1` are different ids; strings are
                compared by code point, so `"é"` and `"e\\u0301"` are different ids too.
            index (None | Unset):
            edge (None | Unset):
            rect (None | Unset):
            point (None | Unset):
            next_ (None | Unset):
            previous (None | Unset):
            page (None | Unset):
            overlap (None | Unset):
     """

    id: int | str
    index: None | Unset = UNSET
    edge: None | Unset = UNSET
    rect: None | Unset = UNSET
    point: None | Unset = UNSET
    next_: None | Unset = UNSET
    previous: None | Unset = UNSET
    page: None | Unset = UNSET
    overlap: None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id: int | str
        id = self.id

        index = self.index

        edge = self.edge

        rect = self.rect

        point = self.point

        next_ = self.next_

        previous = self.previous

        page = self.page

        overlap = self.overlap


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
        })
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
        if page is not UNSET:
            field_dict["page"] = page
        if overlap is not UNSET:
            field_dict["overlap"] = overlap

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_id(data: object) -> int | str:
            return cast(int | str, data)

        id = _parse_id(d.pop("id"))


        index = d.pop("index", UNSET)

        edge = d.pop("edge", UNSET)

        rect = d.pop("rect", UNSET)

        point = d.pop("point", UNSET)

        next_ = d.pop("next", UNSET)

        previous = d.pop("previous", UNSET)

        page = d.pop("page", UNSET)

        overlap = d.pop("overlap", UNSET)

        id_target = cls(
            id=id,
            index=index,
            edge=edge,
            rect=rect,
            point=point,
            next_=next_,
            previous=previous,
            page=page,
            overlap=overlap,
        )

        return id_target

