from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.batch_operation_op import BatchOperationOp






T = TypeVar("T", bound="BatchOperation")



@_attrs_define
class BatchOperation:
    """ One request of a batch: `op` names the endpoint, the other members are that endpoint's
    own fields (the top level's scroll view applies; see `/v1/batch`).
    `offset`: the fields of `ScrollOffsetRequest` but `items`, `stack`, `layout`,
    `direction`, `writingMode`. `visibility`: those of `VisibilityRequest` but the same.
    `snap`: those of `ScrollSnapRequest` but `items`, `stack`, `layout`. `animation`: those
    of `ScrollAnimationRequest`, its `offsetRequest` without `items`, `stack`, `layout`,
    `direction`, `writingMode`, its `snapRequest` without `items`, `stack`, `layout`. Any of them may send `viewport`,
    `contentSize`, `contentInsets`,
    `scrollPadding`, `contentOffset` of its own.

        Attributes:
            op (BatchOperationOp): The endpoint this request goes to.
     """

    op: BatchOperationOp
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        op = self.op.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "op": op,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        op = BatchOperationOp(d.pop("op"))




        batch_operation = cls(
            op=op,
        )


        batch_operation.additional_properties = d
        return batch_operation

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
