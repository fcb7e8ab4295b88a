from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.point import Point





T = TypeVar("T", bound="PointTarget")



@_attrs_define
class PointTarget:
    """ 
        Attributes:
            point (Point):
            id (None | Unset):
            index (None | Unset):
            edge (None | Unset):
            rect (None | Unset):
            next_ (None | Unset):
            previous (None | Unset):
            page (None | Unset):
            overlap (None | Unset):
     """

    point: Point
    id: None | Unset = UNSET
    index: None | Unset = UNSET
    edge: None | Unset = UNSET
    rect: None | Unset = UNSET
    next_: None | Unset = UNSET
    previous: None | Unset = UNSET
    page: None | Unset = UNSET
    overlap: None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.point import Point # noqa: PLC0415
        point = self.point.to_dict()

        id = self.id

        index = self.index

        edge = self.edge

        rect = self.rect

        next_ = self.next_

        previous = self.previous

        page = self.page

        overlap = self.overlap


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "point": point,
        })
        if id is not UNSET:
            field_dict["id"] = id
        if index is not UNSET:
            field_dict["index"] = index
        if edge is not UNSET:
            field_dict["edge"] = edge
        if rect is not UNSET:
            field_dict["rect"] = rect
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
        from ..models.point import Point # noqa: PLC0415
        d = dict(src_dict)
        point = Point.from_dict(d.pop("point"))




        id = d.pop("id", UNSET)

        index = d.pop("index", UNSET)

        edge = d.pop("edge", UNSET)

        rect = d.pop("rect", UNSET)

        next_ = d.pop("next", UNSET)

        previous = d.pop("previous", UNSET)

        page = d.pop("page", UNSET)

        overlap = d.pop("overlap", UNSET)

        point_target = cls(
            point=point,
            id=id,
            index=index,
            edge=edge,
            rect=rect,
            next_=next_,
            previous=previous,
            page=page,
            overlap=overlap,
        )

        return point_target

