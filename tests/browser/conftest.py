"""Fixtures of the browser tests: the test site, its server, Chromium, and a recording context."""

from __future__ import annotations

import pytest

from .harness import Recorder, Server, build_test_site, launch

pytestmark = pytest.mark.browser


@pytest.fixture(scope="session")
def site():
    return build_test_site()


@pytest.fixture(scope="session")
def server(site):
    srv = Server(site)
    yield srv
    srv.stop()


@pytest.fixture(scope="session")
def browser():
    # Imported here, not at the top: the other tests must collect and run where Playwright is not installed.
    from playwright.sync_api import sync_playwright  # noqa: PLC0415

    with sync_playwright() as pw:
        b = launch(pw)
        yield b
        b.close()


@pytest.fixture
def context(browser, server):
    ctx = browser.new_context(service_workers="block")
    # The computer's moves show at once (the readable pace is tested on its own in test_play_page.py).
    ctx.add_init_script("try { localStorage.getItem('pygame:pace') || localStorage.setItem('pygame:pace', 'instant') }"
                        " catch (e) {}")
    ctx.recorder = Recorder(ctx, server.url)
    yield ctx
    ctx.close()
    assert ctx.recorder.foreign == [], f"requests left the origin: {ctx.recorder.foreign}"


@pytest.fixture
def page(context):
    return context.recorder.watch(context.new_page())
