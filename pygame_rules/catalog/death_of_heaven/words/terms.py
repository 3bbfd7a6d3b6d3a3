"""The names players read for the pieces of Death of Heaven: a card with its banner and its strength against the
attack target, a territory with its holder and level, a Promise card's text, a skill with its card, an effect of
the content's vocabulary as a short verb phrase. Every name comes from the content (``Card.name``,
``Territory.name``, ``Faction.name`` through ``pieces.name``); no id is ever returned."""

from __future__ import annotations

from typing import Any

from ..content.cards import CARD
from ..content.factions import FACTION
from ..content.map import TERRITORY
from ..content.npc import NPC_TILE
from ..content.promises import PROMISE
from ..content.vocab import ATTACK, DEFENSE, TROOPS
from ..pieces import card_strength, name
from ..rules.skills import SKILLS
from ..state import State

BANNER = {ATTACK: "Attack", DEFENSE: "Defense"}
LEADER = {ATTACK: "the Attacker", DEFENSE: "the Defender"}
TROOP = {t: t.capitalize() for t in TROOPS}
GENERAL_SKILL = {"armament": "Armament", "talent": "Talent", "upgrade": "Upgrade Territory", "duel": "Duel",
                 "diplomacy": "Diplomacy"}
"""The five general-skill icons by name (DH-GSK-1..5)."""
ORDINAL = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
NUMBER = {2: "twice", 3: "three times"}
CARD_NAME_BY_ID = {c.name_id: c.name for c in CARD.values()}


def plural(n: int, word: str, many: str | None = None) -> str:
    """``1 card``, ``2 cards``."""
    return f"{n} {word if n == 1 else many or word + 's'}"


def joined(items: list[str], last: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def times(n: int) -> str:
    return "" if n == 1 else " " + NUMBER.get(n, f"{n} times")


# -- cards -------------------------------------------------------------------------------------------------------

def symbols(card_id: str) -> str:
    """The card's symbols in words: ``infantry 2, scheme 1``."""
    c = CARD[card_id]
    parts = [f"{t} {getattr(c, t)}" for t in TROOPS if getattr(c, t)]
    if c.scheme:
        parts.append(f"scheme {c.scheme}")
    return ", ".join(parts)


def card(s: State, card_id: str) -> str:
    """``Zhang Liao (Attack, 4 strength here)`` in a war (with its Scheme when it has some: ``Fire Attack (Attack,
    1 strength here, Scheme 2)``); ``Zhang Liao (Attack: infantry 2, cavalry 2)`` outside one. A card's name and
    banner tell its face from every other (``pieces.FACES``)."""
    c = CARD[card_id]
    banner = BANNER[c.side]
    if s.battle is not None:
        sch = f", Scheme {c.scheme}" if c.scheme else ""
        return f"{c.name} ({banner}, {card_strength(s, card_id, s.battle['types'])} strength here{sch})"
    sym = symbols(card_id)
    return f"{c.name} ({banner}: {sym})" if sym else f"{c.name} ({banner})"


def card_name(card_id: str) -> str:
    return CARD[card_id].name


def markers(s: State, card_id: str) -> str:
    """`` with 2 navy markers`` for a battlefield card carrying markers, else empty."""
    m = s.markers.get(card_id)
    if not m:
        return ""
    return " with " + joined([plural(k, f"{t} marker") for t, k in sorted(m.items()) if k])


def cards_counted(s: State, cards: list[str]) -> str:
    """Several cards, copies counted: ``2 Infantry (Attack: infantry 2) and Zhang Liao (...)``."""
    seen: dict[str, int] = {}
    for c in cards:
        w = card(s, c)
        seen[w] = seen.get(w, 0) + 1
    return joined([w if k == 1 else f"{k} {w}" for w, k in seen.items()])


def card_filter(n: int | str, flt: dict[str, Any] | None) -> str:
    """``1 Defense card``, ``1 card with the Duel icon``, ``every Troop card``: cards a filter lets through."""
    flt = flt or {}
    adj = []
    if "name" in flt:
        adj.append(CARD_NAME_BY_ID[flt["name"]])
    if "side" in flt:
        adj.append(BANNER[flt["side"]])
    if "subtype" in flt:
        adj.append(flt["subtype"].capitalize())
    suffix = ""
    if "symbol" in flt:
        suffix += f" bearing a {TROOP[flt['symbol']]} symbol"
    if "general_skill" in flt:
        suffix += f" with the {GENERAL_SKILL[flt['general_skill']]} icon"
    noun = " ".join([*adj, "card"])
    if n == "all":
        return f"every {noun}{suffix}"
    return plural(int(n), noun) + suffix


# -- places and sides --------------------------------------------------------------------------------------------

def territory(x: str) -> str:
    return TERRITORY[x].name


def suited(x: str, types: list[str] | None = None) -> str:
    return joined([TROOP[t] for t in (types if types is not None else sorted(TERRITORY[x].troops))], "or")


def holder(s: State, x: str) -> str:
    """Who holds a territory: ``Lu Bu`` or ``the NPC Zhang Xiu`` (the log's words)."""
    if x in s.owner:
        return name(s, s.owner[x])
    return f"the NPC {NPC_TILE[x].faction_name}"


def level(s: State, x: str) -> int:
    return s.level[x] if x in s.owner else NPC_TILE[x].level


def territory_detail(s: State, x: str) -> str:
    """``Xiapi (Lu Bu's, level 2, suited to Infantry)``."""
    who = f"{name(s, s.owner[x])}'s" if x in s.owner else f"the NPC {NPC_TILE[x].faction_name}"
    return f"{territory(x)} ({who}, level {level(s, x)}, suited to {suited(x)})"


def faction(f: str) -> str:
    return FACTION[f].name


def promise(pid: str) -> str:
    """A Promise card by its text, as the log quotes it."""
    return f"\"{PROMISE[pid].text.rstrip('.')}\""


def side_of_promise(pid: str) -> str:
    return PROMISE[pid].side


# -- skills --------------------------------------------------------------------------------------------------------

def skill_name(card_id: str, key: str) -> str:
    """The name of a card's skill given as ``gsk:<icon>`` or ``sk:<skill id>`` (or a bare skill id)."""
    kind, _, what = key.partition(":")
    if not what:
        kind, what = "sk", kind
    if kind == "gsk":
        return GENERAL_SKILL[what]
    return SKILLS[card_id, what].name


def possessive(who: str) -> str:
    """``Zhang Liao's``, ``Farming Colonies'``."""
    return f"{who}'" if who.endswith("s") else f"{who}'s"


def skill_of(card_id: str, key: str) -> str:
    """``Zhang Liao's Surprise Charge``; just the name when the skill is named after its card."""
    sk = skill_name(card_id, key)
    c = CARD[card_id].name
    return sk if sk == c else f"{possessive(c)} {sk}"


def source_of(ref: str) -> str:
    """What an effect list belongs to (``rules.skills.EFFECT_LISTS`` keys), for its player: ``Zhang Liao's Surprise
    Charge``, ``the Promise card "..."`` or ``the Merit``."""
    head, _, rest = ref.partition("/")
    if head == "promise":
        return f"the Promise card {promise(rest.split('/')[0])}"
    if head == "merit":
        return "the Merit"
    return skill_of(head, rest.split("/")[0])


def source_by(s: State, ref: str, seat: int) -> str:
    """The same for the other players: ``Lu Bu's Reversal`` (the player's, by the skill's name)."""
    head, _, rest = ref.partition("/")
    if head in ("promise", "merit"):
        return f"{source_of(ref)} of {name(s, seat)}"
    return f"{possessive(name(s, seat))} {skill_name(head, rest.split('/')[0])}"


# -- effects -------------------------------------------------------------------------------------------------------

MEASURE = {
    "scheme_lead_over_highest_enemy": "one per point of Scheme above the enemy with the most",
    "target_bf_cards": "one per card on the designated player's battlefield",
    "target_hand_cards": "one per card in the designated player's hand",
    "cards_just_discarded": "one per card just discarded",
    "own_troop_bf_cards": "one per Troop card on your battlefield",
    "enemies_with_more_bf_cards": "one per enemy with more battlefield cards than you",
    "target_level": "one per level of the attack target",
    "own_npc_diplomacy_cubes": "one per NPC tile holding your diplomacy cube",
}


def _amount(e: dict[str, Any]) -> tuple[int, str]:
    """(n, words after the noun) for an effect's count: a fixed ``n``, or a measure."""
    for k in ("n_from", "per"):
        if k in e:
            extra = f", {MEASURE[e[k]]}"
            if "divisor" in e:
                extra = f", one per {e['divisor']} cards in the designated player's hand"
            return 1, extra
    n = e.get("n", 1)
    return (n, "") if isinstance(n, int) else (1, "")


def effect_words(s: State, t: dict[str, Any], e: dict[str, Any], decider: int | None) -> str:
    """An effect of the content's vocabulary as a lower-case phrase for ``decider``: "draw 1 card from your own
    deck", "let Lu Bu draw 1 card from its own deck". ``t`` is the running ``fx`` task (``seat``, ``target``)."""
    do = e["do"]
    target = t.get("target")
    actor = target if e.get("who") == "target" and target is not None else t.get("seat")
    you = actor == decider
    poss = "your" if you else "its"
    them = "the designated player" if target is None else name(s, target)
    n, extra = _amount(e)
    if do == "draw":
        src = "the public deck" if e.get("source") == "public" else f"{poss} own deck"
        phrase = f"draw {plural(n, 'card')} from {src}{extra}"
    elif do == "look_take":
        phrase = f"look at the top {plural(e['look'], 'card')} of your deck and take {e['take']}"
    elif do == "hand_discard":
        phrase = f"discard {card_filter(n, e.get('filter'))} from {poss} hand{extra}"
    elif do == "bf_discard":
        phrase = f"discard {card_filter(n, e.get('filter'))} from {poss} battlefield"
    elif do == "retrieve_discard":
        phrase = f"take {card_filter(e.get('n', 1), e.get('filter'))} back from your discard pile"
    elif do == "view_hand_take":
        phrase = f"look at {them}'s hand and take {card_filter(n, e.get('filter'))}"
    elif do == "hand_take_random":
        phrase = f"take {plural(n, 'card')} at random from {them}'s hand"
    elif do == "victim_chooses":
        phrase = f"make {them} choose what to lose"
    elif do == "cycle_hand":
        phrase = "discard any of your hand cards and draw as many"
    elif do == "redraw_hand":
        phrase = f"discard {poss} whole hand and draw as many again"
    elif do == "discard_own_bf":
        phrase = f"discard every card on {poss} battlefield"
    elif do == "play_from_hand":
        phrase = f"play {card_filter(1, e.get('filter'))} from your hand"
    elif do == "ask_enemy_discard":
        phrase = f"ask the enemies in turn whether one will discard {plural(n, 'card')} from its hand"
    elif do == "draw_reveal":
        phrase = f"draw {plural(n, 'card')} from your deck and show it"
    elif do == "move_this_to_bf":
        phrase = f"move this card onto {them}'s battlefield"
    elif do == "add_markers":
        phrase = f"place {plural(n, TROOP[e['troop']].lower() + ' marker')}{extra}"
    elif do == "add_strength":
        phrase = f"add {n} to {poss} side's strength"
    elif do == "set_target_type":
        phrase = f"make the attack target suited to {TROOP[e['troop']]}"
    elif do == "scheme_shield":
        phrase = "keep Scheme comparisons from designating you until you next play a card"
    elif do == "tribute":
        phrase = f"pay Tribute{times(n)}: a cube from {poss} board onto the Emperor Xian card"
    elif do == "upgrade":
        phrase = f"execute Upgrade Territory{times(n)}"
    elif do == "diplomacy_action":
        phrase = "execute 1 Diplomacy action (Friendship or Induce Surrender)"
    elif do == "general_skill":
        phrase = f"execute {GENERAL_SKILL[e['skill']]} once more"
    elif do == "remove_board_cubes":
        phrase = f"remove {plural(n, 'cube')} of {poss} board from the game"
    elif do == "give_territory":
        phrase = f"give 1 of {poss} territories to {them}"
    elif do == "occupy_target":
        phrase = "occupy the attack target"
    elif do == "occupy_extra_by_rout":
        phrase = "occupy further territories with the Rout Value"
    elif do == "extra_draw_on":
        phrase = f"draw {plural(n, 'more card')}"
    elif do == "duel_draw":
        phrase = f"draw {plural(n, 'card')} with Duel" + (f" on the {e['side'].title()} side" if "side" in e else "")
    elif do == "recruit_discount":
        phrase = f"discard {plural(n, 'card')} fewer to Recruit"
    elif do == "upgrade_any_space":
        phrase = "upgrade any empty space"
    elif do == "marker_on_troop_play":
        phrase = f"place {plural(n, TROOP[e['troop']].lower() + ' marker')} on the Troop card played"
    elif do == "rout_divisor":
        phrase = f"divide the Rout Value by {n}"
    elif do == "redirect_discard":
        phrase = "take a card an enemy discards from your battlefield back into your hand"
    else:
        raise KeyError(do)
    return phrase if you or actor is None else f"let {name(s, actor)} {phrase}"
