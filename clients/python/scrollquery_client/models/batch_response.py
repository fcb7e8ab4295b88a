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
        Example:
            {'results': [{'contentOffset': {'x': 0, 'y': 328}, 'idealOffset': {'x': 0, 'y': 328}, 'clamped': {'x': False,
                'y': False}, 'range': {'min': {'x': 0, 'y': 0}, 'max': {'x': 0, 'y': 1156}}, 'visibleRect': {'x': 0, 'y': 328,
                'width': 390, 'height': 844}, 'targetRect': {'x': 0, 'y': 700, 'width': 390, 'height': 100}}, {'items': [{'id':
                'row-7', 'visibleFraction': 1, 'visibleRect': {'x': 0, 'y': 700, 'width': 390, 'height': 100}, 'visible':
                True}], 'firstVisible': 'row-7', 'lastVisible': 'row-7', 'visibleCount': 1, 'geometry': {'contentOffset': {'x':
                0, 'y': 650}, 'contentSize': {'width': 390, 'height': 2000}, 'contentInsets': {'top': 0, 'left': 0, 'bottom': 0,
                'right': 0}, 'containerSize': {'width': 390, 'height': 844}, 'visibleRect': {'x': 0, 'y': 650, 'width': 390,
                'height': 844}, 'bounds': {'x': 0, 'y': 650, 'width': 390, 'height': 844}}, 'edges': {'atTop': False,
                'atBottom': False, 'atLeading': True, 'atTrailing': True, 'nearTop': False, 'nearBottom': False, 'nearLeading':
                True, 'nearTrailing': True, 'distanceToTop': 650, 'distanceToBottom': 506, 'distanceToLeading': 0,
                'distanceToTrailing': 0}}, {'error': {'code': 'target_not_found', 'message': 'no item has id "row-8"',
                'pointer': '/requests/2/target/id'}, 'status': 404}]}

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

