from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.snap_css_behavior_css_type_0_axis_type_1 import SnapCSSBehaviorCssType0AxisType1
from ..models.snap_css_behavior_css_type_0_axis_type_2_type_1 import SnapCSSBehaviorCssType0AxisType2Type1
from ..models.snap_css_behavior_css_type_0_axis_type_3_type_1 import SnapCSSBehaviorCssType0AxisType3Type1
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="SnapCSSBehaviorCssType0")



@_attrs_define
class SnapCSSBehaviorCssType0:
    """ 
        Attributes:
            type_ (Literal['mandatory']):
            proximity (None | Unset):
            axis (None | SnapCSSBehaviorCssType0AxisType1 | SnapCSSBehaviorCssType0AxisType2Type1 |
                SnapCSSBehaviorCssType0AxisType3Type1 | Unset): `scroll-snap-type`'s axis; default `both`.
     """

    type_: Literal['mandatory']
    proximity: None | Unset = UNSET
    axis: None | SnapCSSBehaviorCssType0AxisType1 | SnapCSSBehaviorCssType0AxisType2Type1 | SnapCSSBehaviorCssType0AxisType3Type1 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        proximity = self.proximity

        axis: None | str | Unset
        if isinstance(self.axis, Unset):
            axis = UNSET
        elif isinstance(self.axis, SnapCSSBehaviorCssType0AxisType1):
            axis = self.axis.value
        elif isinstance(self.axis, SnapCSSBehaviorCssType0AxisType2Type1):
            axis = self.axis.value
        elif isinstance(self.axis, SnapCSSBehaviorCssType0AxisType3Type1):
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
        type_ = cast(Literal['mandatory'] , d.pop("type"))
        if type_ != 'mandatory':
            raise ValueError(f"type must match const 'mandatory', got '{type_}'")

        proximity = d.pop("proximity", UNSET)

        def _parse_axis(data: object) -> None | SnapCSSBehaviorCssType0AxisType1 | SnapCSSBehaviorCssType0AxisType2Type1 | SnapCSSBehaviorCssType0AxisType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                axis_type_1 = SnapCSSBehaviorCssType0AxisType1(data)



                return axis_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                axis_type_2_type_1 = SnapCSSBehaviorCssType0AxisType2Type1(data)



                return axis_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                axis_type_3_type_1 = SnapCSSBehaviorCssType0AxisType3Type1(data)



                return axis_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SnapCSSBehaviorCssType0AxisType1 | SnapCSSBehaviorCssType0AxisType2Type1 | SnapCSSBehaviorCssType0AxisType3Type1 | Unset, data)

        axis = _parse_axis(d.pop("axis", UNSET))


        snap_css_behavior_css_type_0 = cls(
            type_=type_,
            proximity=proximity,
            axis=axis,
        )

        return snap_css_behavior_css_type_0

