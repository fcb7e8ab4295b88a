from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="AndroidScrollViewRequestChildRectangleOnScreen")



@_attrs_define
class AndroidScrollViewRequestChildRectangleOnScreen:
    """ 
        Attributes:
            name (Literal['ScrollView.requestChildRectangleOnScreen']): `ScrollView.requestChildRectangleOnScreen`.
            fading_edge (float | None | Unset): The fading edge length in pixels kept clear; default 0.
     """

    name: Literal['ScrollView.requestChildRectangleOnScreen']
    fading_edge: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        fading_edge: float | None | Unset
        if isinstance(self.fading_edge, Unset):
            fading_edge = UNSET
        else:
            fading_edge = self.fading_edge


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if fading_edge is not UNSET:
            field_dict["fadingEdge"] = fading_edge

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = cast(Literal['ScrollView.requestChildRectangleOnScreen'] , d.pop("name"))
        if name != 'ScrollView.requestChildRectangleOnScreen':
            raise ValueError(f"name must match const 'ScrollView.requestChildRectangleOnScreen', got '{name}'")

        def _parse_fading_edge(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        fading_edge = _parse_fading_edge(d.pop("fadingEdge", UNSET))


        android_scroll_view_request_child_rectangle_on_screen = cls(
            name=name,
            fading_edge=fading_edge,
        )

        return android_scroll_view_request_child_rectangle_on_screen

