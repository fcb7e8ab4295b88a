from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.content_edge import ContentEdge






T = TypeVar("T", bound="EdgeTarget")



@_attrs_define
class EdgeTarget:
    """ The content placed at `edge` (see `ContentTarget`).

        Example:
            {'edge': 'bottom'}

        Attributes:
            edge (ContentEdge): The whole content rect `(0, 0, contentSize)` placed at this edge's UnitPoint:
                `top` gives the range minimum on y (x centred), `bottom` the maximum, `center`
                the content's centre at the area's centre.
     """

    edge: ContentEdge
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        edge = self.edge.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "edge": edge,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        edge = ContentEdge(d.pop("edge"))




        edge_target = cls(
            edge=edge,
        )


        edge_target.additional_properties = d
        return edge_target

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
