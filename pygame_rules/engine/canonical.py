"""Canonical JSON: one byte string per value, so hashes agree across runs and interpreters."""

from __future__ import annotations

import hashlib
import json
from typing import Any


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
