from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.point import Point





T = TypeVar("T", bound="PointTarget")



@_attrs_define
class PointTarget:
    """ The content offset `point`, clamped to the range (see `ContentTarget`).

        Example:
            {'point': {'x': 0, 'y': 900}}

        Attributes:
            point (Point):
     """

    point: Point
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.point import Point # noqa: PLC0415
        point = self.point.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "point": point,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.point import Point # noqa: PLC0415
        d = dict(src_dict)
        point = Point.from_dict(d.pop("point"))




        point_target = cls(
            point=point,
        )


        point_target.additional_properties = d
        return point_target

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
