"""ScrollQuery's Python client: `Client`, one method per operation; `ScrollQueryError`, every
answer other than 2xx; the requests and answers as TypedDicts (`scrollquery_client.models`,
generated from openapi.yaml)."""
from . import models
from .models import BatchResult
from .client import (
    DEFAULT_URL,
    Client,
    ScrollQueryError,
    animation_result,
    offset_result,
    range_result,
    snap_result,
    visibility_result,
)
from .models import *  # noqa: F403 (every request and answer type, by the spec's names)

__all__ = [
    "DEFAULT_URL", "BatchResult", "Client", "ScrollQueryError", "animation_result", "offset_result", "range_result",
    "snap_result", "visibility_result",
]
__all__ += models.__all__
