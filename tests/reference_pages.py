"""Reading the reference pages ``build.py`` writes for each game, for the tests of those pages: the card reference
(``build.cards_page``: sections of ``<article class="cref">`` entries) and the rules reference (``build.rules_page``:
one ``<li id="<rule ID>">`` per rule). Not a test module; the games' page tests import it."""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Iterable
from html.parser import HTMLParser

VOID = {"meta", "link", "br", "img", "hr", "input"}
LOCAL = ("#", "./", "../", "data:")
"""How a URL on a page that asks for nothing outside the site begins."""
TAG = re.compile(r"<[^>]+>")


class CardsPage(HTMLParser):
    """A card reference page parsed: every id in order, the tag stack checked, each entry's text by its anchors."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: list[str] = []
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.urls: list[str] = []
        self.entries: dict[str, dict] = {}        # entry anchor -> {"aliases", "text", "count", "kind", "name"}
        self.anchor_of: dict[str, str] = {}       # every anchor (entry or alias) -> its entry anchor
        self.texts: list[str] = []                # every text node of the body
        self.sections: dict[str, list[str]] = {}  # section id -> its entry anchors
        self._entry: dict | None = None
        self._field: str | None = None
        self._section: str | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag not in VOID:
            self.stack.append(tag)
        if "id" in a:
            self.ids.append(a["id"])
        for key in ("href", "src"):
            if key in a:
                self.urls.append(a[key])
        cls = a.get("class", "")
        if tag == "section":
            self._section = a["id"]
            self.sections[a["id"]] = []
        elif tag == "article" and cls == "cref":
            self._entry = {"aliases": [], "text": "", "count": "", "kind": "", "name": ""}
            self.entries[a["id"]] = self._entry
            self.anchor_of[a["id"]] = a["id"]
            self.sections[self._section].append(a["id"])
            self._id = a["id"]
        elif self._entry is not None:
            if cls == "cref-alias":
                self._entry["aliases"].append(a["id"])
                self.anchor_of[a["id"]] = self._id
            elif cls == "cref-count":
                self._field = "count"
            elif cls == "cref-kind":
                self._field = "kind"
            elif tag == "h3":
                self._field = "name"

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
            return
        self.stack.pop()
        if tag == "article":
            self._entry = None
        if tag in ("span", "p", "h3"):
            self._field = None

    def handle_data(self, data):
        if "body" in self.stack:
            self.texts.append(data)
        if self._entry is not None:
            self._entry["text"] += data + " "
            if self._field:
                self._entry[self._field] += data

    def entry(self, anchor: str) -> dict:
        """The entry an anchor (the entry's own or one of its copies') lands on."""
        return self.entries[self.anchor_of[anchor]]


def read_cards_page(markup: str) -> CardsPage:
    """The card reference page ``markup`` parsed to the end."""
    page = CardsPage()
    page.feed(markup)
    page.close()
    return page


def repeated(ids: Iterable[str]) -> list[str]:
    """The ids that stand more than once."""
    return [i for i, n in Counter(ids).items() if n > 1]


def outside_urls(urls: Iterable[str]) -> list[str]:
    """The URLs that would ask for something outside the site (all but ``LOCAL`` ones, and any with ``//``)."""
    return [u for u in urls if "//" in u or not u.startswith(LOCAL)]


def plain_text(markup: str, sep: str = " ") -> str:
    """``markup`` without its tags (each replaced by ``sep``), its character references read."""
    return html.unescape(TAG.sub(sep, markup))


def anchored_rules(markup: str) -> dict[str, str]:
    """Rule ID -> the plain text of its list item on a rendered rules reference page."""
    return {rule: plain_text(text, "") for rule, text in re.findall(r'<li id="([^"]+)">(.*?)</li>', markup)}


def headings(markup: str, level: int) -> list[str]:
    """The text of each ``<h{level}>`` of ``markup``, in order, tags removed."""
    return [TAG.sub("", h) for h in re.findall(rf"<h{level}>(.*?)</h{level}>", markup)]


def full_sentences(text: str) -> list[str]:
    """The full sentences of ``text``: each starts with a capital (or a quote or bracket), ends with . ! or ?, and
    has at least six words."""
    sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]
    return [s for s in sentences if re.match(r"^[A-Z\"(]", s) and s[-1] in ".!?"
            and len(re.findall(r"[A-Za-z]+", s)) >= 6]


def cards_reference_shape(sections: list[dict]) -> list[str]:
    """What in a game's card reference (``Game.cards``) is not the JSON data ``build.cards_page`` renders as is:
    sections of id, title, intro and cards; each card an id, its copies' ids, name, kind, count, non-empty texts
    and facts that are pairs of strings. Empty when all is well."""
    wrong = []
    for section in sections:
        if set(section) != {"id", "title", "intro", "cards"}:
            wrong.append(f"section {section.get('id')}: keys {sorted(section)}")
            continue
        for e in section["cards"]:
            if set(e) != {"id", "also", "name", "kind", "count", "text", "facts"}:
                wrong.append(f"card {e.get('id')}: keys {sorted(e)}")
            elif not all(isinstance(t, str) and t for t in e["text"]):
                wrong.append(f"card {e['id']}: text {e['text']!r}")
            elif not all(len(f) == 2 and all(isinstance(x, str) for x in f) for f in e["facts"]):
                wrong.append(f"card {e['id']}: facts {e['facts']!r}")
    return wrong
