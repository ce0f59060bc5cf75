"""Classic Shoe seat-mates (and a Midnight player): basic strategy.

- normal: the rules' basic-strategy chart (``game.strategy.basic``), never insures,
  bets by a bankroll rule;
- easy: the same, but one decision in ``MISTAKE_RATE`` is a different legal
  play (hit/stand/double/split), and it bets a bigger share of its bankroll.

Betting: while bets are open, ``act`` returns the seat's next chip (BET on its
own seat), then DEAL once its bet is placed (the caller decides whether DEAL
is its to press: at a shared table, a scene may ask ``bet_done`` instead).
The hole card is ``None`` in the observation, and the bots read nothing else.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.base import BaseBot, RandomBot
from game.money import CENTS_PER_CHIP
from game.strategy.basic import Play, basic_chart, chart_play
from game.tables.dealer.actions import (
    CHIP_VALUES,
    DEAL,
    DOUBLE,
    HIT,
    NO_INSURE,
    SPLIT,
    STAND,
    SURRENDER,
    Action,
    Kind,
)
from game.tables.dealer.rules import CLASSIC, MIDNIGHT, DealerRules
from game.tables.dealer.view import DealerObservation, Phase

PLAY_ACTION = {Play.HIT: HIT, Play.STAND: STAND, Play.DOUBLE: DOUBLE, Play.SPLIT: SPLIT,
               Play.SURRENDER: SURRENDER}
RULES_BY_NAME = {CLASSIC.name: CLASSIC, MIDNIGHT.name: MIDNIGHT}


def bankroll_bet(bankroll_cents: int, share: float, rules: DealerRules) -> int:
    """Whole chips to bet: ``share`` of the bankroll, within the table limits
    (0 if even the minimum cannot be covered: the seat sits out)."""
    chips = bankroll_cents // CENTS_PER_CHIP
    if chips < rules.min_bet:
        return 0
    return max(rules.min_bet, min(rules.max_bet, int(chips * share)))


def next_chip(missing: int) -> int | None:
    """The biggest rack chip not above ``missing`` whole chips."""
    fits = [v for v in CHIP_VALUES if v <= missing]
    return max(fits) if fits else None


class DealerTableBot(BaseBot):
    BET_SHARE = 0.02           # of the bankroll, per round
    MISTAKE_RATE = 0.0

    def __init__(self, rules: DealerRules | None = None) -> None:
        super().__init__()
        self.rules = rules

    def _rules(self, obs: DealerObservation) -> DealerRules:
        return self.rules or RULES_BY_NAME[obs.table]

    def my_spots(self, obs: DealerObservation) -> list[int]:
        return [s for s, o in enumerate(obs.spot_owner) if o == obs.player]

    def bet_target(self, obs: DealerObservation) -> int:
        # The bankroll counts what is already on my spot (the rack shrinks as I bet).
        mine = obs.chips[obs.player] + sum(obs.spot_bets[s] for s in self.my_spots(obs))
        return bankroll_bet(mine, self.BET_SHARE, self._rules(obs))

    def bet_done(self, obs: DealerObservation) -> bool:
        spot = self.my_spots(obs)[0]
        return obs.spot_bets[spot] // CENTS_PER_CHIP >= self.bet_target(obs)

    def act(self, obs: DealerObservation, legal: Sequence[Action],
            rng: random.Random) -> Action:
        if obs.phase is Phase.BETTING:
            return self._bet(obs, legal)
        if obs.phase is Phase.INSURANCE:
            return NO_INSURE if NO_INSURE in legal else legal[0]
        return self.play(obs, legal, rng)

    def _bet(self, obs: DealerObservation, legal: Sequence[Action]) -> Action:
        spot = self.my_spots(obs)[0]
        missing = self.bet_target(obs) - obs.spot_bets[spot] // CENTS_PER_CHIP
        chip = next_chip(missing) if missing > 0 else None
        if chip is not None:
            a = Action(Kind.BET, spot, chip)
            if a in legal:
                return a
        return DEAL if DEAL in legal else legal[-1]

    def play(self, obs: DealerObservation, legal: Sequence[Action],
             rng: random.Random) -> Action:
        i, up = obs.active_hand, obs.dealer_cards[0]
        if i is None or up is None:  # no hand is asked: nothing to weigh
            return legal[0]
        hand = obs.hands[i]
        best = PLAY_ACTION[chart_play(basic_chart(self._rules(obs)), hand.cards,
                                      up, can_double=DOUBLE in legal,
                                      can_split=SPLIT in legal,
                                      can_surrender=SURRENDER in legal)]
        if best not in legal:        # e.g. the bankroll cannot cover a double
            best = HIT if hand.total < 12 else STAND
        if self.MISTAKE_RATE and rng.random() < self.MISTAKE_RATE:
            others = [a for a in legal if a != best]
            if others:
                self.count("mistake")
                return others[int(rng.random() * len(others))]
        return best


class NormalClassicBot(DealerTableBot):
    name = "classic/normal"


class EasyClassicBot(DealerTableBot):
    name = "classic/easy"
    BET_SHARE = 0.05
    MISTAKE_RATE = 0.15


def random_bot() -> RandomBot:
    return RandomBot("classic")


def midnight_bot() -> NormalClassicBot:
    """Basic strategy at Midnight (for simulations; Midnight has one human)."""
    bot = NormalClassicBot(MIDNIGHT)
    bot.name = "midnight/normal"
    return bot
