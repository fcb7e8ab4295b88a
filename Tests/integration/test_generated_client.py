"""The spec is usable, not just valid: the Python client generated from openapi.yaml by a tool no one
here wrote (PyPI `openapi-python-client`, pinned in clients/generate_python.py) calls every kind of
operation on the live server, and its typed answers carry the expected numbers.

The client is the committed one, clients/python: test_clients_python.py fails when it drifts from
the spec. The generator has no decoder for `application/yaml`, so `GET /openapi.yaml` comes back
as raw bytes (`Response.content`), which the test parses itself.
"""
import importlib
import os
import sys

import pytest
import yaml

from serverprocess import REPO

PACKAGE = "scrollquery_client"
SPEC = os.path.join(REPO, "openapi.yaml")
CLIENT = os.path.join(REPO, "clients", "python")


@pytest.fixture(scope="module")
def sq():
    """The committed package, imported (as a namespace of its modules)."""
    sys.path.insert(0, CLIENT)
    try:
        modules = {name: importlib.import_module(f"{PACKAGE}.{name}")
                   for name in ["client", "models", "types", "api.default.health",
                                "api.default.open_api_document", "api.default.scroll_offset"]}
    finally:
        sys.path.remove(CLIENT)
    yield type("Generated", (), {name.rsplit(".", 1)[-1]: module for name, module in modules.items()})


@pytest.fixture
def client(sq, server):
    return sq.client.Client(base_url=server.base_url, raise_on_unexpected_status=True)


@pytest.fixture
def authenticated(sq, server):
    # The server of the suite is started without a token, so any token is accepted (auth is optional).
    return sq.client.AuthenticatedClient(base_url=server.base_url, token="any", raise_on_unexpected_status=True)


def test_health(sq, client):
    answer = sq.health.sync(client=client)
    assert isinstance(answer, sq.models.Health)
    assert answer.status == sq.models.HealthStatus.OK


def test_openAPIDocument_isTheSpec(sq, server):
    # The generator leaves the YAML 200 undecoded, so it is "unexpected" to the client: not raised.
    client = sq.client.Client(base_url=server.base_url)
    response = sq.open_api_document.sync_detailed(client=client)
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/yaml"
    with open(SPEC, "rb") as spec:
        assert yaml.safe_load(response.content) == yaml.safe_load(spec)


def test_scrollOffset_readmeChatExample(sq, authenticated):
    m = sq.models
    body = m.ItemScrollOffsetRequest(
        viewport=m.ViewportSize(width=390, height=844),
        content_size=m.Size(width=390, height=3000),
        content_insets=m.Insets(top=47, bottom=34),
        items=[m.Item(id="msg-41", frame=m.Rect(x=0, y=1200, width=390, height=120))],
        target=m.IdTarget(id="msg-41"),
        anchor=m.AnchorName.CENTER)
    answer = sq.scroll_offset.sync(client=authenticated, body=body)
    assert isinstance(answer, m.ScrollOffsetResponse)
    assert (answer.content_offset.x, answer.content_offset.y) == (0, 831.5)
    assert (answer.ideal_offset.x, answer.ideal_offset.y) == (0, 831.5)
    assert (answer.clamped.x, answer.clamped.y) == (False, False)
    assert (answer.range_.min_.y, answer.range_.max_.y) == (-47, 2190)
    assert (answer.visible_rect.y, answer.visible_rect.height) == (831.5, 844)
    assert (answer.target_rect.y, answer.target_rect.height) == (1200, 120)


def test_scrollOffset_withoutToken_edgeTarget(sq, client):
    # Auth is optional on a server started without a token: the plain client works too.
    m = sq.models
    body = m.ContentScrollOffsetRequest(
        viewport=m.ViewportSize(width=390, height=844),
        content_size=m.Size(width=390, height=3000),
        content_insets=m.Insets(top=47, bottom=34),
        target=m.EdgeTarget(edge=m.ContentEdge.BOTTOM))
    answer = sq.scroll_offset.sync(client=client, body=body)
    assert isinstance(answer, m.ScrollOffsetResponse)
    assert answer.content_offset.y == 2190
    assert isinstance(answer.target_rect, sq.types.Unset)  # edge targets have none


def test_scrollOffset_pointTarget_isClamped(sq, client):
    m = sq.models
    body = m.ContentScrollOffsetRequest(
        viewport=m.ViewportSize(width=320, height=480), content_size=m.Size(width=320, height=1000),
        target=m.PointTarget(point=m.Point(x=40, y=900)))
    answer = sq.scroll_offset.sync(client=client, body=body)
    assert (answer.content_offset.x, answer.content_offset.y) == (0, 520)
    assert (answer.ideal_offset.x, answer.ideal_offset.y) == (40, 900)
    assert (answer.clamped.x, answer.clamped.y) == (True, True)


def test_scrollOffset_rectTarget_perAxisAnchor_margin_displayScale(sq, client):
    m = sq.models
    body = m.ItemScrollOffsetRequest(
        viewport=m.ViewportSize(width=320, height=480), content_size=m.Size(width=320, height=1000),
        target=m.RectTarget(rect=m.Rect(x=0, y=333.3, width=320, height=50)),
        anchor=m.AxisAnchors(y=0.5), margin=m.Insets(top=0, bottom=0), display_scale=3,
        semantics=m.Semantics.SWIFTUI)
    answer = sq.scroll_offset.sync(client=client, body=body)
    assert answer.content_offset.y == 355 / 3
    assert answer.ideal_offset.y == pytest.approx(118.3)
    assert answer.target_rect.y == 333.3


def test_scrollOffset_indexTarget_cssNearest(sq, client):
    m = sq.models
    body = m.ItemScrollOffsetRequest(
        viewport=m.ViewportSize(width=300, height=400), content_size=m.Size(width=300, height=2000),
        content_offset=m.Point(x=0, y=500),
        items=[m.Item(id=1, frame=m.Rect(x=0, y=300, width=300, height=700))],
        target=m.IndexTarget(index=0), semantics=m.Semantics.UIKIT, anchor=m.AnchorName.NEAREST)
    answer = sq.scroll_offset.sync(client=client, body=body)
    assert answer.content_offset.y == 300


def test_scrollOffset_400_isATypedError(sq, client):
    m = sq.models
    body = m.ItemScrollOffsetRequest(
        viewport=m.ViewportSize(width=320, height=480), content_size=m.Size(width=320, height=1000),
        items=[m.Item(id="a", frame=m.Rect(x=0, y=0, width=320, height=-4))], target=m.IdTarget(id="a"))
    response = sq.scroll_offset.sync_detailed(client=client, body=body)
    assert response.status_code == 400
    assert isinstance(response.parsed, m.Error)
    assert response.parsed.error.code == m.ErrorErrorCode.INVALID_FIELD
    assert response.parsed.error.pointer == "/items/0/frame/height"
    assert response.parsed.error.message == "height must be >= 0"


def test_scrollOffset_404_isATypedError(sq, client):
    m = sq.models
    body = m.ItemScrollOffsetRequest(
        viewport=m.ViewportSize(width=320, height=480), content_size=m.Size(width=320, height=1000),
        items=[], target=m.IndexTarget(index=3))
    response = sq.scroll_offset.sync_detailed(client=client, body=body)
    assert response.status_code == 404
    assert response.parsed.error.code == m.ErrorErrorCode.TARGET_NOT_FOUND
    assert response.parsed.error.pointer == "/target/index"
