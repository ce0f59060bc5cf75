"""AI players: ``make_bot(table, level).act(observation, legal_actions, rng)``.

See ``base`` for the interface and the registry; the odds are in
``indian_odds`` and ``showdown_odds``.
"""
from .base import Bot, Level, RandomBot, TableName, levels, make_bot, registry

__all__ = ["Bot", "Level", "RandomBot", "TableName", "levels", "make_bot", "registry"]
