"""The card reference's pieces on the table, in a player's words: the Promise cards, the Stance and Merit cards, the
Emperor Xian card and the 38 NPC tiles (``cards.py`` puts them after the players' cards), and the shape of an
entry with the rule-id filter every note goes through (``entry``, ``player_words``).

Every number comes from the content (``promises.py``, ``boards.py``, ``npc.py``, ``factions.py``), so the page
cannot drift from what the engine plays.
"""

from __future__ import annotations

import re
from typing import Any

from ..content.boards import (
    CAO_CAO_SELF_RELIANCE_CUBES,
    EMPEROR_COLUMNS,
    EMPEROR_ROWS,
    EMPEROR_SPACES,
    PLAYER_COUNTS,
    emperor_dark_spaces,
)
from ..content.factions import FACTION, FACTIONS
from ..content.map import TERRITORY
from ..content.npc import NPC_TILES, npc_faction_tiles
from ..content.promises import MERIT_MIN_CARDS, PROMISE_CARDS, STANCE_CARDS, PromiseCard
from ..content.vocab import ATTACK, SELF_RELIANCE
from .terms import joined

Entry = dict[str, Any]

_REF = r"(?:DH(?:-[A-Z]+)+-\d+|A-\d+)"
_PHRASES = {
    "Recruit follows A-19; ": "Recruit needs its full number of discards from the rest of your hand; ",
    "Ruling A-13 counts his battlefield as the text says": "His battlefield counts, as the text says",
    "Ruling A-19 still applies to the cards you do discard.":
        "The cards you do discard still come from the rest of your hand.",
}
"""Notes whose ruling id is part of the sentence, in words that need none."""
SIDE = {ATTACK: ("Attacker", "攻方"), "defense": ("Defender", "守方")}
REWARD = {"occupy_target": "the attack target", "occupy_extra_by_rout": "the extra occupied territories",
          "upgrade": "upgrade 1 territory", "diplomacy_action": "Friendship or Induce Surrender"}
"""A Promise card's reward in short, by its effect (the card's full text is on the page too)."""
HAN_MINISTER_WORDS = "Han Minister 漢臣"
SELF_RELIANCE_WORDS = "Self-Reliance 自立"


def player_words(text: str) -> str:
    """A content note without the spec's rule and ruling ids: "(DH-STR-3)", "A-14: ", ", A-24" go."""
    for old, new in _PHRASES.items():
        text = text.replace(old, new)
    text = re.sub(rf"{_REF}:\s*", "", text)
    text = re.sub(rf",\s*{_REF}", "", text)
    text = re.sub(rf"{_REF},\s*", "", text)
    return re.sub(rf"\s*\({_REF}\)", "", text)


def entry(anchor: str, also: list[str], name: str, kind: str, count: int | None, text: list[str],
          facts: list[tuple[str, str]]) -> Entry:
    """One entry of the page (the shape ``Game.cards`` documents)."""
    return {"id": anchor, "also": [a for a in also if a != anchor], "name": name, "kind": kind, "count": count,
            "text": [player_words(t) for t in text if t], "facts": [[k, player_words(v)] for k, v in facts]}


def section(id_: str, title: str, intro: list[str], cards: list[Entry]) -> dict[str, Any]:
    return {"id": id_, "title": title, "intro": intro, "cards": cards}


def used_with(p: PromiseCard) -> str:
    """When a Promise card is in the game: ``4 to 6 players, full rules only``."""
    counts = [n for n in PLAYER_COUNTS if n >= p.min_players]
    words = f"{counts[0]} to {counts[-1]} players" if len(counts) > 2 else joined([str(n) for n in counts], "or") \
        + " players"
    return words + (", full rules only" if p.full_only else ", both rules")


def promise_section() -> dict[str, Any]:
    """The Promise cards, copies merged (two alike Defender upgrades are one entry of 2)."""
    faces: dict[tuple, list[PromiseCard]] = {}
    for p in PROMISE_CARDS:
        faces.setdefault((p.side, p.text, p.min_players, p.full_only), []).append(p)
    cards = []
    for copies in faces.values():
        p = copies[0]
        side, hanzi = SIDE[p.side]
        reward = REWARD[p.effects[0]["do"]]
        mark = "" if p.min_players == min(PLAYER_COUNTS) else f" ({p.min_players}+)" if p.min_players < max(
            PLAYER_COUNTS) else f" ({p.min_players})"
        cards.append(entry(f"promise-{p.id}", [f"promise-{x.id}" for x in copies],
                           f"{side} Promise {hanzi}: {reward}{mark}", f"Promise card, {side} side", len(copies),
                           [p.text], [("Handed out by", f"the {side}"), ("In the game with", used_with(p)),
                                      ("Pays", f"when the {side} wins, whoever holds it")]))
    return section("promises", "Promise cards",
                   ["The Attacker hands out the Attacker cards and a player Defender the Defender cards, to win "
                    "support; a card given cannot be taken back unless its holder's battlefield shows the other "
                    "banner. Only the winning side's cards pay, to whoever holds them. The cards marked 5+ or 6 "
                    "join only with that many players."], cards)


def stance_merit_section() -> dict[str, Any]:
    """The nine Stance cards (full rules) and the Merit card."""
    cards = []
    for st in STANCE_CARDS:
        f = FACTION[st.faction]
        start = SELF_RELIANCE_WORDS if f.start_stance == SELF_RELIANCE else HAN_MINISTER_WORDS
        cards.append(entry(f"stance-{f.id}", [], f"Stance card of {f.name} {f.hanzi}",
                           "Stance card, full rules", 1,
                           [f"Two sides: {HAN_MINISTER_WORDS} and {SELF_RELIANCE_WORDS}. It only says which one "
                            f"{f.name} is; the Merit reward depends on it."],
                           [("Starts on", start)]))
    han = joined([x.name for x in FACTIONS if x.merit_cubes == 1 and x.start_stance != SELF_RELIANCE])
    liu = joined([x.name for x in FACTIONS if x.merit_cubes == 2])
    liu_cubes = {x.merit_cubes for x in FACTIONS if x.merit_cubes != 1}.pop()
    cards.append(entry("merit", [], "Merit card", "Merit card, two sides", 1, [
        "Flipped to \"Attacker wins\" or \"Defender wins\" at Resolution; both sides reward alike. The player with "
        "the most cards of the winning banner on his battlefield takes the reward, every tied player too, but "
        f"nobody if that most is 1 card (at least {MERIT_MIN_CARDS} are needed). A Troop card whose symbols do not "
        "match the target still counts.",
        f"A Han Minister (everyone in the simple rules) places 1 cube from his board on the Emperor Xian card: "
        f"{han}; the Liu clan places {liu_cubes}: {liu}.",
        "A player on Self-Reliance (full rules) removes 2 cubes of his board from the game instead."],
        [("Sides", "Attacker wins, Defender wins")]))
    return section("stances-merit", "Stance cards and the Merit card",
                   ["The full rules give every faction a Stance card; the simple rules use none (everyone is a Han "
                    "Minister). The Merit card rewards the busiest winner."], cards)


def emperor_section() -> dict[str, Any]:
    """The Emperor Xian card."""
    dark = [(n, emperor_dark_spaces(n)) for n in PLAYER_COUNTS]
    dark_words = "; ".join(f"{n} players: spaces {d[0]} to {d[-1]}" for n, d in dark)
    card = entry("emperor-xian", [], "Emperor Xian card 獻帝", "Emperor Xian card", 1, [
        f"{len(EMPEROR_SPACES)} spaces in {EMPEROR_ROWS} rows of {EMPEROR_COLUMNS}. Tribute (and the Merit reward "
        "of a Han Minister) places a cube from your board on the topmost, leftmost empty space.",
        f"The bottom row is dark from the space marked with the number of players ({dark_words}). A cube on a "
        "dark space ends the game at Cleanup; cubes on this card are otherwise not counted for the win.",
        "Self-Reliance removes your cubes here from the game; Cao Cao's Self-Reliance (with "
        f"{CAO_CAO_SELF_RELIANCE_CUBES} or more of his cubes here) removes the whole card and every cube on it, "
        "and every faction turns to Self-Reliance."],
        [("Spaces", str(len(EMPEROR_SPACES)))] + [(f"Dark with {n} players", str(len(d))) for n, d in dark])
    return section("emperor", "The Emperor Xian card", [], [card])


def npc_section() -> dict[str, Any]:
    """The 38 NPC tiles: one per territory, used where no faction starts."""
    cards = []
    for t in NPC_TILES:
        terr = TERRITORY[t.territory]
        others = [TERRITORY[x].name for x in npc_faction_tiles(t.faction) if x != t.territory]
        warlord = t.faction in FACTION
        faction = f"{t.faction_name} {t.faction_hanzi}"
        who = (f"{t.faction_name}'s home, held for him while he is not in the game" if warlord
               else f"a minor power, {t.faction_name}")
        text = [f"Covers {terr.name} when no warlord's cubes start there: {who}. Occupying it removes the tile and "
                "fills its ● spaces with the occupier's cubes; a diplomacy cube on it goes back to its owner first."]
        facts = [("NPC faction", faction + (" (grey: its only tile)" if t.grey else f" (with {joined(others)})")),
                 ("Suited troops", joined(sorted(x.capitalize() for x in t.troops), "or")),
                 ("Level ●", str(t.level)), ("Upgrade spaces □", str(t.upgrade_capacity)), ("Diplomacy spaces", "1")]
        cards.append(entry(f"npc-{t.territory}", [], f"{terr.name} {terr.hanzi}", f"NPC tile of {t.faction_name}", 1,
                           text, facts))
    return section("npc-tiles", "NPC tiles",
                   [f"{len(NPC_TILES)} tiles, one per territory. Tiles of one NPC faction share a background (grey: "
                    "a faction of one tile); Rout Value follows the faction name. NPCs never grow and have no "
                    "strength of their own."], cards)

