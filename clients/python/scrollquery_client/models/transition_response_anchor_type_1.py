from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.transition_response_anchor_type_1_edge import TransitionResponseAnchorType1Edge






T = TypeVar("T", bound="TransitionResponseAnchorType1")



@_attrs_define
class TransitionResponseAnchorType1:
    """ 
        Attributes:
            edge (TransitionResponseAnchorType1Edge): The end of the range that was held.
     """

    edge: TransitionResponseAnchorType1Edge





    def to_dict(self) -> dict[str, Any]:
        edge = self.edge.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "edge": edge,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        edge = TransitionResponseAnchorType1Edge(d.pop("edge"))




        transition_response_anchor_type_1 = cls(
            edge=edge,
        )

        return transition_response_anchor_type_1

