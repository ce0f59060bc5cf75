"""The dealer's turn and the money of a dealer-table round: the table's ``Settlement``.

Every movement of money is here or in table.py, and each keeps
``sum(chips) + on table + house_net == starting total`` exact. What
settlement reads and moves of the table is the ``RoundState`` protocol, so
every attribute it uses is declared.
"""
from __future__ import annotations

from copy import copy
from dataclasses import dataclass, field
from typing import Any, Protocol

from game import money
from game.cards import TEN_RANKS, Card
from game.hands import is_natural, total, total_and_soft
from game.tables.dealer.rules import DealerRules
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
    surrendered: bool = False         # given up; Midnight settles it on the dealer's second card
    from_split: bool = False
    finished: bool = False
    outcome: Outcome | None = None
    payout: int = 0
    rides: bool = False

    def copy(self) -> Hand:
        """An independent copy (its own list of cards)."""
        new = copy(self)
        new.cards = list(self.cards)
        return new

    @property
    def natural(self) -> bool:
        return is_natural(self.cards, self.from_split)

    @property
    def on_table(self) -> int:
        return (self.bet if self.outcome is None else 0) + \
            (self.insurance if self.ins_live else 0)

    def to_dict(self) -> dict[str, Any]:
        return {
            "spot": self.spot, "part": self.part, "owner": self.owner,
            "bet": self.bet, "cards": list(self.cards),
            "insurance": self.insurance, "ins_live": self.ins_live,
            "doubled": self.doubled, "from_split": self.from_split,
            "surrendered": self.surrendered, "finished": self.finished,
            "outcome": None if self.outcome is None else self.outcome.value,
            "payout": self.payout, "rides": self.rides,
        }


def is_ten_or_ace(card: Card) -> bool:
    return card[0] == "A" or card[0] in TEN_RANKS


class RoundState(Protocol):
    """The part of a dealer table that the dealer's turn and the payouts use."""

    @property
    def rules(self) -> DealerRules: ...
    @property
    def chips(self) -> list[int]: ...          # cents in each player's rack (paid into)
    @property
    def spots(self) -> list[int]: ...          # a Midnight push rides back onto its spot
    @property
    def hands(self) -> list[Hand]: ...
    @property
    def dealer(self) -> list[Card]: ...
    house_net: int                             # the house's winnings so far, cents
    hole_hidden: bool                          # the hole card is face down

    def draw(self) -> Card: ...
    listening: bool                           # someone reads the events

    def emit(self, event: object) -> None: ...
    def end_round(self) -> None: ...


class Settlement:
    """Dealer play and payouts of one table."""

    def __init__(self, table: RoundState):
        self.table = table

    # -- money -------------------------------------------------------------
    def settle(self, h: Hand, outcome: Outcome, *, dealer_blackjack: bool = False) -> None:
        """Pay or take one hand's stake; a Midnight push rides on its spot.
        ``dealer_blackjack``: a surrendered hand meets one (Midnight) and gets nothing back."""
        t = self.table
        stake = h.bet
        payout, net, rides = 0, 0, False
        if outcome is Outcome.WIN:
            payout, net = 2 * stake, stake
        elif outcome is Outcome.BLACKJACK:
            net = money.blackjack_win(stake, t.rules.blackjack_pays.ratio)
            payout = stake + net
        elif outcome is Outcome.SURRENDER:    # half the stake back, half lost
            payout = 0 if dealer_blackjack else money.half(stake)
            net = payout - stake
        elif outcome is Outcome.PUSH:
            if t.rules.push_rides:
                rides = True
                t.spots[h.spot] += stake      # stays as next round's bet
            else:
                payout = stake
        else:  # LOSE or BUST
            net = -stake
        t.chips[h.owner] += payout
        t.house_net -= net
        h.outcome, h.payout, h.rides, h.finished = outcome, payout, rides, True
        if t.listening:
            t.emit(HandSettled(h.spot, h.part, outcome, stake, payout, net, rides))

    def settle_insurance(self, dealer_blackjack: bool) -> None:
        t = self.table
        for h in t.hands:
            if not h.ins_live:
                continue
            h.ins_live = False
            if dealer_blackjack:              # paid 2:1, stake returned
                payout = 3 * h.insurance
                t.chips[h.owner] += payout
                t.house_net -= 2 * h.insurance
            else:
                payout = 0
                t.house_net += h.insurance
            if t.listening:
                t.emit(InsuranceSettled(h.spot, h.part, dealer_blackjack, payout))

    def settle_surrenders(self, dealer_blackjack: bool) -> None:
        """Midnight's late surrender, settled once the dealer's second card is
        known (or needs no drawing, 2-9 up): half back, nothing against a
        dealer Blackjack (docs/rules.md, House rules)."""
        for h in self.table.hands:
            if h.surrendered and h.outcome is None:
                self.settle(h, Outcome.SURRENDER, dealer_blackjack=dealer_blackjack)

    # -- the dealer's cards ----------------------------------------------------
    def deal_dealer(self, face_up: bool) -> None:
        t = self.table
        card = t.draw()
        t.dealer.append(card)
        if not face_up:
            t.hole_hidden = True
        if t.listening:
            t.emit(CardDealt(True, None, None, card if face_up else None, face_up))

    def reveal_hole(self) -> None:
        t = self.table
        if t.hole_hidden:
            t.hole_hidden = False
            if t.listening:
                t.emit(HoleCardRevealed(t.dealer[1]))

    def dealer_draws_to_17(self) -> int:
        """The dealer draws by the rules; its final total."""
        t = self.table
        while True:
            points, soft = total_and_soft(t.dealer)
            if points < 17 or (points == 17 and soft and t.rules.dealer_hits_soft_17):
                self.deal_dealer(True)
            else:
                return points

    def settle_against_dealer(self, dealer_total: int) -> None:
        for h in self.table.hands:
            if h.outcome is not None:
                continue
            points = total(h.cards)
            if dealer_total > 21 or points > dealer_total:
                self.settle(h, Outcome.WIN)
            elif points == dealer_total:
                self.settle(h, Outcome.PUSH)
            else:
                self.settle(h, Outcome.LOSE)

    def dealer_blackjack_settles(self) -> None:
        """Dealer natural: player naturals push, every other live hand loses its
        whole stake (Classic's only stake at the peek is the original bet)."""
        for h in self.table.hands:
            if h.outcome is None:
                self.settle(h, Outcome.PUSH if h.natural else Outcome.LOSE)

    def dealer_turn(self) -> None:
        t = self.table
        if t.rules.hole_card:
            self.reveal_hole()
            # Every hand busted or paid as a natural: the dealer draws nothing.
            if any(h.outcome is None for h in t.hands):
                self.settle_against_dealer(self.dealer_draws_to_17())
        else:
            live = insured = surrendered = False
            for h in t.hands:
                live = live or (h.outcome is None and not h.surrendered)
                insured = insured or h.ins_live
                surrendered = surrendered or h.surrendered
            # Late surrender, read as the rules word it: with an ace or a ten
            # up the dealer draws its second card "even when no live hand is
            # left" (every hand surrendered or busted), and then stops. That
            # card settles a waiting surrender; 2-9 up, none can be waiting on it.
            second_card_owed = t.rules.late_surrender and is_ten_or_ace(t.dealer[0])
            if live or insured or second_card_owed:
                self.deal_dealer(face_up=True)         # no hole card: drawn now
                blackjack = is_natural(t.dealer)
                if insured:
                    self.settle_insurance(blackjack)
                if surrendered:
                    self.settle_surrenders(blackjack)
                if blackjack:
                    self.dealer_blackjack_settles()
                else:
                    waiting = False
                    for h in t.hands:                  # naturals 3:2 only now
                        if h.outcome is None:
                            if is_natural(h.cards, h.from_split):
                                self.settle(h, Outcome.BLACKJACK)
                            else:
                                waiting = True
                    if waiting:
                        self.settle_against_dealer(self.dealer_draws_to_17())
            elif surrendered:
                self.settle_surrenders(dealer_blackjack=False)   # 2-9 up: none possible
        t.end_round()

    def peek(self) -> bool:
        """Classic, up card ace or ten: True if the round ended on a dealer
        natural. Insurance is settled here either way."""
        t = self.table
        blackjack = is_natural(t.dealer)
        if t.listening:
            t.emit(DealerPeeked(blackjack))
        if blackjack:
            self.reveal_hole()
        self.settle_insurance(blackjack)
        if blackjack:
            self.dealer_blackjack_settles()
            t.end_round()
        return blackjack
