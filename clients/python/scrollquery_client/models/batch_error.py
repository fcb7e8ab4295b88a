from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.batch_error_status import BatchErrorStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.batch_error_error import BatchErrorError





T = TypeVar("T", bound="BatchError")



@_attrs_define
class BatchError:
    """ A request of a batch that failed: the error its endpoint would have answered (the
    pointer leading into the batch, e.g. `/requests/3/target/id`) and that answer's status.

        Attributes:
            error (BatchErrorError): As `Error`'s `error`.
            status (BatchErrorStatus): 400 (a malformed request), 404 (`target_not_found`), 413 (`too_many_items`:
                `sampleTimes`, or the items under a css `snap`), 503 (`layout_store_unavailable`: a `layout` the shared store
                did not answer for).
     """

    error: BatchErrorError
    status: BatchErrorStatus





    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_error_error import BatchErrorError # noqa: PLC0415
        error = self.error.to_dict()

        status = self.status.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "error": error,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_error_error import BatchErrorError # noqa: PLC0415
        d = dict(src_dict)
        error = BatchErrorError.from_dict(d.pop("error"))




        status = BatchErrorStatus(d.pop("status"))




        batch_error = cls(
            error=error,
            status=status,
        )

        return batch_error

