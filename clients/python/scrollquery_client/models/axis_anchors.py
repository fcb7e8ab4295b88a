from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.axis_anchor_type_1 import AxisAnchorType1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AxisAnchors")



@_attrs_define
class AxisAnchors:
    """ Physical axes. An axis left out (or `null`) keeps the default of `semantics` for that
    axis. Not together with `block`/`inline` (`conflicting_fields`).

        Attributes:
            x (AxisAnchorType1 | float | None | Unset): Where on x the target goes (see `AxisAnchor`).
            y (AxisAnchorType1 | float | None | Unset): Where on y the target goes (see `AxisAnchor`).
            block (None | Unset): A logical axis (`LogicalAnchors`); absent or `null` here.
            inline (None | Unset): A logical axis (`LogicalAnchors`); absent or `null` here.
     """

    x: AxisAnchorType1 | float | None | Unset = UNSET
    y: AxisAnchorType1 | float | None | Unset = UNSET
    block: None | Unset = UNSET
    inline: None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        x: float | None | str | Unset
        if isinstance(self.x, Unset):
            x = UNSET
        elif isinstance(self.x, AxisAnchorType1):
            x = self.x.value
        else:
            x = self.x

        y: float | None | str | Unset
        if isinstance(self.y, Unset):
            y = UNSET
        elif isinstance(self.y, AxisAnchorType1):
            y = self.y.value
        else:
            y = self.y

        block = self.block

        inline = self.inline


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if x is not UNSET:
            field_dict["x"] = x
        if y is not UNSET:
            field_dict["y"] = y
        if block is not UNSET:
            field_dict["block"] = block
        if inline is not UNSET:
            field_dict["inline"] = inline

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_x(data: object) -> AxisAnchorType1 | float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_axis_anchor_type_1 = AxisAnchorType1(data)



                return componentsschemas_axis_anchor_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AxisAnchorType1 | float | None | Unset, data)

        x = _parse_x(d.pop("x", UNSET))


        def _parse_y(data: object) -> AxisAnchorType1 | float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_axis_anchor_type_1 = AxisAnchorType1(data)



                return componentsschemas_axis_anchor_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AxisAnchorType1 | float | None | Unset, data)

        y = _parse_y(d.pop("y", UNSET))


        block = d.pop("block", UNSET)

        inline = d.pop("inline", UNSET)

        axis_anchors = cls(
            x=x,
            y=y,
            block=block,
            inline=inline,
        )

        return axis_anchors

