from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BatchErrorError")



@_attrs_define
class BatchErrorError:
    """ As `Error`'s `error`.

        Attributes:
            code (str): One of the codes of `Error`.
            message (str): What to fix, in English.
            pointer (str): RFC 6901 JSON pointer into the batch document.
     """

    code: str
    message: str
    pointer: str





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message = self.message

        pointer = self.pointer


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "message": message,
            "pointer": pointer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        message = d.pop("message")

        pointer = d.pop("pointer")

        batch_error_error = cls(
            code=code,
            message=message,
            pointer=pointer,
        )

        return batch_error_error

