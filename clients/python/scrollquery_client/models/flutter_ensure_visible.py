from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.flutter_ensure_visible_alignment_policy_type_0 import FlutterEnsureVisibleAlignmentPolicyType0
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="FlutterEnsureVisible")



@_attrs_define
class FlutterEnsureVisible:
    """ 
        Attributes:
            name (Literal['ensureVisible']): `ensureVisible`.
            alignment (float | None | Unset): The target's unit position in the viewport less pinned slivers; default 0.
            alignment_policy (FlutterEnsureVisibleAlignmentPolicyType0 | None | Unset): Default `explicit`; the keepVisible
                policies scroll one way only.
     """

    name: Literal['ensureVisible']
    alignment: float | None | Unset = UNSET
    alignment_policy: FlutterEnsureVisibleAlignmentPolicyType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        alignment: float | None | Unset
        if isinstance(self.alignment, Unset):
            alignment = UNSET
        else:
            alignment = self.alignment

        alignment_policy: None | str | Unset
        if isinstance(self.alignment_policy, Unset):
            alignment_policy = UNSET
        elif isinstance(self.alignment_policy, FlutterEnsureVisibleAlignmentPolicyType0):
            alignment_policy = self.alignment_policy.value
        else:
            alignment_policy = self.alignment_policy


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if alignment is not UNSET:
            field_dict["alignment"] = alignment
        if alignment_policy is not UNSET:
            field_dict["alignmentPolicy"] = alignment_policy

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = cast(Literal['ensureVisible'] , d.pop("name"))
        if name != 'ensureVisible':
            raise ValueError(f"name must match const 'ensureVisible', got '{name}'")

        def _parse_alignment(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        alignment = _parse_alignment(d.pop("alignment", UNSET))


        def _parse_alignment_policy(data: object) -> FlutterEnsureVisibleAlignmentPolicyType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                alignment_policy_type_0 = FlutterEnsureVisibleAlignmentPolicyType0(data)



                return alignment_policy_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FlutterEnsureVisibleAlignmentPolicyType0 | None | Unset, data)

        alignment_policy = _parse_alignment_policy(d.pop("alignmentPolicy", UNSET))


        flutter_ensure_visible = cls(
            name=name,
            alignment=alignment,
            alignment_policy=alignment_policy,
        )

        return flutter_ensure_visible

