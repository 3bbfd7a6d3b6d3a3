"""After one visit the service worker has cached the whole site: it loads and plays with the server stopped."""

from __future__ import annotations

import json
import os
import re
import shutil
import time
import urllib.request

import pytest

from .harness import Recorder, Server, choose, wait_ready

GAME = "highcard-fixture"


def alive(url: str) -> bool:
    try:
        urllib.request.urlopen(url, timeout=2)
        return True
    except OSError:
        return False


@pytest.fixture
def own_server(site):
    srv = Server(site)
    yield srv
    if alive(srv.url):
        srv.stop()


def test_site_loads_and_plays_offline_after_the_first_visit(browser, own_server, site):
    ctx = browser.new_context(service_workers="allow")
    rec = Recorder(ctx, own_server.url)
    try:
        page = rec.watch(ctx.new_page())
        page.goto(f"{own_server.url}play.html?game={GAME}")
        assert wait_ready(page) == "ready", rec.console
        assert page.evaluate("!!navigator.serviceWorker.controller")
        cached = page.evaluate("""async () => {
            const names = await caches.keys();
            const cache = await caches.open(names.find(n => n.startsWith('pygame-')));
            return (await cache.keys()).length; }""")
        assets = (site / "sw-assets.js").read_text()
        listed = json.loads(re.search(r"ASSET_LIST = (\[.*?\]);", assets, re.S).group(1))
        assert cached == len(listed)

        own_server.stop()
        assert not alive(own_server.url)

        page.reload()
        assert wait_ready(page) == "ready", rec.console
        choose(page)

        lobby = rec.watch(ctx.new_page())
        lobby.goto(own_server.url)
        lobby.locator(f"[data-game='{GAME}']").wait_for()
        lobby.locator(f"[data-game='{GAME}'] button").first.click()
        lobby.locator(f"[data-game='{GAME}'] form button[type=submit]").click()
        assert wait_ready(lobby) == "ready", rec.console
        assert rec.foreign == []
    finally:
        ctx.close()


def test_site_works_from_a_sub_path_of_a_static_host(browser, site, tmp_path):
    """Every URL is relative: the same files served under /some/project/ boot, play and go offline."""
    shutil.copytree(site, tmp_path / "some" / "project")
    srv = Server(tmp_path)
    ctx = browser.new_context(service_workers="allow")
    rec = Recorder(ctx, srv.url)
    try:
        page = rec.watch(ctx.new_page())
        page.goto(f"{srv.url}some/project/")
        page.locator(f"[data-game='{GAME}'] button").first.click()
        page.locator(f"[data-game='{GAME}'] form button[type=submit]").click()
        assert wait_ready(page) == "ready", rec.console
        assert page.url.startswith(f"{srv.url}some/project/play.html")
        scope = page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)")
        assert scope == f"{srv.url}some/project/"
        outside = [u for u in rec.requests if not u.startswith(f"{srv.url}some/project/")]
        assert outside == [], outside
        srv.stop()
        page.reload()
        assert wait_ready(page) == "ready"
    finally:
        ctx.close()
        if alive(srv.url):
            srv.stop()


def test_a_new_build_reaches_a_returning_visitor_and_the_open_page_says_so(browser, site, tmp_path):
    """Review finding 6: on a host that sends Last-Modified but no Cache-Control, files a month old look
    fresh to the HTTP cache for days; the service worker's update check must not read them from it."""
    root = tmp_path / "host"
    shutil.copytree(site, root)
    month_ago = time.time() - 30 * 86400
    for path in root.rglob("*"):
        os.utime(path, (month_ago, month_ago))
    srv = Server(root)
    ctx = browser.new_context(service_workers="allow")
    rec = Recorder(ctx, srv.url)
    try:
        page = rec.watch(ctx.new_page())
        page.goto(f"{srv.url}play.html?game={GAME}")
        assert wait_ready(page) == "ready", rec.console
        assert page.evaluate("!!navigator.serviceWorker.controller")
        first = page.evaluate("caches.keys()")
        page.reload()                                 # a returning visit fills the HTTP cache with old files
        assert wait_ready(page) == "ready", rec.console
        assert page.is_hidden("#update-ready")

        # A deploy: a new cache name, in a file dated a day later than the old one, so an HTTP cache
        # that guesses freshness from Last-Modified would keep the old copy for about three more days.
        assets = root / "sw-assets.js"
        assets.write_text(re.sub(r'CACHE_NAME = "([^"]+)"', r'CACHE_NAME = "\1-next"', assets.read_text()))
        os.utime(assets, (month_ago + 86400, month_ago + 86400))
        page.reload()
        assert wait_ready(page) == "ready", rec.console
        page.wait_for_selector("#update-ready", state="visible", timeout=120_000)
        for _ in range(100):            # the new worker drops the old cache as it activates, maybe a moment later
            names = page.evaluate("caches.keys()")
            if not set(first) & set(names):
                break
            page.wait_for_timeout(100)
        assert any(n.endswith("-next") for n in names) and not set(first) & set(names)
        page.click("#update-reload")
        assert wait_ready(page) == "ready", rec.console
        assert page.is_hidden("#update-ready")
    finally:
        ctx.close()
        srv.stop()
