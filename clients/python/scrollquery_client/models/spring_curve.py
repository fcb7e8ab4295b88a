from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.duration_spring_type_0 import DurationSpringType0
  from ..models.duration_spring_type_1 import DurationSpringType1
  from ..models.physical_spring import PhysicalSpring
  from ..models.response_spring_type_0 import ResponseSpringType0
  from ..models.response_spring_type_1 import ResponseSpringType1





T = TypeVar("T", bound="SpringCurve")



@_attrs_define
class SpringCurve:
    """ 
        Attributes:
            spring (DurationSpringType0 | DurationSpringType1 | PhysicalSpring | ResponseSpringType0 | ResponseSpringType1):
                One parameterisation: `ResponseSpring`, `DurationSpring` or `PhysicalSpring` (mixing
                them is `conflicting_fields`, none is `missing_field`).
                 Example: {'response': 0.5, 'dampingFraction': 0.8}.
            cubic_bezier (None | Unset): A timing curve's member (`CubicBezierCurve`); absent or `null` here.
     """

    spring: DurationSpringType0 | DurationSpringType1 | PhysicalSpring | ResponseSpringType0 | ResponseSpringType1
    cubic_bezier: None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.duration_spring_type_0 import DurationSpringType0 # noqa: PLC0415
        from ..models.duration_spring_type_1 import DurationSpringType1 # noqa: PLC0415
        from ..models.physical_spring import PhysicalSpring # noqa: PLC0415
        from ..models.response_spring_type_0 import ResponseSpringType0 # noqa: PLC0415
        from ..models.response_spring_type_1 import ResponseSpringType1 # noqa: PLC0415
        spring: dict[str, Any]
        if isinstance(self.spring, ResponseSpringType0):
            spring = self.spring.to_dict()
        elif isinstance(self.spring, ResponseSpringType1):
            spring = self.spring.to_dict()
        elif isinstance(self.spring, DurationSpringType0):
            spring = self.spring.to_dict()
        elif isinstance(self.spring, DurationSpringType1):
            spring = self.spring.to_dict()
        else:
            spring = self.spring.to_dict()


        cubic_bezier = self.cubic_bezier


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "spring": spring,
        })
        if cubic_bezier is not UNSET:
            field_dict["cubicBezier"] = cubic_bezier

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.duration_spring_type_0 import DurationSpringType0 # noqa: PLC0415
        from ..models.duration_spring_type_1 import DurationSpringType1 # noqa: PLC0415
        from ..models.physical_spring import PhysicalSpring # noqa: PLC0415
        from ..models.response_spring_type_0 import ResponseSpringType0 # noqa: PLC0415
        from ..models.response_spring_type_1 import ResponseSpringType1 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_spring(data: object) -> DurationSpringType0 | DurationSpringType1 | PhysicalSpring | ResponseSpringType0 | ResponseSpringType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_response_spring_type_0 = ResponseSpringType0.from_dict(data)



                return componentsschemas_response_spring_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_response_spring_type_1 = ResponseSpringType1.from_dict(data)



                return componentsschemas_response_spring_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_duration_spring_type_0 = DurationSpringType0.from_dict(data)



                return componentsschemas_duration_spring_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_duration_spring_type_1 = DurationSpringType1.from_dict(data)



                return componentsschemas_duration_spring_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_spring_type_2 = PhysicalSpring.from_dict(data)



            return componentsschemas_spring_type_2

        spring = _parse_spring(d.pop("spring"))


        cubic_bezier = d.pop("cubicBezier", UNSET)

        spring_curve = cls(
            spring=spring,
            cubic_bezier=cubic_bezier,
        )

        return spring_curve

