"""The Bayesian reader as the hard Indian bot uses it: small pots, and big
pots (``pot_owner``).

The reader (``hard.BayesIndianBot``) sizes its bets by half-Kelly
log-wealth, which folds to nearly any raise of half its stack or more.
Against a card reader that raises big when it is ahead that fold is what
wins (``bayes``: 45.5% of 400 matches with it, 37.8% when a big raise was
answered instead by the match value of the reader's read of my card, the
curve ``defence`` answers a blind raise with; that answer was removed)."""
from __future__ import annotations

from game.ai.indian.hard import BayesIndianBot


class PotReader(BayesIndianBot):
    """The reader for the hard bot; its own random-player exploit is off
    (the hard bot's gated one decides that)."""

    exploiting = False
