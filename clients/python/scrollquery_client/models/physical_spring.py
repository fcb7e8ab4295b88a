from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PhysicalSpring")



@_attrs_define
class PhysicalSpring:
    """ 
        Attributes:
            stiffness (float):
            damping (float):
            response (None | Unset):
            damping_fraction (None | Unset):
            duration (None | Unset):
            bounce (None | Unset):
            mass (float | None | Unset):
     """

    stiffness: float
    damping: float
    response: None | Unset = UNSET
    damping_fraction: None | Unset = UNSET
    duration: None | Unset = UNSET
    bounce: None | Unset = UNSET
    mass: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        stiffness = self.stiffness

        damping = self.damping

        response = self.response

        damping_fraction = self.damping_fraction

        duration = self.duration

        bounce = self.bounce

        mass: float | None | Unset
        if isinstance(self.mass, Unset):
            mass = UNSET
        else:
            mass = self.mass


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "stiffness": stiffness,
            "damping": damping,
        })
        if response is not UNSET:
            field_dict["response"] = response
        if damping_fraction is not UNSET:
            field_dict["dampingFraction"] = damping_fraction
        if duration is not UNSET:
            field_dict["duration"] = duration
        if bounce is not UNSET:
            field_dict["bounce"] = bounce
        if mass is not UNSET:
            field_dict["mass"] = mass

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stiffness = d.pop("stiffness")

        damping = d.pop("damping")

        response = d.pop("response", UNSET)

        damping_fraction = d.pop("dampingFraction", UNSET)

        duration = d.pop("duration", UNSET)

        bounce = d.pop("bounce", UNSET)

        def _parse_mass(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mass = _parse_mass(d.pop("mass", UNSET))


        physical_spring = cls(
            stiffness=stiffness,
            damping=damping,
            response=response,
            damping_fraction=damping_fraction,
            duration=duration,
            bounce=bounce,
            mass=mass,
        )

        return physical_spring

