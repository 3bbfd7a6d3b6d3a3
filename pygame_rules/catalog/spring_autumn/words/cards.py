"""Every card and token of Spring and Autumn in a player's words: the card reference the site publishes
(``Game.cards``, ``build.cards_page``) and the words a tooltip can show for one card (``card_words``).

The words come from the content: each card's own ``text`` (objectives, world events, dragons, treaties,
philosophies, kingdom tokens, advancements, buildings) and the game's existing wordings of the rest (an AI
card's production entries as the log names them, ``Produce.text``; its movement criteria as printed,
``CRITERION_NAME``; a barbarian token's thresholds computed by ``barbarian_outcome``, the rule itself). Nothing
here restates an effect a second time, so the page cannot drift from the cards the engine plays.

Anchors: each entry is ``<prefix>-<id>`` (``ANCHOR_PREFIX``), and every content id of every copy has an anchor
of its own (``anchor``), so a page can link any card it shows, a copy included (``#event-silence-3`` lands on
Silence). Cards that are the same card (the copies of a private objective, a world event's copies, a generic
treaty issued by each faction, a kingdom or barbarian token's copies) are one entry with their count.
"""

from __future__ import annotations

import re
from typing import Any

from ..content.ai_cards import AI_CARDS, COLUMN_2_3, COLUMN_4_PLUS, CRITERION_NAME, DECK_SIZE, AICard
from ..content.events import DRAGON_CARD_RULE, DRAGON_LIST, DRAGON_PLACEMENTS, WORLD_EVENT, WORLD_EVENTS, Dragon
from ..content.factions import FACTION
from ..content.objectives import PRIVATE_OBJECTIVES, PUBLIC_OBJECTIVES, Objective
from ..content.philosophies import AI_USES, PHILOSOPHIES, SCHOOLS, USE_COST, Philosophy
from ..content.player_board import ADVANCEMENTS, BUILDINGS, LEVEL_COST, Advancement, Building
from ..content.tokens import (
    BARBARIAN_TOKENS,
    BARBARIAN_TRIBES,
    DISHONOR_MIX,
    KINGDOM_SYMBOLS,
    KINGDOM_TOKENS,
    BarbarianToken,
    KingdomSymbol,
    barbarian_outcome,
)
from ..content.treaties import TREATIES, Treaty
from ..content.vocab import FACTIONS

Entry = dict[str, Any]

ANCHOR_PREFIX = {
    "objective": "objective", "event": "event", "dragon": "dragon", "treaty": "treaty", "philosophy": "philosophy",
    "advancement": "advancement", "building": "building", "ai_card": "ai-card", "kingdom": "kingdom",
    "barbarian": "barbarian", "dishonor": "dishonor",
}
"""Content kind -> the prefix of its anchors on the card reference page."""

_RULE_REF = re.compile(r",?\s*\b(?:SA|AMB|G|EX|DT)(?:-[A-Z]+)*-\d+\b")
_REF_STARTS = ("SA-", "AMB-", "G-", "EX-", "DT-")
COLUMN_WORDS = {COLUMN_2_3: "turns 2 and 3", COLUMN_4_PLUS: "turn 4 on"}
SECTION_WORDS = {"build": "build", "train": "train", "research": "research", "honor": "honor", "supply": "supply"}


def anchor(kind: str, content_id: str | int) -> str:
    """The anchor of a card on the reference page: ``anchor("treaty", "qi-trade_pact")`` ->
    ``"treaty-qi-trade_pact"`` (an anchor the page holds for every content id)."""
    return f"{ANCHOR_PREFIX[kind]}-{content_id}"


def player_words(text: str) -> str:
    """A content sentence without the spec's clause and ruling ids ("... (SA-DRAGON-2)" -> "...")."""
    if not any(ref in text for ref in _REF_STARTS):
        return text
    text = _RULE_REF.sub("", text)
    return re.sub(r"\s*\(\s*\)", "", text).replace("( ", "(")


def _plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else many or one + 's'}"


def _entry(kind: str, key: str, ids: list[str], name: str, label: str, count: int | None, text: list[str],
           facts: list[tuple[str, str]] = ()) -> Entry:
    main = anchor(kind, key)
    return {"id": main, "also": [anchor(kind, i) for i in ids if anchor(kind, i) != main], "name": name,
            "kind": label, "count": count, "text": [player_words(t) for t in text],
            "facts": [[k, player_words(v)] for k, v in facts]}


def _groups(items: tuple[Any, ...], key: Any) -> list[list[Any]]:
    """Items grouped by ``key`` (copies of one card), in the order each group first appears."""
    out: dict[Any, list[Any]] = {}
    for item in items:
        out.setdefault(key(item), []).append(item)
    return list(out.values())


# -- one card kind each ------------------------------------------------------------------------------------

def objective_entry(copies: list[Objective]) -> Entry:
    o = copies[0]
    deck = "Public objective" if o.deck == "public" else "Private objective"
    base = o.id.rsplit("-", 1)[0] if len(copies) > 1 else o.id
    return _entry("objective", base, [c.id for c in copies], o.title, deck, len(copies), [o.text])


def event_entry(copies: list[Any]) -> Entry:
    w = copies[0]
    base = w.id.rsplit("-", 1)[0] if len(copies) > 1 else w.id
    facts = []
    if w.kind != "dragons_erupt":
        facts.append(("Chaos number", ", ".join(str(c.chaos) for c in copies)
                      + (" (one per copy)" if len(copies) > 1 else "")))
    else:
        facts.append(("Chaos number", "none (ignored)"))
    if w.harmful:
        facts.append(("Harmful", "the winner may aim it at another player"))
    text = [w.text]
    label = "World event, harmful" if w.harmful else "World event"
    return _entry("event", base, [c.id for c in copies], w.title, label, len(copies), text, facts)


def dragon_entry(d: Dragon) -> Entry:
    card = WORLD_EVENT[d.event_id].title
    return _entry("dragon", d.id, [d.id], d.name, "Dragon", 1, [d.text],
                  [("Placed on", DRAGON_PLACEMENTS[d.placement].rstrip(".").lower()), ("Placed by", card)])


def treaty_entry(copies: list[Treaty]) -> Entry:
    t = copies[0]
    issuers = [FACTION[c.faction].name for c in copies]
    generic = len(copies) > 1
    base = t.id.split("-", 1)[1]                    # "trade_pact" for every faction's copy
    issued = "every faction, one card each" if len(copies) == len(FACTIONS) else ", ".join(issuers)
    return _entry("treaty", base, [c.id for c in copies], t.name, "Treaty" if generic else f"Treaty of {issuers[0]}",
                  len(copies), [t.text],
                  [("Issued by", issued),
                   ("Penalty", f"the issuer who breaks the treaty by moving into the holder's area takes "
                               f"{_plural(t.penalty, 'random dishonor token')}")])


def philosophy_entry(p: Philosophy) -> Entry:
    school = SCHOOLS[p.color]
    label = f"Philosophy, {p.color}" + (", starter" if p.starter else "") + (", harmful" if p.harmful else "")
    facts = [("School", f"{p.color}: {school}"),
             ("Deck", "starter: one is dealt face up to each player" if p.starter else "market deck")]
    facts.append(("With AI players", AI_USES[p.ai_use]))
    return _entry("philosophy", p.id, [p.id], p.title, label, 1, [p.text], facts)


def advancement_entry(a: Advancement) -> Entry:
    facts = [("Category", a.category.capitalize()), ("Level", f"{a.level} (costs {a.cost} knowledge)")]
    if a.unlock:
        facts.append(("Unlocks", f"a second space of the {SECTION_WORDS[a.unlock]} section"))
    return _entry("advancement", a.id, [a.id], a.name, f"Advancement, {a.category} level {a.level}", None,
                  [a.text], facts)


def building_entry(b: Building) -> Entry:
    facts = [("Powers", ", ".join(SECTION_WORDS[x].capitalize() for x in b.powers) or "no action")]
    facts.append(("Produces", b.yields))
    facts.append(("Stands on", "a settlement or a mine" if b.on_settlement else "its area, off the settlements"))
    return _entry("building", b.id, [b.id], b.name, "Building", None, [b.text], facts)


def ai_card_entry(c: AICard) -> Entry:
    text = ["Movement, destination criteria from the top: "
            + ", ".join(CRITERION_NAME[x] for x in c.movement) + "."]
    for label in (COLUMN_2_3, COLUMN_4_PLUS):
        text.append(f"Production, {COLUMN_WORDS[label]}: " + ", ".join(p.text for p in c.column(label)) + ".")
    return _entry("ai_card", c.id, [c.id], c.name, "AI card", 1, text)


def kingdom_entry(k: KingdomSymbol) -> Entry:
    ids = [t for t in KINGDOM_TOKENS if t.rsplit("-", 1)[0] == k.id]
    return _entry("kingdom", k.id, ids, k.name, "Kingdom token", k.copies, [k.text])


def barbarian_words(b: BarbarianToken) -> str:
    """What a barbarian token does in a fight, from the rule that decides it (``barbarian_outcome``)."""
    strengths = range(0, 13)
    removes = min(s for s in strengths if barbarian_outcome(b, s)[1])
    costs = max(s for s in strengths if barbarian_outcome(b, s)[0])
    both = [s for s in strengths if all(barbarian_outcome(b, s))]
    text = (f"A final strength of {removes} or more removes the token; {costs} or less costs you one random "
            "unit")
    if both:
        joined = " and " if len(both) == 2 else " to "
        text += (f", so a strength of {both[0]} does both" if len(both) == 1
                 else f", so strengths {both[0]}{joined}{both[-1]} do both")
    return text + "."


def barbarian_entry(copies: list[BarbarianToken]) -> Entry:
    b = copies[0]
    base = b.id.rsplit("-", 1)[0]
    return _entry("barbarian", base, [c.id for c in copies], f"Barbarian {b.attack}/{b.defense}",
                  "Barbarian token", len(copies), [barbarian_words(b)],
                  [("Attack (blood drop)", str(b.attack)), ("Defense (shield)", str(b.defense))])


def dishonor_entry(points: int, copies: int) -> Entry:
    name = "Blank dishonor token" if points == 0 else f"Dishonor token worth {points}"
    text = ("Counts no points at the end, but no other player can tell it from the others." if points == 0 else
            f"Counts {_plural(points, 'dishonor point')} at the end.")
    return _entry("dishonor", str(points), [], name, "Dishonor token", copies, [text])


# -- the reference ---------------------------------------------------------------------------------------

def _section(sid: str, title: str, intro: list[str], cards: list[Entry]) -> dict[str, Any]:
    return {"id": sid, "title": title, "intro": [player_words(t) for t in intro], "cards": cards}


def card_reference() -> list[dict[str, Any]]:
    """The card reference as ``Game.cards`` returns it: sections of entries, JSON data, every text plain words."""
    events = [event_entry(g) for g in _groups(WORLD_EVENTS, lambda w: w.title)]
    treaties = [treaty_entry(g) for g in _groups(TREATIES, lambda t: t.id.split("-", 1)[1])]
    n_public, n_private = len(PUBLIC_OBJECTIVES), len(PRIVATE_OBJECTIVES)
    use = " or ".join(USE_COST)
    return [
        _section("public-objectives", "Public objectives", [
            f"{n_public} cards, one of each. One is revealed each turn; the game ends once a player has met 3 (4 or 5 in the "
            "Epic variant)."],
            [objective_entry([o]) for o in PUBLIC_OBJECTIVES]),
        _section("private-objectives", "Private objectives", [
            f"{n_private} cards over {len(_groups(PRIVATE_OBJECTIVES, lambda o: o.title))} titles. Each player is "
            "dealt 5 and keeps them secret until the end."],
            [objective_entry(g) for g in _groups(PRIVATE_OBJECTIVES, lambda o: o.title)]),
        _section("world-events", "World events", [
            f"{len(WORLD_EVENTS)} cards, Dragons Erupt among them. A revealed card moves the chaos marker down by its "
            "chaos number; when it enters the fireball the event occurs and the players bid honor for it.",
            DRAGON_CARD_RULE],
            events),
        _section("dragons", "Dragons", [
            f"{len(DRAGON_LIST)} dragons, each brought onto the map by its own world event."],
            [dragon_entry(d) for d in DRAGON_LIST]),
        _section("philosophies", "Philosophies", [
            f"{len(PHILOSOPHIES)} cards in five schools of six, one starter in each school. Using a face-up card "
            f"costs {use}, once per turn."],
            [philosophy_entry(p) for p in PHILOSOPHIES]),
        _section("treaties", "Treaties", [
            f"{len(TREATIES)} cards, 5 per faction. The holder of another player's card receives its benefit at "
            "every upkeep."],
            treaties),
        _section("advancements", "Advancements", [
            f"{len(ADVANCEMENTS)} advancements on every player board. Level 1 costs {LEVEL_COST[1]} knowledge, "
            f"level 2 costs {LEVEL_COST[2]}; a level 2 needs more level 1 than level 2 advancements of its "
            "category."],
            [advancement_entry(a) for a in ADVANCEMENTS]),
        _section("buildings", "Buildings", [
            "Buildings other than the palace are not limited by the pieces in the box."],
            [building_entry(b) for b in BUILDINGS.values()]),
        _section("ai-cards", "AI cards", [
            f"{DECK_SIZE} cards in one deck shared by every AI player. An AI reveals one for its production in "
            "round 1 of each turn from turn 2, and one in each later round in which it moves: it keeps the destinations that match "
            "each criterion from the top, skipping a criterion that would keep none. X Supply sets the AI's "
            "supply track to X; +X units places X units, taking the listed types in turn."],
            [ai_card_entry(c) for c in AI_CARDS]),
        _section("kingdom-tokens", "Kingdom tokens", [
            f"{len(KINGDOM_TOKENS)} tokens, face down on the kingdoms at setup. A player whose units enter an "
            "area with kingdom tokens reveals the top one and applies it; while the revealed token is discarded and the player still "
            "has units there, the next one follows."],
            [kingdom_entry(k) for k in KINGDOM_SYMBOLS]),
        _section("barbarian-tokens", "Barbarian tokens", [
            f"{len(BARBARIAN_TOKENS)} tokens: one face down on each of the {BARBARIAN_TRIBES} tribes, the rest in "
            "the pool. A token fights with the final melee strength of the player it meets."],
            [barbarian_entry(g) for g in _groups(BARBARIAN_TOKENS, lambda b: (b.attack, b.defense))]),
        _section("dishonor-tokens", "Dishonor tokens", [
            f"{sum(DISHONOR_MIX.values())} tokens, drawn at random and kept face down."],
            [dishonor_entry(v, n) for v, n in DISHONOR_MIX.items()]),
    ]


def card_words(kind: str, content_id: str | int) -> str:
    """One card in words for a tooltip: its name, what it is and its full text (``card_words("treaty",
    "qi-trade_pact")``). ``render/`` sits beside ``words/`` in the layers contract and may not import it, so a
    tooltip drawn there gets these words through ``game.py``."""
    want = anchor(kind, content_id)
    for section in card_reference():
        for e in section["cards"]:
            if want == e["id"] or want in e["also"]:
                return f"{e['name']} ({e['kind']}): " + " ".join(e["text"])
    raise KeyError(want)
