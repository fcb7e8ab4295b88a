"""The API fuzz run's repairs (schemathesis_hooks.py) make a valid body meet the rules beyond
JSON Schema, and leave an invalid value as invalid as it was generated."""
import copy

import pytest

from schemathesis_hooks import repair
from spec import SPEC, validator

VISIBILITY = validator(SPEC["paths"]["/v1/scroll/visibility"]["post"]["requestBody"]["content"]
                       ["application/json"]["schema"])


def body(section):
    return {"viewport": {"width": 390, "height": 844}, "sections": [section]}


@pytest.mark.parametrize("section, repaired", [
    # `itemHeight` beside `sizes`: one of the two goes, the sizes stay.
    ({"sizes": [40, 50], "itemHeight": 44}, {"sizes": [40, 50]}),
    # `count` follows the sizes.
    ({"sizes": [40], "count": 7}, {"sizes": [40], "count": 1}),
    # Rows without a size need an estimate.
    ({"count": 3}, {"count": 3, "estimatedSize": 44}),
])
def test_validSections_areRepairedToTheirRules(section, repaired):
    fixed = repair(body(copy.deepcopy(section)))
    assert fixed["sections"][0] == repaired
    assert not list(VISIBILITY.iter_errors(fixed))


@pytest.mark.parametrize("item_height", [{"a": 1}, "44", -1, [44]])
def test_anInvalidItemHeightBesideSizes_staysInvalid(item_height):
    # Schemathesis' negative case F1Lm9f: an object for `itemHeight` next to `sizes`, which a
    # repair that dropped it turned into a valid body the server rightly answered with 200.
    fixed = repair(body({"sizes": [40], "itemHeight": item_height}))
    assert fixed["sections"][0]["itemHeight"] == item_height
    assert list(VISIBILITY.iter_errors(fixed))


RANGE = validator("ScrollRangeRequest")


@pytest.mark.parametrize("request_body", [
    # Schemathesis' negative case lUz1jE: a grid count past the schema's 1e9, which the repair
    # held to 1000 and so made valid; the server rightly answered it with 200.
    {"viewport": {"width": 390, "height": 844}, "grid": {"count": 10 ** 9 + 1, "columns": 2, "itemHeight": 10}},
    {"viewport": {"width": 390, "height": 844}, "sections": [{"count": 10 ** 6 + 1, "itemHeight": 44}]},
    {"viewport": {"width": 390, "height": 844}, "sections": [{"count": 10 ** 6 + 1, "sizes": [40]}]},
])
def test_aCountPastTheSchemasMaximum_staysInvalid(request_body):
    fixed = repair(copy.deepcopy(request_body))
    assert list(RANGE.iter_errors(fixed))


def flat_count(sections):
    """Rows, headers and footers: the flat indices a section list has (`behavior: css` takes 1000)."""
    return sum((section.get("count") or 0) + sum(section.get(key) is not None for key in ("header", "footer"))
               for section in sections)


def test_sectionsAfterTheBudget_loseTheirHeadersAndFooters():
    # Schemathesis' case EkngSe: 994 rows after three empty sections, then seven headers and
    # footers past the budget: 1,001 flat indices, which `behavior: css` rightly refused (413).
    ends = {"header": 1, "footer": 1, "count": 0}
    sections = [{"count": 0}, {"count": 0}, {"count": 0}, {"count": 994, "estimatedSize": 44},
                dict(ends), dict(ends), dict(ends), {"header": 1, "count": 0}]
    fixed = repair({"viewport": {"width": 390, "height": 844}, "sections": sections})
    assert flat_count(fixed["sections"]) <= 1000
    assert not list(VISIBILITY.iter_errors(fixed))
