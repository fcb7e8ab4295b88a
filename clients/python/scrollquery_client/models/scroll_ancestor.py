from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.direction import Direction
from ..models.writing_mode import WritingMode
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.insets import Insets
  from ..models.padding import Padding
  from ..models.point import Point
  from ..models.rect import Rect
  from ..models.size import Size
  from ..models.viewport_size import ViewportSize





T = TypeVar("T", bound="ScrollAncestor")



@_attrs_define
class ScrollAncestor:
    """ A scroll container around the previous one (innermost first): the scroll-view fields
    but `items`, plus `frame`.

        Attributes:
            viewport (ViewportSize): Both lengths > 0.
            content_size (Size): Both lengths >= 0.
            frame (Rect):
            content_insets (Insets | None | Unset): This container's content insets (as the request's `contentInsets`).
            scroll_padding (None | Padding | Unset): This container's scroll padding (as the request's `scrollPadding`).
            content_offset (None | Point | Unset): The current offset; default the scroll origin.
            direction (Direction | None | Unset): This container's direction; default `ltr`. See `Direction`.
            writing_mode (None | Unset | WritingMode): This container's writing mode; default `horizontal-tb`; css only. See
                `WritingMode`.
     """

    viewport: ViewportSize
    content_size: Size
    frame: Rect
    content_insets: Insets | None | Unset = UNSET
    scroll_padding: None | Padding | Unset = UNSET
    content_offset: None | Point | Unset = UNSET
    direction: Direction | None | Unset = UNSET
    writing_mode: None | Unset | WritingMode = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.insets import Insets # noqa: PLC0415
        from ..models.padding import Padding # noqa: PLC0415
        from ..models.point import Point # noqa: PLC0415
        from ..models.rect import Rect # noqa: PLC0415
        from ..models.size import Size # noqa: PLC0415
        from ..models.viewport_size import ViewportSize # noqa: PLC0415
        viewport = self.viewport.to_dict()

        content_size = self.content_size.to_dict()

        frame = self.frame.to_dict()

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
        elif isinstance(self.writing_mode, WritingMode):
            writing_mode = self.writing_mode.value
        else:
            writing_mode = self.writing_mode


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "viewport": viewport,
            "contentSize": content_size,
            "frame": frame,
        })
        if content_insets is not UNSET:
            field_dict["contentInsets"] = content_insets
        if scroll_padding is not UNSET:
            field_dict["scrollPadding"] = scroll_padding
        if content_offset is not UNSET:
            field_dict["contentOffset"] = content_offset
        if direction is not UNSET:
            field_dict["direction"] = direction
        if writing_mode is not UNSET:
            field_dict["writingMode"] = writing_mode

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.insets import Insets # noqa: PLC0415
        from ..models.padding import Padding # noqa: PLC0415
        from ..models.point import Point # noqa: PLC0415
        from ..models.rect import Rect # noqa: PLC0415
        from ..models.size import Size # noqa: PLC0415
        from ..models.viewport_size import ViewportSize # noqa: PLC0415
        d = dict(src_dict)
        viewport = ViewportSize.from_dict(d.pop("viewport"))




        content_size = Size.from_dict(d.pop("contentSize"))




        frame = Rect.from_dict(d.pop("frame"))




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


        def _parse_writing_mode(data: object) -> None | Unset | WritingMode:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                writing_mode_type_0 = WritingMode(data)



                return writing_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WritingMode, data)

        writing_mode = _parse_writing_mode(d.pop("writingMode", UNSET))


        scroll_ancestor = cls(
            viewport=viewport,
            content_size=content_size,
            frame=frame,
            content_insets=content_insets,
            scroll_padding=scroll_padding,
            content_offset=content_offset,
            direction=direction,
            writing_mode=writing_mode,
        )

        return scroll_ancestor

