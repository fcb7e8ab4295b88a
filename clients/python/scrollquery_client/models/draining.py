from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.draining_status import DrainingStatus






T = TypeVar("T", bound="Draining")



@_attrs_define
class Draining:
    """ 
        Example:
            {'status': 'draining'}

        Attributes:
            status (DrainingStatus): `draining`: the server is shutting down and takes no new work.
     """

    status: DrainingStatus





    def to_dict(self) -> dict[str, Any]:
        status = self.status.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = DrainingStatus(d.pop("status"))




        draining = cls(
            status=status,
        )

        return draining

