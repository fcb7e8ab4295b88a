from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CubicBezierCurve")



@_attrs_define
class CubicBezierCurve:
    """ 
        Attributes:
            cubic_bezier (list[float]): CSS `cubic-bezier(x1, y1, x2, y2)`: x1 and x2 in [0, 1].
            spring (None | Unset): A spring curve's member (`SpringCurve`); absent or `null` here.
     """

    cubic_bezier: list[float]
    spring: None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        cubic_bezier = []
        for cubic_bezier_item_data in self.cubic_bezier:
            cubic_bezier_item: float
            cubic_bezier_item = cubic_bezier_item_data
            cubic_bezier.append(cubic_bezier_item)



        spring = self.spring


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cubicBezier": cubic_bezier,
        })
        if spring is not UNSET:
            field_dict["spring"] = spring

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cubic_bezier = []
        _cubic_bezier = d.pop("cubicBezier")
        for cubic_bezier_item_data in (_cubic_bezier):
            def _parse_cubic_bezier_item(data: object) -> float:
                return cast(float, data)

            cubic_bezier_item = _parse_cubic_bezier_item(cubic_bezier_item_data)

            cubic_bezier.append(cubic_bezier_item)


        spring = d.pop("spring", UNSET)

        cubic_bezier_curve = cls(
            cubic_bezier=cubic_bezier,
            spring=spring,
        )

        return cubic_bezier_curve

