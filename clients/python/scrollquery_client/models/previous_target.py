from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.previous_target_previous import PreviousTargetPrevious





T = TypeVar("T", bound="PreviousTarget")



@_attrs_define
class PreviousTarget:
    """ The item before `previous.before` in content order; before the first item `wrap: true`
    goes to the last, otherwise the first stays the target. The answer names it in `targetId`.

        Attributes:
            previous (PreviousTargetPrevious):
            id (None | Unset):
            index (None | Unset):
            edge (None | Unset):
            rect (None | Unset):
            point (None | Unset):
            next_ (None | Unset):
            page (None | Unset):
            overlap (None | Unset):
     """

    previous: PreviousTargetPrevious
    id: None | Unset = UNSET
    index: None | Unset = UNSET
    edge: None | Unset = UNSET
    rect: None | Unset = UNSET
    point: None | Unset = UNSET
    next_: None | Unset = UNSET
    page: None | Unset = UNSET
    overlap: None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.previous_target_previous import PreviousTargetPrevious # noqa: PLC0415
        previous = self.previous.to_dict()

        id = self.id

        index = self.index

        edge = self.edge

        rect = self.rect

        point = self.point

        next_ = self.next_

        page = self.page

        overlap = self.overlap


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "previous": previous,
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
        if page is not UNSET:
            field_dict["page"] = page
        if overlap is not UNSET:
            field_dict["overlap"] = overlap

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.previous_target_previous import PreviousTargetPrevious # noqa: PLC0415
        d = dict(src_dict)
        previous = PreviousTargetPrevious.from_dict(d.pop("previous"))




        id = d.pop("id", UNSET)

        index = d.pop("index", UNSET)

        edge = d.pop("edge", UNSET)

        rect = d.pop("rect", UNSET)

        point = d.pop("point", UNSET)

        next_ = d.pop("next", UNSET)

        page = d.pop("page", UNSET)

        overlap = d.pop("overlap", UNSET)

        previous_target = cls(
            previous=previous,
            id=id,
            index=index,
            edge=edge,
            rect=rect,
            point=point,
            next_=next_,
            page=page,
            overlap=overlap,
        )

        return previous_target

