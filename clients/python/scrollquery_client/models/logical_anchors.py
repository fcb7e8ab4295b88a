from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.logical_axis_anchor_type_1 import LogicalAxisAnchorType1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LogicalAnchors")



@_attrs_define
class LogicalAnchors:
    """ Logical axes, mapped to physical ones by the innermost container's `writingMode` and
    `direction` as CSSOM View does (vertical-rl: block is x and block-start the right side;
    rtl: inline-start is the right side, or the bottom in vertical modes; sideways-lr:
    inline-start is the bottom in ltr). An axis left out (or `null`): css `block: start`,
    `inline: nearest`; swiftui and uikit `nearest`. Not together with `x`/`y`
    (`conflicting_fields`).

        Attributes:
            block (float | LogicalAxisAnchorType1 | None | Unset): Where on the block axis the target goes (see
                `LogicalAxisAnchor`).
            inline (float | LogicalAxisAnchorType1 | None | Unset): Where on the inline axis the target goes (see
                `LogicalAxisAnchor`).
            x (None | Unset): A physical axis (`AxisAnchors`); absent or `null` here.
            y (None | Unset): A physical axis (`AxisAnchors`); absent or `null` here.
     """

    block: float | LogicalAxisAnchorType1 | None | Unset = UNSET
    inline: float | LogicalAxisAnchorType1 | None | Unset = UNSET
    x: None | Unset = UNSET
    y: None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        block: float | None | str | Unset
        if isinstance(self.block, Unset):
            block = UNSET
        elif isinstance(self.block, LogicalAxisAnchorType1):
            block = self.block.value
        else:
            block = self.block

        inline: float | None | str | Unset
        if isinstance(self.inline, Unset):
            inline = UNSET
        elif isinstance(self.inline, LogicalAxisAnchorType1):
            inline = self.inline.value
        else:
            inline = self.inline

        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if block is not UNSET:
            field_dict["block"] = block
        if inline is not UNSET:
            field_dict["inline"] = inline
        if x is not UNSET:
            field_dict["x"] = x
        if y is not UNSET:
            field_dict["y"] = y

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_block(data: object) -> float | LogicalAxisAnchorType1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_logical_axis_anchor_type_1 = LogicalAxisAnchorType1(data)



                return componentsschemas_logical_axis_anchor_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(float | LogicalAxisAnchorType1 | None | Unset, data)

        block = _parse_block(d.pop("block", UNSET))


        def _parse_inline(data: object) -> float | LogicalAxisAnchorType1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_logical_axis_anchor_type_1 = LogicalAxisAnchorType1(data)



                return componentsschemas_logical_axis_anchor_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(float | LogicalAxisAnchorType1 | None | Unset, data)

        inline = _parse_inline(d.pop("inline", UNSET))


        x = d.pop("x", UNSET)

        y = d.pop("y", UNSET)

        logical_anchors = cls(
            block=block,
            inline=inline,
            x=x,
            y=y,
        )

        return logical_anchors

