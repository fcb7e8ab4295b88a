from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.batch_error import BatchError
  from ..models.scroll_animation_response import ScrollAnimationResponse
  from ..models.scroll_offset_response import ScrollOffsetResponse
  from ..models.scroll_snap_response import ScrollSnapResponse
  from ..models.visibility_response import VisibilityResponse





T = TypeVar("T", bound="BatchResponse")



@_attrs_define
class BatchResponse:
    """ 
        Attributes:
            results (list[BatchError | ScrollAnimationResponse | ScrollOffsetResponse | ScrollSnapResponse |
                VisibilityResponse]): One per request, in the order of `requests`.
     """

    results: list[BatchError | ScrollAnimationResponse | ScrollOffsetResponse | ScrollSnapResponse | VisibilityResponse]





    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_error import BatchError # noqa: PLC0415
        from ..models.scroll_animation_response import ScrollAnimationResponse # noqa: PLC0415
        from ..models.scroll_offset_response import ScrollOffsetResponse # noqa: PLC0415
        from ..models.scroll_snap_response import ScrollSnapResponse # noqa: PLC0415
        from ..models.visibility_response import VisibilityResponse # noqa: PLC0415
        results = []
        for results_item_data in self.results:
            results_item: dict[str, Any]
            if isinstance(results_item_data, ScrollOffsetResponse):
                results_item = results_item_data.to_dict()
            elif isinstance(results_item_data, VisibilityResponse):
                results_item = results_item_data.to_dict()
            elif isinstance(results_item_data, ScrollSnapResponse):
                results_item = results_item_data.to_dict()
            elif isinstance(results_item_data, ScrollAnimationResponse):
                results_item = results_item_data.to_dict()
            else:
                results_item = results_item_data.to_dict()

            results.append(results_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "results": results,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_error import BatchError # noqa: PLC0415
        from ..models.scroll_animation_response import ScrollAnimationResponse # noqa: PLC0415
        from ..models.scroll_offset_response import ScrollOffsetResponse # noqa: PLC0415
        from ..models.scroll_snap_response import ScrollSnapResponse # noqa: PLC0415
        from ..models.visibility_response import VisibilityResponse # noqa: PLC0415
        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            def _parse_results_item(data: object) -> BatchError | ScrollAnimationResponse | ScrollOffsetResponse | ScrollSnapResponse | VisibilityResponse:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    results_item_type_0 = ScrollOffsetResponse.from_dict(data)



                    return results_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    results_item_type_1 = VisibilityResponse.from_dict(data)



                    return results_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    results_item_type_2 = ScrollSnapResponse.from_dict(data)



                    return results_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    results_item_type_3 = ScrollAnimationResponse.from_dict(data)



                    return results_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                results_item_type_4 = BatchError.from_dict(data)



                return results_item_type_4

            results_item = _parse_results_item(results_item_data)

            results.append(results_item)


        batch_response = cls(
            results=results,
        )

        return batch_response

