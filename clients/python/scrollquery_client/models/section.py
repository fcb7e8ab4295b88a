from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Section")



@_attrs_define
class Section:
    """ One section: an optional `header` and `footer`, and rows as `count` with `itemHeight`
    (every row that tall) or with `estimatedSize` alone (every row estimated), or as
    `sizes` (one per row; a `null` takes `estimatedSize`, and the row is estimated). Checked
    after the object, in this order: `itemHeight` with `sizes` is `conflicting_fields` at
    `itemHeight`; neither `count` nor `sizes` is `missing_field` at `count`; `count` other
    than the length of `sizes` is `invalid_field` at `count`; a row with no size is
    `missing_field` at `estimatedSize`. With an estimated row, answers say which frames
    rest on an estimate (`estimated`).

        Example:
            {'header': 40, 'count': 12, 'itemHeight': 56}

        Attributes:
            header (float | None | Unset): The header's height; absent or `null`, the section has no header (and no flat
                index for it).
            count (int | None | Unset): How many rows.
            item_height (float | None | Unset): Every row's height.
            sizes (list[float | None] | None | Unset): Each row's height; `null` for one of unknown size (it takes
                `estimatedSize`).
            estimated_size (float | None | Unset): The height of a row with none; such rows are estimated.
            spacing (float | None | Unset): Between neighbouring rows; default 0.
            footer (float | None | Unset): The footer's height; absent or `null`, the section has no footer.
            header_id (int | None | str | Unset): The header's id (see `ids`).
            ids (list[int | str] | None | Unset): The rows' ids, one per row (`invalid_field` otherwise). Ids are all or
                nothing:
                without any, an item's id is its flat index; once a section sends `headerId`, `ids`
                or `footerId`, every header, row and footer of the list needs one (`missing_field`
                at the first section's key that lacks it) and no id may repeat (`duplicate_id` at
                the repeat, in flat order).
            footer_id (int | None | str | Unset): The footer's id (see `ids`).
     """

    header: float | None | Unset = UNSET
    count: int | None | Unset = UNSET
    item_height: float | None | Unset = UNSET
    sizes: list[float | None] | None | Unset = UNSET
    estimated_size: float | None | Unset = UNSET
    spacing: float | None | Unset = UNSET
    footer: float | None | Unset = UNSET
    header_id: int | None | str | Unset = UNSET
    ids: list[int | str] | None | Unset = UNSET
    footer_id: int | None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        header: float | None | Unset
        if isinstance(self.header, Unset):
            header = UNSET
        else:
            header = self.header

        count: int | None | Unset
        if isinstance(self.count, Unset):
            count = UNSET
        else:
            count = self.count

        item_height: float | None | Unset
        if isinstance(self.item_height, Unset):
            item_height = UNSET
        else:
            item_height = self.item_height

        sizes: list[float | None] | None | Unset
        if isinstance(self.sizes, Unset):
            sizes = UNSET
        elif isinstance(self.sizes, list):
            sizes = []
            for sizes_type_0_item_data in self.sizes:
                sizes_type_0_item: float | None
                sizes_type_0_item = sizes_type_0_item_data
                sizes.append(sizes_type_0_item)


        else:
            sizes = self.sizes

        estimated_size: float | None | Unset
        if isinstance(self.estimated_size, Unset):
            estimated_size = UNSET
        else:
            estimated_size = self.estimated_size

        spacing: float | None | Unset
        if isinstance(self.spacing, Unset):
            spacing = UNSET
        else:
            spacing = self.spacing

        footer: float | None | Unset
        if isinstance(self.footer, Unset):
            footer = UNSET
        else:
            footer = self.footer

        header_id: int | None | str | Unset
        if isinstance(self.header_id, Unset):
            header_id = UNSET
        else:
            header_id = self.header_id

        ids: list[int | str] | None | Unset
        if isinstance(self.ids, Unset):
            ids = UNSET
        elif isinstance(self.ids, list):
            ids = []
            for componentsschemas_stack_ids_item_data in self.ids:
                componentsschemas_stack_ids_item: int | str
                componentsschemas_stack_ids_item = componentsschemas_stack_ids_item_data
                ids.append(componentsschemas_stack_ids_item)


        else:
            ids = self.ids

        footer_id: int | None | str | Unset
        if isinstance(self.footer_id, Unset):
            footer_id = UNSET
        else:
            footer_id = self.footer_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if header is not UNSET:
            field_dict["header"] = header
        if count is not UNSET:
            field_dict["count"] = count
        if item_height is not UNSET:
            field_dict["itemHeight"] = item_height
        if sizes is not UNSET:
            field_dict["sizes"] = sizes
        if estimated_size is not UNSET:
            field_dict["estimatedSize"] = estimated_size
        if spacing is not UNSET:
            field_dict["spacing"] = spacing
        if footer is not UNSET:
            field_dict["footer"] = footer
        if header_id is not UNSET:
            field_dict["headerId"] = header_id
        if ids is not UNSET:
            field_dict["ids"] = ids
        if footer_id is not UNSET:
            field_dict["footerId"] = footer_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_header(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        header = _parse_header(d.pop("header", UNSET))


        def _parse_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        count = _parse_count(d.pop("count", UNSET))


        def _parse_item_height(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        item_height = _parse_item_height(d.pop("itemHeight", UNSET))


        def _parse_sizes(data: object) -> list[float | None] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                sizes_type_0 = []
                _sizes_type_0 = data
                for sizes_type_0_item_data in (_sizes_type_0):
                    def _parse_sizes_type_0_item(data: object) -> float | None:
                        if data is None:
                            return data
                        return cast(float | None, data)

                    sizes_type_0_item = _parse_sizes_type_0_item(sizes_type_0_item_data)

                    sizes_type_0.append(sizes_type_0_item)

                return sizes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float | None] | None | Unset, data)

        sizes = _parse_sizes(d.pop("sizes", UNSET))


        def _parse_estimated_size(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        estimated_size = _parse_estimated_size(d.pop("estimatedSize", UNSET))


        def _parse_spacing(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        spacing = _parse_spacing(d.pop("spacing", UNSET))


        def _parse_footer(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        footer = _parse_footer(d.pop("footer", UNSET))


        def _parse_header_id(data: object) -> int | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | str | Unset, data)

        header_id = _parse_header_id(d.pop("headerId", UNSET))


        def _parse_ids(data: object) -> list[int | str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ids_type_0 = []
                _ids_type_0 = data
                for componentsschemas_stack_ids_item_data in (_ids_type_0):
                    def _parse_componentsschemas_stack_ids_item(data: object) -> int | str:
                        return cast(int | str, data)

                    componentsschemas_stack_ids_item = _parse_componentsschemas_stack_ids_item(componentsschemas_stack_ids_item_data)

                    ids_type_0.append(componentsschemas_stack_ids_item)

                return ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int | str] | None | Unset, data)

        ids = _parse_ids(d.pop("ids", UNSET))


        def _parse_footer_id(data: object) -> int | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | str | Unset, data)

        footer_id = _parse_footer_id(d.pop("footerId", UNSET))


        section = cls(
            header=header,
            count=count,
            item_height=item_height,
            sizes=sizes,
            estimated_size=estimated_size,
            spacing=spacing,
            footer=footer,
            header_id=header_id,
            ids=ids,
            footer_id=footer_id,
        )

        return section

