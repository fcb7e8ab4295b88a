from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.rect import Rect





T = TypeVar("T", bound="RectTarget")



@_attrs_define
class RectTarget:
    """ 
        Attributes:
            rect (Rect):
            id (None | Unset):
            index (None | Unset):
            edge (None | Unset):
            point (None | Unset):
            next_ (None | Unset):
            previous (None | Unset):
            page (None | Unset):
            overlap (None | Unset):
     """

    rect: Rect
    id: None | Unset = UNSET
    index: None | Unset = UNSET
    edge: None | Unset = UNSET
    point: None | Unset = UNSET
    next_: None | Unset = UNSET
    previous: None | Unset = UNSET
    page: None | Unset = UNSET
    overlap: None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.rect import Rect # noqa: PLC0415
        rect = self.rect.to_dict()

        id = self.id

        index = self.index

        edge = self.edge

        point = self.point

        next_ = self.next_

        previous = self.previous

        page = self.page

        overlap = self.overlap


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rect": rect,
        })
        if id is not UNSET:
            field_dict["id"] = id
        if index is not UNSET:
            field_dict["index"] = index
        if edge is not UNSET:
            field_dict["edge"] = edge
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
        from ..models.rect import Rect # noqa: PLC0415
        d = dict(src_dict)
        rect = Rect.from_dict(d.pop("rect"))




        id = d.pop("id", UNSET)

        index = d.pop("index", UNSET)

        edge = d.pop("edge", UNSET)

        point = d.pop("point", UNSET)

        next_ = d.pop("next", UNSET)

        previous = d.pop("previous", UNSET)

        page = d.pop("page", UNSET)

        overlap = d.pop("overlap", UNSET)

        rect_target = cls(
            rect=rect,
            id=id,
            index=index,
            edge=edge,
            point=point,
            next_=next_,
            previous=previous,
            page=page,
            overlap=overlap,
        )

        return rect_target

