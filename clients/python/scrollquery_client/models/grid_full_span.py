from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GridFullSpan")



@_attrs_define
class GridFullSpan:
    """ Items that take a whole row (section headers in a grid), all `height` tall. Indexes in
    any order, each below the count and listed once; `height` is required with any index
    (`missing_field` at `/grid/fullSpan/height`). At most `--max-items` indexes.

        Attributes:
            indexes (list[int] | None | Unset): The full-span items' indexes.
            height (float | None | Unset): The height of a full-span row (>= 0).
     """

    indexes: list[int] | None | Unset = UNSET
    height: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        indexes: list[int] | None | Unset
        if isinstance(self.indexes, Unset):
            indexes = UNSET
        elif isinstance(self.indexes, list):
            indexes = self.indexes


        else:
            indexes = self.indexes

        height: float | None | Unset
        if isinstance(self.height, Unset):
            height = UNSET
        else:
            height = self.height


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if indexes is not UNSET:
            field_dict["indexes"] = indexes
        if height is not UNSET:
            field_dict["height"] = height

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_indexes(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                indexes_type_0 = cast(list[int], data)

                return indexes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        indexes = _parse_indexes(d.pop("indexes", UNSET))


        def _parse_height(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        height = _parse_height(d.pop("height", UNSET))


        grid_full_span = cls(
            indexes=indexes,
            height=height,
        )

        return grid_full_span

