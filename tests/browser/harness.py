"""Shared machinery of the browser tests and the browser benchmark.

Builds a test copy of the site (the real site plus the High Card fixture game
as a plugin wheel), serves it on 127.0.0.1 from a thread that can be stopped
(to prove offline play), launches the Chromium that ``build.py test`` chose,
and records every request that would leave the site's origin.
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from http.server import ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[2]
TEST_SITE = ROOT / "build" / "test-site"
FIXTURE_SRC = ROOT / "tests" / "fixture_games"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-quic",
                 # Any host but ours fails to resolve: a second guard behind the request recorder.
                 "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
READY = "html[data-state=ready], html[data-state=error]"

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
import build  # noqa: E402  (the project's build.py)
import pygame_rules  # noqa: E402


def build_fixture_wheel(out: Path) -> Path:
    """The fixture game as a wheel, built from a temporary copy so the tree stays clean."""
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "src"
        shutil.copytree(FIXTURE_SRC, src, ignore=shutil.ignore_patterns("__pycache__", "build", "*.egg-info"))
        out.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
                        "-w", str(out), str(src)], check=True, env={**os.environ, "SOURCE_DATE_EPOCH": "315532800"})
    return next(out.glob("highcard_fixture-*.whl"))


def build_test_site() -> Path:
    wheel = build_fixture_wheel(ROOT / "build" / "fixture")
    return build.build(TEST_SITE, plugin_wheels=[wheel], plugin_modules=["highcard_fixture"])


class Server:
    """A static server for a directory on 127.0.0.1 that tests can stop and restart."""

    def __init__(self, directory: Path, port: int = 0):
        handler = build.make_handler(directory)
        self.httpd = ThreadingHTTPServer(("127.0.0.1", port), handler)
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(5)


def launch(playwright):
    """Chromium as chosen by build.py test: PYGAME_CHROMIUM="" means Playwright's own, else a path."""
    path = os.environ.get("PYGAME_CHROMIUM")
    if path is None:  # run outside build.py test: prefer Playwright's own, else Debian's
        try:
            own = playwright.chromium.executable_path
        except Exception:  # noqa: BLE001
            own = ""
        path = "" if own and Path(own).exists() else (shutil.which("chromium") or "/usr/bin/chromium")
    kwargs = {"args": CHROMIUM_ARGS}
    if path:
        kwargs["executable_path"] = path
    return playwright.chromium.launch(**kwargs)


class Recorder:
    """Records every request of a browser context and those to any other origin."""

    def __init__(self, context, origin: str):
        self.origin = origin.rstrip("/")
        self.requests: list[str] = []
        self.foreign: list[str] = []
        self.failed: list[str] = []
        self.console: list[str] = []
        context.on("request", self._on_request)
        context.on("requestfailed", lambda r: self.failed.append(f"{r.url} {r.failure}"))
        context.route("**/*", self._route)

    def _allowed(self, url: str) -> bool:
        return url.startswith((self.origin + "/", "data:", "blob:")) or url == self.origin

    def _on_request(self, request) -> None:
        self.requests.append(request.url)
        if not self._allowed(request.url):
            self.foreign.append(request.url)

    def _route(self, route) -> None:
        if self._allowed(route.request.url):
            route.continue_()
        else:
            self.foreign.append(route.request.url)
            route.abort()

    def watch(self, page):
        page.on("console", lambda m: self.console.append(f"{m.type}: {m.text}"))
        page.on("pageerror", lambda e: self.console.append(f"pageerror: {e}"))
        return page


def wait_ready(page, timeout_ms: int = 120_000) -> str:
    """Wait until the page says ready or error (by selector: the CSP forbids Playwright's eval polling)."""
    page.wait_for_selector(READY, state="attached", timeout=timeout_ms)
    return page.get_attribute("html", "data-state")


def visit(page, url: str) -> None:
    """Open an address of the site. A page that already shows the site (its engine booted) opens it in
    place, as a link click inside the one-page site does, so Python does not boot again; otherwise load it."""
    if urlsplit(page.url).netloc == urlsplit(url).netloc and page.locator("html[data-engine=ready]").count():
        page.evaluate("url => window.pygameNavigate(url)", url)
    else:
        page.goto(url)


def settle(page, moves: str | None) -> None:
    """Wait until the page has finished a move (passing the device to the next player if it asks)."""
    done = "[data-busy='0']" if moves is None else f":not([data-moves='{moves}'])[data-busy='0']"
    page.wait_for_selector(f"html{done}, html[data-pass='1']", state="attached", timeout=60_000)
    if page.get_attribute("html", "data-pass") == "1":
        page.click("#pass-ready")
        page.wait_for_selector("html[data-pass='0'][data-busy='0']", state="attached", timeout=60_000)


def choose(page, which: str = "first") -> None:
    """Click one of the offered choices (first or last) and wait for the page to settle."""
    moves = page.get_attribute("html", "data-moves")
    buttons = page.locator("#choices button:not(.secondary)")
    (buttons.first if which == "first" else buttons.last).click()
    settle(page, moves)


def fair_start(page, other, start_url: str, words: list[str] | None = None) -> tuple[str, str]:
    """Start a game by link the fair way: ``page`` invites, ``other`` (another browser) joins, ``page``
    opens the reply and the game begins. Returns the invitation and reply links; the words of both
    invitation screens go into ``words`` when it is given."""
    visit(page, start_url)
    assert wait_ready(page) == "ready"
    assert page.get_attribute("html", "data-phase") == "inviting"
    invitation = page.input_value("#invite-link")
    if words is not None:
        words.append(page.locator("#invite").inner_text())
    visit(other, invitation)
    assert wait_ready(other) == "ready"
    assert other.get_attribute("html", "data-phase") == "joined"
    reply = other.input_value("#invite-link")
    if words is not None:
        words.append(other.locator("#invite").inner_text())
    visit(page, reply)
    assert wait_ready(page) == "ready", page.locator("#error-message").inner_text()
    page.wait_for_selector("html[data-moves]", state="attached")
    return invitation, reply


def export_save(page, path):
    """Click "Export save" and keep the downloaded file at ``path``; returns the path."""
    with page.expect_download() as download:
        page.click("#export")
    download.value.save_as(path)
    return path


# ---------------------------------------------------------------- playing a game through the page
TARGETS = "#board .target, #panel .target"


def decide(page, rng: random.Random) -> None:
    """One decision made as a player makes it: half the time on the map or a board (a highlighted place, card
    or section, chosen by keyboard like a player tabbing to it), then among the buttons left; else a button."""
    moves = page.get_attribute("html", "data-moves")
    targets = page.locator(TARGETS)
    count = targets.count()
    if count and rng.random() < 0.5:
        target = targets.nth(rng.randrange(count))
        target.focus()
        target.press("Enter")
        if page.get_attribute("html", "data-busy") == "1" or page.get_attribute("html", "data-moves") != moves:
            settle(page, moves)                      # the place named the only choice left: it was played
            return
    buttons = page.locator("#choices button:not(.secondary)")
    buttons.nth(rng.randrange(buttons.count())).click()
    settle(page, moves)


def play(page, rng: random.Random, clicks: int | None = None, limit: int = 3000) -> int:
    """Decide at every human seat (waiting while the rules or the computer move) until the game ends, or for
    ``clicks`` decisions."""
    done = 0
    while page.get_attribute("html", "data-over") != "1":
        assert done < limit, "the game did not end"
        if page.get_attribute("html", "data-viewer") != page.get_attribute("html", "data-seat") or \
                not page.locator("#choices button:not(.secondary)").count():
            settle(page, None)
            page.wait_for_timeout(30)
            continue
        if clicks is not None and done >= clicks:
            break                                    # stopped at a person's decision: nothing moves meanwhile
        decide(page, rng)
        done += 1
    return done


def wait_for_person(page) -> bool:
    """Wait while the rules or the computer move until a person has choices on the page (True), or the game is
    over (False)."""
    while page.get_attribute("html", "data-over") != "1":
        if page.locator("#choices button:not(.secondary)").count():
            return True
        settle(page, None)
        page.wait_for_timeout(30)
    return False


def save_round_trip_and_forged_link(page, server, path, game_id: str, illegal: dict) -> None:
    """The page's save tools for ``game_id``: the game exported to ``path`` and imported again to the same
    position; then the exported record with ``illegal`` (an action that is not legal) added, opened as a link,
    is refused in words naming the move, and nothing stored changes."""
    saved = page.get_attribute("html", "data-hash")
    export_save(page, path)
    data = json.loads(path.read_text())
    assert data["game"] == game_id and data["format"] == "pygame-save"
    page.set_input_files("#import", str(path))
    page.wait_for_selector("#notice:has-text('already saved on this device')")
    assert page.get_attribute("html", "data-hash") == saved

    stored = page.evaluate("JSON.stringify(Object.entries(localStorage).sort())")
    record, _ = pygame_rules.load(data["share"])
    forged = record.model_copy(update={"actions": [*record.actions, illegal]})
    page.goto(f"{server.url}play.html?game={game_id}#{forged.encode()}")
    assert wait_ready(page) == "error"
    message = page.locator("#error-message").inner_text()
    assert f"move {len(forged.actions)} of the game record" in message.lower(), message
    assert "Traceback" not in message and "{" not in message
    assert page.evaluate("JSON.stringify(Object.entries(localStorage).sort())") == stored


def replayed(page):
    """The page's share link replayed in CPython: (record, final state)."""
    page.click("#share")
    return pygame_rules.load(page.input_value("#share-link").split("#", 1)[1])


def reload_mid_game(page) -> None:
    """Reload the page: the autosave brings back the same position."""
    position = page.get_attribute("html", "data-hash")
    page.reload()
    assert wait_ready(page) == "ready"
    if page.get_attribute("html", "data-pass") == "1":
        page.click("#pass-ready")
    assert page.get_attribute("html", "data-hash") == position


def no_seat_numbers(page) -> None:
    """No seat number, no leaked JavaScript value and no traceback anywhere on the page."""
    text = page.locator("body").inner_text()
    assert not re.search(r"\bSeat \d", text) and "Player 1" not in text and "Traceback" not in text
    assert not re.search(r"\b(NaN|undefined|null)\b|\[object ", text), re.search(r".*\b(NaN|undefined|null)\b.*", text)
