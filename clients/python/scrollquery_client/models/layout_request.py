from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.item import Item
  from ..models.section import Section
  from ..models.size import Size
  from ..models.stack_type_0 import StackType0
  from ..models.stack_type_1 import StackType1





T = TypeVar("T", bound="LayoutRequest")



@_attrs_define
class LayoutRequest:
    """ Exactly one of `items`, `stack` and `sections` (two is `conflicting_fields`, none `missing_field` at `/items`);
    `pinnedHeaders` only with `sections`.

        Example:
            {'stack': {'axis': 'vertical', 'spacing': 20, 'sizes': {'uniform': 100, 'count': 1000}}}

        Attributes:
            items (list[Item] | None | Unset): Item frames in content order; ids unique (`duplicate_id` otherwise).
            stack (None | StackType0 | StackType1 | Unset): A compact layout in place of `items` (see `Stack`).
            sections (list[Section] | None | Unset): A section list in place of `items` (see `Sections`).
            pinned_headers (bool | None | Unset): With `sections`: whether each section's header sticks at the top
                while its section passes under it (see `Sections`); default false.
                Without `sections` it is `conflicting_fields` at `/pinnedHeaders`.
            content_size (None | Size | Unset): The content size queries use unless they send their own. Without it: the
                stack's
                (padding + sizes + spacing; across the axis the cross size + padding, or the
                viewport's when the stack has no `crossSize`), or for `items` the bounding box of the
                frames from the origin.
     """

    items: list[Item] | None | Unset = UNSET
    stack: None | StackType0 | StackType1 | Unset = UNSET
    sections: list[Section] | None | Unset = UNSET
    pinned_headers: bool | None | Unset = UNSET
    content_size: None | Size | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.item import Item # noqa: PLC0415
        from ..models.section import Section # noqa: PLC0415
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

        sections: list[dict[str, Any]] | None | Unset
        if isinstance(self.sections, Unset):
            sections = UNSET
        elif isinstance(self.sections, list):
            sections = []
            for componentsschemas_sections_item_data in self.sections:
                componentsschemas_sections_item = componentsschemas_sections_item_data.to_dict()
                sections.append(componentsschemas_sections_item)


        else:
            sections = self.sections

        pinned_headers: bool | None | Unset
        if isinstance(self.pinned_headers, Unset):
            pinned_headers = UNSET
        else:
            pinned_headers = self.pinned_headers

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
        if sections is not UNSET:
            field_dict["sections"] = sections
        if pinned_headers is not UNSET:
            field_dict["pinnedHeaders"] = pinned_headers
        if content_size is not UNSET:
            field_dict["contentSize"] = content_size

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.item import Item # noqa: PLC0415
        from ..models.section import Section # noqa: PLC0415
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


        def _parse_sections(data: object) -> list[Section] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                sections_type_0 = []
                _sections_type_0 = data
                for componentsschemas_sections_item_data in (_sections_type_0):
                    componentsschemas_sections_item = Section.from_dict(componentsschemas_sections_item_data)



                    sections_type_0.append(componentsschemas_sections_item)

                return sections_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Section] | None | Unset, data)

        sections = _parse_sections(d.pop("sections", UNSET))


        def _parse_pinned_headers(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        pinned_headers = _parse_pinned_headers(d.pop("pinnedHeaders", UNSET))


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
            sections=sections,
            pinned_headers=pinned_headers,
            content_size=content_size,
        )

        return layout_request

