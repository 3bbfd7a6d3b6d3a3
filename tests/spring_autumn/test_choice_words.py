"""Words a person can decide by: every choice offered has its own words (``Game.describe_action``), and no
words show an internal id (area, sea, tribe, card or token ids from the content modules). Random games
(the engine's random bot) over several seeds and player counts, some with dragons on the map from the start
and heroes beside them, are played long enough to meet combats, world events, dragons and upkeep."""

from __future__ import annotations

import re

from sa_helpers import new

from pygame_rules.ai.random_bot import RandomBot
from pygame_rules.catalog.spring_autumn.content.events import DRAGON, WORLD_EVENT
from pygame_rules.catalog.spring_autumn.content.factions import FACTION
from pygame_rules.catalog.spring_autumn.content.map import AREA, ARROWS, SEA_SPACE, TRIBE
from pygame_rules.catalog.spring_autumn.content.objectives import OBJECTIVE
from pygame_rules.catalog.spring_autumn.content.philosophies import PHILOSOPHY
from pygame_rules.catalog.spring_autumn.content.player_board import ADVANCEMENT
from pygame_rules.catalog.spring_autumn.content.tokens import BARBARIAN_TOKENS, KINGDOM_TOKENS
from pygame_rules.catalog.spring_autumn.content.treaties import TREATY
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.engine.rng import Rng

CONTENT_IDS = (set(AREA) | set(SEA_SPACE) | set(TRIBE) | set(ARROWS) | set(WORLD_EVENT) | set(DRAGON)
               | set(PHILOSOPHY) | set(OBJECTIVE) | set(TREATY) | set(ADVANCEMENT) | set(KINGDOM_TOKENS)
               | {b.id for b in BARBARIAN_TOKENS} | set(FACTION))
"""Every id of the content data."""
INTERNAL_IDS = {i for i in CONTENT_IDS if re.search(r"[_\-0-9]", i)} | set(AREA) | set(SEA_SPACE) | set(TRIBE) \
    | set(FACTION)
"""The ids that can never be words: snake_case or numbered ones, and place and faction ids, whose names are
always capitalised (single-word card ids such as "deception" are ordinary words, so they are left out)."""
ID_WORD = re.compile(r"(?<![\w-])(" + "|".join(sorted(map(re.escape, INTERNAL_IDS), key=len, reverse=True))
                     + r")(?![\w-])")

A_BEFORE_VOWEL = re.compile(r"\ba [aeio]", re.IGNORECASE)
"""An article English does not write ("a academy", "a infantry"); "a unit" is right, so u is left out."""

DRAGONS_AT_START = {"tianlong": "qin", "dilong": "jin", "shenlong": "bohai", "qiulong": "hanzhong",
                    "fuzanglong": "yong"}


def _game(seed: int, players: int, dragons: bool):
    s = new(seed, players=players, turn_limit=20)
    if dragons:                                   # as test_dragons' random play: abilities and duels every turn
        s.dragons = dict(DRAGONS_AT_START)
        for i in range(s.n):
            area = next(a for a in s.units[i] if a in AREA)
            s.add_units(i, area, "hero", 1)
    return s


def _check_words(s, step: int) -> None:
    legal = GAME.legal_actions(s)
    words = [GAME.describe_action(s, a) for a in legal]
    task = s.tasks[-1]["t"] if s.tasks else None
    same = {w for w in words if words.count(w) > 1}
    assert not same, (task, step, [(w, a) for w, a in zip(words, legal, strict=False) if w in same])
    for w, a in zip(words, legal, strict=False):
        assert not w.startswith("{"), (task, step, a)
        hit = ID_WORD.search(w)
        assert hit is None, (task, step, w, a)
        assert not A_BEFORE_VOWEL.search(w), (task, step, w)        # "build an academy", not "a academy"


def test_random_games_offer_no_two_choices_with_the_same_words_and_no_internal_ids():
    bot = RandomBot()
    met: set[str] = set()
    for players in (2, 3, 4, 5):
        for seed in range(4):
            s = _game(seed, players, dragons=seed % 2 == 1)
            rng = Rng(1000 * players + seed)
            step = 0
            while GAME.outcome(s) is None:
                _check_words(s, step)
                t = s.tasks[-1]
                met.add(t["t"] if t["t"] != "phil" else f"phil:{t['timing']}")
                legal = GAME.legal_actions(s)
                s = GAME.apply(s, bot.choose(GAME, {}, GAME.current_seat(s), legal, rng).action)
                step += 1
                assert step < 20000
    # the games were long and varied enough to mean something: combat, world events, dragons, upkeep
    assert {"combat", "bid", "we_effect", "dragon_ability", "duel_check", "phil:replenish"} <= met, sorted(met)


def test_withdrawal_to_a_sea_space_uses_the_map_name():
    s = new(1)
    assert GAME.describe_action(s, {"withdraw": "yellow_mengjin"}) == \
        f"withdraw to {SEA_SPACE['yellow_mengjin'].name}"
    assert GAME.describe_action(s, {"withdraw": "qin"}) == "withdraw to Qin"
