from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.readiness_layout_store import ReadinessLayoutStore
from ..models.readiness_status import ReadinessStatus
from ..types import UNSET, Unset






T = TypeVar("T", bound="Readiness")



@_attrs_define
class Readiness:
    """ 
        Example:
            {'status': 'ready'}

        Attributes:
            status (ReadinessStatus): `ready`: the server takes requests.
            layout_store (ReadinessLayoutStore | Unset): Only with `--layout-store`: how the last contact with the shared
                layout store went
                (`unknown`: none yet). Readiness does not depend on it: a replica whose store is down
                still answers inline layouts and the layouts it holds, and every replica shares the
                one store.
     """

    status: ReadinessStatus
    layout_store: ReadinessLayoutStore | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        layout_store: str | Unset = UNSET
        if not isinstance(self.layout_store, Unset):
            layout_store = self.layout_store.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
        })
        if layout_store is not UNSET:
            field_dict["layoutStore"] = layout_store

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = ReadinessStatus(d.pop("status"))




        _layout_store = d.pop("layoutStore", UNSET)
        layout_store: ReadinessLayoutStore | Unset
        if isinstance(_layout_store,  Unset):
            layout_store = UNSET
        else:
            layout_store = ReadinessLayoutStore(_layout_store)




        readiness = cls(
            status=status,
            layout_store=layout_store,
        )

        return readiness

