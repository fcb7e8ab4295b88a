from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.grid_type_0 import GridType0
  from ..models.grid_type_1 import GridType1
  from ..models.insets import Insets
  from ..models.item import Item
  from ..models.lanes_type_0 import LanesType0
  from ..models.lanes_type_1 import LanesType1
  from ..models.padding import Padding
  from ..models.size import Size
  from ..models.stack_type_0 import StackType0
  from ..models.stack_type_1 import StackType1
  from ..models.viewport_size import ViewportSize





T = TypeVar("T", bound="ScrollViewChange")



@_attrs_define
class ScrollViewChange:
    """ What changed: every field optional, one left out (or `null`) keeps `before`'s value.
    No `contentOffset` (the answer is the offset): it may only be absent or `null`.

        Attributes:
            viewport (None | Unset | ViewportSize): The new viewport; default `before`'s.
            content_size (None | Size | Unset): The new content size; default `before`'s.
            content_insets (Insets | None | Unset): The new content insets; default `before`'s.
            scroll_padding (None | Padding | Unset): The new scroll padding; default `before`'s.
            content_offset (None | Unset): Only absent or `null` (the answer is the offset).
            items (list[Item] | None | Unset): The items after the change; ids unique, matched to `before.items` by id.
            stack (None | StackType0 | StackType1 | Unset): A compact layout in place of `items` (see `Stack`).
            grid (GridType0 | GridType1 | None | Unset): A compact grid in place of `items` (see `Grid`).
            lanes (LanesType0 | LanesType1 | None | Unset): Masonry lanes in place of `items` (see `Lanes`).
            layout (None | str | Unset): A stored layout in place of `items` (see `LayoutId`).
            direction (None | Unset): Not supported by this endpoint yet; only `null` (`conflicting_fields` otherwise).
            writing_mode (None | Unset): Not supported by this endpoint yet; only `null` (`conflicting_fields` otherwise).
     """

    viewport: None | Unset | ViewportSize = UNSET
    content_size: None | Size | Unset = UNSET
    content_insets: Insets | None | Unset = UNSET
    scroll_padding: None | Padding | Unset = UNSET
    content_offset: None | Unset = UNSET
    items: list[Item] | None | Unset = UNSET
    stack: None | StackType0 | StackType1 | Unset = UNSET
    grid: GridType0 | GridType1 | None | Unset = UNSET
    lanes: LanesType0 | LanesType1 | None | Unset = UNSET
    layout: None | str | Unset = UNSET
    direction: None | Unset = UNSET
    writing_mode: None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.grid_type_0 import GridType0 # noqa: PLC0415
        from ..models.grid_type_1 import GridType1 # noqa: PLC0415
        from ..models.insets import Insets # noqa: PLC0415
        from ..models.item import Item # noqa: PLC0415
        from ..models.lanes_type_0 import LanesType0 # noqa: PLC0415
        from ..models.lanes_type_1 import LanesType1 # noqa: PLC0415
        from ..models.padding import Padding # noqa: PLC0415
        from ..models.size import Size # noqa: PLC0415
        from ..models.stack_type_0 import StackType0 # noqa: PLC0415
        from ..models.stack_type_1 import StackType1 # noqa: PLC0415
        from ..models.viewport_size import ViewportSize # noqa: PLC0415
        viewport: dict[str, Any] | None | Unset
        if isinstance(self.viewport, Unset):
            viewport = UNSET
        elif isinstance(self.viewport, ViewportSize):
            viewport = self.viewport.to_dict()
        else:
            viewport = self.viewport

        content_size: dict[str, Any] | None | Unset
        if isinstance(self.content_size, Unset):
            content_size = UNSET
        elif isinstance(self.content_size, Size):
            content_size = self.content_size.to_dict()
        else:
            content_size = self.content_size

        content_insets: dict[str, Any] | None | Unset
        if isinstance(self.content_insets, Unset):
            content_insets = UNSET
        elif isinstance(self.content_insets, Insets):
            content_insets = self.content_insets.to_dict()
        else:
            content_insets = self.content_insets

        scroll_padding: dict[str, Any] | None | Unset
        if isinstance(self.scroll_padding, Unset):
            scroll_padding = UNSET
        elif isinstance(self.scroll_padding, Padding):
            scroll_padding = self.scroll_padding.to_dict()
        else:
            scroll_padding = self.scroll_padding

        content_offset = self.content_offset

        items: list[dict[str, Any]] | None | Unset
        if isinstance(self.items, Unset):
            items = UNSET
        elif isinstance(self.items, list):
            items = []
            for items_type_0_item_data in self.items:
                items_type_0_item = items_type_0_item_data.to_dict()
                items.append(items_type_0_item)


        else:
            items = self.items

        stack: dict[str, Any] | None | Unset
        if isinstance(self.stack, Unset):
            stack = UNSET
        elif isinstance(self.stack, StackType0):
            stack = self.stack.to_dict()
        elif isinstance(self.stack, StackType1):
            stack = self.stack.to_dict()
        else:
            stack = self.stack

        grid: dict[str, Any] | None | Unset
        if isinstance(self.grid, Unset):
            grid = UNSET
        elif isinstance(self.grid, GridType0):
            grid = self.grid.to_dict()
        elif isinstance(self.grid, GridType1):
            grid = self.grid.to_dict()
        else:
            grid = self.grid

        lanes: dict[str, Any] | None | Unset
        if isinstance(self.lanes, Unset):
            lanes = UNSET
        elif isinstance(self.lanes, LanesType0):
            lanes = self.lanes.to_dict()
        elif isinstance(self.lanes, LanesType1):
            lanes = self.lanes.to_dict()
        else:
            lanes = self.lanes

        layout: None | str | Unset
        if isinstance(self.layout, Unset):
            layout = UNSET
        else:
            layout = self.layout

        direction = self.direction

        writing_mode = self.writing_mode


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if viewport is not UNSET:
            field_dict["viewport"] = viewport
        if content_size is not UNSET:
            field_dict["contentSize"] = content_size
        if content_insets is not UNSET:
            field_dict["contentInsets"] = content_insets
        if scroll_padding is not UNSET:
            field_dict["scrollPadding"] = scroll_padding
        if content_offset is not UNSET:
            field_dict["contentOffset"] = content_offset
        if items is not UNSET:
            field_dict["items"] = items
        if stack is not UNSET:
            field_dict["stack"] = stack
        if grid is not UNSET:
            field_dict["grid"] = grid
        if lanes is not UNSET:
            field_dict["lanes"] = lanes
        if layout is not UNSET:
            field_dict["layout"] = layout
        if direction is not UNSET:
            field_dict["direction"] = direction
        if writing_mode is not UNSET:
            field_dict["writingMode"] = writing_mode

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.grid_type_0 import GridType0 # noqa: PLC0415
        from ..models.grid_type_1 import GridType1 # noqa: PLC0415
        from ..models.insets import Insets # noqa: PLC0415
        from ..models.item import Item # noqa: PLC0415
        from ..models.lanes_type_0 import LanesType0 # noqa: PLC0415
        from ..models.lanes_type_1 import LanesType1 # noqa: PLC0415
        from ..models.padding import Padding # noqa: PLC0415
        from ..models.size import Size # noqa: PLC0415
        from ..models.stack_type_0 import StackType0 # noqa: PLC0415
        from ..models.stack_type_1 import StackType1 # noqa: PLC0415
        from ..models.viewport_size import ViewportSize # noqa: PLC0415
        d = dict(src_dict)
        def _parse_viewport(data: object) -> None | Unset | ViewportSize:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                viewport_type_0 = ViewportSize.from_dict(data)



                return viewport_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | ViewportSize, data)

        viewport = _parse_viewport(d.pop("viewport", UNSET))


        def _parse_content_size(data: object) -> None | Size | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                content_size_type_0 = Size.from_dict(data)



                return content_size_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Size | Unset, data)

        content_size = _parse_content_size(d.pop("contentSize", UNSET))


        def _parse_content_insets(data: object) -> Insets | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                content_insets_type_0 = Insets.from_dict(data)



                return content_insets_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Insets | None | Unset, data)

        content_insets = _parse_content_insets(d.pop("contentInsets", UNSET))


        def _parse_scroll_padding(data: object) -> None | Padding | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                scroll_padding_type_0 = Padding.from_dict(data)



                return scroll_padding_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Padding | Unset, data)

        scroll_padding = _parse_scroll_padding(d.pop("scrollPadding", UNSET))


        content_offset = d.pop("contentOffset", UNSET)

        def _parse_items(data: object) -> list[Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                items_type_0 = []
                _items_type_0 = data
                for items_type_0_item_data in (_items_type_0):
                    items_type_0_item = Item.from_dict(items_type_0_item_data)



                    items_type_0.append(items_type_0_item)

                return items_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Item] | None | Unset, data)

        items = _parse_items(d.pop("items", UNSET))


        def _parse_stack(data: object) -> None | StackType0 | StackType1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stack_type_0 = StackType0.from_dict(data)



                return componentsschemas_stack_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stack_type_1 = StackType1.from_dict(data)



                return componentsschemas_stack_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StackType0 | StackType1 | Unset, data)

        stack = _parse_stack(d.pop("stack", UNSET))


        def _parse_grid(data: object) -> GridType0 | GridType1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_grid_type_0 = GridType0.from_dict(data)



                return componentsschemas_grid_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_grid_type_1 = GridType1.from_dict(data)



                return componentsschemas_grid_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GridType0 | GridType1 | None | Unset, data)

        grid = _parse_grid(d.pop("grid", UNSET))


        def _parse_lanes(data: object) -> LanesType0 | LanesType1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lanes_type_0 = LanesType0.from_dict(data)



                return componentsschemas_lanes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lanes_type_1 = LanesType1.from_dict(data)



                return componentsschemas_lanes_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LanesType0 | LanesType1 | None | Unset, data)

        lanes = _parse_lanes(d.pop("lanes", UNSET))


        def _parse_layout(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        layout = _parse_layout(d.pop("layout", UNSET))


        direction = d.pop("direction", UNSET)

        writing_mode = d.pop("writingMode", UNSET)

        scroll_view_change = cls(
            viewport=viewport,
            content_size=content_size,
            content_insets=content_insets,
            scroll_padding=scroll_padding,
            content_offset=content_offset,
            items=items,
            stack=stack,
            grid=grid,
            lanes=lanes,
            layout=layout,
            direction=direction,
            writing_mode=writing_mode,
        )

        return scroll_view_change

