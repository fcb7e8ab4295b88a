from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.visibility_response_edges import VisibilityResponseEdges
  from ..models.visibility_response_geometry import VisibilityResponseGeometry
  from ..models.visibility_response_items_item import VisibilityResponseItemsItem
  from ..models.visibility_response_pinned_header_type_0 import VisibilityResponsePinnedHeaderType0





T = TypeVar("T", bound="VisibilityResponse")



@_attrs_define
class VisibilityResponse:
    """ 
        Example:
            {'items': [{'id': 'm1', 'visibleFraction': 0.5, 'visibleRect': {'x': 0, 'y': 250, 'width': 390, 'height': 50},
                'visible': True}], 'firstVisible': 'm1', 'lastVisible': 'm1', 'visibleCount': 1, 'geometry': {'contentOffset':
                {'x': 0, 'y': 250}, 'contentSize': {'width': 390, 'height': 2000}, 'contentInsets': {'top': 0, 'left': 0,
                'bottom': 0, 'right': 0}, 'containerSize': {'width': 390, 'height': 844}, 'visibleRect': {'x': 0, 'y': 250,
                'width': 390, 'height': 844}, 'bounds': {'x': 0, 'y': 250, 'width': 390, 'height': 844}}, 'edges': {'atTop':
                False, 'atBottom': False, 'atLeading': True, 'atTrailing': True, 'nearTop': True, 'nearBottom': False,
                'nearLeading': True, 'nearTrailing': True, 'distanceToTop': 250, 'distanceToBottom': 906, 'distanceToLeading':
                0, 'distanceToTrailing': 0}}

        Attributes:
            items (list[VisibilityResponseItemsItem]): Each item the region shows any of, in content order.
            first_visible (int | None | str): The first `visible` item in content order, or `null` when none is.
            last_visible (int | None | str): The last `visible` item in content order, or `null` when none is.
            visible_count (int): How many items are `visible`.
            geometry (VisibilityResponseGeometry): SwiftUI `ScrollGeometry`: `visibleRect` is the container at the offset
                (insets
                included), `bounds` the container less `contentInsets` (the safe area).
            edges (VisibilityResponseEdges): Distances from the offset to each end of the range (negative when the offset
                lies
                outside it); `at*` = distance <= 0.5, `near*` = distance <= `prefetchDistance`.
            pinned_header (None | Unset | VisibilityResponsePinnedHeaderType0): With `sections` and `pinnedHeaders` only
                (absent otherwise): the header stuck at the
                top, or `null` when none is (above the first section, past the last, or a section
                without a header). `y` is the header's top in viewport coordinates: `contentInsets.top`
                while it sticks, less while its section's end pushes it out (negative once it starts
                to leave the viewport with no inset). The pinned header is measured in `items` where
                it is drawn, and is `visible` as any item; `firstVisible` is then the header itself.
     """

    items: list[VisibilityResponseItemsItem]
    first_visible: int | None | str
    last_visible: int | None | str
    visible_count: int
    geometry: VisibilityResponseGeometry
    edges: VisibilityResponseEdges
    pinned_header: None | Unset | VisibilityResponsePinnedHeaderType0 = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.visibility_response_edges import VisibilityResponseEdges # noqa: PLC0415
        from ..models.visibility_response_geometry import VisibilityResponseGeometry # noqa: PLC0415
        from ..models.visibility_response_items_item import VisibilityResponseItemsItem # noqa: PLC0415
        from ..models.visibility_response_pinned_header_type_0 import VisibilityResponsePinnedHeaderType0 # noqa: PLC0415
        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)



        first_visible: int | None | str
        first_visible = self.first_visible

        last_visible: int | None | str
        last_visible = self.last_visible

        visible_count = self.visible_count

        geometry = self.geometry.to_dict()

        edges = self.edges.to_dict()

        pinned_header: dict[str, Any] | None | Unset
        if isinstance(self.pinned_header, Unset):
            pinned_header = UNSET
        elif isinstance(self.pinned_header, VisibilityResponsePinnedHeaderType0):
            pinned_header = self.pinned_header.to_dict()
        else:
            pinned_header = self.pinned_header


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "items": items,
            "firstVisible": first_visible,
            "lastVisible": last_visible,
            "visibleCount": visible_count,
            "geometry": geometry,
            "edges": edges,
        })
        if pinned_header is not UNSET:
            field_dict["pinnedHeader"] = pinned_header

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.visibility_response_edges import VisibilityResponseEdges # noqa: PLC0415
        from ..models.visibility_response_geometry import VisibilityResponseGeometry # noqa: PLC0415
        from ..models.visibility_response_items_item import VisibilityResponseItemsItem # noqa: PLC0415
        from ..models.visibility_response_pinned_header_type_0 import VisibilityResponsePinnedHeaderType0 # noqa: PLC0415
        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = VisibilityResponseItemsItem.from_dict(items_item_data)



            items.append(items_item)


        def _parse_first_visible(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        first_visible = _parse_first_visible(d.pop("firstVisible"))


        def _parse_last_visible(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        last_visible = _parse_last_visible(d.pop("lastVisible"))


        visible_count = d.pop("visibleCount")

        geometry = VisibilityResponseGeometry.from_dict(d.pop("geometry"))




        edges = VisibilityResponseEdges.from_dict(d.pop("edges"))




        def _parse_pinned_header(data: object) -> None | Unset | VisibilityResponsePinnedHeaderType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pinned_header_type_0 = VisibilityResponsePinnedHeaderType0.from_dict(data)



                return pinned_header_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | VisibilityResponsePinnedHeaderType0, data)

        pinned_header = _parse_pinned_header(d.pop("pinnedHeader", UNSET))


        visibility_response = cls(
            items=items,
            first_visible=first_visible,
            last_visible=last_visible,
            visible_count=visible_count,
            geometry=geometry,
            edges=edges,
            pinned_header=pinned_header,
        )

        return visibility_response

