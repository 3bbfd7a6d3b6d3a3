"""How each effect kind and condition of the content's vocabulary is carried out (``content/vocab.py``), registered
in ``flow.EFFECTS`` and ``flow.CONDITIONS`` for the skill interpreter (``rules/skills.py``).

Each effect function takes the state, the running ``fx`` task (``seat`` executes, ``card`` is the skill's card,
``target`` the designated player) and the effect; it sets ``s.flags["did"]`` when it did something (for
``then``) and ``s.flags["last"]`` to the cards it made a victim discard (``cards_just_discarded``). An effect
that needs a choice pushes a decision task (``pick_bf``, ``pick_hand``, ``pick_discard``) that finishes before
the next effect.
"""

from __future__ import annotations

from ..content.cards import CARD
from ..content.map import adjacent
from ..content.vocab import ATTACK, DEFENSE
from ..flow import CONDITIONS, EFFECTS, Decision, handler, push, resolver
from ..pieces import (
    OTHER,
    distinct,
    draw_own,
    draw_public,
    emperor_cubes,
    enemies,
    highest_enemy_scheme,
    holds_cube_on,
    leave_battlefield,
    name,
    remove_from_game,
    scheme,
    side_of,
    tallies,
    territory_level,
)
from ..state import State
from .general_skills import carry_out, general_skill_available
from .play import add_markers
from .skills import matches


def _who(t: dict, e: dict) -> int:
    """The player an effect acts on: the designated target for ``who: target``, else the executing seat."""
    return t["target"] if e.get("who") == "target" and t["target"] is not None else t["seat"]


def _did(s: State, yes: bool = True) -> None:
    s.flags["did"] = yes


# -- measures (vocab.MEASURES) -----------------------------------------------------------------------------------

def measure(s: State, t: dict, what: str) -> int:
    seat, target = t["seat"], t["target"]
    if what == "scheme_lead_over_highest_enemy":
        return max(0, scheme(s, seat) - highest_enemy_scheme(s, seat))
    if what == "target_bf_cards":
        return len(s.bf[target]) if target is not None else 0
    if what == "target_hand_cards":
        return len(s.hand[target]) if target is not None else 0
    if what == "cards_just_discarded":
        return s.flags.get("last", 0)
    if what == "own_troop_bf_cards":
        return sum(1 for c in s.bf[seat] if CARD[c].subtype == "troop")
    if what == "enemies_with_more_bf_cards":
        return sum(1 for e in enemies(s, seat) if len(s.bf[e]) > len(s.bf[seat]))
    if what == "target_level":
        return territory_level(s, s.battle["target"])
    if what == "own_npc_diplomacy_cubes":
        return sum(1 for d in s.npc.values() if d == seat)
    raise ValueError(what)


def _count(s: State, t: dict, e: dict) -> int:
    n = measure(s, t, e["n_from"]) if "n_from" in e else measure(s, t, e["per"]) if "per" in e else e.get("n", 1)
    if "divisor" in e:
        n //= e["divisor"]
    if "max" in e:
        n = min(n, e["max"])
    return n


# -- conditions (vocab.CONDITIONS) ---------------------------------------------------------------------------------

def _side_word(side: str) -> str:
    return ATTACK if side == "attacker" else DEFENSE


CONDITIONS.update({
    "scheme_above_highest_enemy": lambda s, t, c: scheme(s, t["seat"]) > highest_enemy_scheme(s, t["seat"]),
    "target_type_includes": lambda s, t, c: c["troop"] in s.battle["types"],
    "target_type_excludes": lambda s, t, c: c["troop"] not in s.battle["types"],
    "winner": lambda s, t, c: s.battle["winner"] == _side_word(c["side"]),
    "not_adjacent_to_target": lambda s, t, c: not any(holds_cube_on(s, t["seat"], x)
                                                      for x in adjacent(s.battle["target"])),
    "target_bf_empty": lambda s, t, c: t["target"] is not None and not s.bf[t["target"]],
    "target_is_own_territory": lambda s, t, c: s.owner.get(s.battle["target"]) == t["seat"],
    "enemy_side_ahead": lambda s, t, c: _enemy_ahead(s, t["seat"]),
    "no_enemy_duel": lambda s, t, c: not _enemy_duel(s, t["seat"]),
    "enemy_duel": lambda s, t, c: _enemy_duel(s, t["seat"]),
    "role": lambda s, t, c: _role(s, t["seat"]) == c["role"],
    "holds_territory": lambda s, t, c: s.owner.get(c["territory"]) == t["seat"],
    "emperor_cubes_at_least": lambda s, t, c: emperor_cubes(s, t["seat"]) >= c["n"],
    "hand_has": lambda s, t, c: any(matches(x, c["filter"]) for x in s.hand[t["seat"]]),
})


def _enemy_ahead(s: State, seat: int) -> bool:
    atk, dfn = tallies(s)
    mine = side_of(s, seat)
    return (dfn > atk) if mine == ATTACK else (atk > dfn) if mine == DEFENSE else False


def _enemy_duel(s: State, seat: int) -> bool:
    return any("duel" in CARD[c].general_skills for e in enemies(s, seat) for c in s.bf[e])


def _role(s: State, seat: int) -> str:
    if seat == s.attacker:
        return "attacker"
    return "defender" if s.battle and seat == s.battle["defender"] else "neither"


# -- effects -------------------------------------------------------------------------------------------------------

def _draw(s: State, t: dict, e: dict) -> None:
    seat = _who(t, e)
    n = _count(s, t, e)
    if "bonus_if" in e and CONDITIONS[e["bonus_if"]["is"]](s, t, e["bonus_if"]):
        n += e.get("bonus", 0)
    if n <= 0:
        return
    got = draw_public(s, seat, n) if e.get("source") == "public" else draw_own(s, seat, n)
    k = len(got)
    what = ("public card" if e.get("source") == "public" else "card from its own deck") if k == 1 else \
        ("public cards" if e.get("source") == "public" else "cards from its own deck")
    s.say(f"{name(s, seat)} draws {k} {what}.")
    _did(s, bool(got))


def _add_markers(s: State, t: dict, e: dict) -> None:
    n = _count(s, t, e)
    if n <= 0:
        return
    seat, on, troop = t["seat"], e.get("on", "this"), e["troop"]
    if on == "this":
        cards = [t["card"]] if t["card"] in s.bf[seat] else []
    elif on == "each_own_bf":
        cards = list(s.bf[seat])
    elif on == "each_own_troop":
        cards = [c for c in s.bf[seat] if CARD[c].subtype == "troop"]
    elif on == "named_own_bf":
        cards = [c for c in s.bf[seat] if CARD[c].name_id == e["name"]][:1]
    else:
        raise ValueError(on)
    for c in cards:
        add_markers(s, c, troop, n)
    if cards:
        s.say(f"{name(s, seat)} places {n} {troop} marker{'s' if n != 1 else ''} on "
              f"{' and '.join(CARD[c].name for c in cards) if len(cards) < 4 else f'each of {len(cards)} cards'}.")
        _did(s)


def _add_strength(s: State, t: dict, e: dict) -> None:
    side = side_of(s, t["seat"])
    if side is None:
        return
    bonus = list(s.battle["bonus"])
    bonus[0 if side == ATTACK else 1] += e["n"]
    s.battle["bonus"] = bonus
    s.say(f"{name(s, t['seat'])} adds {e['n']} strength to the {'Attack' if side == ATTACK else 'Defense'}.")
    _did(s)


def _set_target_type(s: State, t: dict, e: dict) -> None:
    s.battle["types"] = [e["troop"]]
    atk, dfn = tallies(s)
    s.say(f"The attack target is now suited to {e['troop'].capitalize()}: Attack {atk}, Defense {dfn}.")
    _did(s)


def _scheme_shield(s: State, t: dict, e: dict) -> None:
    if t["seat"] not in s.battle["shield"]:
        s.battle["shield"] = [*s.battle["shield"], t["seat"]]
        s.say(f"{name(s, t['seat'])}'s Composure: enemies comparing Scheme cannot designate it before its next card.")
    _did(s)


def _tribute(s: State, t: dict, e: dict) -> None:
    for _ in range(e.get("n", 1)):
        if s.board[t["seat"]] > 0 and not s.emperor_gone:
            carry_out(s, t["seat"], {"do": "tribute"})
            _did(s)


def _upgrade(s: State, t: dict, e: dict) -> None:
    seat = _who(t, e)
    push(s, *({"t": "gsk", "seat": seat, "skill": "upgrade"} for _ in range(e.get("n", 1))
              if general_skill_available(s, seat, "upgrade")))
    _did(s)


def _diplomacy_action(s: State, t: dict, e: dict) -> None:
    seat = _who(t, e)
    push(s, *({"t": "gsk", "seat": seat, "skill": "diplomacy", "tribute": False, "optional": True}
              for _ in range(e.get("n", 1))))
    _did(s)


def _general_skill(s: State, t: dict, e: dict) -> None:
    if general_skill_available(s, t["seat"], e["skill"]):
        push(s, {"t": "gsk", "seat": t["seat"], "skill": e["skill"]})
        _did(s)


def _remove_board_cubes(s: State, t: dict, e: dict) -> None:
    who = e.get("who", "self")
    seat = s.attacker if who == "attacker" else _who(t, e)
    k = remove_from_game(s, seat, e.get("n", 1))
    if k:
        s.say(f"{name(s, seat)} removes {k} cube{'s' if k != 1 else ''} of its board from the game.")
        _did(s)


def _discard_own_bf(s: State, t: dict, e: dict) -> None:
    seat = t["seat"]
    for c in list(s.bf[seat]):
        leave_battlefield(s, seat, c)
    s.say(f"{name(s, seat)} discards every card on its battlefield.")
    _did(s)


def _redraw_hand(s: State, t: dict, e: dict) -> None:
    seat = _who(t, e)
    k = len(s.hand[seat])
    s.discard[seat].extend(s.hand[seat])
    s.hand[seat] = []
    draw_own(s, seat, k)
    s.say(f"{name(s, seat)} discards its hand of {k} and draws {len(s.hand[seat])} again.")
    _did(s, k > 0)


def _retrieve_discard(s: State, t: dict, e: dict) -> None:
    seat = t["seat"]
    found = [c for c in s.discard[seat] if matches(c, e.get("filter"))]
    if not found:
        return
    if e.get("n") == "all":
        for c in found:
            s.discard[seat].remove(c)
        s.hand[seat].extend(found)
        s.say(f"{name(s, seat)} takes {len(found)} card{'s' if len(found) != 1 else ''} back from its discard pile.")
    else:
        push(s, {"t": "pick_discard", "seat": seat, "n": e.get("n", 1), "filter": e.get("filter")})
    _did(s)


def _hand_discard(s: State, t: dict, e: dict) -> None:
    victim = _who(t, e)
    n = min(_count(s, t, e), sum(1 for c in s.hand[victim] if matches(c, e.get("filter"))))
    s.flags["last"] = n
    if n <= 0:
        return
    chooser = e.get("chooser", "victim")
    if chooser == "random":
        for _ in range(n):
            pool = [c for c in s.hand[victim] if matches(c, e.get("filter"))]
            c = pool[s.rng.below(len(pool))]
            s.hand[victim].remove(c)
            s.discard[victim].append(c)
            s.say(f"{name(s, victim)} discards a card from its hand, drawn at random.")   # unseen (DH-PERS-9)
        _did(s)
        return
    picker = victim if chooser == "victim" else t["seat"]
    push(s, {"t": "pick_hand", "seat": picker, "victim": victim, "n": n, "filter": e.get("filter")})
    _did(s)


def _bf_discard(s: State, t: dict, e: dict) -> None:
    victim = _who(t, e)
    pool = [c for c in s.bf[victim] if matches(c, e.get("filter")) and not (e.get("exclude") and
                                                                          matches(c, e["exclude"]))]
    n = min(e.get("n", 1), len(pool))
    if n <= 0:
        return
    picker = victim if e.get("chooser", "victim") == "victim" else t["seat"]
    push(s, {"t": "pick_bf", "seat": picker, "victim": victim, "by": t["seat"], "n": n,
             "filter": e.get("filter"), "exclude": e.get("exclude")})
    _did(s)


def _hand_take_random(s: State, t: dict, e: dict) -> None:
    victim = _who(t, e)
    hand = s.hand[victim]
    taken = []
    for _ in range(min(e.get("n", 1), len(hand))):
        taken.append(hand.pop(s.rng.below(len(hand))))
    gone = [c for c in taken if CARD[c].side == e["discard_side"]]
    s.discard[victim].extend(gone)
    hand.extend(c for c in taken if c not in gone)
    s.say(f"{name(s, t['seat'])} takes {len(taken)} card{'s' if len(taken) != 1 else ''} from {name(s, victim)}'s "
          f"hand at random; {name(s, victim)} discards {len(gone)} of them (its "
          f"{'Attack' if e['discard_side'] == ATTACK else 'Defense'} cards) and takes back the rest.")
    _did(s, bool(taken))


EFFECTS.update({
    "draw": _draw, "add_markers": _add_markers, "add_strength": _add_strength, "set_target_type": _set_target_type,
    "scheme_shield": _scheme_shield, "tribute": _tribute, "upgrade": _upgrade,
    "diplomacy_action": _diplomacy_action, "general_skill": _general_skill,
    "remove_board_cubes": _remove_board_cubes, "discard_own_bf": _discard_own_bf, "redraw_hand": _redraw_hand,
    "retrieve_discard": _retrieve_discard, "hand_discard": _hand_discard, "bf_discard": _bf_discard,
    "hand_take_random": _hand_take_random,
})


# -- the choices effects ask for -----------------------------------------------------------------------------------

@handler("pick_hand")
def _pick_hand(s: State, t: dict) -> Decision | None:
    pool = [c for c in s.hand[t["victim"]] if matches(c, t.get("filter"))]
    if t["n"] <= 0 or not pool:
        s.tasks.pop()
        return None
    return t["seat"], [{"do": "discard", "card": c, "from": "hand"} for c in distinct(pool)]


@resolver("pick_hand")
def _picked_hand(s: State, t: dict, a: dict) -> None:
    v = t["victim"]
    s.hand[v].remove(a["card"])
    s.discard[v].append(a["card"])
    s.say(f"{name(s, v)} discards a card from its hand.")      # discard piles are hidden (DH-PERS-9)
    t["n"] -= 1


@handler("pick_bf")
def _pick_bf(s: State, t: dict) -> Decision | None:
    pool = [c for c in s.bf[t["victim"]] if matches(c, t.get("filter")) and not (t.get("exclude") and
                                                                                matches(c, t["exclude"]))]
    if t["n"] <= 0 or not pool:
        s.tasks.pop()
        return None
    return t["seat"], [{"do": "discard", "card": c, "from": "battlefield"} for c in pool]


@resolver("pick_bf")
def _picked_bf(s: State, t: dict, a: dict) -> None:
    v = t["victim"]
    to = "discard"
    if t["by"] != v and side_of(s, t["by"]) == OTHER.get(side_of(s, v) or "", None):
        for c in s.bf[v]:
            if c in s.battle["announced"] and any(e["do"] == "redirect_discard" for sk in CARD[c].skills
                                                  for e in sk.effects):
                to = "hand"
    leave_battlefield(s, v, a["card"], to=to)
    s.say(f"{name(s, v)}'s {CARD[a['card']].name} leaves the battlefield"
          f"{' for its hand (Treacherous Hero)' if to == 'hand' else ''}.")
    t["n"] -= 1


@handler("pick_discard")
def _pick_discard(s: State, t: dict) -> Decision | None:
    pool = [c for c in s.discard[t["seat"]] if matches(c, t.get("filter"))]
    if t["n"] <= 0 or not pool:
        s.tasks.pop()
        return None
    return t["seat"], [{"do": "retrieve", "card": c} for c in distinct(pool)]


@resolver("pick_discard")
def _picked_discard(s: State, t: dict, a: dict) -> None:
    seat = t["seat"]
    s.discard[seat].remove(a["card"])
    s.hand[seat].append(a["card"])
    s.say(f"{name(s, seat)} takes a card back from its discard pile into its hand.")   # the pile is secret
    t["n"] -= 1

