from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="VisibilityResponsePinnedHeaderType0")



@_attrs_define
class VisibilityResponsePinnedHeaderType0:
    """ 
        Attributes:
            section (int): The section whose header is pinned.
            y (float): The header's top edge in viewport coordinates (points from the viewport's top).
     """

    section: int
    y: float





    def to_dict(self) -> dict[str, Any]:
        section = self.section

        y = self.y


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "section": section,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        section = d.pop("section")

        y = d.pop("y")

        visibility_response_pinned_header_type_0 = cls(
            section=section,
            y=y,
        )

        return visibility_response_pinned_header_type_0

