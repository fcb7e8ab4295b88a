from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rect import Rect





T = TypeVar("T", bound="RectTarget")



@_attrs_define
class RectTarget:
    """ The rect `rect` in content coordinates (see `ItemTarget`).

        Example:
            {'rect': {'x': 0, 'y': 333.5, 'width': 320, 'height': 50}}

        Attributes:
            rect (Rect):
     """

    rect: Rect
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rect import Rect # noqa: PLC0415
        rect = self.rect.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rect": rect,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rect import Rect # noqa: PLC0415
        d = dict(src_dict)
        rect = Rect.from_dict(d.pop("rect"))




        rect_target = cls(
            rect=rect,
        )


        rect_target.additional_properties = d
        return rect_target

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
