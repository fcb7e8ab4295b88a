"""The playground page: its routes and headers over HTTP, `--no-playground`, and the page itself
driven in headless Chromium over the DevTools protocol (devtools.py): it must draw the viewport
where the API says, with no console error and no request to another origin."""
import json
import math

import pytest

from serverprocess import Server

PAGES = {"/": "text/html", "/playground": "text/html",
         "/playground.js": "text/javascript", "/playground.css": "text/css",
         "/playground.svg": "image/svg+xml"}
CSP = "default-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'"


def test_pages_areServed_withAStrictContentSecurityPolicy(server):
    for path, media_type in PAGES.items():
        status, headers, body = server.request("GET", path)
        assert status == 200, path
        assert headers["content-type"] == media_type + ("; charset=utf-8" if media_type.startswith("text/") else "")
        assert headers["content-security-policy"] == CSP
        assert headers["x-content-type-options"] == "nosniff"
        assert body, path
        status, head_headers, head_body = server.request("HEAD", path)
        assert (status, head_body) == (200, b"")
        assert head_headers["content-security-policy"] == CSP
        assert int(head_headers["content-length"]) == len(body)


def test_page_loadsNothingFromElsewhere_andHasNoInlineCode(server):
    _, _, html = server.request("GET", "/")
    text = html.decode()
    assert "http://" not in text.replace('xmlns="http://www.w3.org/2000/svg"', "") and "https://" not in text
    assert "<style" not in text and " style=" not in text
    assert '<script src="/playground.js" defer></script>' in text and text.count("<script") == 1
    _, _, script = server.request("GET", "/playground.js")
    assert b"http://" not in script.replace(b"http://www.w3.org/2000/svg", b"")
    _, _, css = server.request("GET", "/playground.css")
    assert b"url(http" not in css and b"@import" not in css


@pytest.mark.parametrize("how", [("--no-playground",), ("--no-playground=true",), "env"])
def test_noPlayground_turnsThePagesOff_butNotTheAPI(how, monkeypatch):
    if how == "env":
        monkeypatch.setenv("SCROLLQUERY_NO_PLAYGROUND", "1")
        off = Server()
    else:
        off = Server(*how)
    try:
        for path in PAGES:
            status, _, body = off.request("GET", path)
            assert status == 404, path
            assert json.loads(body)["error"]["code"] == "not_found"
        assert off.request("GET", "/healthz")[0] == 200
    finally:
        off.stop()


def test_noPlaygroundFalse_flagWinsOverTheEnvironment(monkeypatch):
    monkeypatch.setenv("SCROLLQUERY_NO_PLAYGROUND", "1")
    on = Server("--no-playground=false")
    try:
        assert on.request("GET", "/")[0] == 200
    finally:
        on.stop()


# -- in the browser ----------------------------------------------------------------------------

@pytest.fixture(scope="module")
def browser(server):
    devtools = pytest.importorskip("devtools")
    if not devtools.find_chromium():
        pytest.skip("no Chromium")
    instance = devtools.Browser(server.base_url)
    try:
        instance.navigate(server.base_url + "/")
        instance.wait_for("document.body.dataset.ready", timeout=30)
        instance.settle()
        yield instance
    finally:
        instance.close()


def drawn(browser, svg_id):
    return browser.evaluate(f"({{...document.getElementById({json.dumps(svg_id)}).dataset}})")


def close(a, b):
    return math.isclose(float(a), float(b), abs_tol=1e-3)


def test_browser_onLoad_drawsTheDefaultExample_atTheAPIsOffset(browser, server):
    assert browser.evaluate("document.body.dataset.ready") == "true"
    request = json.loads(browser.evaluate("document.getElementById('request').value"))
    status, answer = server.post_json("/v1/scroll/offset", request)
    assert status == 200
    scene = drawn(browser, "scene")
    assert scene["animating"] == "false"
    assert close(scene["offsetY"], answer["contentOffset"]["y"]) and close(scene["offsetX"], answer["contentOffset"]["x"])
    assert close(scene["targetY"], answer["targetRect"]["y"])
    # The overlay: visibility of the resting offset, and the six semantics side by side (the
    # platform ones without an anchor or writing mode, which they refuse).
    visibility = server.post_json("/v1/scroll/visibility", {
        "viewport": request["viewport"], "contentSize": request["contentSize"],
        "contentInsets": request["contentInsets"], "contentOffset": answer["contentOffset"],
        "items": request["items"], "threshold": 0.5})[1]
    assert scene["firstVisible"] == visibility["firstVisible"] and scene["lastVisible"] == visibility["lastVisible"]
    for semantics in ("swiftui", "uikit", "css", "flutter", "compose", "android"):
        sent = dict(request, semantics=semantics)
        if semantics in ("flutter", "compose", "android"):
            sent = {key: value for key, value in sent.items() if key not in ("anchor", "writingMode")}
        expected = server.post_json("/v1/scroll/offset", sent)[1]
        assert close(drawn(browser, "compare-" + semantics)["offsetY"], expected["contentOffset"]["y"]), semantics
    assert browser.problems == []


def test_browser_clickAnItem_animatesWithASpring_andRestsWhereTheAPISays(browser, server):
    browser.evaluate("document.getElementById('curve').value = 'bouncy'")
    browser.evaluate("document.querySelector('[data-item-id=\"m2\"]')"
                     ".dispatchEvent(new MouseEvent('click', {bubbles: true}))")
    browser.wait_for("document.getElementById('scene').dataset.animating === 'true'")
    browser.settle()
    request = json.loads(browser.evaluate("document.getElementById('request').value"))
    assert request["target"] == {"id": "m2"}
    status, answer = server.post_json("/v1/scroll/offset", request)
    assert status == 200
    scene = drawn(browser, "scene")
    assert close(scene["offsetY"], answer["contentOffset"]["y"])
    assert float(scene["overshootY"]) > 0  # a bouncy spring passes its destination
    assert browser.evaluate("document.querySelector('[data-item-id=\"m2\"]').classList.contains('target')")
    assert browser.problems == []


def test_browser_keyboard_focusAnItem_andPressEnter(browser, server):
    browser.evaluate("document.querySelector('[data-item-id=\"m14\"]').focus()")
    for kind in ("keyDown", "keyUp"):
        browser.call("Input.dispatchKeyEvent", {"type": kind, "key": "Enter", "code": "Enter",
                                                "windowsVirtualKeyCode": 13}, session=True)
    browser.wait_for("JSON.parse(document.getElementById('request').value).target.id === 'm14'")
    browser.settle()
    request = json.loads(browser.evaluate("document.getElementById('request').value"))
    answer = server.post_json("/v1/scroll/offset", request)[1]
    assert close(drawn(browser, "scene")["offsetY"], answer["contentOffset"]["y"])
    assert browser.problems == []


@pytest.mark.parametrize("kind, target", [("edge", {"edge": "top"}), ("point", {"point": {"x": 0, "y": 600}})])
def test_browser_edgeAndPointTargets(browser, server, kind, target):
    browser.evaluate(f"(() => {{ const s = document.getElementById('target-kind'); s.value = '{kind}';"
                     " s.dispatchEvent(new Event('change', {bubbles: true})); })()")
    browser.wait_for(f"JSON.parse(document.getElementById('request').value).target.{kind} !== undefined")
    browser.settle()
    request = json.loads(browser.evaluate("document.getElementById('request').value"))
    assert request["target"] == target and "anchor" not in request
    answer = server.post_json("/v1/scroll/offset", request)[1]
    assert close(drawn(browser, "scene")["offsetY"], answer["contentOffset"]["y"])
    browser.evaluate("(() => { const s = document.getElementById('target-kind'); s.value = 'id';"
                     " s.dispatchEvent(new Event('change', {bubbles: true})); })()")
    browser.settle()
    assert browser.problems == []


def test_browser_anAPIError_isShown_withItsPointerMarked(browser):
    browser.evaluate("(() => { const t = document.getElementById('request');"
                     " const r = JSON.parse(t.value); r.contentInsets.top = 'tall'; t.value = JSON.stringify(r, null, 2);"
                     " document.getElementById('send').click(); })()")
    browser.wait_for("!!document.querySelector('#request-view mark.pointer')")
    assert browser.evaluate("document.querySelector('#request-view mark.pointer').dataset.pointer") == "/contentInsets/top"
    assert "invalid_type" in browser.evaluate("document.getElementById('status').textContent")
    assert "curl -sS -X POST" in browser.evaluate("document.getElementById('curl').textContent")
    browser.settle()
    # A 400 from the API is content, not a page error.
    assert [p for p in browser.problems if "400" not in p] == []
    browser.problems.clear()


@pytest.mark.parametrize("button", ["insert-above", "append", "keyboard"])
def test_browser_transitionDemo_drawsTheAPIsOffset(browser, server, button):
    browser.evaluate(f"document.getElementById({json.dumps(button)}).click()")
    browser.wait_for("document.getElementById('transition-scene').dataset.request")
    browser.settle()
    request = json.loads(drawn(browser, "transition-scene")["request"])
    status, answer = server.post_json("/v1/scroll/transition", request)
    assert status == 200
    scene = drawn(browser, "transition-scene")
    assert close(scene["offsetY"], answer["contentOffset"]["y"])
    assert close(scene["ghostY"], request["before"]["contentOffset"]["y"])
    assert browser.problems == []


def test_browser_snapDemo_flings_andRestsOnTheSnappedPage(browser, server):
    browser.evaluate("document.getElementById('fling').click()")
    browser.wait_for("document.getElementById('snap-scene').dataset.projectedX")
    browser.settle()
    scene = drawn(browser, "snap-scene")
    request = json.loads(scene["request"])
    status, answer = server.post_json("/v1/scroll/snap", request)
    assert status == 200
    assert close(scene["offsetX"], answer["contentOffset"]["x"])
    assert close(scene["projectedX"], answer["projectedOffset"]["x"])
    assert answer["contentOffset"]["x"] % 320 == 0 and answer["contentOffset"]["x"] > 0  # paging
    assert browser.problems == []


def submit(browser, form, values):
    """Sets the controls' values (by id) and submits `form` as a click on its button would."""
    sets = "".join(f"document.getElementById({json.dumps(k)}).value = {json.dumps(v)};" for k, v in values.items())
    browser.evaluate(f"(() => {{ {sets} document.getElementById({json.dumps(form)}).requestSubmit(); }})()")


def test_browser_gridDemo_scrollsToAPhoto_whereTheAPISays(browser, server):
    submit(browser, "grid-controls", {"grid-photo": "45", "grid-columns": "6", "grid-anchor": "center"})
    browser.wait_for("JSON.parse(document.getElementById('grid-scene').dataset.request).grid.columns === 6")
    browser.settle()
    scene = drawn(browser, "grid-scene")
    request = json.loads(scene["request"])
    # One compact grid, not a frame per photo.
    assert request["grid"]["count"] == 96 and "items" not in request and request["target"] == {"index": 45}
    status, answer = server.post_json("/v1/scroll/offset", request)
    assert status == 200 and scene["responseStatus"] == "200"
    assert close(scene["offsetY"], answer["contentOffset"]["y"])
    # The photo the page draws as the target is where the API lays it out.
    target = browser.evaluate("(r => [r.getAttribute('data-item-id'), Number(r.getAttribute('y'))])"
                              "(document.querySelector('#grid-scene rect.item.target'))")
    assert target[0] == "45" and close(target[1], answer["targetRect"]["y"])
    visibility = server.post_json("/v1/scroll/visibility", {
        "viewport": request["viewport"], "contentOffset": answer["contentOffset"], "grid": request["grid"],
        "threshold": 0.5})[1]
    marked = browser.evaluate("[...document.querySelectorAll('#grid-scene rect.item')]"
                              ".flatMap((r, i) => r.classList.contains('visible') ? [i] : [])")
    assert marked and marked == [e["id"] for e in visibility["items"] if e["visible"]]
    assert browser.problems == []


def test_browser_sectionsDemo_drawsThePinnedHeader_whereTheAPISays(browser, server):
    submit(browser, "sections-controls", {"sections-section": "2", "sections-item": "1", "sections-semantics": "compose"})
    browser.wait_for("JSON.parse(document.getElementById('sections-scene').dataset.request).target.section === 2")
    browser.settle()
    scene = drawn(browser, "sections-scene")
    request = json.loads(scene["request"])
    assert request["pinnedHeaders"] is True and request["target"] == {"section": 2, "item": 1}
    status, answer = server.post_json("/v1/scroll/offset", request)
    assert status == 200 and close(scene["offsetY"], answer["contentOffset"]["y"])
    visibility = server.post_json("/v1/scroll/visibility", {
        "viewport": request["viewport"], "contentOffset": answer["contentOffset"], "sections": request["sections"],
        "pinnedHeaders": True, "threshold": 0.5})[1]
    pinned = visibility["pinnedHeader"]
    assert pinned is not None and scene["pinnedSection"] == str(pinned["section"])
    assert close(scene["pinnedY"], pinned["y"])
    assert close(browser.evaluate("Number(document.querySelector('#sections-scene .pinned-header').getAttribute('y'))"),
                 pinned["y"])
    # Every semantics answered, each offset in its row of the table.
    rows = browser.evaluate("[...document.querySelectorAll('#sections-table tbody tr')]"
                            ".map(r => [...r.cells].map(c => c.textContent))")
    assert [r[0] for r in rows] == ["css", "swiftui", "uikit", "flutter", "compose", "android"]
    for semantics, offset_y, _ in rows:
        expected = server.post_json("/v1/scroll/offset", dict(request, semantics=semantics))[1]
        assert close(offset_y, expected["contentOffset"]["y"]), semantics
    assert browser.problems == []


def test_browser_askForTheToken_whenTheServerWantsOne(tmp_path):
    devtools = pytest.importorskip("devtools")
    if not devtools.find_chromium():
        pytest.skip("no Chromium")
    token_file = tmp_path / "token"
    token_file.write_text("s3cret\n")
    locked = Server("--auth-token-file", str(token_file))
    browser = devtools.Browser(locked.base_url)
    try:
        browser.navigate(locked.base_url + "/")
        browser.wait_for("!document.getElementById('auth').hidden")
        browser.evaluate("(() => { document.getElementById('token').value = 's3cret';"
                         " document.getElementById('auth').requestSubmit(); })()")
        browser.wait_for("document.body.dataset.ready === 'true'", timeout=30)
        browser.settle()
        assert browser.evaluate("document.getElementById('token').value") == ""
        assert browser.evaluate("document.getElementById('scene').dataset.responseStatus") == "200"
        # The 401s before the token was given are the server's answers, not page errors.
        assert [p for p in browser.problems if "401" not in p] == []
    finally:
        browser.close()
        locked.stop()


def test_browser_noLayoutJump_whileAnimating(browser):
    """Only a transform inside the drawing moves: every section stays where it was."""
    where = ("[...document.querySelectorAll('main > section, .exchange')]"
             ".map(e => { const r = e.getBoundingClientRect(); return [r.top + scrollY, r.height]; })")
    drawing = "(r => [r.top + scrollY, r.left, r.width, r.height])(document.getElementById('scene').getBoundingClientRect())"
    before = browser.evaluate(drawing)
    browser.evaluate("document.querySelector('[data-item-id=\"m5\"]')"
                     ".dispatchEvent(new MouseEvent('click', {bubbles: true}))")
    browser.wait_for("document.getElementById('scene').dataset.animating === 'true'")
    during = browser.evaluate(where)
    assert browser.evaluate(drawing) == before
    browser.settle()
    # (The answer's arrival may resize the request and response panels once, before the motion.)
    assert browser.evaluate(where) == during and browser.evaluate(drawing) == before
    assert browser.problems == []


def test_browser_at200PercentZoom_nothingOverflowsSideways(browser):
    """200% zoom of a 1280-pixel window is a 640-CSS-pixel viewport at scale 2: the columns wrap."""
    browser.call("Emulation.setDeviceMetricsOverride",
                 {"width": 640, "height": 800, "deviceScaleFactor": 2, "mobile": False}, session=True)
    try:
        browser.pump(0.2)
        assert browser.evaluate("document.documentElement.scrollWidth <= innerWidth")
        # Every control is still inside the viewport's width.
        assert browser.evaluate("[...document.querySelectorAll('input, select, button, textarea')]"
                                ".every(e => e.getBoundingClientRect().right <= innerWidth + 0.5)")
    finally:
        browser.call("Emulation.setDeviceMetricsOverride",
                     {"width": 1400, "height": 1000, "deviceScaleFactor": 1, "mobile": False}, session=True)
