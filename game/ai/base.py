"""The one bot interface (``game.ai.registry`` maps table and level to a bot).

    bot = make_bot("indian", "hard")
    action = bot.act(table.observation(me), table.legal_actions(), rng)

A bot sees only its own player's observation (never the table), and draws any
randomness from the ``random.Random`` it is handed (one per bot, seeded by
whoever runs it), so a seed replays a game exactly. A bot may remember what it
saw earlier in the match (as a person would); ``reset()`` forgets it.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from enum import Enum
from typing import Any, Protocol, runtime_checkable


class Level(str, Enum):
    """The levels a player picks from in a setup screen. Other registered
    names (``opponent_levels``) are sparring opponents for the tournament."""
    RANDOM = "random"
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


class SparringLevel(str, Enum):
    """Opponents written from the rules alone, to measure the AI against
    (``python -m game.sim.tournament showdown --b br``); never offered to a player."""
    HIT17 = "hit17"
    BEAT_BEST = "beatbest"
    STAND12 = "stand12"
    BEST_RESPONSE = "br"


@runtime_checkable
class Bot(Protocol):
    name: str

    def act(self, observation: Any, legal_actions: Sequence[Any],
            rng: random.Random) -> Any: ...

    def reset(self) -> None: ...

    def observe(self, observation: Any) -> None: ...

    def offer(self, observation: Any, action: Any, rng: random.Random) -> bool: ...


def decision_rng(seed: int, *where: object) -> random.Random:
    """The dice for one bot decision, drawn from the table's seed and where in
    the match the decision falls (e.g. how many words were played before it).

    A bot holding one long-lived ``Random`` would roll differently after a
    saved match is resumed (its state is not in the save); keyed dice roll the
    same whether the match was interrupted or not.  ``Random(str)`` hashes the
    text with SHA-512, so the key gives the same dice on every machine."""
    return random.Random(":".join(map(str, (seed, *where))))


class BaseBot:
    """Convenience base: a name, a stats counter, and a no-op ``reset``."""

    name = "bot"

    def __init__(self) -> None:
        self.stats: dict[str, int] = {}

    def count(self, what: str) -> None:
        self.stats[what] = self.stats.get(what, 0) + 1

    def reset(self) -> None:
        """Forget the match (a new match starts)."""

    def act(self, observation: Any, legal_actions: Sequence[Any],
            rng: random.Random) -> Any:
        raise NotImplementedError

    def observe(self, observation: Any) -> None:
        """See the table without acting (a result screen, a round summary):
        bots that learn from reveals do it here. Default: nothing."""

    def offer(self, observation: Any, action: Any, rng: random.Random) -> bool:
        """An action this player may take out of turn (an Indian item while the
        opponent is to act): take it now? Default: no."""
        return False


class RandomBot(BaseBot):
    """Uniform random legal play: a kind of action first (so the many raise
    sizes do not drown fold and call), then one action of that kind."""

    def __init__(self, table: str = "any") -> None:
        super().__init__()
        self.name = f"{table}/random"

    def act(self, observation: Any, legal_actions: Sequence[Any],
            rng: random.Random) -> Any:
        kinds = sorted({getattr(a, "kind", a) for a in legal_actions})
        kind = kinds[int(rng.random() * len(kinds))]
        same = [a for a in legal_actions if getattr(a, "kind", a) == kind]
        return same[int(rng.random() * len(same))]

    def offer(self, observation: Any, action: Any, rng: random.Random) -> bool:
        return rng.random() < 0.5
