"""The strategy advisor of the dealer tables (HINT button, ``?``, coach mode).

    advice = advise(table.observation(me), table.legal_actions(), rules)
    advice.best            # the Action with the highest expected value
    advice.evs             # {Action: EV per initial bet of the hand}
    advice.costly(STAND)   # coach mode: would this give up > 0.5% of the bet?

Exact expected values come from ``game.strategy.basic.action_evs`` for the table's
rules and the cards in view: every card on the table this round other than
the hand itself (other hands, the dealer's up card) is out of the shoe. The
hole card is never read (it is ``None`` in the observation). Insurance is
priced from the same shoe: it pays 2:1 on the chance that the dealer's
hidden/next card is a ten.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.cards import POINTS, Card
from game.money import CENTS_PER_CHIP
from game.strategy.basic import Play, action_evs
from game.strategy.dealer import dealer_model
from game.tables.dealer.actions import (
    DOUBLE,
    HIT,
    INSURE,
    NO_INSURE,
    SPLIT,
    STAND,
    SURRENDER,
    Action,
)
from game.tables.dealer.rules import CLASSIC, MIDNIGHT, DealerRules
from game.tables.dealer.view import DealerObservation, Phase

COACH_THRESHOLD = 0.005          # 0.5% of the bet
PLAY_ACTION = {Play.HIT: HIT, Play.STAND: STAND, Play.DOUBLE: DOUBLE, Play.SPLIT: SPLIT,
               Play.SURRENDER: SURRENDER}
RULES_BY_NAME = {CLASSIC.name: CLASSIC, MIDNIGHT.name: MIDNIGHT}


@dataclass(frozen=True)
class Advice:
    """EVs are per initial bet of the hand (1.0 = win one bet)."""
    hand: int                               # index into observation.hands
    evs: dict[Action, float] = field(default_factory=dict)
    bet: int = 0                            # the hand's initial bet, cents

    @property
    def best(self) -> Action:
        return max(self.evs, key=lambda a: (self.evs[a], -a.kind))

    def loss(self, action: Action) -> float:
        """EV given up against the best action, per initial bet."""
        return self.evs[self.best] - self.evs[action]

    def costly(self, action: Action, threshold: float = COACH_THRESHOLD) -> bool:
        """Coach mode: True when ``action`` costs more than ``threshold`` of the bet."""
        return action in self.evs and self.loss(action) > threshold

    def chips(self, action: Action) -> float:
        """EV of ``action`` in chips (for display only: a float)."""
        return self.evs[action] * self.bet / CENTS_PER_CHIP

    def lines(self) -> list[str]:
        """What the HINT panel shows: one line per legal action, best first."""
        best = self.best
        out = []
        for a in sorted(self.evs, key=lambda a: -self.evs[a]):
            mark = "*" if a == best else " "
            out.append(f"{mark} {a.kind.name.lower():10} {self.evs[a]:+.4f} per bet"
                       f"  ({self.chips(a):+.2f} chips)")
        return out


def self_exact(rules: DealerRules) -> bool:
    """Exact dealer conditioning costs up to ~0.5 s on a cold memo (Midnight
    splits); the frozen-dealer values are within 0.1% of it in ~20 ms, well
    inside the 0.5% the coach cares about. So: always the fast one."""
    return False


def _rules_for(obs: DealerObservation, rules: DealerRules | None) -> DealerRules:
    return rules or RULES_BY_NAME[obs.table]


def seen_cards(obs: DealerObservation, hand: int) -> list[str]:
    """Cards in view other than the hand itself and the dealer's up card."""
    out = [c for i, h in enumerate(obs.hands) if i != hand for c in h.cards]
    out += [c for c in obs.dealer_cards[1:] if c is not None]
    return out


def advise(obs: DealerObservation, legal: Sequence[Action],
           rules: DealerRules | None = None) -> Advice | None:
    """Advice for the hand being asked now; None when no hand decision is open."""
    if obs.active_hand is None or obs.phase is Phase.BETTING:
        return None
    rules = _rules_for(obs, rules)
    i = obs.active_hand
    h = obs.hands[i]
    initial = h.bet // 2 if h.doubled else h.bet
    up = obs.dealer_cards[0]
    if up is None:                     # no card dealt face up yet: nothing to weigh
        return None
    if obs.phase is Phase.INSURANCE:
        return Advice(i, _insurance_evs(obs, rules, legal, up), initial)
    evs = action_evs(rules, h.cards, up, seen_cards(obs, i),
                     can_double=DOUBLE in legal, can_split=SPLIT in legal,
                     split_hand=h.from_split, can_surrender=SURRENDER in legal,
                     exact=self_exact(rules))
    out = {PLAY_ACTION[p]: v for p, v in evs.items() if PLAY_ACTION[p] in legal}
    if not out:                        # a natural, or a locked hand: stand is all
        out = {a: evs.get(Play.STAND, 0.0) for a in legal}
    return Advice(i, out, initial)


def _insurance_evs(obs: DealerObservation, rules: DealerRules,
                   legal: Sequence[Action], up: Card) -> dict[Action, float]:
    """Insurance costs half the bet and pays 2:1 if the dealer's other card is
    a ten: EV = 0.5 * (3 p - 1) per bet, p from the unseen shoe."""
    decks = rules.decks
    known = [c for hv in obs.hands for c in hv.cards] + [up]
    tens = 16 * decks - sum(1 for c in known if POINTS[c] == 10)
    unseen = 52 * decks - len(known)
    p = tens / unseen
    evs = {INSURE: 0.5 * (3 * p - 1), NO_INSURE: 0.0}
    return {a: v for a, v in evs.items() if a in legal}


def warm_up(rules: DealerRules) -> None:
    """Build the strategy tables for ``rules`` (~0.5 s once): call it when a
    table opens so that the first HINT answers as fast as the others."""
    dealer_model(rules.dealer_hits_soft_17).ready()
    action_evs(rules, ["7C", "9D"], "TH", ["2S"], exact=self_exact(rules))
