"""The solo Barbarian Overlord's decisions (MV-SOLO-*): pure functions over a board picture.

Nothing here changes a game: each Event function reads a :class:`Board` and returns a plan
(or ``None`` when the Event cannot be carried out in full, MV-SOLO-OPLAY-4 / MV-SOLO-REACT-3).
The only thing touched is the tie-break :class:`Cube`, and only when a real tie is broken
(two or more candidates share the best value). An impossible Event leaves the cube alone.

Borderland limit (MV-SOLO-LIMIT-1): outside an Attack no Borderland may hold more than
``limit`` pieces (Troops, or Hordes + Settlements). ``limit=None`` switches it off (the
2-player game). A Borderland already over the limit after an Attack has no room (A-16).

Readings chosen where the booklet is loose (see the spec's rulings):
- Attack levelling (A-13) compares what each source still has *available* to send.
- Move sources (MV-SOLO-MOVE-2) compare Hordes, among sources with a Horde that may leave.
- Move targets (A-15) need a legal source and room for at least 1 Horde. A full Borderland
  is skipped and the next candidate by priority is used.
- Battle defence (A-12) re-rolls all three dice until winning. If the attacker holds a triple 6,
  no result can win, so the bot does not spend cards "attempting" it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..content.dice import DOUBLE, TRIPLE, classify, compare
from ..content.map import BORDERLANDS, HOMELANDS, ORDER, adjacent

LIMIT = 5
"""Solo Borderland limit (MV-SOLO-LIMIT-1)."""

STOP: tuple = ("stop",)
OPEN: tuple = ("open",)
ALL_DICE = [0, 1, 2]


@dataclass
class Board:
    """What the bot looks at. Missing keys mean 0.

    ``troops``: "MH" and Borderlands. ``hordes`` / ``settlements``: Borderlands and Homelands.
    ``supply``: keys "troop", "horde", "settlement".
    """

    troops: dict[str, int] = field(default_factory=dict)
    hordes: dict[str, int] = field(default_factory=dict)
    settlements: dict[str, int] = field(default_factory=dict)
    supply: dict[str, int] = field(default_factory=dict)

    def troops_in(self, region: str) -> int:
        return self.troops.get(region, 0)

    def hordes_in(self, region: str) -> int:
        return self.hordes.get(region, 0)

    def settlements_in(self, region: str) -> int:
        return self.settlements.get(region, 0)

    def in_supply(self, kind: str) -> int:
        return self.supply.get(kind, 0)

    def pieces(self, bl: str) -> int:
        """Pieces counted by the limit: Troops, or Hordes + Settlements (never both outside a battle)."""
        return self.troops_in(bl) + self.hordes_in(bl) + self.settlements_in(bl)

    def barbarian_controlled(self, bl: str) -> bool:
        return self.troops_in(bl) == 0 and self.hordes_in(bl) + self.settlements_in(bl) > 0

    def ming_controlled(self, bl: str) -> bool:
        return self.troops_in(bl) > 0 and self.hordes_in(bl) + self.settlements_in(bl) == 0

    def empty(self, bl: str) -> bool:
        return self.pieces(bl) == 0

    def room(self, bl: str, limit: int | None = LIMIT) -> int:
        """How many pieces a non-Attack action may still add (MV-SOLO-LIMIT-1, A-16)."""
        if limit is None:
            return 10**9
        return max(0, limit - self.pieces(bl))

    def available(self, region: str) -> int:
        """Hordes that may leave ``region`` (MV-SOLO-ATTACK-2, MV-SOLO-MOVE-2).

        A Homeland: all its Hordes. A Barbarian Borderland: all but 1 control piece, i.e.
        every Horde if a Settlement stays behind, else Hordes - 1. Anywhere else: 0.
        """
        if region in HOMELANDS:
            return self.hordes_in(region)
        if region not in BORDERLANDS or not self.barbarian_controlled(region):
            return 0
        hordes = self.hordes_in(region)
        return hordes if self.settlements_in(region) > 0 else max(0, hordes - 1)


@dataclass
class Cube:
    """The red tie-break cube (MV-SOLO-TIE-1/2, MV-SOLO-SETUP-2: it starts on the left).

    "left" picks the westmost region or the lowest card number, "right" the eastmost or the
    highest. It flips after every use.
    """

    side: str = "left"

    def __post_init__(self) -> None:
        if self.side not in ("left", "right"):
            raise ValueError(f"cube side must be 'left' or 'right', not {self.side!r}")

    def flip(self) -> None:
        self.side = "right" if self.side == "left" else "left"

    def pick(self, tied: Sequence) -> Any:
        """First (left) or last (right) of ``tied``, which is ordered west->east or by card number.

        Flips only on a real tie (MV-SOLO-TIE-2): a single candidate is returned untouched.
        """
        if not tied:
            raise ValueError("nothing to pick from")
        if len(tied) == 1:
            return tied[0]
        choice = tied[0] if self.side == "left" else tied[-1]
        self.flip()
        return choice


# -- helpers ----------------------------------------------------------------------------------

def _west_to_east(regions) -> list[str]:
    return sorted(regions, key=ORDER.__getitem__)


def _adjacent_hls(region: str) -> list[str]:
    return _west_to_east(r for r in adjacent(region) if r in HOMELANDS)


def _adjacent_bls(region: str) -> list[str]:
    return _west_to_east(r for r in adjacent(region) if r in BORDERLANDS)


def _best(candidates: Sequence, key: Callable[[Any], Any], cube: Cube, *, most: bool = True) -> Any:
    """The candidate with the highest (``most``) or lowest key; ties go to the cube. None if empty."""
    if not candidates:
        return None
    values = [key(c) for c in candidates]
    wanted = max(values) if most else min(values)
    return cube.pick([c for c, v in zip(candidates, values, strict=True) if v == wanted])


def _check_x(x: int) -> None:
    if x not in (1, 2, 3):
        raise ValueError(f"Event strength must be 1, 2 or 3, not {x!r}")


# -- Events -----------------------------------------------------------------------------------

def amass_plan(b: Board, x: int, cube: Cube) -> list[str] | None:
    """Amass x: the Homeland receiving each Horde (MV-SOLO-AMASS-1..4).

    None if the Supply holds fewer than x Hordes (AMASS-4). Amass 1: the one of WM/MAN with
    fewer Hordes (tie: cube). Amass 2: that one, then EM. Amass 3: WM, EM and MAN.
    """
    _check_x(x)
    if b.in_supply("horde") < x:
        return None
    if x == 3:
        return list(HOMELANDS)
    flank = _best(["WM", "MAN"], b.hordes_in, cube, most=False)
    return [flank] if x == 1 else [flank, "EM"]


def gather_plan(b: Board, x: int, cube: Cube) -> str | None:
    """Gather x: the Homeland receiving all x Settlements (MV-SOLO-GATHER-1).

    Fewest Settlements, then most Hordes, then the cube. None if the Supply holds fewer than x.
    """
    _check_x(x)
    if b.in_supply("settlement") < x:
        return None
    return _best(list(HOMELANDS), lambda hl: (-b.settlements_in(hl), b.hordes_in(hl)), cube)


def build_plan(b: Board, x: int, cube: Cube, limit: int | None = LIMIT, *,
               literal: bool = False) -> tuple[str, str] | None:
    """Build x: (from Homeland, to Borderland) for exactly x Settlements (MV-SOLO-BUILD-1, A-14).

    A-14 (default): only Homelands with >= x Settlements next to a Barbarian-controlled
    Borderland with room for x more pieces count. Among them the most Settlements (cube), then,
    among its adjacent Barbarian Borderlands with room, the fewest Hordes (cube).
    ``literal=True`` (the A-14 config toggle): the Homeland with most Settlements and its adjacent
    Barbarian Borderland with fewest Hordes are chosen first; if that move is not possible the
    Event is impossible (and the cube does not move).
    """
    _check_x(x)

    def targets(hl: str) -> list[str]:
        return [bl for bl in _adjacent_bls(hl) if b.barbarian_controlled(bl) and b.room(bl, limit) >= x]

    if literal:
        work = Cube(cube.side)
        hl = _best(list(HOMELANDS), b.settlements_in, work)
        bl = _best([r for r in _adjacent_bls(hl) if b.barbarian_controlled(r)], b.hordes_in, work, most=False)
        if b.settlements_in(hl) < x or bl is None or b.room(bl, limit) < x:
            return None
        cube.side = work.side
        return hl, bl
    hl = _best([h for h in HOMELANDS if b.settlements_in(h) >= x and targets(h)], b.settlements_in, cube)
    if hl is None:
        return None
    return hl, _best(targets(hl), b.hordes_in, cube, most=False)


def attack_potential(b: Board, target: str) -> int:
    """Hordes that could attack ``target``: all Hordes of adjacent Homelands plus what adjacent
    Barbarian Borderlands can spare (MV-SOLO-ATTACK-2)."""
    return sum(b.available(r) for r in _adjacent_hls(target) + _adjacent_bls(target))


def attack_target(b: Board, cube: Cube) -> str | None:
    """The most favoured Ming-controlled Borderland to attack (MV-SOLO-ATTACK-1/2/3, A-11).

    Score = attack_potential - Troops in it; highest wins, ties by cube. Only Ming Borderlands
    with at least 1 potential attacker count (A-11); None if there is none. x plays no part.
    """
    scores = {bl: attack_potential(b, bl) - b.troops_in(bl)
              for bl in BORDERLANDS if b.ming_controlled(bl) and attack_potential(b, bl) >= 1}
    return _best(list(scores), scores.__getitem__, cube)


def attack_sources(b: Board, target: str, x: int, cube: Cube) -> dict[str, int]:
    """How many Hordes each region sends into ``target`` (MV-SOLO-ATTACK-4/5, A-13).

    Levelling: take 1 Horde at a time, up to x, from the source with the most still available
    (cube on ties, flipping each time). Adjacent Homelands first; only once they are empty,
    adjacent Barbarian Borderlands, each keeping 1 Horde or a Settlement behind. Fewer than x
    are sent if fewer are available ("up to x"). No Borderland limit applies to an Attack.
    """
    taken: dict[str, int] = {}
    for group in (_adjacent_hls(target), _adjacent_bls(target)):
        left = {r: b.available(r) for r in group}
        while sum(taken.values()) < x:
            open_sources = [r for r in group if left[r] > 0]
            if not open_sources:
                break
            r = _best(open_sources, left.__getitem__, cube)
            left[r] -= 1
            taken[r] = taken.get(r, 0) + 1
    return taken


def attack_plan(b: Board, x: int, cube: Cube) -> tuple[str, dict[str, int]] | None:
    """Attack x: (target, Hordes per source) or None if no target (MV-SOLO-ATTACK-1..5, A-11, A-13)."""
    _check_x(x)
    target = attack_target(b, cube)
    if target is None:
        return None
    return target, attack_sources(b, target, x, cube)


def _has_move_source(b: Board, target: str) -> bool:
    return any(b.available(r) > 0 for r in _adjacent_hls(target) + _adjacent_bls(target))


def _move_source(b: Board, target: str, cube: Cube) -> str | None:
    """MV-SOLO-MOVE-2: the adjacent Homeland with most Hordes, else the adjacent Barbarian
    Borderland with most Hordes among those that can spare one (cube on ties)."""
    hls = [r for r in _adjacent_hls(target) if b.hordes_in(r) > 0]
    if hls:
        return _best(hls, b.hordes_in, cube)
    return _best([r for r in _adjacent_bls(target) if b.available(r) > 0], b.hordes_in, cube)


def move_target(b: Board, cube: Cube, limit: int | None = LIMIT) -> str | None:
    """The most favoured Borderland for a Move (MV-SOLO-MOVE-1/3, A-15).

    Candidates: empty or Barbarian-controlled Borderlands with room for 1 piece and a legal
    source (A-15). 1st: empty ones next to a Homeland with >= 1 Horde. 2nd: empty ones next to a
    Barbarian Borderland with >= 2 pieces, one of them a Horde that may leave. 3rd: Barbarian
    ones, ranked by the Troops summed over their adjacent Borderlands. Ties within the first
    non-empty priority go to the cube. None if there is no candidate.
    """
    cands = [bl for bl in BORDERLANDS
             if (b.empty(bl) or b.barbarian_controlled(bl)) and b.room(bl, limit) >= 1 and _has_move_source(b, bl)]
    first = [bl for bl in cands if b.empty(bl) and any(b.hordes_in(h) > 0 for h in _adjacent_hls(bl))]
    if first:
        return cube.pick(first)
    second = [bl for bl in cands if b.empty(bl) and any(b.available(r) > 0 for r in _adjacent_bls(bl))]
    if second:
        return cube.pick(second)
    third = [bl for bl in cands if b.barbarian_controlled(bl)]
    return _best(third, lambda bl: sum(b.troops_in(n) for n in _adjacent_bls(bl)), cube)


def move_plan(b: Board, x: int, cube: Cube, limit: int | None = LIMIT) -> tuple[str, str, int] | None:
    """Move x: (source, target Borderland, count) (MV-SOLO-MOVE-1..3, A-15, MV-SOLO-LIMIT-1).

    The target is chosen first (:func:`move_target`), then its source (MV-SOLO-MOVE-2).
    count = min(x, Hordes the source may send, room in the target), always >= 1 ("up to x").
    """
    _check_x(x)
    target = move_target(b, cube, limit)
    if target is None:
        return None
    source = _move_source(b, target, cube)
    return source, target, min(x, b.available(source), b.room(target, limit))


def reserve_possible(reserve_size: int, x: int, *, card_already_reserved: bool = False) -> bool:
    """Reserve x: possible while the Overlord holds fewer than x reserved cards
    (MV-SOLO-RESERVE-1/2). A played card that is already reserved cannot be reserved again (A-17).
    x <= 3 keeps the Overlord's reserve within its cap of 3 (MV-SOLO-DIFF-5)."""
    _check_x(x)
    return not card_already_reserved and reserve_size < x


def choose_main_card(hand: Sequence[tuple[int, int]], cube: Cube) -> int:
    """The card number the Overlord plays from ``hand`` [(number, CP)]: highest CP; a tie goes to
    the cube, left = lowest number, right = highest (MV-SOLO-OPLAY-1, MV-EX-7)."""
    if not hand:
        raise ValueError("the Overlord has no card to play")
    best = max(cp for _, cp in hand)
    return cube.pick(sorted(number for number, cp in hand if cp == best))


# -- battle policies (MV-SOLO-BATTLE-1/2) -----------------------------------------------------
# The engine asks after the first roll and after every re-roll. Answers:
#   ("stop",)            keep the dice; unused re-rolls of an open card are lost (MV-BATTLE-5)
#   ("open",)            reveal the top reserved card: its CP become open re-rolls
#   ("reroll", indices)  spend 1 open re-roll on the dice at those indices
# ``open_rerolls`` = re-rolls left on the card currently open (0 if none is open);
# ``reserve_cards`` = reserved cards not yet revealed.

def _odd_die(dice: Sequence[int]) -> int:
    """Index of the die outside the pair of a double."""
    return next(i for i, d in enumerate(dice) if list(dice).count(d) == 1)


def attacker_step(dice: Sequence[int], open_rerolls: int, reserve_cards: int) -> tuple:
    """The attacking Overlord's next move (MV-SOLO-BATTLE-1).

    - Triple: stop.
    - Double: re-roll the odd die while the open card has re-rolls, chasing a triple; otherwise
      stop. A new card is never opened to improve a double. On the first roll no card is open, so
      a first-roll double or triple is kept and no reserve is used.
    - Single: re-roll all dice while the open card has re-rolls; when it has none, open the next
      reserved card if any; otherwise stop.
    """
    kind, _ = classify(list(dice))
    if kind == TRIPLE:
        return STOP
    if kind == DOUBLE:
        return ("reroll", [_odd_die(dice)]) if open_rerolls > 0 else STOP
    if open_rerolls > 0:
        return ("reroll", list(ALL_DICE))
    return OPEN if reserve_cards > 0 else STOP


def defender_step(dice: Sequence[int], attacker_dice: Sequence[int], open_rerolls: int, reserve_cards: int,
                  *, expert: bool = False) -> tuple:
    """The defending Overlord's next move, once the Emperor's final dice are known
    (MV-SOLO-BATTLE-2, ruling A-12).

    - Strictly winning (dice.compare): stop. A standoff is not a win.
    - Winning impossible (the attacker holds a triple 6): stop. Cards are not burnt on a round
      that cannot be won.
    - Otherwise re-roll all three dice while the open card has re-rolls, then open the next
      reserved card; with no re-rolls and no cards left, stop.
    - ``expert=True`` (the A-12 config option): a double facing a double re-rolls only its odd
      die, chasing a triple.
    """
    if compare(list(dice), list(attacker_dice))[1] == 0:
        return STOP
    if classify(list(attacker_dice)) == (TRIPLE, 6):
        return STOP
    if open_rerolls <= 0:
        return OPEN if reserve_cards > 0 else STOP
    if expert and classify(list(dice))[0] == DOUBLE and classify(list(attacker_dice))[0] == DOUBLE:
        return ("reroll", [_odd_die(dice)])
    return ("reroll", list(ALL_DICE))
