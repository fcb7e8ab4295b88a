from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="TransitionResponseClamped")



@_attrs_define
class TransitionResponseClamped:
    """ Per axis, whether the offset the rule asked for lay outside `after`'s range.

        Attributes:
            x (bool): Whether x was clamped.
            y (bool): Whether y was clamped.
     """

    x: bool
    y: bool





    def to_dict(self) -> dict[str, Any]:
        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        x = d.pop("x")

        y = d.pop("y")

        transition_response_clamped = cls(
            x=x,
            y=y,
        )

        return transition_response_clamped

