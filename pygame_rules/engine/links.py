"""What a link or a save may do to a game already on this device, and the fair start of a game by link.

A device holds saves; a link (or an imported save file) arrives from outside. A
link into a saved game may only *continue* it: the same game, rules version,
options and seed, the saved moves unchanged as its first moves, and (in play by
link) new moves only by the seats this device does not play. Anything else, an
older link included, would replace or take back what was played, so it is
refused and the save is kept. ``identity`` names a game independently of how
far it has gone, so the page can find the save a link belongs to even when the
link's ``match=`` was dropped.

A game by link starts from a seed both players made: the creator fixes a
secret and shows only its commitment (``record.seed_commitment``), the other
player adds a secret of their own, then the creator reveals theirs and the
seed is ``record.fair_seed(creator, joiner)``. The first link of the game
carries the three values (``GameRecord.seed_proof``), so the joiner can check
that the game is the one their secret made (``check_fair_start``).
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterable
from typing import Any

from .canonical import canonical_json, json_hash
from .errors import RecordError
from .record import GameRecord, seed_commitment
from .session import Session

SECRET = re.compile(r"^[0-9a-f]{32}$")


def identity(record: GameRecord) -> str:
    """A name for the game a record plays (not how far it has got): equal for every link of one match."""
    return json_hash({"game": record.game, "rules_version": record.rules_version, "options": record.options,
                      "seed": record.seed})


def new_secret() -> str:
    """A fresh 128-bit secret for one side of a fair seed."""
    return secrets.token_hex(16)


def check_continuation(saved: GameRecord, incoming: Session, mine: Iterable[int]) -> None:
    """``RecordError`` unless ``incoming`` continues ``saved`` with moves only by seats not in ``mine``.

    ``incoming`` is the replayed link (its log says who took each move). ``mine`` is the seats
    this device plays; pass nothing to allow new moves by any seat (a game on one device).
    """
    new = incoming.record
    title = incoming.game.title
    if identity(new) != identity(saved):
        raise RecordError(f"this link is for a different {title} game than the one saved on this device for "
                          "this match (another start, options or rules version), so it cannot continue it")
    have, got = len(saved.actions), len(new.actions)
    if canonical_json(new.actions[:have]) != canonical_json(saved.actions):
        if got < have and canonical_json(saved.actions[:got]) == canonical_json(new.actions):
            raise RecordError(f"this link is older than the game saved on this device (it has {got} moves, the "
                              f"save {have}); a link cannot take moves back: open the newest link")
        raise RecordError("this link does not continue the game saved on this device: it changes moves that "
                          "were already played")
    own = set(mine)
    for entry in incoming.log[have:]:
        if entry.seat is not None and entry.seat in own:
            raise RecordError(f"this link adds moves for {incoming.game.seat_name(entry.seat)}, which you play "
                              "on this device; only the other players' moves can arrive by link")


def check_fair_start(record: GameRecord, commit: str, joiner: str) -> None:
    """``RecordError`` unless ``record`` starts from the seed made with this commitment and our secret."""
    proof = record.seed_proof
    if proof is None or proof.commit != commit or proof.joiner != joiner:
        raise RecordError("this link does not start the game you were invited to: its shuffle was not made "
                          "with the secret this device added")
    proof.check(record.seed)


def invitation(game_id: str, rules_version: int, options: dict[str, Any], creator: str) -> dict[str, Any]:
    """What the creator sends first: the game and options, and only the commitment to its secret."""
    if not SECRET.match(creator):
        raise RecordError("the secret of a game by link must be 32 hexadecimal digits")
    return {"game": game_id, "rules_version": rules_version, "options": options,
            "commit": seed_commitment(creator)}
