from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.snap_css_behavior_css_type_0 import SnapCSSBehaviorCssType0
  from ..models.snap_css_behavior_css_type_1 import SnapCSSBehaviorCssType1





T = TypeVar("T", bound="SnapCSSBehavior")



@_attrs_define
class SnapCSSBehavior:
    """ 
        Attributes:
            css (SnapCSSBehaviorCssType0 | SnapCSSBehaviorCssType1): `proximity` applies only to type `proximity`
                (`conflicting_fields` otherwise).
            paging (None | Unset):
            view_aligned (None | Unset):
     """

    css: SnapCSSBehaviorCssType0 | SnapCSSBehaviorCssType1
    paging: None | Unset = UNSET
    view_aligned: None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.snap_css_behavior_css_type_0 import SnapCSSBehaviorCssType0 # noqa: PLC0415
        from ..models.snap_css_behavior_css_type_1 import SnapCSSBehaviorCssType1 # noqa: PLC0415
        css: dict[str, Any]
        if isinstance(self.css, SnapCSSBehaviorCssType0):
            css = self.css.to_dict()
        else:
            css = self.css.to_dict()


        paging = self.paging

        view_aligned = self.view_aligned


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "css": css,
        })
        if paging is not UNSET:
            field_dict["paging"] = paging
        if view_aligned is not UNSET:
            field_dict["viewAligned"] = view_aligned

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.snap_css_behavior_css_type_0 import SnapCSSBehaviorCssType0 # noqa: PLC0415
        from ..models.snap_css_behavior_css_type_1 import SnapCSSBehaviorCssType1 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_css(data: object) -> SnapCSSBehaviorCssType0 | SnapCSSBehaviorCssType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                css_type_0 = SnapCSSBehaviorCssType0.from_dict(data)



                return css_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            css_type_1 = SnapCSSBehaviorCssType1.from_dict(data)



            return css_type_1

        css = _parse_css(d.pop("css"))


        paging = d.pop("paging", UNSET)

        view_aligned = d.pop("viewAligned", UNSET)

        snap_css_behavior = cls(
            css=css,
            paging=paging,
            view_aligned=view_aligned,
        )

        return snap_css_behavior

