"""Bots that play any registered game through the engine contract."""

from .base import Bot, Decision, bot_names, make_bot
from .random_bot import RandomBot

__all__ = ["Bot", "Decision", "RandomBot", "bot_names", "make_bot"]
