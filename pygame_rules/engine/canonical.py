"""Canonical JSON: one byte string per value, so hashes agree across runs and interpreters."""

from __future__ import annotations

import hashlib
import json
import re
from itertools import accumulate
from typing import Any

MAX_JSON_DEPTH = 32
"""Deepest nesting of lists and objects accepted in JSON text from outside (links, saves, actions, options).

Real records nest 3 or 4 deep (an action is an object, at most holding lists or objects); Pyodide's C stack is much smaller than CPython's, so a few thousand nested
brackets would overflow it inside ``json.loads`` and kill the interpreter for good."""


def canonical_json(value: Any) -> str:
    """Sorted keys, no spaces, ASCII only; floats are refused (they are not portable game data)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True, allow_nan=False,
                      default=_refuse)


def _refuse(obj: Any) -> Any:
    raise TypeError(f"{type(obj).__name__} is not JSON data")


def json_hash(value: Any) -> str:
    """SHA-256 (hex) of the canonical JSON of ``value``."""
    return hashlib.sha256(canonical_json(value).encode("ascii")).hexdigest()


def is_json_data(value: Any, depth: int = 0) -> bool:
    """True if ``value`` is built only of dict (str keys), list, str, int, bool and None."""
    if depth > 32:
        return False
    if value is None or isinstance(value, (str, bool, int)):
        return True
    if isinstance(value, list):
        return all(is_json_data(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and is_json_data(v, depth + 1) for k, v in value.items())
    return False


def json_copy(value: Any) -> Any:
    """A deep copy of game data as ``json.loads(json.dumps(value))`` would make it (tuples become lists, dict
    keys that are not strings become their JSON text: ``1`` becomes ``"1"``), without writing and parsing text:
    views copy the state's nested piece maps at every decision, and the JSON round trip was most of a view's
    cost. Floats and other types are kept as they are (the game data never holds them)."""
    kind = type(value)
    if kind is dict:
        return {(k if type(k) is str else _json_key(k)): json_copy(v) for k, v in value.items()}
    if kind is list or kind is tuple:
        return [json_copy(v) for v in value]
    return value


def _json_key(key: Any) -> str:
    """A dict key as JSON writes it (``json.dumps({1: 0})`` is ``{"1": 0}``)."""
    return next(iter(json.loads(json.dumps({key: 0}))))


# A string literal of JSON text; one that is never closed runs to the end of the text (as the parser would
# read it, until it fails there). Possessive quantifiers never backtrack and every quote starts a match, so
# cutting out all strings costs one pass over the text.
_STRING = re.compile(r'"(?:[^"\\]++|\\.?)*+(?:"|\Z)', re.S)
_NOT_BRACKET = re.compile(r'[^\[\]{}]++')
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def json_depth(text: str) -> int:
    """How deep lists and objects nest in JSON ``text`` (brackets inside strings do not count), measured
    without parsing it: at least as deep as ``json.loads`` would ever recurse on it, valid or not.

    Linear and iterative: string literals are cut out by a regular expression, and the running depth of
    the brackets left is summed by ``itertools.accumulate``.
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


class JsonTextError(ValueError):
    """JSON text from outside that is not JSON, holds numbers with a fraction, or nests too deep."""


def _no_float(text: str) -> Any:
    raise JsonTextError(f"{text[:20]} is not a whole number")


def parse_json(text: Any, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """``json.loads`` for text from outside: the nesting is measured first (``json_depth``) and text nested
    more than ``max_depth`` deep is refused before any parsing; numbers with a fraction, NaN and Infinity
    are refused too (game data has none). Raises ``JsonTextError`` saying what was wrong."""
    if not isinstance(text, str):
        raise JsonTextError(f"expected JSON text, not {type(text).__name__}")
    if json_depth(text) > max_depth:
        raise JsonTextError(f"its data is nested more than {max_depth} deep, deeper than any game needs")
    try:
        return json.loads(text, parse_float=_no_float, parse_constant=_no_float)
    except JsonTextError:
        raise
    except (ValueError, RecursionError) as err:   # JSONDecodeError; overlong integers
        raise JsonTextError(f"it is not JSON ({str(err)[:60]})") from None
