"""The Ming Voyages board and panel as a phone (375 x 740) and a laptop (1280 x 800) draw them: no text under
11 px, no label wider than its box, keyboard focus unlike any other target, and nothing the renderer draws
dropped by the sanitiser. One page boot: the viewport is resized between the checks."""

from __future__ import annotations

import json
import urllib.parse

from .harness import choose, wait_ready

PHONE, LAPTOP = (375, 740), (1280, 800)

# Every visible text in #board and #panel with its rendered size in CSS px. SVG text: its font size times
# the scale from its user units to the screen; HTML text: each text node's computed font size. Text not
# rendered (a closed <details>) has no client rects and is left out.
MEASURE = """() => {
  const out = [];
  for (const id of ["board", "panel"]) {
    const root = document.getElementById(id);
    for (const t of root.querySelectorAll("text")) {
      if (!t.textContent.trim() || !t.getClientRects().length) continue;
      const m = t.getScreenCTM();
      out.push({where: id, kind: "svg", text: t.textContent.trim(),
                px: parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b)});
    }
    const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) {
      const node = walk.currentNode, el = node.parentElement;
      if (!node.textContent.trim() || el.closest("svg")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (!range.getClientRects().length) continue;
      out.push({where: id, kind: "html", text: node.textContent.trim().slice(0, 40),
                px: parseFloat(getComputedStyle(el).fontSize)});
    }
  }
  // The drawn width: the SVG box may be wider than its drawing when its height is capped (laptops).
  const svg = document.querySelector("#board svg");
  return {texts: out, boardWidth: svg.getScreenCTM().a * svg.viewBox.baseVal.width};
}"""

# Texts of each region, Voyage and the dice strip that reach outside their box (user units, real glyphs).
OVERFLOWS = """() => {
  const bad = [];
  for (const g of document.querySelectorAll("#board [data-region], #board [data-voyage], #board .battle-dice")) {
    const box = g.querySelector(":scope > .box").getBBox();
    for (const t of g.querySelectorAll("text")) {
      if (t.closest(".change-badge, .battle-badge")) continue;
      const b = t.getBBox();
      if (b.x < box.x + 2 || b.x + b.width > box.x + box.width - 2)
        bad.push(`${t.textContent} (${b.x.toFixed(1)}-${(b.x + b.width).toFixed(1)}) in ` +
                 `${g.dataset.region || g.dataset.voyage || "strip"} (${box.x}-${box.x + box.width})`);
    }
  }
  return bad;
}"""


def _measure(page, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.wait_for_timeout(100)
    page.evaluate("document.querySelectorAll('#panel details').forEach((d) => { d.open = true; })")
    got = page.evaluate(MEASURE)
    texts = got["texts"]
    assert any(t["where"] == "board" for t in texts) and any(t["where"] == "panel" for t in texts)
    smallest = min(texts, key=lambda t: t["px"])
    small = [t for t in texts if t["px"] < 11]
    assert not small, f"text under 11 px at {size[0]} px: {small[:8]}"
    overflows = page.evaluate(OVERFLOWS)
    assert not overflows, f"labels wider than their boxes at {size[0]} px: {overflows}"
    return smallest, got["boardWidth"], len(texts)


def _report(label, result):
    smallest, width, count = result
    print(f"{label}: board drawn {width:.0f} px wide, {count} texts, smallest {smallest['px']:.2f} px "
          f"({smallest['kind']} {smallest['text']!r} in #{smallest['where']})")


def test_no_text_under_11_px_at_375_and_1280_and_focus_is_its_own_outline(page, context, server):
    page.set_viewport_size({"width": PHONE[0], "height": PHONE[1]})
    page.goto(f"{server.url}play.html?game=ming-voyages&setup=solo")
    assert wait_ready(page) == "ready"
    page.wait_for_selector("#board svg.mv-board", state="attached")
    assert page.locator("#panel details.mv-legend[open]").count() == 1       # the key is open in round 1

    phone = _measure(page, PHONE)
    assert 330 <= phone[1] <= 375, f"the board is {phone[1]} px wide on a phone"
    laptop = _measure(page, LAPTOP)
    _report("start, 375 px", phone)
    _report("start, 1280 px", laptop)

    # Keyboard focus on a card target: dashed, unlike the solid outline of every other target.
    page.set_viewport_size({"width": LAPTOP[0], "height": LAPTOP[1]})
    cards = page.locator("#panel [data-card].target")
    assert cards.count() >= 2
    cards.first.focus()
    page.keyboard.press("Tab")
    focused = page.evaluate("""() => { const a = document.activeElement;
      return {card: a.dataset.card || null, visible: a.matches(":focus-visible"),
              style: getComputedStyle(a).outlineStyle}; }""")
    assert focused["card"] and focused["visible"] and focused["style"] == "dashed", focused
    others = page.evaluate("""() => [...document.querySelectorAll("#panel [data-card].target")]
      .filter((c) => c !== document.activeElement).map((c) => getComputedStyle(c).outlineStyle)""")
    assert others and all(s == "solid" for s in others), others

    # The same on the board: two regions made targets as play.js makes them; the focused one's frame is
    # dashed and the other's solid.
    page.evaluate("""() => {
      const [a, b] = ["yunnan", "sichuan"].map((r) => document.querySelector(`#board [data-region=${r}]`));
      for (const g of [a, b]) { g.classList.add("target"); g.setAttribute("tabindex", "0"); }
      a.focus(); }""")
    page.keyboard.press("Tab")
    frames = page.evaluate("""() => ["yunnan", "sichuan"].map((r) => {
      const g = document.querySelector(`#board [data-region=${r}]`);
      const f = getComputedStyle(g.querySelector(".frame"));
      return {region: r, focused: g === document.activeElement && g.matches(":focus-visible"),
              dash: f.strokeDasharray, width: f.strokeWidth, stroke: f.stroke}; })""")
    yunnan, sichuan = frames
    assert sichuan["focused"] and not yunnan["focused"], frames
    assert sichuan["dash"] not in ("none", "") and yunnan["dash"] in ("none", ""), frames
    assert yunnan["stroke"] not in ("none", "") and yunnan["width"] == "4px", frames

    # A few moves on: marks of change, new cards and perhaps a battle are on the page; measure again.
    for _ in range(12):
        if page.locator("#panel .mv-changes li").count() and page.get_attribute("html", "data-over") != "1":
            break
        choose(page)
    assert page.locator("#panel .mv-changes").count() == 1
    later_laptop = _measure(page, LAPTOP)
    later_phone = _measure(page, PHONE)
    _report("after some moves, 375 px", later_phone)
    _report("after some moves, 1280 px", later_laptop)
    print(f"SMALLEST TEXT: {min(phone[0]['px'], later_phone[0]['px']):.2f} px at 375, "
          f"{min(laptop[0]['px'], later_laptop[0]['px']):.2f} px at 1280")

    dropped = [line for line in context.recorder.console if "dropped by the sanitiser" in line]
    assert not dropped, dropped


def test_death_of_heaven_text_is_11_px_or_more_at_375_and_1280(page, server):
    """The map of the Three Kingdoms and its panel: every name, Chinese line, river and label 11 px or more on a
    phone (the map scrolls sideways there) and a laptop (where it takes 7/11 of the width)."""
    query = urllib.parse.urlencode({"game": "death-of-heaven", "setup": "hotseat",
                                    "options": json.dumps({"players": 6, "mode": "full"})})
    page.goto(f"{server.url}play.html?{query}")
    assert wait_ready(page) == "ready"
    for size in (PHONE, LAPTOP):
        page.set_viewport_size({"width": size[0], "height": size[1]})
        page.wait_for_timeout(100)
        texts = page.evaluate(MEASURE)["texts"]
        assert sum(t["where"] == "board" for t in texts) > 80        # 38 territories, two lines each, and more
        small = [t for t in texts if t["px"] < 11]
        assert not small, f"text under 11 px at {size[0]} px: {small[:8]}"
