"""The Bayesian reader as the hard Indian bot uses it: small pots, and big
pots (``pot_owner``).

The reader (``hard.BayesIndianBot``) sizes its bets by half-Kelly
log-wealth, which folds to nearly any raise of half its stack or more.
Against a card reader that raises big when it is ahead that fold is what
wins (``bayes``: 45.5% of 400 matches with it, 37.8% without). The other
answer is kept behind ``MATCH_ANSWER`` for measuring: a big raise (from
``big_at``, set by the hard bot) answered by the chance to win the match, the
own card read from the raiser's bets (fold, call, or raise to the cap, on the
gambler's-ruin curve of ``exploit.value_curve`` with ``READ_EDGE`` chips a
round as drift and the raise, at most ``READ_STEP_MAX``, as its step: the
curve the hard bot answers a blind raise with)."""
from __future__ import annotations

import random

from game.ai.indian import exploit as ex
from game.ai.indian import odds as odds
from game.ai.indian.bots import K, Kinds, View
from game.ai.indian.hard import BayesIndianBot
from game.ai.indian.match_value import fold_value, showdown_value
from game.tables.indian.view import IndianAction, IndianObservation, IndianPhase

READ_EDGE = 2.0       # chips a round of drift on the match-value curve
READ_STEP_MAX = 12    # the curve's step: the raise, at most this
MATCH_ANSWER = False  # a big raise is answered by match value (else: half Kelly)


class PotReader(BayesIndianBot):
    """The reader for the hard bot; its own random-player exploit is off
    (the hard bot's gated one decides that)."""

    exploiting = False
    big_at: int | None = None      # a bet total from which this decision's pot is big

    def bet(self, obs: IndianObservation, v: View, kinds: Kinds,
            rng: random.Random) -> IndianAction:
        if (MATCH_ANSWER and self.big_at is not None and v.opp_bet > v.my_bet
                and v.opp_bet >= self.big_at and K.FOLD in kinds):
            self.count("read_big_raise")
            return self.answer_by_match_value(obs, v, kinds)
        return super().bet(obs, v, kinds, rng)

    def answer_by_match_value(self, obs: IndianObservation, v: View,
                              kinds: Kinds) -> IndianAction:
        belief = self.belief(obs, v)
        step = min(v.opp_bet, READ_STEP_MAX)
        V = ex.value_curve(sum(obs.chips) + obs.pot, 2 * READ_EDGE / step ** 2)
        base = obs.chips[v.me] + v.my_bet
        fold = fold_value(V, base, v.my_bet, odds.prob_total_is(
            belief, v.community, v.my_hit or 0, 21), self.rules.fold_21_penalty)
        best, value = kinds[K.FOLD][0], fold
        if K.CALL in kinds:
            ed = odds.combine(belief, self.edges(obs, v, belief, v.opp_bet))
            call = showdown_value(V, base, v.opp_bet, ed)
            if call > value:
                best, value = kinds[K.CALL][0], call
        raises = kinds.get(K.RAISE, [])
        if raises and best.kind is K.CALL:
            top = max(raises, key=lambda a: a.amount)
            ed_top = odds.combine(belief, self.edges(obs, v, belief, top.amount))
            if showdown_value(V, base, top.amount, ed_top) > value:
                best = top
        if best.kind is K.RAISE:
            self._raises.append((best.amount, v.opp_bet, self._opp_edges(
                v, 1 if obs.phase is IndianPhase.BET1 else 2, best.amount)))
        return best
