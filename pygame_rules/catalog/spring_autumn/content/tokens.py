"""Kingdom tokens (G-12, 36), barbarian tokens (G-13, 18) and dishonor tokens (G-15, 48).

From the rulebook (RB "Game Components", "Kingdom Tokens Reference", "Barbarian Tokens Reference",
"Dishonor"): 36 kingdom tokens of nine symbols (Alliance; Red circle; Red circle with a hero; Archer,
Cavalry or Infantry with blood drop; Archer, Cavalry or Infantry with retreat arrow); 18 barbarian tokens
with attack/defense 3/6, 4/5, 5/4 or 6/3; 48 dishonor tokens showing points, drawn at random and kept
face-down.
Designed here: how many of each kind (CONTENT.md "Kingdom, barbarian and dishonor tokens").
"""

from __future__ import annotations

from dataclasses import dataclass

from .vocab import Effect


def _e(do: str, **kw: object) -> Effect:
    return {"do": do, **kw}


# -- kingdom tokens (SA-KT-REF-1..9) ---------------------------------------------------------------------
@dataclass(frozen=True)
class KingdomSymbol:
    id: str
    name: str
    effects: tuple[Effect, ...]
    text: str
    copies: int


KINGDOM_SYMBOLS: tuple[KingdomSymbol, ...] = (
    KingdomSymbol("alliance", "Alliance", (_e("kingdom_alliance"),),
                  "The kingdom allies with you at once: place your ownership marker and discard every kingdom "
                  "token in the area.", 4),
    KingdomSymbol("red_circle", "Red circle", (_e("kingdom_dishonor", unless_unit=None),),
                  "Take 1 dishonor, then discard the token.", 4),
    KingdomSymbol("red_circle_hero", "Red circle with a hero", (_e("kingdom_dishonor", unless_unit="hero"),),
                  "Take 1 dishonor unless you have a hero in the area, then discard the token.", 4),
    *(KingdomSymbol(f"{u}_blood", f"{u.capitalize()} with blood drop",
                    (_e("kingdom_blood", unless_unit=u),),
                    f"Unless you have {'an' if u[0] in 'ai' else 'a'} {u} in the area, destroy one of your "
                    "units there. If you still have a unit there, discard the token; otherwise take 1 "
                    "dishonor as if you lost a combat (the token stays).", 4)
      for u in ("archer", "cavalry", "infantry")),
    *(KingdomSymbol(f"{u}_retreat", f"{u.capitalize()} with retreat arrow",
                    (_e("kingdom_retreat", unless_unit=u),),
                    f"Unless you have {'an' if u[0] in 'ai' else 'a'} {u} in the area, all your units that "
                    "entered return to where they started and you take 1 dishonor. If you did not retreat, "
                    "discard the token.", 4)
      for u in ("archer", "cavalry", "infantry")),
)
KINGDOM_SYMBOL: dict[str, KingdomSymbol] = {k.id: k for k in KINGDOM_SYMBOLS}
KINGDOM_TOKENS: tuple[str, ...] = tuple(
    f"{k.id}-{i + 1}" for k in KINGDOM_SYMBOLS for i in range(k.copies))
"""Token ids ``<symbol>-<n>``; the symbol is the part before the dash."""
ZHOU_KINGDOM_TOKENS = 3
SETUP_TOKENS_PER_3_SETTLEMENT_AREA = 1
UNPLAYED_HOME_TOKENS = 3
UNPLAYED_NEIGHBOUR_TOKENS = 1
"""SA-SETUP-8, SA-FEW-2."""


def kingdom_symbol(token_id: str) -> KingdomSymbol:
    return KINGDOM_SYMBOL[token_id.rsplit("-", 1)[0]]


# -- barbarian tokens (SA-BARB-REF-1..4) -----------------------------------------------------------------
@dataclass(frozen=True)
class BarbarianToken:
    id: str
    attack: int    # blood symbol: the player loses a random unit unless their strength exceeds it
    defense: int   # shield symbol: strength at least this removes the token


BARBARIAN_MIX = {(3, 6): 4, (4, 5): 5, (5, 4): 5, (6, 3): 4}
BARBARIAN_TOKENS: tuple[BarbarianToken, ...] = tuple(
    BarbarianToken(f"b{a}{d}-{i + 1}", a, d) for (a, d), n in BARBARIAN_MIX.items() for i in range(n))
BARBARIAN_TRIBES = 5
"""SA-SETUP-7: one token face-down on each of the 5 tribes, the other 13 form the pool."""


def barbarian_outcome(token: BarbarianToken, strength: int) -> tuple[bool, bool]:
    """(player loses a random unit, token removed) for a final melee strength (EX-17)."""
    return strength <= token.attack, strength >= token.defense


# -- dishonor tokens (SA-DISH-*) -------------------------------------------------------------------------
DISHONOR_MIX = {0: 10, 1: 18, 2: 12, 3: 8}
"""Points printed on the 48 tokens: 10 blanks to bluff with, most worth 1 or 2, a few heavy 3s."""
DISHONOR_TOKENS: tuple[int, ...] = tuple(v for v, n in DISHONOR_MIX.items() for _ in range(n))
