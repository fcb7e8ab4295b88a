from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.semantics import Semantics
from ..models.transition_request_keep_type_0 import TransitionRequestKeepType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.scroll_view import ScrollView
  from ..models.scroll_view_change import ScrollViewChange
  from ..models.transition_request_keep_type_1 import TransitionRequestKeepType1





T = TypeVar("T", bound="TransitionRequest")



@_attrs_define
class TransitionRequest:
    """ 
        Example:
            {'before': {'viewport': {'width': 390, 'height': 844}, 'contentSize': {'width': 390, 'height': 2000},
                'contentOffset': {'x': 0, 'y': 1156}}, 'after': {'contentSize': {'width': 390, 'height': 2120}}, 'semantics':
                'swiftui'}

        Attributes:
            before (ScrollView): A scroll view as every endpoint describes it (the fields and bounds of
                `/v1/scroll/offset`).
            after (ScrollViewChange): What changed: every field optional, one left out (or `null`) keeps `before`'s value.
                No `contentOffset` (the answer is the offset): it may only be absent or `null`.
            keep (None | TransitionRequestKeepType0 | TransitionRequestKeepType1 | Unset): Default `auto`.
            semantics (None | Semantics | Unset): Default `swiftui`; what `keep` `auto` does.
     """

    before: ScrollView
    after: ScrollViewChange
    keep: None | TransitionRequestKeepType0 | TransitionRequestKeepType1 | Unset = UNSET
    semantics: None | Semantics | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.scroll_view import ScrollView # noqa: PLC0415
        from ..models.scroll_view_change import ScrollViewChange # noqa: PLC0415
        from ..models.transition_request_keep_type_1 import TransitionRequestKeepType1 # noqa: PLC0415
        before = self.before.to_dict()

        after = self.after.to_dict()

        keep: dict[str, Any] | None | str | Unset
        if isinstance(self.keep, Unset):
            keep = UNSET
        elif isinstance(self.keep, TransitionRequestKeepType0):
            keep = self.keep.value
        elif isinstance(self.keep, TransitionRequestKeepType1):
            keep = self.keep.to_dict()
        else:
            keep = self.keep

        semantics: None | str | Unset
        if isinstance(self.semantics, Unset):
            semantics = UNSET
        elif isinstance(self.semantics, Semantics):
            semantics = self.semantics.value
        else:
            semantics = self.semantics


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "before": before,
            "after": after,
        })
        if keep is not UNSET:
            field_dict["keep"] = keep
        if semantics is not UNSET:
            field_dict["semantics"] = semantics

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scroll_view import ScrollView # noqa: PLC0415
        from ..models.scroll_view_change import ScrollViewChange # noqa: PLC0415
        from ..models.transition_request_keep_type_1 import TransitionRequestKeepType1 # noqa: PLC0415
        d = dict(src_dict)
        before = ScrollView.from_dict(d.pop("before"))




        after = ScrollViewChange.from_dict(d.pop("after"))




        def _parse_keep(data: object) -> None | TransitionRequestKeepType0 | TransitionRequestKeepType1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                keep_type_0 = TransitionRequestKeepType0(data)



                return keep_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                keep_type_1 = TransitionRequestKeepType1.from_dict(data)



                return keep_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TransitionRequestKeepType0 | TransitionRequestKeepType1 | Unset, data)

        keep = _parse_keep(d.pop("keep", UNSET))


        def _parse_semantics(data: object) -> None | Semantics | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                semantics_type_0 = Semantics(data)



                return semantics_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Semantics | Unset, data)

        semantics = _parse_semantics(d.pop("semantics", UNSET))


        transition_request = cls(
            before=before,
            after=after,
            keep=keep,
            semantics=semantics,
        )

        return transition_request

