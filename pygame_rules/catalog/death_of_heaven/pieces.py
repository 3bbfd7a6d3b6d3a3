"""Board primitives every Death of Heaven rule uses: seats and sides, cubes, territories, decks and draws,
strength and Scheme. Nothing here asks a question; the rules modules do (rule IDs: spec ``death_of_heaven.md``).
"""

from __future__ import annotations

from typing import Any

from .content.boards import emperor_dark_spaces
from .content.cards import CARD
from .content.cardtypes import Card
from .content.factions import FACTION
from .content.map import TERRITORY, adjacent
from .content.npc import NPC_TILE
from .content.vocab import ATTACK, DEFENSE
from .state import State

OTHER = {ATTACK: DEFENSE, DEFENSE: ATTACK}


# -- seats -----------------------------------------------------------------------------------------------------

def name(s: State, seat: int) -> str:
    """The faction's name as the log writes it ("Cao Cao"); "Player 3" before the full rules' draft gives the seat
    its faction."""
    f = s.factions[seat]
    return f"Player {seat + 1}" if f is None else FACTION[f].name


def order_from(s: State, first: int) -> list[int]:
    """Every seat clockwise, starting with ``first`` (DH-MARCH-3, DH-BID-1)."""
    n = s.players
    return [(first + k) % n for k in range(n)]


def ability(s: State, seat: int, kind: str) -> dict[str, Any] | None:
    """The seat's faction ability effect of ``kind`` (``vocab.EFFECTS``), or None (spec 3.6)."""
    for e in FACTION[s.factions[seat]].ability.effects:
        if e["do"] == kind:
            return e
    return None


def duel_draws(s: State, seat: int) -> int:
    """How many cards the seat's Duel icon draws (DH-GSK-4): 1, or its ability's ``duel_draw`` count while its
    side is the ability's ``side`` (Lu Bu's Peerless: on the Defense side only)."""
    more = ability(s, seat, "duel_draw")
    if more is None or ("side" in more and side_of(s, seat) != more["side"]):
        return 1
    return more["n"]


# -- sides (DH-PERS-10) ------------------------------------------------------------------------------------------

def side_of(s: State, seat: int) -> str | None:
    """The seat's type in this war: Attack for the Attacker, Defense for a player Defender, else the banner of the
    cards on its battlefield; None for a neutral (an empty battlefield) or when no war is declared."""
    b = s.battle
    if b is None:
        return None
    if seat == s.attacker:
        return ATTACK
    if seat == b["defender"]:
        return DEFENSE
    bf = s.bf[seat]
    return CARD[bf[0]].side if bf else None


def enemies(s: State, seat: int) -> list[int]:
    """Players of the other type, clockwise from the Attacker (neutrals are nobody's enemy, A-21)."""
    mine = side_of(s, seat)
    if mine is None:
        return []
    other = OTHER[mine]
    return [p for p in order_from(s, s.attacker) if side_of(s, p) == other]


def allies(s: State, seat: int) -> list[int]:
    """Other players of the same type, clockwise from the Attacker."""
    mine = side_of(s, seat)
    if mine is None:
        return []
    return [p for p in order_from(s, s.attacker) if p != seat and side_of(s, p) == mine]


# -- cubes, territories, the Emperor -------------------------------------------------------------------------------

def take_cube(s: State, seat: int) -> bool:
    """Take one cube from the highest occupied space of the seat's board (DH-ZONE-3); False when it is empty."""
    if s.board[seat] <= 0:
        return False
    s.board[seat] -= 1
    return True


def return_cubes(s: State, seat: int, n: int) -> None:
    """Return ``n`` cubes to the lowest empty spaces of the seat's board (DH-ZONE-3)."""
    s.board[seat] += n


def remove_from_game(s: State, seat: int, n: int) -> int:
    """Remove up to ``n`` cubes of the seat's board from the game; how many were removed (A-23)."""
    k = min(n, s.board[seat])
    s.board[seat] -= k
    s.gone[seat] += k
    return k


def territories_of(s: State, seat: int) -> list[str]:
    """The seat's territories, in map order."""
    return [t for t, o in s.owner.items() if o == seat]


def diplomacy_tiles_of(s: State, seat: int) -> list[str]:
    """NPC tiles whose diplomacy space holds the seat's cube."""
    return [t for t, d in s.npc.items() if d == seat]


def is_wandering(s: State, seat: int) -> bool:
    """A Wandering Army: a player with no territory (DH-WANDER-1)."""
    return seat not in s.owner.values()


def cubes_on(s: State, seat: int, territory: str) -> int:
    """The seat's cubes on ``territory``: its level if the seat owns it, 1 for its diplomacy cube on the NPC tile
    there (DH-WAR-5)."""
    if s.owner.get(territory) == seat:
        return s.level[territory]
    return 1 if territory in s.npc and s.npc[territory] == seat else 0


def holds_cube_on(s: State, seat: int, territory: str) -> bool:
    return s.owner.get(territory) == seat or (territory in s.npc and s.npc[territory] == seat)


def npc_level(territory: str) -> int:
    """An NPC tile's level: its ○ count (DH-NPC-4)."""
    return NPC_TILE[territory].level


def territory_level(s: State, territory: str) -> int:
    """Cubes on a player's territory, or the NPC tile's level (DH-TERR-3, DH-NPC-4)."""
    return s.level[territory] if territory in s.owner else npc_level(territory)


def occupy(s: State, seat: int, territory: str) -> int:
    """``territory`` becomes the seat's (DH-PROM-4, DH-NPC-3): a player's cubes there go back to that player's
    board and as many of the seat's take their place; an NPC tile leaves the game (any diplomacy cube on it going
    back to its owner, the seat's own first, A-2) and the seat fills the territory's ○ spaces. With too few cubes
    on its board the seat places what it has; with none the territory stays as it is (ruling: a territory is never left empty,
    DH-GEN-2). The number of cubes placed."""
    need = s.level[territory] if territory in s.owner else TERRITORY[territory].circles
    own_cube = territory not in s.owner and s.npc.get(territory) == seat     # back on the board first
    k = min(need, s.board[seat] + own_cube)
    if k == 0:
        return 0
    if territory in s.owner:
        return_cubes(s, s.owner[territory], s.level[territory])
    else:
        holder = s.npc.pop(territory)
        if holder is not None:
            return_cubes(s, holder, 1)
    s.board[seat] -= k
    s.owner[territory] = seat
    s.level[territory] = k
    return k


def next_space(s: State, territory: str) -> int | None:
    """The number of the lowest empty space of a player's territory (○ count 1, then 2, 3, ...; spec 3.2), or
    None when it is full."""
    t = TERRITORY[territory]
    lv = s.level[territory]
    if lv >= t.spaces:
        return None
    return 1 if lv < t.circles else lv - t.circles + 2


def upgrade_choices(s: State, seat: int) -> list[str]:
    """Where the seat's Upgrade Territory may place a cube (DH-GSK-3): its territories with the lowest-numbered
    empty space (A-17: the player chooses among equals), any with room for Liu Biao's ability; none when its
    board is empty or every territory is full."""
    if s.board[seat] <= 0:
        return []
    room = [(n, t) for t in territories_of(s, seat) if (n := next_space(s, t)) is not None]
    if not room:
        return []
    if ability(s, seat, "upgrade_any_space") is not None:
        return [t for _, t in room]
    low = min(n for n, _ in room)
    return [t for n, t in room if n == low]


def upgrade(s: State, seat: int, territory: str) -> None:
    """One cube from the seat's board onto ``territory``'s next space (DH-GSK-3)."""
    s.board[seat] -= 1
    s.level[territory] += 1


def emperor_room(s: State) -> bool:
    """Whether Tribute can place a cube: the card is in play and has an empty space (DH-GSK-5)."""
    return not s.emperor_gone and None in s.emperor


def tribute(s: State, seat: int) -> bool:
    """A cube from the seat's board to the Emperor card's topmost, leftmost empty space (DH-GSK-5)."""
    if not emperor_room(s) or s.board[seat] <= 0:
        return False
    s.board[seat] -= 1
    s.emperor[s.emperor.index(None)] = seat
    return True


def emperor_cubes(s: State, seat: int) -> int:
    return sum(1 for p in s.emperor if p == seat)


def dark_space_taken(s: State) -> bool:
    """A cube sits on a dark space of the Emperor card's bottom row (DH-END-1, A-6)."""
    return not s.emperor_gone and any(s.emperor[k - 1] is not None for k in emperor_dark_spaces(s.players))


def adjacent_cube_places(s: State, seat: int, target: str) -> int:
    """Distinct territories and NPC tiles next to ``target`` holding the seat's cube (DH-WAR-6)."""
    return sum(1 for t in adjacent(target) if holds_cube_on(s, seat, t))


# -- cards, decks, draws -------------------------------------------------------------------------------------------

def card(card_id: str) -> Card:
    return CARD[card_id]


def draw_own(s: State, seat: int, n: int) -> list[str]:
    """Draw ``n`` cards from the seat's own deck into its hand; an empty deck is made again from the shuffled
    discard pile (DH-ZONE-2, DH-GEN-3). Fewer when both run out. The cards drawn."""
    got: list[str] = []
    deck, hand = s.deck[seat], s.hand[seat]
    for _ in range(n):
        if not deck:
            if not s.discard[seat]:
                break
            deck.extend(s.discard[seat])
            s.discard[seat] = []
            s.rng.shuffle(deck)
        got.append(deck.pop())
    if got:
        hand.extend(got)
        s.reveals += 1
    return got


def draw_public(s: State, seat: int, n: int) -> list[str]:
    """Draw ``n`` cards from the public armament deck into the seat's hand. Nothing feeds the public discard pile
    (public cards cycle through their player's own piles, DH-CARD-6), so an empty deck draws nothing (spec 3.14).
    The cards drawn."""
    got = []
    for _ in range(n):
        if not s.public:
            break
        got.append(s.public.pop())
    if got:
        s.hand[seat].extend(got)
        s.reveals += 1
    return got


def discard_hand_cards(s: State, seat: int, cards: list[str]) -> None:
    """Move ``cards`` from the seat's hand to its own discard pile (DH-ZONE-4)."""
    hand = s.hand[seat]
    for c in cards:
        hand.remove(c)
    s.discard[seat].extend(cards)


def leave_battlefield(s: State, seat: int, card_id: str, to: str = "discard") -> None:
    """A card leaves the seat's battlefield (to its discard pile, or ``hand``): its markers go and its strength
    leaves the tally, as it is no longer counted (DH-STR-3, DH-STR-4)."""
    s.bf[seat].remove(card_id)
    s.markers.pop(card_id, None)
    b = s.battle
    if b is not None:
        if card_id in b["counted"]:
            b["counted"] = [c for c in b["counted"] if c != card_id]
        if card_id in b["announced"]:
            b["announced"] = [c for c in b["announced"] if c != card_id]
    (s.hand if to == "hand" else s.discard)[seat].append(card_id)


def face(card_id: str) -> tuple:
    """What a player can tell a card by: copies of one card share it, so a menu offers one of them."""
    c = CARD[card_id]
    return (c.name, c.side, c.subtype, c.infantry, c.cavalry, c.navy, c.scheme, c.general_skills,
            tuple(sk.id for sk in c.skills))


def distinct(cards: list[str]) -> list[str]:
    """``cards`` with one card of each face (the first), in order."""
    seen: set = set()
    out = []
    for c in cards:
        f = FACES[c]
        if f not in seen:
            seen.add(f)
            out.append(c)
    return out


FACES: dict[str, tuple] = {cid: face(cid) for cid in CARD}


# -- strength and Scheme (DH-STR, DH-SCH) ------------------------------------------------------------------------

def card_strength(s: State, card_id: str, types: list[str]) -> int:
    """The card's symbols plus the markers on it that match the target's suited types (DH-CARD-2, DH-STR-4)."""
    c = CARD[card_id]
    m = s.markers.get(card_id)
    total = 0
    for t in types:
        total += getattr(c, t)
        if m:
            total += m.get(t, 0)
    return total


def tallies(s: State) -> tuple[int, int]:
    """(Attack, Defense) strength: every counted battlefield card adds its strength to its banner's side, plus
    strength added without a card (DH-STR-1, DH-STR-3). Recomputed from the battlefields, so a card that leaves
    takes its strength with it and a change of the target's type counts everything again (A-14)."""
    b = s.battle
    if b is None:
        return 0, 0
    types = b["types"]
    atk, dfn = b["bonus"]
    for cid in b["counted"]:
        v = card_strength(s, cid, types)
        if CARD[cid].side == ATTACK:
            atk += v
        else:
            dfn += v
    return atk, dfn


def behind(s: State) -> str:
    """The side behind: Attack on a tie (DH-REINF-1)."""
    atk, dfn = tallies(s)
    return ATTACK if atk <= dfn else DEFENSE


def scheme(s: State, seat: int) -> int:
    """The seat's Scheme: the Scheme icons of every card on its own battlefield, never pooled nor hidden
    (DH-SCH-1, DH-QA-2)."""
    return sum(CARD[c].scheme for c in s.bf[seat])


def highest_enemy_scheme(s: State, seat: int) -> int:
    return max((scheme(s, e) for e in enemies(s, seat)), default=0)


