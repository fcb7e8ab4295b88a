from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="VisibilityResponseEdges")



@_attrs_define
class VisibilityResponseEdges:
    """ Distances from the offset to each end of the range (negative when the offset lies
    outside it); `at*` = distance <= 0.5, `near*` = distance <= `prefetchDistance`.

        Attributes:
            at_top (bool): `distanceToTop` <= 0.5.
            at_bottom (bool): `distanceToBottom` <= 0.5.
            at_leading (bool): `distanceToLeading` <= 0.5.
            at_trailing (bool): `distanceToTrailing` <= 0.5.
            near_top (bool): `distanceToTop` <= `prefetchDistance`.
            near_bottom (bool): `distanceToBottom` <= `prefetchDistance`.
            near_leading (bool): `distanceToLeading` <= `prefetchDistance`.
            near_trailing (bool): `distanceToTrailing` <= `prefetchDistance`.
            distance_to_top (float): Points from the offset to the top of the range.
            distance_to_bottom (float): Points from the offset to the bottom of the range.
            distance_to_leading (float): Points from the offset to the leading end of the range.
            distance_to_trailing (float): Points from the offset to the trailing end of the range.
     """

    at_top: bool
    at_bottom: bool
    at_leading: bool
    at_trailing: bool
    near_top: bool
    near_bottom: bool
    near_leading: bool
    near_trailing: bool
    distance_to_top: float
    distance_to_bottom: float
    distance_to_leading: float
    distance_to_trailing: float





    def to_dict(self) -> dict[str, Any]:
        at_top = self.at_top

        at_bottom = self.at_bottom

        at_leading = self.at_leading

        at_trailing = self.at_trailing

        near_top = self.near_top

        near_bottom = self.near_bottom

        near_leading = self.near_leading

        near_trailing = self.near_trailing

        distance_to_top = self.distance_to_top

        distance_to_bottom = self.distance_to_bottom

        distance_to_leading = self.distance_to_leading

        distance_to_trailing = self.distance_to_trailing


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "atTop": at_top,
            "atBottom": at_bottom,
            "atLeading": at_leading,
            "atTrailing": at_trailing,
            "nearTop": near_top,
            "nearBottom": near_bottom,
            "nearLeading": near_leading,
            "nearTrailing": near_trailing,
            "distanceToTop": distance_to_top,
            "distanceToBottom": distance_to_bottom,
            "distanceToLeading": distance_to_leading,
            "distanceToTrailing": distance_to_trailing,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at_top = d.pop("atTop")

        at_bottom = d.pop("atBottom")

        at_leading = d.pop("atLeading")

        at_trailing = d.pop("atTrailing")

        near_top = d.pop("nearTop")

        near_bottom = d.pop("nearBottom")

        near_leading = d.pop("nearLeading")

        near_trailing = d.pop("nearTrailing")

        distance_to_top = d.pop("distanceToTop")

        distance_to_bottom = d.pop("distanceToBottom")

        distance_to_leading = d.pop("distanceToLeading")

        distance_to_trailing = d.pop("distanceToTrailing")

        visibility_response_edges = cls(
            at_top=at_top,
            at_bottom=at_bottom,
            at_leading=at_leading,
            at_trailing=at_trailing,
            near_top=near_top,
            near_bottom=near_bottom,
            near_leading=near_leading,
            near_trailing=near_trailing,
            distance_to_top=distance_to_top,
            distance_to_bottom=distance_to_bottom,
            distance_to_leading=distance_to_leading,
            distance_to_trailing=distance_to_trailing,
        )

        return visibility_response_edges

