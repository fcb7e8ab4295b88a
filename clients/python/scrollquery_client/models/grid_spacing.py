from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GridSpacing")



@_attrs_define
class GridSpacing:
    """ 
        Attributes:
            row (float | None | Unset): Between rows (>= 0, default 0).
            column (float | None | Unset): Between columns (>= 0, default 0).
     """

    row: float | None | Unset = UNSET
    column: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        row: float | None | Unset
        if isinstance(self.row, Unset):
            row = UNSET
        else:
            row = self.row

        column: float | None | Unset
        if isinstance(self.column, Unset):
            column = UNSET
        else:
            column = self.column


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if row is not UNSET:
            field_dict["row"] = row
        if column is not UNSET:
            field_dict["column"] = column

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_row(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        row = _parse_row(d.pop("row", UNSET))


        def _parse_column(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        column = _parse_column(d.pop("column", UNSET))


        grid_spacing = cls(
            row=row,
            column=column,
        )

        return grid_spacing

