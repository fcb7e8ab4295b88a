from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.compose_scroll_offset_request_semantics import ComposeScrollOffsetRequestSemantics
from ..models.compose_scroll_offset_request_writing_mode_type_0 import ComposeScrollOffsetRequestWritingModeType0
from ..models.direction import Direction
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.compose_bring_into_view import ComposeBringIntoView
  from ..models.compose_scroll_to_item import ComposeScrollToItem
  from ..models.grid_type_0 import GridType0
  from ..models.grid_type_1 import GridType1
  from ..models.id_target import IdTarget
  from ..models.index_target import IndexTarget
  from ..models.insets import Insets
  from ..models.item import Item
  from ..models.lanes_type_0 import LanesType0
  from ..models.lanes_type_1 import LanesType1
  from ..models.next_target import NextTarget
  from ..models.padding import Padding
  from ..models.point import Point
  from ..models.previous_target import PreviousTarget
  from ..models.rect_target import RectTarget
  from ..models.size import Size
  from ..models.stack_type_0 import StackType0
  from ..models.stack_type_1 import StackType1
  from ..models.viewport_size import ViewportSize





T = TypeVar("T", bound="ComposeScrollOffsetRequest")



@_attrs_define
class ComposeScrollOffsetRequest:
    """ semantics compose (see `PlatformScrollOffsetRequest`).

        Attributes:
            viewport (ViewportSize): Both lengths > 0.
            target (IdTarget | IndexTarget | NextTarget | PreviousTarget | RectTarget): A target that names a frame (an item
                by id, index or as the neighbour of one, or a
                rect); it takes `anchor` and `margin`. Every target has exactly one of `id`, `index`,
                `edge`, `rect`, `point`, `next`, `previous`, `page` not `null` (the others absent or
                `null`); two are `conflicting_fields`, none is `missing_field`.
                 Example: {'id': 'msg-41'}.
            semantics (ComposeScrollOffsetRequestSemantics): `compose`.
            content_size (None | Size | Unset): Required unless `stack`, `grid`, `lanes` or `layout` gives it (see `Stack`,
                `Grid`, `Lanes`, `LayoutId`).
            content_insets (Insets | None | Unset): The platform's padding (see above). May be negative.
            scroll_padding (None | Padding | Unset): Pinned slivers and sticky headers (see above). Each side >= 0.
            content_offset (None | Point | Unset): The current offset; default the list's start on its scroll axis (the
                range minimum,
                or the maximum for `reverseLayout` and for a horizontal list in `direction` rtl,
                where the platform's position is 0) and on the other axis the scroll origin.
                `showOnScreen`, `bringIntoView`, `smoothScrollToPosition`, `scrollToPosition`, the
                `requestChildRectangleOnScreen` calls and Flutter's keepVisible policies measure
                from here.
            items (list[Item] | None | Unset): Item frames in content coordinates; ids unique (`duplicate_id` otherwise).
            stack (None | StackType0 | StackType1 | Unset): A compact layout in place of `items` (see `Stack`).
            grid (GridType0 | GridType1 | None | Unset): A compact grid in place of `items` (see `Grid`).
            lanes (LanesType0 | LanesType1 | None | Unset): Masonry lanes in place of `items` (see `Lanes`).
            layout (None | str | Unset): A stored layout in place of `items` (see `LayoutId`).
            anchor (None | Unset): Not with flutter, compose and android (`conflicting_fields`); `call` places the target.
            margin (Insets | None | Unset): Outset of the target rect: Android item margins and `ItemDecoration` insets (the
                decorated bounds the platform aligns). May be negative. Not with `jumpTo`
                (`conflicting_fields`).
            call (ComposeBringIntoView | ComposeScrollToItem | None | Unset): Default `scrollToItem` (scrollOffset 0).
            reverse_layout (bool | None | Unset): Default false. Flutter `reverse`, Compose `reverseLayout`, RecyclerView
                `reverseLayout`: the list starts at its bottom (right) end; the rule is mirrored,
                the geometry is not.
            display_scale (float | None | Unset): Device pixels per point: Compose's and Android's density. Compose and
                Android
                parameters in px (`scrollOffset`, `offset`, `fadingEdge`) are divided by it, and
                `platformScrollPosition` is whole device pixels. Default 1. Flutter never rounds
                and takes no px parameter: it does not use it.
            mode (None | Unset): Not with flutter, compose and android (`conflicting_fields`).
            container (None | Unset): Not with flutter, compose and android (`conflicting_fields`).
            ancestors (None | Unset): Not with flutter, compose and android (`conflicting_fields`).
            direction (Direction | None | Unset): Default `ltr`. `rtl` is the platform's RTL layout direction: a horizontal
                list then
                starts at the right (unless `reverseLayout`), and RecyclerView's
                `requestChildRectangleOnScreen` favours the right edge on x.
            writing_mode (ComposeScrollOffsetRequestWritingModeType0 | None | Unset): Only horizontal-tb
                (`conflicting_fields` otherwise).
     """

    viewport: ViewportSize
    target: IdTarget | IndexTarget | NextTarget | PreviousTarget | RectTarget
    semantics: ComposeScrollOffsetRequestSemantics
    content_size: None | Size | Unset = UNSET
    content_insets: Insets | None | Unset = UNSET
    scroll_padding: None | Padding | Unset = UNSET
    content_offset: None | Point | Unset = UNSET
    items: list[Item] | None | Unset = UNSET
    stack: None | StackType0 | StackType1 | Unset = UNSET
    grid: GridType0 | GridType1 | None | Unset = UNSET
    lanes: LanesType0 | LanesType1 | None | Unset = UNSET
    layout: None | str | Unset = UNSET
    anchor: None | Unset = UNSET
    margin: Insets | None | Unset = UNSET
    call: ComposeBringIntoView | ComposeScrollToItem | None | Unset = UNSET
    reverse_layout: bool | None | Unset = UNSET
    display_scale: float | None | Unset = UNSET
    mode: None | Unset = UNSET
    container: None | Unset = UNSET
    ancestors: None | Unset = UNSET
    direction: Direction | None | Unset = UNSET
    writing_mode: ComposeScrollOffsetRequestWritingModeType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.compose_bring_into_view import ComposeBringIntoView # noqa: PLC0415
        from ..models.compose_scroll_to_item import ComposeScrollToItem # noqa: PLC0415
        from ..models.grid_type_0 import GridType0 # noqa: PLC0415
        from ..models.grid_type_1 import GridType1 # noqa: PLC0415
        from ..models.id_target import IdTarget # noqa: PLC0415
        from ..models.index_target import IndexTarget # noqa: PLC0415
        from ..models.insets import Insets # noqa: PLC0415
        from ..models.item import Item # noqa: PLC0415
        from ..models.lanes_type_0 import LanesType0 # noqa: PLC0415
        from ..models.lanes_type_1 import LanesType1 # noqa: PLC0415
        from ..models.next_target import NextTarget # noqa: PLC0415
        from ..models.padding import Padding # noqa: PLC0415
        from ..models.point import Point # noqa: PLC0415
        from ..models.previous_target import PreviousTarget # noqa: PLC0415
        from ..models.rect_target import RectTarget # noqa: PLC0415
        from ..models.size import Size # noqa: PLC0415
        from ..models.stack_type_0 import StackType0 # noqa: PLC0415
        from ..models.stack_type_1 import StackType1 # noqa: PLC0415
        from ..models.viewport_size import ViewportSize # noqa: PLC0415
        viewport = self.viewport.to_dict()

        target: dict[str, Any]
        if isinstance(self.target, IdTarget):
            target = self.target.to_dict()
        elif isinstance(self.target, IndexTarget):
            target = self.target.to_dict()
        elif isinstance(self.target, RectTarget):
            target = self.target.to_dict()
        elif isinstance(self.target, NextTarget):
            target = self.target.to_dict()
        else:
            target = self.target.to_dict()


        semantics = self.semantics.value

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

        content_offset: dict[str, Any] | None | Unset
        if isinstance(self.content_offset, Unset):
            content_offset = UNSET
        elif isinstance(self.content_offset, Point):
            content_offset = self.content_offset.to_dict()
        else:
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

        anchor = self.anchor

        margin: dict[str, Any] | None | Unset
        if isinstance(self.margin, Unset):
            margin = UNSET
        elif isinstance(self.margin, Insets):
            margin = self.margin.to_dict()
        else:
            margin = self.margin

        call: dict[str, Any] | None | Unset
        if isinstance(self.call, Unset):
            call = UNSET
        elif isinstance(self.call, ComposeScrollToItem):
            call = self.call.to_dict()
        elif isinstance(self.call, ComposeBringIntoView):
            call = self.call.to_dict()
        else:
            call = self.call

        reverse_layout: bool | None | Unset
        if isinstance(self.reverse_layout, Unset):
            reverse_layout = UNSET
        else:
            reverse_layout = self.reverse_layout

        display_scale: float | None | Unset
        if isinstance(self.display_scale, Unset):
            display_scale = UNSET
        else:
            display_scale = self.display_scale

        mode = self.mode

        container = self.container

        ancestors = self.ancestors

        direction: None | str | Unset
        if isinstance(self.direction, Unset):
            direction = UNSET
        elif isinstance(self.direction, Direction):
            direction = self.direction.value
        else:
            direction = self.direction

        writing_mode: None | str | Unset
        if isinstance(self.writing_mode, Unset):
            writing_mode = UNSET
        elif isinstance(self.writing_mode, ComposeScrollOffsetRequestWritingModeType0):
            writing_mode = self.writing_mode.value
        else:
            writing_mode = self.writing_mode


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "viewport": viewport,
            "target": target,
            "semantics": semantics,
        })
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
        if anchor is not UNSET:
            field_dict["anchor"] = anchor
        if margin is not UNSET:
            field_dict["margin"] = margin
        if call is not UNSET:
            field_dict["call"] = call
        if reverse_layout is not UNSET:
            field_dict["reverseLayout"] = reverse_layout
        if display_scale is not UNSET:
            field_dict["displayScale"] = display_scale
        if mode is not UNSET:
            field_dict["mode"] = mode
        if container is not UNSET:
            field_dict["container"] = container
        if ancestors is not UNSET:
            field_dict["ancestors"] = ancestors
        if direction is not UNSET:
            field_dict["direction"] = direction
        if writing_mode is not UNSET:
            field_dict["writingMode"] = writing_mode

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.compose_bring_into_view import ComposeBringIntoView # noqa: PLC0415
        from ..models.compose_scroll_to_item import ComposeScrollToItem # noqa: PLC0415
        from ..models.grid_type_0 import GridType0 # noqa: PLC0415
        from ..models.grid_type_1 import GridType1 # noqa: PLC0415
        from ..models.id_target import IdTarget # noqa: PLC0415
        from ..models.index_target import IndexTarget # noqa: PLC0415
        from ..models.insets import Insets # noqa: PLC0415
        from ..models.item import Item # noqa: PLC0415
        from ..models.lanes_type_0 import LanesType0 # noqa: PLC0415
        from ..models.lanes_type_1 import LanesType1 # noqa: PLC0415
        from ..models.next_target import NextTarget # noqa: PLC0415
        from ..models.padding import Padding # noqa: PLC0415
        from ..models.point import Point # noqa: PLC0415
        from ..models.previous_target import PreviousTarget # noqa: PLC0415
        from ..models.rect_target import RectTarget # noqa: PLC0415
        from ..models.size import Size # noqa: PLC0415
        from ..models.stack_type_0 import StackType0 # noqa: PLC0415
        from ..models.stack_type_1 import StackType1 # noqa: PLC0415
        from ..models.viewport_size import ViewportSize # noqa: PLC0415
        d = dict(src_dict)
        viewport = ViewportSize.from_dict(d.pop("viewport"))




        def _parse_target(data: object) -> IdTarget | IndexTarget | NextTarget | PreviousTarget | RectTarget:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_item_target_type_0 = IdTarget.from_dict(data)



                return componentsschemas_item_target_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_item_target_type_1 = IndexTarget.from_dict(data)



                return componentsschemas_item_target_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_item_target_type_2 = RectTarget.from_dict(data)



                return componentsschemas_item_target_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_item_target_type_3 = NextTarget.from_dict(data)



                return componentsschemas_item_target_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_item_target_type_4 = PreviousTarget.from_dict(data)



            return componentsschemas_item_target_type_4

        target = _parse_target(d.pop("target"))


        semantics = ComposeScrollOffsetRequestSemantics(d.pop("semantics"))




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


        def _parse_content_offset(data: object) -> None | Point | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                content_offset_type_0 = Point.from_dict(data)



                return content_offset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Point | Unset, data)

        content_offset = _parse_content_offset(d.pop("contentOffset", UNSET))


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


        anchor = d.pop("anchor", UNSET)

        def _parse_margin(data: object) -> Insets | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                margin_type_0 = Insets.from_dict(data)



                return margin_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Insets | None | Unset, data)

        margin = _parse_margin(d.pop("margin", UNSET))


        def _parse_call(data: object) -> ComposeBringIntoView | ComposeScrollToItem | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                call_type_0 = ComposeScrollToItem.from_dict(data)



                return call_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                call_type_1 = ComposeBringIntoView.from_dict(data)



                return call_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ComposeBringIntoView | ComposeScrollToItem | None | Unset, data)

        call = _parse_call(d.pop("call", UNSET))


        def _parse_reverse_layout(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        reverse_layout = _parse_reverse_layout(d.pop("reverseLayout", UNSET))


        def _parse_display_scale(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        display_scale = _parse_display_scale(d.pop("displayScale", UNSET))


        mode = d.pop("mode", UNSET)

        container = d.pop("container", UNSET)

        ancestors = d.pop("ancestors", UNSET)

        def _parse_direction(data: object) -> Direction | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_0 = Direction(data)



                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Direction | None | Unset, data)

        direction = _parse_direction(d.pop("direction", UNSET))


        def _parse_writing_mode(data: object) -> ComposeScrollOffsetRequestWritingModeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                writing_mode_type_0 = ComposeScrollOffsetRequestWritingModeType0(data)



                return writing_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ComposeScrollOffsetRequestWritingModeType0 | None | Unset, data)

        writing_mode = _parse_writing_mode(d.pop("writingMode", UNSET))


        compose_scroll_offset_request = cls(
            viewport=viewport,
            target=target,
            semantics=semantics,
            content_size=content_size,
            content_insets=content_insets,
            scroll_padding=scroll_padding,
            content_offset=content_offset,
            items=items,
            stack=stack,
            grid=grid,
            lanes=lanes,
            layout=layout,
            anchor=anchor,
            margin=margin,
            call=call,
            reverse_layout=reverse_layout,
            display_scale=display_scale,
            mode=mode,
            container=container,
            ancestors=ancestors,
            direction=direction,
            writing_mode=writing_mode,
        )

        return compose_scroll_offset_request

