"""Every card of Death of Heaven in a player's words: the card reference the site publishes as
``cards/death-of-heaven.html`` (``Game.cards``, ``build.cards_page``).

Sections: the nine faction boards with their abilities, each faction's starting cards (102 in all), the 14
wandering generals, the 80 public armaments, then the cards and boards on the table (``tables.py``): Promise,
Stance, Merit and Emperor Xian cards, and the 38 NPC tiles. Every word comes from the content (a card's name,
banner, troop symbols, Scheme, general-skill icons, its unique skill's text and the handbook's note on it), so the
page says what the engine plays; the notes lose the spec's rule and ruling ids (``player_words``).

Anchors: ``card-<card id>`` for every physical card; copies that are the same card (12 Attack Infantry, two Fire
Attack) are one entry with their count, its anchor the first copy's and ``also`` every other copy's, so the play
page can link any card it shows. Other pieces: ``faction-<id>``, ``promise-<id>``, ``stance-<faction id>``,
``merit``, ``emperor-xian``, ``npc-<territory id>``.
"""

from __future__ import annotations

from typing import Any

from ..content.cards import ARMAMENTS, FACTION_DECKS, WANDERING_GENERALS
from ..content.cardtypes import Card
from ..content.factions import FACTIONS, SELF_RELIANCE_RULES, Faction
from ..content.map import TERRITORY
from ..content.vocab import GENERAL_SKILLS
from .tables import Entry, emperor_section, entry, npc_section, promise_section, section, stance_merit_section
from .terms import BANNER, GENERAL_SKILL, joined, plural

SUBTYPE = {"general": "General", "troop": "Troop", "scheme": "Scheme"}
TIMING = {"immediate": "Immediate", "ongoing": "Ongoing", "resolution": "Resolution", "cleanup": "Cleanup"}
SELF_RELIANCE_WORDS = dict(zip(SELF_RELIANCE_RULES, (
    "may declare Self-Reliance (full rules)", "may never declare Self-Reliance",
    "may declare Self-Reliance only with 5 or more of his cubes on the Emperor Xian card (full rules)"), strict=True))
GENERAL_SKILL_TEXT = {
    "armament": "draw 1 card from the public deck.",
    "talent": "Recruit (take a wandering general and discard the cards its space asks) or draw 1 from your deck.",
    "upgrade": "place 1 board cube on the lowest-numbered empty space of your territories.",
    "duel": "draw 1 from your deck if no enemy's battlefield shows a Duel icon.",
    "diplomacy": "Tribute, Friendship or Induce Surrender (Self-Reliance too in the full rules).",
}
"""The five icons in short (the rules reference says them in full)."""


def troop_symbols(c: Card) -> str:
    """``Infantry 2, Cavalry 1``, or ``none``."""
    return ", ".join(f"{t.capitalize()} {n}" for t, n in c.symbols.items()) or "none"


def _face(c: Card) -> tuple:
    """What tells one card's face from another: copies share it."""
    return (c.faction, c.name, c.main, c.subtype, c.side, c.infantry, c.cavalry, c.navy, c.scheme, c.general_skills,
            c.text)


def card_entries(cards: tuple[Card, ...], owner: str) -> list[Entry]:
    """The entries of a group of cards, copies merged, in the content's order; ``owner`` names where they start
    ("Cao Cao's starting card", "Wandering general", "Public armament")."""
    faces: dict[tuple, list[Card]] = {}
    for c in cards:
        faces.setdefault(_face(c), []).append(c)
    out = []
    for copies in faces.values():
        c = copies[0]
        text = [f"{s.name} {s.hanzi} ({TIMING[s.timing]}): {s.text}" for s in c.skills]
        text += [f"How it plays: {s.handbook}" for s in c.skills if s.handbook]
        if c.bio:
            text.append(c.bio)
        kind_words = "General" if c.is_general else f"Armament, {SUBTYPE[c.subtype]}"
        facts = [("Banner", BANNER[c.side]), ("Type", kind_words),
                 ("Troop symbols", troop_symbols(c)), ("Scheme", str(c.scheme))]
        if c.general_skills:
            facts.append(("General skills", joined([GENERAL_SKILL[g] for g in c.general_skills])))
        if c.dual_banner:
            facts.append(("Second banner", "printed, but the card plays as a Defense card only"))
        kind = f"{SUBTYPE[c.subtype]}, {BANNER[c.side]}: {owner}"
        out.append(entry(f"card-{c.id}", [f"card-{x.id}" for x in copies], f"{c.name} {c.hanzi}", kind,
                         len(copies), text, facts))
    return out


def faction_entry(f: Faction) -> Entry:
    """A faction board: its ability, cubes, stance, Self-Reliance, Merit reward and starting territories."""
    a = f.ability
    homes = joined([TERRITORY[t].name for t in f.territories])
    deck = FACTION_DECKS[f.id]
    text = [f"{a.name} {a.hanzi}: {a.text}", f"How it plays: {a.handbook}"]
    facts = [("Leader", f.leader), ("Colour", f.colour), ("Cubes", str(f.cubes)), ("Starting territories", homes),
             ("Starting cards", plural(len(deck), "card")),
             ("Starting stance (full rules)", "Self-Reliance" if f.start_stance == "self_reliance" else "Han Minister"),
             ("Self-Reliance", SELF_RELIANCE_WORDS[f.self_reliance]),
             ("Merit as a Han Minister", f"{plural(f.merit_cubes, 'cube')} on the Emperor Xian card")]
    return entry(f"faction-{f.id}", [], f"{f.name} {f.hanzi}", "Faction board", 1, text, facts)


def card_reference() -> list[dict[str, Any]]:
    """The whole page: the sections in order (``Game.cards``)."""
    icons = [f"{GENERAL_SKILL[g]}: {GENERAL_SKILL_TEXT[g]}" for g in GENERAL_SKILLS]
    sections = [section(
        "factions", "Faction boards",
        ["Nine warlords. The simple rules use Cao Cao, Lu Bu, Liu Bei and Sun Ce, with Liu Biao at 5 players and "
         "Yuan Shao at 6; the full rules draft from all nine. Each board holds the faction's cubes: the fewest left "
         "on the board at the end wins."],
        [faction_entry(f) for f in FACTIONS])]
    for f in FACTIONS:
        deck = FACTION_DECKS[f.id]
        sections.append(section(
            f"cards-{f.id.replace('_', '-')}", f"{f.name}'s starting cards",
            [f"{plural(len(deck), 'card')} that start in {f.name}'s deck. A card's symbols count for its banner's "
             "side when they match the attack target's troop type; the general-skill icons (" + "; ".join(icons)
             + ") and the unique skill are each optional."],
            card_entries(deck, f"{f.name}'s starting card")))
    sections.append(section(
        "wandering-generals", "Wandering generals",
        ["14 generals in the wild. Three lie face up on the wandering board; Recruit takes one into your hand for "
         "3, 2 or 1 discards from left to right, and the board slides and refills. Zhuge Liang starts at the "
         "bottom of the wandering deck."],
        card_entries(WANDERING_GENERALS, "Wandering general")))
    sections.append(section(
        "armaments", "Public armaments",
        [f"The public deck of {len(ARMAMENTS)} Troop and Scheme cards, drawn by the Armament icon and the Adjacency "
         "reward. A card you draw joins your own discard pile and deck from then on."],
        card_entries(ARMAMENTS, "Public armament")))
    return sections + [promise_section(), stance_merit_section(), emperor_section(), npc_section()]

