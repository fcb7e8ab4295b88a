from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ScrollAnimationResponseFramesItem")



@_attrs_define
class ScrollAnimationResponseFramesItem:
    """ 
        Attributes:
            t (float): Seconds since the start.
            x (float): The offset's x.
            y (float): The offset's y.
            vx (float): The velocity on x in points per second.
            vy (float): The velocity on y in points per second.
     """

    t: float
    x: float
    y: float
    vx: float
    vy: float





    def to_dict(self) -> dict[str, Any]:
        t = self.t

        x = self.x

        y = self.y

        vx = self.vx

        vy = self.vy


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "t": t,
            "x": x,
            "y": y,
            "vx": vx,
            "vy": vy,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        t = d.pop("t")

        x = d.pop("x")

        y = d.pop("y")

        vx = d.pop("vx")

        vy = d.pop("vy")

        scroll_animation_response_frames_item = cls(
            t=t,
            x=x,
            y=y,
            vx=vx,
            vy=vy,
        )

        return scroll_animation_response_frames_item

