from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UniformSizes")



@_attrs_define
class UniformSizes:
    """ `count` items of one size (`uniform`; absent or `null`: every item takes `estimatedSize`).

        Attributes:
            count (int): At most `--max-items` (default 1,000,000; 413 `too_many_items` at
                `/stack/sizes/count` past it, like `items`: a count limit rather than a schema bound).
            uniform (float | None | Unset): Every item's length along the axis.
     """

    count: int
    uniform: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        uniform: float | None | Unset
        if isinstance(self.uniform, Unset):
            uniform = UNSET
        else:
            uniform = self.uniform


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
        })
        if uniform is not UNSET:
            field_dict["uniform"] = uniform

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        def _parse_uniform(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        uniform = _parse_uniform(d.pop("uniform", UNSET))


        uniform_sizes = cls(
            count=count,
            uniform=uniform,
        )

        return uniform_sizes

