from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.uniform_sizes import UniformSizes





T = TypeVar("T", bound="LanesType0")



@_attrs_define
class LanesType0:
    """ 
        Attributes:
            sizes (list[float | None] | UniformSizes): Each item's length along the axis (`null`: not known, see
                `estimatedSize`), or one
                length for every item.
     """

    sizes: list[float | None] | UniformSizes
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.uniform_sizes import UniformSizes # noqa: PLC0415
        sizes: dict[str, Any] | list[float | None]
        if isinstance(self.sizes, list):
            sizes = []
            for componentsschemas_stack_sizes_type_0_item_data in self.sizes:
                componentsschemas_stack_sizes_type_0_item: float | None
                componentsschemas_stack_sizes_type_0_item = componentsschemas_stack_sizes_type_0_item_data
                sizes.append(componentsschemas_stack_sizes_type_0_item)


        else:
            sizes = self.sizes.to_dict()



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "sizes": sizes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.uniform_sizes import UniformSizes # noqa: PLC0415
        d = dict(src_dict)
        def _parse_sizes(data: object) -> list[float | None] | UniformSizes:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                componentsschemas_stack_sizes_type_0 = []
                _componentsschemas_stack_sizes_type_0 = data
                for componentsschemas_stack_sizes_type_0_item_data in (_componentsschemas_stack_sizes_type_0):
                    def _parse_componentsschemas_stack_sizes_type_0_item(data: object) -> float | None:
                        if data is None:
                            return data
                        return cast(float | None, data)

                    componentsschemas_stack_sizes_type_0_item = _parse_componentsschemas_stack_sizes_type_0_item(componentsschemas_stack_sizes_type_0_item_data)

                    componentsschemas_stack_sizes_type_0.append(componentsschemas_stack_sizes_type_0_item)

                return componentsschemas_stack_sizes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_stack_sizes_type_1 = UniformSizes.from_dict(data)



            return componentsschemas_stack_sizes_type_1

        sizes = _parse_sizes(d.pop("sizes"))


        lanes_type_0 = cls(
            sizes=sizes,
        )


        lanes_type_0.additional_properties = d
        return lanes_type_0

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
