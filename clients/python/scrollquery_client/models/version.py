from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Version")



@_attrs_define
class Version:
    """ 
        Example:
            {'version': '1.0.0', 'revision': 'e3717f18cfd6', 'swift': '6.3.1', 'libmicrohttpd': '0.9.75'}

        Attributes:
            version (str): The service version (this document's `info.version`).
            revision (str): The git revision the binary was built from; `unknown` when built outside a checkout.
            swift (str): The Swift compiler that built the binary.
            libmicrohttpd (str): The libmicrohttpd version linked at run time (`MHD_get_version`).
     """

    version: str
    revision: str
    swift: str
    libmicrohttpd: str





    def to_dict(self) -> dict[str, Any]:
        version = self.version

        revision = self.revision

        swift = self.swift

        libmicrohttpd = self.libmicrohttpd


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "revision": revision,
            "swift": swift,
            "libmicrohttpd": libmicrohttpd,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        version = d.pop("version")

        revision = d.pop("revision")

        swift = d.pop("swift")

        libmicrohttpd = d.pop("libmicrohttpd")

        version = cls(
            version=version,
            revision=revision,
            swift=swift,
            libmicrohttpd=libmicrohttpd,
        )

        return version

