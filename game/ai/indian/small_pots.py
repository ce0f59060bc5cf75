"""Who plays the hard Indian bot's small pots: a card learner that remembers
its opponent across matches.

A card reader beats a bot whose small bets say what it expects them to say:
the ``bayes`` level read the hard bot's Kelly-sized small bets (its own
model) and took +0.09 chips a round from it, winning 56% of 1,000 matches.
So the small pots (every bet below ``big_bet``) are played the way a reader
plays: by ``learners.CardLearner``, which counts the unseen cards, learns
from every reveal what each of the opponent's moves meant for the card it
cannot see, and prices every option per possible card with the exact round
value. Big pots stay with the layers that a big raise cannot bully
(``equilibrium``, ``pot_owner``, ``defence``).

**Memory.** What it learnt is kept for the whole process (``MEMORY``): a
run of the game, or one chunk of a ``python -m game.sim.tournament`` run
(which forgets at each chunk's start). A new process starts knowing
nothing; ``forget`` starts over (the benches call it at the start of every
slice of matches, so a slice replays exactly; the tests before every test).
A resumed match's AI learns in a memory of its own
(``EquilibriumIndianBot.learn_apart``). It holds counts of the opponent's
moves by situation and by how it saw my hand, never a card of a round still
being played: nothing a player could not have written down.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.indian.bots import K, by_kind
from game.ai.indian.learners import CardLearner, LearnerMemory
from game.tables.indian.view import IndianAction, IndianObservation, IndianPhase

MEMORY = LearnerMemory()     # the hard bot's, for the whole process
# The learner's price of a swing of s chips, x s^2 / 2W (1: log-wealth to
# second order). Twice that: hard beat normal 73.9% of 1,000 matches, 68.9%
# at 1 (pressure 58.8% and 60.3%; bayes and learner alike within noise).
RISK_WEIGHT = 2.0


def forget() -> None:
    """Forget what the hard bot learnt of its opponents (a new run)."""
    MEMORY.clear()


class SmallPots:
    """The card learner as the hard bot's small-pot player: it sees every
    observation and every move of the bot, whoever chose it, so its reading
    of the opponent stays in step; it decides only when asked."""

    def __init__(self, memory: LearnerMemory | None = None) -> None:
        self.learner = CardLearner(MEMORY if memory is None else memory)
        self.learner.risk_weight = RISK_WEIGHT

    def look(self, obs: IndianObservation, legal: Sequence[IndianAction]) -> None:
        """Before each of the bot's decisions (a result screen: learn from it)."""
        if any(a.kind is K.NEXT for a in legal):
            self.learner.seen_result(obs)
        else:
            self.learner.tracker.update(obs)

    def moved(self, obs: IndianObservation, action: IndianAction) -> None:
        """The bot's move, whoever chose it (a raise or pass awaits an answer)."""
        self.learner.tracker.my_move(obs, action)

    def seen_result(self, obs: IndianObservation) -> None:
        self.learner.seen_result(obs)

    def decide(self, obs: IndianObservation, legal: Sequence[IndianAction],
               rng: random.Random) -> IndianAction:
        """A hit or a bet of a small pot."""
        kinds = by_kind(legal)
        if obs.phase is IndianPhase.HIT:
            wanted = K.HIT if self.learner.hit(obs, rng) else K.STAY
            return (kinds.get(wanted) or list(legal))[0]
        return self.learner.bet(obs, kinds, rng)


__all__ = ["MEMORY", "SmallPots", "forget"]
