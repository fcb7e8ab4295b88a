from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.snap_css_axis_type_1 import SnapCSSAxisType1
from ..models.snap_css_axis_type_2_type_1 import SnapCSSAxisType2Type1
from ..models.snap_css_axis_type_3_type_1 import SnapCSSAxisType3Type1
from ..models.snap_css_type import SnapCSSType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SnapCSS")



@_attrs_define
class SnapCSS:
    """ `proximity` applies only to type `proximity` (`conflicting_fields` otherwise).

        Example:
            {'type': 'proximity', 'proximity': 100, 'axis': 'y'}

        Attributes:
            type_ (SnapCSSType): `scroll-snap-type`'s strictness.
            proximity (float | None | Unset): The proximity range in points; default a third of the snapport per axis.
            axis (None | SnapCSSAxisType1 | SnapCSSAxisType2Type1 | SnapCSSAxisType3Type1 | Unset): `scroll-snap-type`'s
                axis; default `both`.
     """

    type_: SnapCSSType
    proximity: float | None | Unset = UNSET
    axis: None | SnapCSSAxisType1 | SnapCSSAxisType2Type1 | SnapCSSAxisType3Type1 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        proximity: float | None | Unset
        if isinstance(self.proximity, Unset):
            proximity = UNSET
        else:
            proximity = self.proximity

        axis: None | str | Unset
        if isinstance(self.axis, Unset):
            axis = UNSET
        elif isinstance(self.axis, SnapCSSAxisType1):
            axis = self.axis.value
        elif isinstance(self.axis, SnapCSSAxisType2Type1):
            axis = self.axis.value
        elif isinstance(self.axis, SnapCSSAxisType3Type1):
            axis = self.axis.value
        else:
            axis = self.axis


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if proximity is not UNSET:
            field_dict["proximity"] = proximity
        if axis is not UNSET:
            field_dict["axis"] = axis

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SnapCSSType(d.pop("type"))




        def _parse_proximity(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        proximity = _parse_proximity(d.pop("proximity", UNSET))


        def _parse_axis(data: object) -> None | SnapCSSAxisType1 | SnapCSSAxisType2Type1 | SnapCSSAxisType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                axis_type_1 = SnapCSSAxisType1(data)



                return axis_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                axis_type_2_type_1 = SnapCSSAxisType2Type1(data)



                return axis_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                axis_type_3_type_1 = SnapCSSAxisType3Type1(data)



                return axis_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SnapCSSAxisType1 | SnapCSSAxisType2Type1 | SnapCSSAxisType3Type1 | Unset, data)

        axis = _parse_axis(d.pop("axis", UNSET))


        snap_css = cls(
            type_=type_,
            proximity=proximity,
            axis=axis,
        )

        return snap_css

