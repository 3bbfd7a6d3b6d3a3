"""Bots that play any registered game through the engine contract: the random bot and the search bot."""

from .base import Bot, Decision, bot_names, decide, make_bot
from .random_bot import RandomBot
from .search_bot import Search, SearchBot

__all__ = ["Bot", "Decision", "RandomBot", "Search", "SearchBot", "bot_names", "decide", "make_bot"]
