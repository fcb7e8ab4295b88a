from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.compose_bring_into_view_spec_type_0 import ComposeBringIntoViewSpecType0
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="ComposeBringIntoView")



@_attrs_define
class ComposeBringIntoView:
    """ 
        Attributes:
            name (Literal['bringIntoView']): `bringIntoView`.
            spec (ComposeBringIntoViewSpecType0 | None | Unset): The `BringIntoViewSpec`; default `default`.
     """

    name: Literal['bringIntoView']
    spec: ComposeBringIntoViewSpecType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        spec: None | str | Unset
        if isinstance(self.spec, Unset):
            spec = UNSET
        elif isinstance(self.spec, ComposeBringIntoViewSpecType0):
            spec = self.spec.value
        else:
            spec = self.spec


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if spec is not UNSET:
            field_dict["spec"] = spec

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = cast(Literal['bringIntoView'] , d.pop("name"))
        if name != 'bringIntoView':
            raise ValueError(f"name must match const 'bringIntoView', got '{name}'")

        def _parse_spec(data: object) -> ComposeBringIntoViewSpecType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                spec_type_0 = ComposeBringIntoViewSpecType0(data)



                return spec_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ComposeBringIntoViewSpecType0 | None | Unset, data)

        spec = _parse_spec(d.pop("spec", UNSET))


        compose_bring_into_view = cls(
            name=name,
            spec=spec,
        )

        return compose_bring_into_view

