from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.error_error_code import ErrorErrorCode
from ..types import UNSET, Unset






T = TypeVar("T", bound="ErrorError")



@_attrs_define
class ErrorError:
    """ What went wrong and where.

        Attributes:
            code (ErrorErrorCode): A stable machine-readable code (one of these).
            message (str): What to fix, in English (for people; match on `code`).
            pointer (str | Unset): RFC 6901 JSON pointer to the offending field ("" is the whole body); absent when
                the error is not about the body.
     """

    code: ErrorErrorCode
    message: str
    pointer: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        message = self.message

        pointer = self.pointer


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "message": message,
        })
        if pointer is not UNSET:
            field_dict["pointer"] = pointer

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = ErrorErrorCode(d.pop("code"))




        message = d.pop("message")

        pointer = d.pop("pointer", UNSET)

        error_error = cls(
            code=code,
            message=message,
            pointer=pointer,
        )

        return error_error

