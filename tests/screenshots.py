"""Screenshots of a game's play page (a script, not a test): ``python tests/screenshots.py [--out DIR]``.

Plays Death of Heaven through the page as a person would (one person, Sun Ce, against five computer warlords in
the full rules, clicking at random among the offered choices) and takes a screenshot at 1280 px and at 375 px
wide the first time each moment of the game shows: the start, a persuasion decision, the hidden March choice, a
resolution decision (executing a card, the Rout Value, an NPC's reward) and the end. Each is saved twice: the
first screen (``NAME.png``) and the whole page (``NAME_full.png``). The moments are recognised by the words of
the decision line at the top of the panel. For the reviewer's eye, not for CI.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import urllib.parse
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from browser.harness import Server, build_test_site, decide, launch, wait_for_person, wait_ready  # noqa: E402

MOMENTS = {
    "persuasion": re.compile(r"give a Promise card|gives you the Promise card"),
    "march": re.compile(r"choose the card you march with"),
    "resolution": re.compile(r"Execute |Rout Value|The NPC held|announced when played"),
}
WIDTHS = {1280: 900, 375: 800}


def shoot(page, out: Path, width: int, moment: str) -> None:
    page.screenshot(path=out / f"dh_{width}_{moment}.png")
    page.screenshot(path=out / f"dh_{width}_{moment}_full.png", full_page=True)


def run(browser, base: str, width: int, out: Path, limit: int, seed: int = 3, taken: list[str] | None = None) -> list[str]:
    ctx = browser.new_context(service_workers="block", viewport={"width": width, "height": WIDTHS[width]})
    ctx.add_init_script("localStorage.setItem('pygame:pace', 'instant')")
    page = ctx.new_page()
    query = urllib.parse.urlencode({"game": "death-of-heaven", "setup": "solo",
                                    "answers": json.dumps({"players": 6, "rules": "full", "faction": "Sun Ce"})})
    page.goto(f"{base}play.html?{query}")
    assert wait_ready(page, 180_000) == "ready", page.locator("#error-message").inner_text()
    taken = [] if taken is None else taken
    if "start" not in taken:
        shoot(page, out, width, "start")
        taken.append("start")
    rng = random.Random(seed)
    for _ in range(limit):
        if not wait_for_person(page):
            break
        status = page.locator("#panel .dh-decision").inner_text()
        for moment, words in MOMENTS.items():
            if moment not in taken and words.search(status):
                shoot(page, out, width, moment)
                taken.append(moment)
        decide(page, rng)
    if page.get_attribute("html", "data-over") == "1" and "end" not in taken:
        shoot(page, out, width, "end")
        taken.append("end")
    ctx.close()
    return taken


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", type=Path, default=Path("build/screenshots"))
    ap.add_argument("--limit", type=int, default=3000, help="at most this many decisions per width")
    ap.add_argument("--no-build", action="store_true", help="reuse build/test-site")
    args = ap.parse_args()
    site = Path(__file__).resolve().parent.parent / "build" / "test-site"
    if not args.no_build:
        site = build_test_site()
    args.out.mkdir(parents=True, exist_ok=True)
    server = Server(site)
    with sync_playwright() as pw:
        browser = launch(pw)
        for width in WIDTHS:
            taken: list[str] = []
            for seed in range(3, 8):                 # another game until every moment has been seen
                run(browser, server.url, width, args.out, args.limit, seed, taken)
                if len(taken) == 2 + len(MOMENTS):
                    break
            print(width, taken, flush=True)
        browser.close()
    server.stop()


if __name__ == "__main__":
    main()
