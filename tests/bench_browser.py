"""Browser load benchmark (a script, not a test): ``python tests/bench_browser.py [--runs 5]``.

Prints JSON with the median time from navigation to ``data-state=ready`` for
  * a cold load (fresh browser profile: the service worker fetches and caches the site first),
  * a warm load (a new page in the same profile, served by the service worker),
  * a bare page that only imports pyodide.mjs and awaits loadPyodide(), in the same run,
so the site's overhead over Pyodide itself is a ratio; and for the cold and warm loads, the seconds each of the
engine's loading stages took, as the page marks them (``python``: starting the interpreter, ``install``:
loadPackage of the wheels, ``import``: importing the rules and listing the games). It also reports the
bytes transferred on a cold load and the largest files.

``--without-bytecode`` measures the site as it was before build.py compiled our wheel's bytecode: the
pygame_rules wheel in the served copy is replaced by one stripped of its ``__pycache__`` (RECORD and the
service worker's asset list rewritten), so the before and after figures come from the same build.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_pyodide import without_bytecode  # noqa: E402
from browser.harness import Recorder, Server, build_test_site, launch, wait_ready  # noqa: E402

import build  # noqa: E402  (the project's build.py)
import pygame_rules  # noqa: E402

BARE = """<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
const py = await loadPyodide();
document.documentElement.dataset.python = py.runPython("import sys; sys.version.split()[0]");
document.documentElement.dataset.state = "ready";
</script></head><body>bare loadPyodide()</body></html>"""


LONGTASKS = """
window.__longtasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longtasks.push(e.duration); })
  .observe({ type: "longtask", buffered: true });
"""


# When the engine's loading stages begin (data-stage on <html>: python, install, import) and when it is ready
# (data-engine=ready): the import stage is the worker importing the rules and listing the games.
STAGES = """
window.__stages = [];
new MutationObserver(() => {
  const html = document.documentElement, last = window.__stages[window.__stages.length - 1];
  const now = html.dataset.engine === "ready" ? "ready" : html.dataset.stage;
  if (now && (!last || last[0] !== now)) window.__stages.push([now, performance.now()]);
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-stage", "data-engine"] });
"""


def stage_seconds(page) -> dict[str, float]:
    """Seconds each loading stage took on this page (python, install, import), from STAGES' marks."""
    page.wait_for_selector("html[data-engine=ready]", state="attached")
    marks = dict(page.evaluate("window.__stages"))
    order = ["python", "install", "import", "ready"]
    return {f"{a}_s": (marks[b] - marks[a]) / 1000 for a, b in zip(order, order[1:], strict=False)
            if a in marks and b in marks}


def ming_computer_turns(page, base: str, turns: int = 12) -> tuple[list[float], float, list[float]]:
    """Play the Emperor against the computer Overlord: for each human click that hands the turn to the
    computer, the seconds until the board shows the computer's whole turn done; the longest main-thread
    task meanwhile; and the worker's time for one heuristic-bot decision."""
    query = urllib.parse.urlencode({"game": "ming-voyages", "setup": "vs-overlord", "options": json.dumps({})})
    page.goto(f"{base}play.html?{query}")
    wait_ready(page, 180_000)
    page.evaluate("window.__longtasks = []")
    rng, waits, decisions = random.Random(1), [], []
    while len(waits) < turns and page.get_attribute("html", "data-over") != "1":
        buttons = page.locator("#choices button:not(.secondary)")
        if not buttons.count():
            page.wait_for_timeout(20)
            continue
        start = time.perf_counter()
        buttons.nth(rng.randrange(buttons.count())).click()
        page.wait_for_selector("html[data-busy='0']", state="attached")
        if page.get_attribute("html", "data-seat") == "1":          # the computer's turn began
            page.wait_for_selector("html:not([data-seat='1'])[data-busy='0']", state="attached", timeout=60_000)
            waits.append(time.perf_counter() - start)
    decisions = page.evaluate("""async () => {
        const times = [];
        for (let i = 0; i < 5; i++) {
          const t = performance.now();
          await window.pygameEngine.worker.sync.snapshot(0);
          times.push(performance.now() - t);
        }
        return times; }""")
    return waits, max(page.evaluate("window.__longtasks") or [0]), decisions


TIMED_CALLS = """() => {
  window.__calls = [];
  const engine = window.pygameEngine, original = engine.call.bind(engine);
  engine.call = async (name, ...args) => {
    const t = performance.now();
    try { return await original(name, ...args); } finally { window.__calls.push([name, performance.now() - t]); }
  };
}"""


def timed_play(page, url: str, clicks: int, seed: int) -> dict[str, float]:
    """Open ``url`` (a game with one person, the first seat, and computer or AI players) and make a person's
    ``clicks`` decisions at random; each engine call of the page is timed (``act``: the move, any AI players' turns
    that follow inside the rules, and the next snapshot; ``bot_move``: one computer decision and its snapshot), as
    is one snapshot alone (the view, the legal choices and their words, and the rendering of the map and the
    boards) and the longest main-thread task meanwhile."""
    page.goto(url)
    wait_ready(page, 180_000)
    page.evaluate(TIMED_CALLS)
    page.evaluate("window.__longtasks = []")
    seat = page.get_attribute("html", "data-viewer")
    rng, made, start = random.Random(seed), 0, time.perf_counter()
    while made < clicks and page.get_attribute("html", "data-over") != "1":
        buttons = page.locator("#choices button:not(.secondary)")
        if page.get_attribute("html", "data-seat") != seat or page.get_attribute("html", "data-busy") == "1" \
                or not buttons.count():
            page.wait_for_timeout(20)
            continue
        moves = page.get_attribute("html", "data-moves")
        buttons.nth(rng.randrange(buttons.count())).click()
        page.wait_for_selector(f"html:not([data-moves='{moves}'])[data-busy='0']", state="attached", timeout=60_000)
        made += 1
    elapsed = time.perf_counter() - start
    block = max(page.evaluate("window.__longtasks") or [0])
    calls = page.evaluate("window.__calls")
    snaps = page.evaluate("""async () => {
        const times = [];
        for (let i = 0; i < 7; i++) {
          const t = performance.now();
          await window.pygameEngine.worker.sync.snapshot(0);
          times.push(performance.now() - t);
        }
        return times; }""")
    acts = [ms for name, ms in calls if name == "act"]
    bots = [ms for name, ms in calls if name == "bot_move"]
    pct = lambda xs, q: round(sorted(xs)[min(len(xs) - 1, int(q * len(xs)))]) if xs else None  # noqa: E731
    return {"decisions": made, "moves": int(page.get_attribute("html", "data-moves")),
            "seconds": round(elapsed, 1), "over": page.get_attribute("html", "data-over") == "1",
            "snapshot_and_render_ms_median": round(statistics.median(snaps), 1),
            "snapshot_and_render_ms_max": round(max(snaps), 1),
            "your_move_then_ai_players_ms_median": pct(acts, 0.5), "your_move_then_ai_players_ms_p90": pct(acts, 0.9),
            "your_move_then_ai_players_ms_max": pct(acts, 1.0),
            "computer_move_ms_median": pct(bots, 0.5), "computer_move_ms_p90": pct(bots, 0.9),
            "computer_move_ms_max": pct(bots, 1.0), "computer_moves": len(bots),
            "computer_move_ms_total": round(sum(bots)),
            "longest_main_thread_task_ms": block}


def spring_autumn_turns(page, base: str, clicks: int = 60) -> dict[str, float]:
    """A 5-seat Spring and Autumn game: you (Qin, a person), the computer (Jin, the heuristic bot) and three
    of the rulebook's AI players (Qi, Wu, Chu), through the table setup (``timed_play``)."""
    answers = {"qin": "a person here", "jin": "the computer", "qi": "an AI player", "wu": "an AI player",
               "chu": "an AI player"}
    query = urllib.parse.urlencode({"game": "spring-autumn", "setup": "table", "answers": json.dumps(answers)})
    return timed_play(page, f"{base}play.html?{query}", clicks, 2)


def death_of_heaven_turns(page, base: str, clicks: int = 400) -> dict[str, float]:
    """Death of Heaven: you (Sun Ce) against five computer warlords in the full rules, through the lobby's solo
    setup (``timed_play``); ``clicks`` is enough for a whole game."""
    answers = {"players": 6, "rules": "full", "faction": "Sun Ce"}
    query = urllib.parse.urlencode({"game": "death-of-heaven", "setup": "solo", "answers": json.dumps(answers)})
    return timed_play(page, f"{base}play.html?{query}", clicks, 4)


def land_of_han_turns(page, base: str, clicks: int = 120) -> dict[str, float]:
    """Land of Han: you against three computer warlords for a year, through the lobby's solo setup (``timed_play``);
    the computer warlords' time per order sheet (all the decisions of one sheet, each with its snapshot) comes from
    the sheets they sealed in the page's record."""
    answers = {"computers": 3, "years": 1}
    query = urllib.parse.urlencode({"game": "land-of-han", "setup": "solo", "answers": json.dumps(answers)})
    out = timed_play(page, f"{base}play.html?{query}", clicks, 6)
    page.click("#share")
    record, _ = pygame_rules.load(page.input_value("#share-link").split("#", 1)[1])
    game, state, sheets = pygame_rules.get_game("land-of-han"), None, 0
    state = game.new_game(record.seed, **record.options)
    for action in record.actions:
        sheets += "seal" in action and game.current_seat(state) != 0
        state = game.apply(state, action)
    out["computer_sheets"] = sheets
    out["computer_ms_per_sheet"] = round(out["computer_move_ms_total"] / max(1, sheets))
    return out


def one_page_figures(browser, base: str) -> dict[str, float]:
    """The one-page site: a first visit from the lobby (a fresh profile: the runtime is fetched, Python
    boots while the lobby shows, the player starts a game at once), then, with Python booted, the
    in-page time (``data-open-ms``: from the click to a playable board) of a new game, continuing a
    save, opening the replay, and a game of another kind."""
    ctx = browser.new_context(service_workers="allow")
    try:
        page = ctx.new_page()
        start = time.perf_counter()
        page.goto(base)
        card = page.locator("[data-game='ming-voyages']")
        card.locator("button").first.click()
        card.locator("form button[type=submit]").click()
        wait_ready(page, 300_000)
        out = {"first_visit_lobby_to_playable_s": round(time.perf_counter() - start, 2)}

        def opened(key: str) -> None:
            assert wait_ready(page) == "ready"
            page.wait_for_selector("html[data-open-ms]", state="attached")
            out[key] = int(page.get_attribute("html", "data-open-ms"))

        for i in range(3):
            page.click("#home")
            page.wait_for_selector("html[data-lobby=ready]", state="attached")
            if card.locator("form").is_hidden():
                card.locator("button").first.click()
            card.locator("form button[type=submit]").click()
            opened(f"new_game_ms_{i + 1}")
        page.locator("#choices button").first.click()
        page.wait_for_selector("html[data-busy='0']", state="attached")
        page.click("#home")
        page.wait_for_selector("html[data-lobby=ready]", state="attached")
        page.locator("#saves li a").first.click()
        opened("continue_save_ms")
        page.click("#replay-open")
        opened("open_replay_ms")
        page.click("#replay-exit")
        opened("back_to_the_game_ms")
        page.click("#home")
        page.wait_for_selector("html[data-lobby=ready]", state="attached")
        other = page.locator("[data-game='highcard-fixture']")
        other.locator("button").first.click()
        other.locator("form button[type=submit]").click()
        opened("another_game_ms")
        return out
    finally:
        ctx.close()


SEARCH_GAMES = {"ming-voyages": ("vs-overlord", {}), "spring-autumn": ("table", {}),
                "death-of-heaven": ("solo", {}), "land-of-han": ("solo", {"computers": 1})}
"""The setup each game's search figures are taken with (one person, the first seat, and computer players; Land
of Han's default ten years, as its strength figures, where a playout stops at its horizon rather than the end)."""


SEARCH_CALLS = """() => {
  window.__thoughts = [];
  window.__thinking = [];
  window.__tasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask" });
  let last = null, began = null;
  const engine = window.pygameEngine, original = engine.call.bind(engine);
  engine.call = async (name, ...args) => {
    if (name === "think_start") began = performance.now();
    const out = await original(name, ...args);
    if (name === "think_start" && out && out.progress) last = out.progress;
    if (name === "think_more" && out) last = out;
    if (name === "think_finish") {
      if (last) window.__thoughts.push([last.iterations, last.seconds]);
      if (began !== null) window.__thinking.push([began, performance.now()]);
      last = null; began = null;
    }
    return out;
  };
}"""
"""Each decision the search thought about: its iterations and seconds (the last progress before ``think_finish``),
when it thought (from ``think_start`` to ``think_finish``, page clock), and every long task of the page's main
thread (start and duration), so that the tasks while it thinks are told from the drawing between its turns."""


def longest_while_thinking(tasks: list[list[float]], thinking: list[list[float]]) -> float:
    """The longest main-thread task that overlaps a span of thinking (0: none over the Long Tasks API's 50 ms)."""
    return max((d for start, d in tasks for a, b in thinking if start < b and start + d > a), default=0)


def search_turns(page, base: str, game_id: str, opponent: str, turns: int = 6) -> dict[str, float]:
    """The search opponent (``opponent``, a thinking time) playing ``game_id`` against random clicks: for each
    computer decision it thinks about, the simulated games it played and how long it thought (from the page's
    own ``think_more`` answers: iterations per decision and per second in Pyodide); and the longest main-thread
    task while it thought (Long Tasks API)."""
    setup, answers = SEARCH_GAMES[game_id]
    form = "answers" if setup in ("table", "solo") and game_id != "ming-voyages" else "options"
    query = urllib.parse.urlencode({"game": game_id, "setup": setup, form: json.dumps(answers), "opponent": opponent})
    page.goto(f"{base}play.html?{query}")
    wait_ready(page, 180_000)
    page.evaluate(TIMED_CALLS)
    page.evaluate(SEARCH_CALLS)
    page.evaluate("window.__longtasks = []")
    rng, thoughts, clicks = random.Random(3), 0, 0
    while thoughts < turns and page.get_attribute("html", "data-over") != "1" and clicks < 400:
        if page.locator("#thinking:not([hidden])").count():
            page.wait_for_selector("#thinking[hidden]", state="attached", timeout=120_000)
            thoughts += 1
            continue
        buttons = page.locator("#choices button:not(.secondary)")
        if page.get_attribute("html", "data-viewer") == page.get_attribute("html", "data-seat") and buttons.count():
            moves = page.get_attribute("html", "data-moves")
            buttons.nth(rng.randrange(buttons.count())).click()
            page.wait_for_selector(f"html:not([data-moves='{moves}']), #thinking:not([hidden])", state="attached",
                                   timeout=120_000)
            clicks += 1
        else:
            page.wait_for_timeout(20)
    calls = page.evaluate("window.__calls")
    slices = [ms for name, ms in calls if name == "think_more"]
    thought = page.evaluate("window.__thoughts")
    iterations, seconds = sum(i for i, _ in thought), sum(t for _, t in thought)
    return {"decisions_thought": thoughts, "think_more_calls": len(slices),
            "iterations_per_decision": round(iterations / len(thought)) if thought else None,
            "seconds_per_decision": round(seconds / len(thought), 2) if thought else None,
            "iterations_per_second": round(iterations / seconds) if seconds else None,
            "think_more_call_ms_median": round(statistics.median(slices), 1) if slices else None,
            "longest_main_thread_task_while_thinking_ms": round(longest_while_thinking(
                page.evaluate("window.__tasks"), page.evaluate("window.__thinking")), 1),
            "longest_main_thread_task_in_the_game_ms": max(page.evaluate("window.__longtasks") or [0])}


def strip_bytecode(root: Path) -> int:
    """Replace the pygame_rules wheel of the site copy in root by one without bytecode (same name), rewrite the
    service worker's asset list (sizes, and a cache name of its own); return the stripped wheel's size."""
    wheel = next((root / "wheels").glob("pygame_rules-*.whl"))
    with tempfile.TemporaryDirectory() as tmp:
        stripped = without_bytecode(wheel, Path(tmp))
        shutil.copyfile(stripped, wheel)
    build.write_sw_assets(root, build.content_hash(root))
    return wheel.stat().st_size


def timed_load(page, url: str) -> float:
    start = time.perf_counter()
    page.goto(url)
    state = wait_ready(page, 180_000)
    if state != "ready":
        raise RuntimeError(f"{url} ended in state {state}")
    return time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--no-build", action="store_true", help="reuse build/test-site")
    ap.add_argument("--without-bytecode", action="store_true",
                    help="serve our wheel stripped of its .pyc (the site as it was before), for comparison")
    ap.add_argument("--spring-autumn", action="store_true",
                    help="only the Spring and Autumn play figures (spring_autumn_turns), not the load figures")
    ap.add_argument("--land-of-han", action="store_true",
                    help="only the Land of Han play figures (land_of_han_turns), not the load figures")
    ap.add_argument("--death-of-heaven", action="store_true",
                    help="only the Death of Heaven play figures (death_of_heaven_turns), not the load figures")
    ap.add_argument("--search", metavar="OPPONENT", help="only the search opponent's figures in every game, with "
                    "this thinking time (search-quick, search-normal, search-strong)")
    args = ap.parse_args()
    site = Path(__file__).resolve().parent.parent / "build" / "test-site"
    if not args.no_build:
        site = build_test_site()
    if args.search:
        server = Server(site)
        with sync_playwright() as pw:
            browser = launch(pw)
            figures = {"opponent": args.search}
            for game_id in SEARCH_GAMES:
                ctx = browser.new_context(service_workers="block")
                ctx.add_init_script(LONGTASKS)
                ctx.add_init_script("localStorage.setItem('pygame:pace', 'instant')")
                figures[game_id] = search_turns(ctx.new_page(), server.url, game_id, args.search)
                ctx.close()
            print(json.dumps(figures, indent=1))
            browser.close()
        server.stop()
        return
    if args.spring_autumn or args.death_of_heaven or args.land_of_han:
        server = Server(site)
        with sync_playwright() as pw:
            browser = launch(pw)
            ctx = browser.new_context(service_workers="block")
            ctx.add_init_script(LONGTASKS)
            ctx.add_init_script("localStorage.setItem('pygame:pace', 'instant')")
            figures = {}
            if args.spring_autumn:
                figures["spring_autumn"] = spring_autumn_turns(ctx.new_page(), server.url)
            if args.death_of_heaven:
                figures["death_of_heaven"] = death_of_heaven_turns(ctx.new_page(), server.url)
            if args.land_of_han:
                figures["land_of_han"] = land_of_han_turns(ctx.new_page(), server.url)
            print(json.dumps(figures, indent=1))
            browser.close()
        server.stop()
        return
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "site"
        shutil.copytree(site, root)
        (root / "bare.html").write_text(BARE)
        wheel_bytes = strip_bytecode(root) if args.without_bytecode else None
        server = Server(root)
        play = f"{server.url}play.html?game=highcard-fixture"
        cold, warm, bare, cold_bytes, boot_block = [], [], [], [], []
        cold_stages, warm_stages = [], []
        with sync_playwright() as pw:
            browser = launch(pw)
            for _ in range(args.runs):
                ctx = browser.new_context(service_workers="allow")
                ctx.add_init_script(LONGTASKS)
                ctx.add_init_script(STAGES)
                rec = Recorder(ctx, server.url)
                sizes: list[int] = []
                ctx.on("requestfinished", lambda r, sizes=sizes: sizes.append(r.sizes()["responseBodySize"]))
                page = ctx.new_page()
                cold.append(timed_load(page, play))
                cold_bytes.append(sum(sizes))
                boot_block.append(max(page.evaluate("window.__longtasks") or [0]))
                cold_stages.append(stage_seconds(page))
                page2 = ctx.new_page()
                warm.append(timed_load(page2, play))
                warm_stages.append(stage_seconds(page2))
                assert not rec.foreign, rec.foreign
                ctx.close()

                ctx = browser.new_context(service_workers="block")
                bare.append(timed_load(ctx.new_page(), server.url + "bare.html"))
                ctx.close()
            one_page = [one_page_figures(browser, server.url) for _ in range(max(1, args.runs // 2))]
            ctx = browser.new_context(service_workers="block")
            ctx.add_init_script(LONGTASKS)
            ming_waits, ming_block, snapshot_ms = ming_computer_turns(ctx.new_page(), server.url)
            ctx.close()
            browser.close()
        server.stop()
    med = lambda xs: round(statistics.median(xs), 2)  # noqa: E731
    files = sorted(((p.stat().st_size, str(p.relative_to(site))) for p in site.rglob("*") if p.is_file()),
                   reverse=True)
    ours = next((site / "wheels").glob("pygame_rules-*.whl"), None)
    print(json.dumps({
        "runs": args.runs,
        "rules_wheel": {"bytecode": not args.without_bytecode,
                        "bytes": wheel_bytes or (ours.stat().st_size if ours else None)},
        "cold_load_to_ready_s": med(cold), "warm_load_to_ready_s": med(warm), "bare_loadPyodide_s": med(bare),
        "cold_over_bare": round(statistics.median(cold) / statistics.median(bare), 2),
        "cold_stages_s": {k: round(statistics.median(r[k] for r in cold_stages), 3) for k in cold_stages[0]},
        "warm_stages_s": {k: round(statistics.median(r[k] for r in warm_stages), 3) for k in warm_stages[0]},
        "warm_over_bare": round(statistics.median(warm) / statistics.median(bare), 2),
        "longest_main_thread_task_during_boot_ms": max(boot_block),
        "ming_click_to_computer_turn_done_ms_median": round(1000 * statistics.median(ming_waits)),
        "ming_click_to_computer_turn_done_ms_max": round(1000 * max(ming_waits)),
        "ming_computer_turns_measured": len(ming_waits),
        "ming_longest_main_thread_task_while_computer_thinks_ms": ming_block,
        "ming_worker_snapshot_call_ms_median": round(statistics.median(snapshot_ms), 1),
        "one_page": {k: med([r[k] for r in one_page]) for k in one_page[0]},
        "cold_bytes_transferred_mb": round(statistics.median(cold_bytes) / 1e6, 2),
        "site_mb": round(sum(s for s, _ in files) / 1e6, 2),
        "largest_files": [{"file": f, "mb": round(s / 1e6, 2)} for s, f in files[:5]],
        "all": {"cold": [round(x, 2) for x in cold], "warm": [round(x, 2) for x in warm],
                "bare": [round(x, 2) for x in bare],
                "cold_import_s": [round(r.get("import_s", 0), 3) for r in cold_stages],
                "warm_import_s": [round(r.get("import_s", 0), 3) for r in warm_stages]},
    }, indent=1))


if __name__ == "__main__":
    main()
