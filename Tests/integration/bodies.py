"""Request bodies built from a base, for the table-driven HTTP tests."""
import json


def changed(base, **changes):
    """A deep copy of `base` with each keyword set as a member, or removed when its value is `...`
    (so `None` can still mean JSON `null`)."""
    body = json.loads(json.dumps(base))
    for key, value in changes.items():
        if value is ...:
            del body[key]
        else:
            body[key] = value
    return body
