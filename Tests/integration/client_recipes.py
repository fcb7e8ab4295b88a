"""The chat recipe (and the load-more check of a feed) every client runs against the live server
(test_clients_*.py), and the answers it must get: those README.md ("Quick start", "Two recipes,
in full", the error under "Endpoints") and docs/lists.md ("A chat pinned to its newest message",
"The keyboard", "Load more below") print for the same requests.

Each client writes the requests with its own typed values and prints one line per step,
`NAME <answer JSON>`; `answers(output)` reads them back. Numbers compare as numbers (2190 == 2190.0).
"""
import json

PHONE = {"viewport": {"width": 390, "height": 844}, "contentInsets": {"top": 47, "bottom": 34}}

#: README "Quick start": a message centred on a phone (msg-41, 1200 − 47 − 0.5 · (763 − 120) = 831.5).
CENTRE_MESSAGE = {"contentOffset": {"x": 0, "y": 831.5}, "idealOffset": {"x": 0, "y": 831.5},
                  "clamped": {"x": False, "y": False}, "range": {"min": {"x": 0, "y": -47}, "max": {"x": 0, "y": 2190}},
                  "visibleRect": {"x": 0, "y": 831.5, "width": 390, "height": 844},
                  "targetRect": {"x": 0, "y": 1200, "width": 390, "height": 120}}

#: The newest message (msg-42, the last 120 of 3,000 points) at the bottom: README's "scroll a
#: chat to the bottom" answer (3000 + 34 − 844 = 2190), plus the message's own rect.
PIN_TO_NEWEST = {"contentOffset": {"x": 0, "y": 2190}, "idealOffset": {"x": 0, "y": 2190},
                 "clamped": {"x": False, "y": False}, "range": {"min": {"x": 0, "y": -47}, "max": {"x": 0, "y": 2190}},
                 "visibleRect": {"x": 0, "y": 2190, "width": 390, "height": 844},
                 "targetRect": {"x": 0, "y": 2880, "width": 390, "height": 120}}

#: README "Two recipes, in full": a 120-point message arrives, the chat keeps its bottom (2310).
MESSAGE_ARRIVES = {"contentOffset": {"x": 0, "y": 2310}, "anchor": {"edge": "bottom"}, "delta": {"x": 0, "y": 120},
                   "clamped": {"x": False, "y": False}}

#: docs/lists.md "The keyboard": the keyboard comes up (bottom inset 34 → 336), 2492.
KEYBOARD_UP = {"contentOffset": {"x": 0, "y": 2492}, "anchor": {"edge": "bottom"}, "delta": {"x": 0, "y": 302},
               "clamped": {"x": False, "y": False}}

#: README "Endpoints", the error example: what a client reports for a 404.
TARGET_NOT_FOUND = {"error": {"code": "target_not_found", "message": "index 3 is out of range: items has 0 elements",
                              "pointer": "/target/index"}}

#: docs/lists.md "Load more below": 256 points from the bottom of a feed with
#: prefetchDistance 400. Without `geometry` (the request's own numbers, echoed): clients print the
#: answer without it.
LOAD_MORE = {"items": [{"id": "p2", "visibleFraction": 0.8333333333333334,
                        "visibleRect": {"x": 0, "y": 700, "width": 390, "height": 500}, "visible": True},
                       {"id": "p3", "visibleFraction": 0.5733333333333334,
                        "visibleRect": {"x": 0, "y": 1200, "width": 390, "height": 344}, "visible": True}],
             "firstVisible": "p2", "lastVisible": "p3", "visibleCount": 2,
             "edges": {"atTop": False, "atBottom": False, "atLeading": True, "atTrailing": True, "nearTop": False,
                       "nearBottom": True, "nearLeading": True, "nearTrailing": True, "distanceToTop": 700,
                       "distanceToBottom": 256, "distanceToLeading": 0, "distanceToTrailing": 0}}

#: Step name → the answer README shows.
CHAT_RECIPE = {"centreMessage": CENTRE_MESSAGE, "pinToNewest": PIN_TO_NEWEST, "messageArrives": MESSAGE_ARRIVES,
               "keyboardUp": KEYBOARD_UP, "loadMore": LOAD_MORE, "targetNotFound": TARGET_NOT_FOUND}


def answers(output):
    """`{name: answer}` from lines `NAME {json}` (other lines are ignored)."""
    found = {}
    for line in output.splitlines():
        name, _, rest = line.partition(" ")
        if name in CHAT_RECIPE and rest.startswith("{"):
            found[name] = json.loads(rest)
    return found
