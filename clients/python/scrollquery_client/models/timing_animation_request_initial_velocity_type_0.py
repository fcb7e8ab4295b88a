from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="TimingAnimationRequestInitialVelocityType0")



@_attrs_define
class TimingAnimationRequestInitialVelocityType0:
    """ 
        Attributes:
            x (Literal[0]): Only 0.
            y (Literal[0]): Only 0.
     """

    x: Literal[0]
    y: Literal[0]





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
        x = cast(Literal[0] , d.pop("x"))
        if x != 0:
            raise ValueError(f"x must match const 0, got '{x}'")

        y = cast(Literal[0] , d.pop("y"))
        if y != 0:
            raise ValueError(f"y must match const 0, got '{y}'")

        timing_animation_request_initial_velocity_type_0 = cls(
            x=x,
            y=y,
        )

        return timing_animation_request_initial_velocity_type_0

