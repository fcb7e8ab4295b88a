from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.next_target_next import NextTargetNext





T = TypeVar("T", bound="NextTarget")



@_attrs_define
class NextTarget:
    """ The item after `next.after` in content order (the order of `items`); past the last item
    `wrap: true` goes to the first, otherwise the last stays the target. The answer names it
    in `targetId`.

        Attributes:
            next_ (NextTargetNext):
            id (None | Unset):
            index (None | Unset):
            edge (None | Unset):
            rect (None | Unset):
            point (None | Unset):
            previous (None | Unset):
            page (None | Unset):
            overlap (None | Unset):
     """

    next_: NextTargetNext
    id: None | Unset = UNSET
    index: None | Unset = UNSET
    edge: None | Unset = UNSET
    rect: None | Unset = UNSET
    point: None | Unset = UNSET
    previous: None | Unset = UNSET
    page: None | Unset = UNSET
    overlap: None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.next_target_next import NextTargetNext # noqa: PLC0415
        next_ = self.next_.to_dict()

        id = self.id

        index = self.index

        edge = self.edge

        rect = self.rect

        point = self.point

        previous = self.previous

        page = self.page

        overlap = self.overlap


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "next": next_,
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
        if previous is not UNSET:
            field_dict["previous"] = previous
        if page is not UNSET:
            field_dict["page"] = page
        if overlap is not UNSET:
            field_dict["overlap"] = overlap

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.next_target_next import NextTargetNext # noqa: PLC0415
        d = dict(src_dict)
        next_ = NextTargetNext.from_dict(d.pop("next"))




        id = d.pop("id", UNSET)

        index = d.pop("index", UNSET)

        edge = d.pop("edge", UNSET)

        rect = d.pop("rect", UNSET)

        point = d.pop("point", UNSET)

        previous = d.pop("previous", UNSET)

        page = d.pop("page", UNSET)

        overlap = d.pop("overlap", UNSET)

        next_target = cls(
            next_=next_,
            id=id,
            index=index,
            edge=edge,
            rect=rect,
            point=point,
            previous=previous,
            page=page,
            overlap=overlap,
        )

        return next_target

