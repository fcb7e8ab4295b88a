from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.answer_point import AnswerPoint
  from ..models.transition_response_anchor_type_0 import TransitionResponseAnchorType0
  from ..models.transition_response_anchor_type_1 import TransitionResponseAnchorType1
  from ..models.transition_response_clamped import TransitionResponseClamped





T = TypeVar("T", bound="TransitionResponse")



@_attrs_define
class TransitionResponse:
    """ 
        Example:
            {'contentOffset': {'x': 0, 'y': 1276}, 'anchor': {'edge': 'bottom'}, 'delta': {'x': 0, 'y': 120}, 'clamped':
                {'x': False, 'y': False}}

        Attributes:
            content_offset (AnswerPoint): A point of the answer (`contentOffset` inside `range`; `idealOffset` before
                clamping and rounding).
            anchor (None | TransitionResponseAnchorType0 | TransitionResponseAnchorType1): What was held still: an item
                (`before`/`after`: its on-screen y, content y less the
                offset, before the change and at the answer), a pinned end, or `null` (raw offset).
            delta (AnswerPoint): A point of the answer (`contentOffset` inside `range`; `idealOffset` before clamping and
                rounding).
            clamped (TransitionResponseClamped): Per axis, whether the offset the rule asked for lay outside `after`'s
                range.
     """

    content_offset: AnswerPoint
    anchor: None | TransitionResponseAnchorType0 | TransitionResponseAnchorType1
    delta: AnswerPoint
    clamped: TransitionResponseClamped





    def to_dict(self) -> dict[str, Any]:
        from ..models.answer_point import AnswerPoint # noqa: PLC0415
        from ..models.transition_response_anchor_type_0 import TransitionResponseAnchorType0 # noqa: PLC0415
        from ..models.transition_response_anchor_type_1 import TransitionResponseAnchorType1 # noqa: PLC0415
        from ..models.transition_response_clamped import TransitionResponseClamped # noqa: PLC0415
        content_offset = self.content_offset.to_dict()

        anchor: dict[str, Any] | None
        if isinstance(self.anchor, TransitionResponseAnchorType0):
            anchor = self.anchor.to_dict()
        elif isinstance(self.anchor, TransitionResponseAnchorType1):
            anchor = self.anchor.to_dict()
        else:
            anchor = self.anchor

        delta = self.delta.to_dict()

        clamped = self.clamped.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "contentOffset": content_offset,
            "anchor": anchor,
            "delta": delta,
            "clamped": clamped,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.answer_point import AnswerPoint # noqa: PLC0415
        from ..models.transition_response_anchor_type_0 import TransitionResponseAnchorType0 # noqa: PLC0415
        from ..models.transition_response_anchor_type_1 import TransitionResponseAnchorType1 # noqa: PLC0415
        from ..models.transition_response_clamped import TransitionResponseClamped # noqa: PLC0415
        d = dict(src_dict)
        content_offset = AnswerPoint.from_dict(d.pop("contentOffset"))




        def _parse_anchor(data: object) -> None | TransitionResponseAnchorType0 | TransitionResponseAnchorType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                anchor_type_0 = TransitionResponseAnchorType0.from_dict(data)



                return anchor_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                anchor_type_1 = TransitionResponseAnchorType1.from_dict(data)



                return anchor_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TransitionResponseAnchorType0 | TransitionResponseAnchorType1, data)

        anchor = _parse_anchor(d.pop("anchor"))


        delta = AnswerPoint.from_dict(d.pop("delta"))




        clamped = TransitionResponseClamped.from_dict(d.pop("clamped"))




        transition_response = cls(
            content_offset=content_offset,
            anchor=anchor,
            delta=delta,
            clamped=clamped,
        )

        return transition_response

