"""The vocabulary every Death of Heaven content module is written in.

A skill's effects are data: each effect is a dict ``{"do": <kind>, **params}``; a condition is a dict
``{"is": <condition>, **params}``; whom a skill designates is a dict ``{"who": <selector>, **filters}``; a card
filter (which cards an effect may pick) is a dict of ``CARD_FILTER_KEYS``. This module lists every effect kind,
condition, selector, measure, trigger and filter key the content uses, with the parameters each accepts, so the
rules engine knows exactly what it has to implement (``tests/death_of_heaven/test_dh_content_cards.py`` proves
the content uses nothing else, and that every entry is used).

Parameters every effect kind accepts besides its own (``COMMON_PARAMS``):

- ``if``: a condition; the effect happens only when it holds.
- ``then``: effects that happen only if this effect did something (Chen Dao: "only if you do").
- ``optional``: this part may be skipped although the skill is executed (DH-SKILL-4 otherwise asks "as fully
  as possible"); the player executing the skill decides, unless ``decided_by`` says otherwise.
- ``decided_by``: with ``optional``, who decides whether the part happens: ``"target"``, the designated player
  (Call to Arms: "each of your allies may draw"; Winning Hearts: "he may draw ... if he does, you draw").

Spec: ``shared/spec/death_of_heaven.md`` (rule IDs DH-*, rulings A-*).
"""

from __future__ import annotations

from typing import Any

Effect = dict[str, Any]

INFANTRY = "infantry"
CAVALRY = "cavalry"
NAVY = "navy"
TROOPS: tuple[str, ...] = (INFANTRY, CAVALRY, NAVY)
"""The three troop types, in the rulebook's order (DH-CARD-2)."""

ATTACK = "attack"
DEFENSE = "defense"
SIDES: tuple[str, ...] = (ATTACK, DEFENSE)
"""A card's banner: red Attack or green Defense (DH-CARD-1)."""

GENERAL = "general"
ARMAMENT = "armament"
MAIN_TYPES: tuple[str, ...] = (GENERAL, ARMAMENT)
"""A card's main type (DH-CARD-5). Faction Troop and Scheme cards are armaments too (DH-GEN-1, A-16)."""

TROOP = "troop"
SCHEME = "scheme"
SUBTYPES: tuple[str, ...] = (GENERAL, TROOP, SCHEME)

GENERAL_SKILLS: tuple[str, ...] = ("armament", "talent", "upgrade", "duel", "diplomacy")
"""The five general-skill icons (DH-GSK-1..5), always Immediate (DH-SKILL-1)."""

IMMEDIATE = "immediate"
ONGOING = "ongoing"
RESOLUTION = "resolution"
CLEANUP = "cleanup"
TIMINGS: tuple[str, ...] = (IMMEDIATE, ONGOING, RESOLUTION, CLEANUP)
"""Unique-skill timings (DH-SKILL-2). Ongoing, Resolution and Cleanup skills must be announced at play
(DH-SKILL-5)."""

WANDERING = "wandering"
"""The faction field of a wandering general card (在野, DH-CARD-5)."""

DIPLOMACY_OPTIONS: tuple[str, ...] = ("tribute", "friendship", "induce_surrender", "self_reliance")
"""The Diplomacy icon's choices (DH-GSK-5; Self-Reliance only in the full rules, DH-SELF-1)."""

HAN_MINISTER = "han_minister"
SELF_RELIANCE = "self_reliance"
STANCES: tuple[str, ...] = (HAN_MINISTER, SELF_RELIANCE)

ROLES: tuple[str, ...] = ("attacker", "defender", "neither")


def _p(doc: str, *keys: str) -> tuple[frozenset[str], str]:
    return frozenset(keys), doc


COMMON_PARAMS: frozenset[str] = frozenset({"if", "then", "optional", "decided_by"})
DECIDERS: tuple[str, ...] = ("target",)
"""The values ``decided_by`` accepts."""

EFFECTS: dict[str, tuple[frozenset[str], str]] = {
    # name -> (parameter names it accepts, meaning). `who` names a selector result or "self" (the default).
    # -- cards: drawing, discarding, taking ---------------------------------------------------------------------
    "draw": _p("`who` draws n cards from `source` (own deck | public deck) into hand; `n_from` (a MEASURES name) "
               "instead of n, up to `max`; `bonus_if` (a condition) with `bonus` adds that many when it holds.",
               "who", "source", "n", "n_from", "max", "bonus_if", "bonus"),
    "look_take": _p("Look at the top `look` cards of your `source` deck, take `take` into hand, put the rest back "
                    "on top in any order.", "source", "look", "take"),
    "hand_discard": _p("`who` discards n hand cards (or `per`/`divisor`: one per `divisor` of that measure); "
                       "`chooser` picks them (victim | you | random); `filter` limits which cards.",
                       "who", "n", "per", "divisor", "chooser", "filter"),
    "bf_discard": _p("`who` discards n cards from his battlefield; `chooser` picks (victim | you); `filter` limits "
                     "which cards may be picked, `exclude` which may not.", "who", "n", "chooser", "filter",
                     "exclude"),
    "retrieve_discard": _p("Take n cards (or `all`) matching `filter` from your discard pile into hand.",
                           "n", "filter"),
    "view_hand_take": _p("`who` shows you his hand; take up to n cards matching `filter`, return the rest.",
                         "who", "n", "filter"),
    "hand_take_random": _p("Take n cards at random from `who`'s hand (all if fewer); discard those of side "
                           "`discard_side` to his discard pile and return the others to his hand.",
                           "who", "n", "discard_side"),
    "victim_chooses": _p("`who` chooses one of `options` (each a tuple of effects, executed by him).",
                         "who", "options"),
    "cycle_hand": _p("Discard any number of hand cards, then draw as many from your own deck (DH-ZONE-2).",),
    "redraw_hand": _p("`who` discards his whole hand, then draws as many from his own deck.", "who"),
    "discard_own_bf": _p("Discard every card on your battlefield (their strength is subtracted, DH-STR-3).",),
    "play_from_hand": _p("Play a card matching `filter` from your hand onto your battlefield and execute it.",
                         "filter"),
    "ask_enemy_discard": _p("Ask enemies one by one (never allies) whether one will discard n hand cards; the "
                            "first who agrees does, and `then` happens; if none agrees the skill fails (DH-QA-5).",
                            "n"),
    "draw_reveal": _p("Draw n cards from your `source` deck, showing them; `if_drawn` (a card filter) must match "
                      "for `then`.", "source", "n", "if_drawn"),
    "move_this_to_bf": _p("Move this card onto `who`'s battlefield; it becomes his; while it stays he may play "
                          "only `lock_side` cards.", "who", "lock_side"),
    # -- strength and markers -----------------------------------------------------------------------------------
    "add_markers": _p("Place `troop` markers on `on` (this | each_own_bf | each_own_troop | named_own_bf with "
                      "`name`): n each, or one per `per` (a MEASURES name) up to `max` (DH-SKILL-6).",
                      "troop", "n", "per", "max", "on", "name"),
    "add_strength": _p("Add n to your side's tally (not a marker: it stays if cards leave).", "n"),
    "set_target_type": _p("The attack target's suited troop type becomes `troop`; recompute both tallies "
                          "(A-14).", "troop"),
    "scheme_shield": _p("Until `until` (next_own_play), enemies whose effect compares Scheme cannot designate "
                        "you (Zhao Yun).", "until"),
    # -- cubes, territories, the Emperor ------------------------------------------------------------------------
    "tribute": _p("Execute Tribute n times: a cube from your board to the Emperor Xian card (DH-GSK-5).", "n"),
    "upgrade": _p("Execute Upgrade Territory n times (DH-GSK-3).", "n"),
    "diplomacy_action": _p("Execute n of the Diplomacy `options` (friendship | induce_surrender), spec 3.10; "
                           "each may be declined (the Promise cards say \"you may execute\").",
                           "options", "n"),
    "general_skill": _p("Execute the general skill `skill` once more, as its icon would (DH-GSK-*).", "skill"),
    "remove_board_cubes": _p("`who` removes n cubes from his board from the game (A-23).", "who", "n"),
    "give_territory": _p("Give 1 of your territories (never the target when `exclude_target`) to `who`: your "
                         "cubes there leave the game, his replace them from his board (Lu Su, DH-EX-35).",
                         "who", "exclude_target"),
    "occupy_target": _p("The attack target becomes yours (DH-PROM-4)."),
    "occupy_extra_by_rout": _p("Occupy the Defender's faction's further territories with the Rout Value "
                               "(DH-ROUT-2)."),
    # -- passive faction abilities (modifiers a rules engine consults) ------------------------------------------
    "extra_draw_on": _p("When `event` (a TRIGGERS name) happens to you, draw n more from `source`; "
                        "`once_per_round` limits it.", "event", "source", "n", "once_per_round"),
    "duel_draw": _p("Your Duel icon draws n instead of 1 (DH-GSK-4); with `side`, only while your side in the war "
                    "is that banner (Lu Bu's Peerless: Defense).", "n", "side"),
    "recruit_discount": _p("Your Recruit discards n fewer cards, never fewer than 0 (DH-GSK-2).", "n"),
    "upgrade_any_space": _p("Your Upgrade Territory may fill any empty space of yours, not only the lowest "
                            "numbered (DH-GSK-3)."),
    "marker_on_troop_play": _p("When you play a Troop card bearing a `troop` symbol, place n `troop` markers on "
                               "it.", "troop", "n"),
    "rout_divisor": _p("The Rout Value against your territories is divided by n, rounded down (DH-ROUT-1).",
                       "n"),
    "redirect_discard": _p("While this card is on your battlefield, a card an enemy's skill discards from your "
                           "battlefield goes to `to` (hand) instead of your discard pile.", "to"),
}

CONDITIONS: dict[str, tuple[frozenset[str], str]] = {
    "scheme_above_highest_enemy": _p("Your Scheme is more than that of the enemy with the most Scheme."),
    "target_type_includes": _p("The attack target's suited types include `troop`.", "troop"),
    "target_type_excludes": _p("The attack target's suited types do not include `troop`.", "troop"),
    "winner": _p("The battle's winning side is `side` (attacker | defender).", "side"),
    "not_adjacent_to_target": _p("None of your cubes (territory or diplomacy space) is adjacent to the "
                                 "target."),
    "target_bf_empty": _p("The designated player's battlefield is empty."),
    "target_is_own_territory": _p("The attack target is one of your territories."),
    "enemy_side_ahead": _p("The enemy side's tally is ahead of yours."),
    "no_enemy_duel": _p("No card on any enemy's battlefield bears the Duel icon."),
    "enemy_duel": _p("A card on some enemy's battlefield bears the Duel icon."),
    "role": _p("You are `role` (attacker | defender | neither).", "role"),
    "holds_territory": _p("`territory` is one of yours.", "territory"),
    "emperor_cubes_at_least": _p("You have at least n cubes on the Emperor Xian card.", "n"),
    "hand_has": _p("Your hand holds a card matching the card filter `filter` (Reversal: the other Lu Bu card).",
                   "filter"),
}

SELECTORS: dict[str, str] = {
    # who a skill designates (its `target`), before filters
    "enemy": "1 enemy you designate (DH-PERS-10).",
    "each_enemy": "Every enemy, one after another.",
    "ally": "1 ally you designate.",
    "each_ally": "Every ally, one after another.",
    "player": "1 player you designate, ally or enemy (A-22).",
    "other_player": "1 player other than you, whatever his type.",
    "attacker_supporter": "1 supporter of the Attacker (Estrangement).",
}

TARGET_FILTERS: dict[str, str] = {
    "scheme_lower": "Only players with less Scheme than you (True).",
    "hand_min": "Only players with at least this many hand cards.",
    "bf_has": "Only players whose battlefield has a card matching this card filter.",
    "optional": "(True) Not a filter: the skill may be executed even when nobody qualifies; effects whose `who` "
                "is the target are then skipped and the others happen (Han Sui's Pact: \"with no ally, you still "
                "draw\"). Without it a skill whose selector finds nobody cannot be executed.",
}

MEASURES: dict[str, str] = {
    "scheme_lead_over_highest_enemy": "Your Scheme minus the highest enemy Scheme, at least 0 (Decoy Troops).",
    "target_bf_cards": "Cards on the designated player's battlefield.",
    "target_hand_cards": "Cards in the designated player's hand.",
    "cards_just_discarded": "Cards the previous effect made its victim discard.",
    "own_troop_bf_cards": "Troop cards on your battlefield.",
    "enemies_with_more_bf_cards": "Enemies with more battlefield cards than you.",
    "target_level": "The attack target's level (DH-TERR-3).",
    "own_npc_diplomacy_cubes": "NPC tiles holding your cube on their diplomacy space.",
}

TRIGGERS: dict[str, str] = {
    "own_play_with_scheme": "You play a card with at least 1 Scheme (Xu Sheng).",
    "own_bf_card_discarded_by_enemy": "An enemy's skill discards a card from your battlefield.",
    "tribute": "You execute Tribute.",
    "defense_reward": "You draw a Defense reward (DH-WAR-5).",
    "given_promise": "The Attacker or Defender places a Promise card in front of you (DH-PERS-2).",
}

CARD_FILTER_KEYS: dict[str, str] = {
    "subtype": "general | troop | scheme",
    "side": "attack | defense",
    "symbol": "the card bears at least one symbol of this troop type",
    "general_skill": "the card bears this general-skill icon",
    "name": "the card's name id (Lu Bu's two cards share `lu_bu`)",
}

CHOOSERS: tuple[str, ...] = ("victim", "you", "random")
SOURCES: tuple[str, ...] = ("own", "public")
