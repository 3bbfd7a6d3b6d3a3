"""Game records and the share-string codec.

A record ``{game, rules_version, options, seed, actions}`` is everything a
save, a share link, a replay, undo or a bug report needs. The share string is
``"g1."`` followed by URL-safe base64 (no padding) of zlib-compressed
canonical JSON. Decoding is defensive end to end: the text and the
decompressed size are capped (no decompression bombs), pydantic validates
every field, the game and rules version are checked, and the actions are
replayed one by one through the legality check. Every fault becomes a
``RecordError`` with a message a player can read; nothing is ever ``eval``-ed
or unpickled.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import zlib
from typing import Annotated, Any

import pydantic

from .canonical import MAX_JSON_DEPTH, JsonTextError, canonical_json, json_depth, parse_json
from .errors import RecordError, RulesError
from .game import Game, format_validation_error
from .registry import get_game
from .rng import MAX_SEED

PREFIX = "g1."
MAX_SHARE_CHARS = 512 * 1024
"""Longest share string accepted (a long game compresses to a few tens of kilobytes)."""
MAX_JSON_BYTES = 4 * 1024 * 1024
"""Largest decompressed record accepted."""
MAX_ACTIONS = 100_000
"""Most actions any record may hold; each game also has its own, much smaller, ``Game.max_actions``."""

JsonScalar = str | int | bool | None

Secret = Annotated[str, pydantic.StringConstraints(pattern=r"^[0-9a-f]{32}$")]
Digest = Annotated[str, pydantic.StringConstraints(pattern=r"^[0-9a-f]{64}$")]


def seed_commitment(secret: str) -> str:
    """What the creator of a game by link shows before the other player adds a secret: a hash of its own."""
    return hashlib.sha256(f"pygame-seed-commit:{secret}".encode("ascii")).hexdigest()


def fair_seed(creator: str, joiner: str) -> int:
    """The seed both players made: neither could choose it, since each fixed a secret before seeing the other's."""
    digest = hashlib.sha256(f"pygame-seed:{creator}:{joiner}".encode("ascii")).hexdigest()
    return int(digest[:14], 16) & MAX_SEED


class SeedProof(pydantic.BaseModel):
    """How the seed of a game by link was made: the creator's commitment, its secret, and the joiner's secret."""

    model_config = pydantic.ConfigDict(extra="forbid", frozen=True, strict=True)

    commit: Digest
    creator: Secret
    joiner: Secret

    def check(self, seed: int) -> None:
        """``RecordError`` unless the secrets match the commitment and make ``seed``."""
        if seed_commitment(self.creator) != self.commit or fair_seed(self.creator, self.joiner) != seed:
            raise RecordError("the game link's shared seed does not add up: the start of the game was changed")


class GameRecord(pydantic.BaseModel):
    """The complete description of a game: replaying ``actions`` from the seed reaches its state."""

    model_config = pydantic.ConfigDict(extra="forbid", frozen=True, strict=True)

    game: Annotated[str, pydantic.StringConstraints(min_length=1, max_length=64, pattern=r"^[a-z0-9-]+$")]
    rules_version: Annotated[int, pydantic.Field(ge=1, le=1_000_000)]
    options: dict[str, Any] = pydantic.Field(default_factory=dict)
    seed: Annotated[int, pydantic.Field(ge=0, le=MAX_SEED)]
    actions: Annotated[list[dict[str, Any]], pydantic.Field(max_length=MAX_ACTIONS)] = pydantic.Field(
        default_factory=list)
    seed_proof: SeedProof | None = None
    """Present in games by link whose seed both players made (see ``fair_seed``); checked on every replay."""

    def to_json(self) -> dict[str, Any]:
        data = self.model_dump(mode="json")
        if data.get("seed_proof") is None:
            data.pop("seed_proof", None)   # records without one encode exactly as before the field existed
        return data

    def encode(self) -> str:
        """The compact URL-safe share string of this record."""
        raw = canonical_json(self.to_json()).encode("ascii")
        packed = zlib.compress(raw, 9)
        return PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")

    @classmethod
    def parse(cls, data: Any) -> GameRecord:
        """Validate JSON data as a record (no replay); ``RecordError`` otherwise."""
        try:
            return cls.model_validate(data)
        except pydantic.ValidationError as err:
            raise RecordError(f"the game record is damaged ({format_validation_error(err)})") from None

    def check_length(self) -> None:
        """Refuse a record longer than any real game of its game (``Game.max_actions``), before replaying it.

        A record of a game this site does not have is left to ``check_game``."""
        try:
            game = get_game(self.game)
        except RulesError:
            return
        if len(self.actions) > game.max_actions:
            raise RecordError(
                f"this {game.title} record has {len(self.actions):,} moves, more than any real game "
                f"(at most {game.max_actions:,}); it was refused")

    def check_game(self) -> Game:
        """The registered game this record is for, with its rules version and length checked."""
        try:
            game = get_game(self.game)
        except RulesError as err:
            raise RecordError(f"this game record is for a game this site does not have: {err}") from None
        self.check_length()
        if self.rules_version > game.rules_version:
            raise RecordError(
                f"this {game.title} record was made with rules version {self.rules_version}, newer than this "
                f"site's version {game.rules_version}; reload the site to update it")
        if self.rules_version < game.rules_version:
            raise RecordError(
                f"this {game.title} record was made with rules version {self.rules_version}, which this site "
                f"(version {game.rules_version}) can no longer replay")
        if self.seed_proof is not None:
            self.seed_proof.check(self.seed)
        return game

    def new_state(self, game: Game) -> Any:
        """The starting state of this record (``RecordError`` if its options do not validate)."""
        try:
            return game.new_game(self.seed, **self.options)
        except RulesError as err:
            raise RecordError(f"the game record has bad options: {err}") from None

    def replay(self, upto: int | None = None) -> Any:
        """The state after the first ``upto`` actions (all by default), every step checked."""
        game = self.check_game()
        state = self.new_state(game)
        actions = self.actions if upto is None else self.actions[:upto]
        for i, action in enumerate(actions, 1):
            try:
                state = game.apply(state, action)
            except RulesError as err:
                raise RecordError(f"move {i} of the game record cannot be played: {err}") from None
        return state


def decode(share: Any) -> GameRecord:
    """The record in a share string, validated but not replayed; ``RecordError`` on any fault."""
    if not isinstance(share, str):
        raise RecordError("a game link must be text")
    share = share.strip()
    if len(share) > MAX_SHARE_CHARS:
        raise RecordError(f"the game link is too long ({len(share)} characters; at most {MAX_SHARE_CHARS})")
    if not share.startswith(PREFIX):
        raise RecordError("this is not a game link of this site (it should start with 'g1.'); "
                          "it may be cut short or from another site")
    body = share[len(PREFIX):]
    try:
        packed = base64.b64decode(body + "=" * (-len(body) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError):
        raise RecordError("the game link is damaged (it is not valid base64); was it copied in full?") from None
    try:
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_JSON_BYTES)
        if inflater.unconsumed_tail:
            raise RecordError("the game link unpacks to more data than any game needs; it was refused")
        if not inflater.eof:
            raise RecordError("the game link is cut short; was it copied in full?")
    except zlib.error:
        raise RecordError("the game link is damaged (its data does not unpack); was it copied in full?") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError("the game link is damaged (its contents are not a game record)") from None
    if json_depth(text) > MAX_JSON_DEPTH:     # before parsing: deep nesting overflows Pyodide's C stack
        raise RecordError(f"the game link is damaged (its data is nested more than {MAX_JSON_DEPTH} deep, "
                          "deeper than any game record)")
    try:
        data = parse_json(text)
    except JsonTextError:
        raise RecordError("the game link is damaged (its contents are not a game record)") from None
    record = GameRecord.parse(data)
    record.check_length()
    return record


def load(share: Any, upto: int | None = None) -> tuple[GameRecord, Any]:
    """Decode and replay a share string: ``(record, state)``; ``RecordError`` on any fault."""
    record = decode(share)
    return record, record.replay(upto)
