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
  from ..models.item import Item
  from ..models.lanes_type_0 import LanesType0
  from ..models.lanes_type_1 import LanesType1
  from ..models.size import Size
  from ..models.stack_type_0 import StackType0
  from ..models.stack_type_1 import StackType1





T = TypeVar("T", bound="LayoutRequest")



@_attrs_define
class LayoutRequest:
    """ Exactly one of `items`, `stack`, `grid` and `lanes` (two are `conflicting_fields`, none `missing_field` at
    `/items`).

        Example:
            {'stack': {'axis': 'vertical', 'spacing': 20, 'sizes': {'uniform': 100, 'count': 1000}}}

        Attributes:
            items (list[Item] | None | Unset): Item frames in content order; ids unique (`duplicate_id` otherwise).
            stack (None | StackType0 | StackType1 | Unset): A compact layout in place of `items` (see `Stack`).
            grid (GridType0 | GridType1 | None | Unset): A compact grid in place of `items` (see `Grid`).
            lanes (LanesType0 | LanesType1 | None | Unset): Masonry lanes in place of `items` (see `Lanes`).
            content_size (None | Size | Unset): The content size queries use unless they send their own. Without it: the
                stack's
                (padding + sizes + spacing; across the axis the cross size + padding, or the
                viewport's when the stack has no `crossSize`), or for `items` the bounding box of the
                frames from the origin.
     """

    items: list[Item] | None | Unset = UNSET
    stack: None | StackType0 | StackType1 | Unset = UNSET
    grid: GridType0 | GridType1 | None | Unset = UNSET
    lanes: LanesType0 | LanesType1 | None | Unset = UNSET
    content_size: None | Size | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.grid_type_0 import GridType0 # noqa: PLC0415
        from ..models.grid_type_1 import GridType1 # noqa: PLC0415
        from ..models.item import Item # noqa: PLC0415
        from ..models.lanes_type_0 import LanesType0 # noqa: PLC0415
        from ..models.lanes_type_1 import LanesType1 # noqa: PLC0415
        from ..models.size import Size # noqa: PLC0415
        from ..models.stack_type_0 import StackType0 # noqa: PLC0415
        from ..models.stack_type_1 import StackType1 # noqa: PLC0415
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

        content_size: dict[str, Any] | None | Unset
        if isinstance(self.content_size, Unset):
            content_size = UNSET
        elif isinstance(self.content_size, Size):
            content_size = self.content_size.to_dict()
        else:
            content_size = self.content_size


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if items is not UNSET:
            field_dict["items"] = items
        if stack is not UNSET:
            field_dict["stack"] = stack
        if grid is not UNSET:
            field_dict["grid"] = grid
        if lanes is not UNSET:
            field_dict["lanes"] = lanes
        if content_size is not UNSET:
            field_dict["contentSize"] = content_size

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.grid_type_0 import GridType0 # noqa: PLC0415
        from ..models.grid_type_1 import GridType1 # noqa: PLC0415
        from ..models.item import Item # noqa: PLC0415
        from ..models.lanes_type_0 import LanesType0 # noqa: PLC0415
        from ..models.lanes_type_1 import LanesType1 # noqa: PLC0415
        from ..models.size import Size # noqa: PLC0415
        from ..models.stack_type_0 import StackType0 # noqa: PLC0415
        from ..models.stack_type_1 import StackType1 # noqa: PLC0415
        d = dict(src_dict)
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


        layout_request = cls(
            items=items,
            stack=stack,
            grid=grid,
            lanes=lanes,
            content_size=content_size,
        )

        return layout_request

