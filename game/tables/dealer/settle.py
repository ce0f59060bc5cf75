"""The dealer's turn and the money of a dealer-table round (a mixin of DealerTable).

Every movement of money is here or in dealer.py, and each keeps
``sum(chips) + on table + house_net == starting total`` exact.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game import money
from game.cards import TEN_RANKS, Card
from game.hands import is_natural, total, total_and_soft
from game.tables.dealer.view import (
    CardDealt,
    DealerPeeked,
    HandSettled,
    HoleCardRevealed,
    InsuranceSettled,
    Outcome,
)


@dataclass
class Hand:
    """One player hand during a round (mutable; observations copy it)."""
    spot: int
    part: int
    owner: int
    bet: int                          # cents, doubles included
    cards: list[Card] = field(default_factory=list)
    insurance: int = 0
    ins_live: bool = False            # insurance stake still on the table
    doubled: bool = False
    from_split: bool = False
    finished: bool = False
    outcome: Outcome | None = None
    payout: int = 0
    rides: bool = False

    @property
    def natural(self) -> bool:
        return is_natural(self.cards, self.from_split)

    @property
    def on_table(self) -> int:
        return (self.bet if self.outcome is None else 0) + \
            (self.insurance if self.ins_live else 0)

    def to_dict(self) -> dict:
        return {
            "spot": self.spot, "part": self.part, "owner": self.owner,
            "bet": self.bet, "cards": list(self.cards),
            "insurance": self.insurance, "ins_live": self.ins_live,
            "doubled": self.doubled, "from_split": self.from_split,
            "finished": self.finished,
            "outcome": None if self.outcome is None else self.outcome.value,
            "payout": self.payout, "rides": self.rides,
        }


def is_ten_or_ace(card: Card) -> bool:
    return card[0] == "A" or card[0] in TEN_RANKS


class SettlementMixin:
    """Dealer play and payouts; expects DealerTable's attributes."""

    # -- money -------------------------------------------------------------
    def _settle(self, h: Hand, outcome: Outcome) -> None:
        """Pay or take one hand's stake; a Midnight push rides on its spot."""
        stake = h.bet
        payout, net, rides = 0, 0, False
        if outcome is Outcome.WIN:
            payout, net = 2 * stake, stake
        elif outcome is Outcome.BLACKJACK:
            net = money.blackjack_win(stake, self.rules.blackjack_pays.ratio)
            payout = stake + net
        elif outcome is Outcome.SURRENDER:    # half the stake back, half lost
            payout = money.half(stake)
            net = payout - stake
        elif outcome is Outcome.PUSH:
            if self.rules.push_rides:
                rides = True
                self.spots[h.spot] += stake   # stays as next round's bet
            else:
                payout = stake
        else:  # LOSE or BUST
            net = -stake
        self.chips[h.owner] += payout
        self.house_net -= net
        h.outcome, h.payout, h.rides, h.finished = outcome, payout, rides, True
        self._emit(HandSettled(h.spot, h.part, outcome, stake, payout, net, rides))

    def _settle_insurance(self, dealer_blackjack: bool) -> None:
        for h in self.hands:
            if not h.ins_live:
                continue
            h.ins_live = False
            if dealer_blackjack:              # paid 2:1, stake returned
                payout = 3 * h.insurance
                self.chips[h.owner] += payout
                self.house_net -= 2 * h.insurance
            else:
                payout = 0
                self.house_net += h.insurance
            self._emit(InsuranceSettled(h.spot, h.part, dealer_blackjack, payout))

    # -- the dealer's cards ----------------------------------------------------
    def _deal_dealer(self, face_up: bool) -> None:
        card = self._draw()
        self.dealer.append(card)
        if not face_up:
            self.hole_hidden = True
        self._emit(CardDealt(True, None, None, card if face_up else None, face_up))

    def _reveal_hole(self) -> None:
        if self.hole_hidden:
            self.hole_hidden = False
            self._emit(HoleCardRevealed(self.dealer[1]))

    def _dealer_draws_to_17(self) -> None:
        while True:
            t, soft = total_and_soft(self.dealer)
            if t < 17 or (t == 17 and soft and self.rules.dealer_hits_soft_17):
                self._deal_dealer(face_up=True)
            else:
                return

    def _settle_against_dealer(self) -> None:
        dealer_total = total(self.dealer)
        for h in self.hands:
            if h.outcome is not None:
                continue
            t = total(h.cards)
            if dealer_total > 21 or t > dealer_total:
                self._settle(h, Outcome.WIN)
            elif t == dealer_total:
                self._settle(h, Outcome.PUSH)
            else:
                self._settle(h, Outcome.LOSE)

    def _dealer_blackjack_settles(self) -> None:
        """Dealer natural: player naturals push, every other live hand loses its
        whole stake (Classic's only stake at the peek is the original bet)."""
        for h in self.hands:
            if h.outcome is None:
                self._settle(h, Outcome.PUSH if h.natural else Outcome.LOSE)

    def _dealer_turn(self) -> None:
        if self.rules.hole_card:
            self._reveal_hole()
            # Every hand busted or paid as a natural: the dealer draws nothing.
            if any(h.outcome is None for h in self.hands):
                self._dealer_draws_to_17()
                self._settle_against_dealer()
        else:
            live = any(h.outcome is None for h in self.hands)
            insured = any(h.ins_live for h in self.hands)
            if live or insured:
                self._deal_dealer(face_up=True)        # no hole card: drawn now
                blackjack = is_natural(self.dealer)
                self._settle_insurance(blackjack)
                if blackjack:
                    self._dealer_blackjack_settles()
                else:
                    for h in self.hands:               # naturals 3:2 only now
                        if h.outcome is None and h.natural:
                            self._settle(h, Outcome.BLACKJACK)
                    if any(h.outcome is None for h in self.hands):
                        self._dealer_draws_to_17()
                        self._settle_against_dealer()
        self._end_round()

    def _peek(self) -> bool:
        """Classic, up card ace or ten: True if the round ended on a dealer
        natural. Insurance is settled here either way."""
        blackjack = is_natural(self.dealer)
        self._emit(DealerPeeked(blackjack))
        if blackjack:
            self._reveal_hole()
        self._settle_insurance(blackjack)
        if blackjack:
            self._dealer_blackjack_settles()
            self._end_round()
        return blackjack
