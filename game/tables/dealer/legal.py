"""Which dealer-table actions are legal now, and why not: the table's ``Legality``.

Nothing here mutates: ``DealerTable.apply`` asks ``Legality.allows`` first and
changes the table only when it says yes. Two faces of one ruling: ``allows``
(and its ``*_ok`` parts) answers "is it legal?" without building anything, for
the many callers that only ask; ``error`` (and its ``*_error`` parts) says why
not, in words, for the one that was refused. They check the same conditions;
tests/test_dealer_legality.py holds them to the same answer. What legality
reads of the table is the ``BettingState`` protocol, so every attribute it uses
is declared.
"""
from __future__ import annotations

from typing import Protocol

from game.cards import POINTS
from game.hands import total
from game.messages import N_, Chips, Message, message
from game.money import CENTS_PER_CHIP, half
from game.tables.dealer.actions import CHIP_VALUES, Action, Kind
from game.tables.dealer.rules import DealerRules
from game.tables.dealer.settle import Hand
from game.tables.dealer.view import Phase
from game.words import is_whole

PLAY_KINDS = frozenset({Kind.HIT, Kind.STAND, Kind.DOUBLE, Kind.SPLIT, Kind.SURRENDER})
BET_KINDS = frozenset({Kind.BET, Kind.CLEAR, Kind.REBET, Kind.REBET_DEAL, Kind.DEAL})

# Each action's word inside a reason ("You can't double now: ..."): the English
# is the scenario word, the view says it in the player's language.
KIND_WORDS: dict[Kind, str] = {
    Kind.BET: N_("bet"), Kind.CLEAR: N_("clear"), Kind.REBET: N_("rebet"),
    Kind.REBET_DEAL: N_("rebet_deal"), Kind.DEAL: N_("deal"), Kind.INSURE: N_("insure"),
    Kind.NO_INSURE: N_("no_insure"), Kind.HIT: N_("hit"), Kind.STAND: N_("stand"),
    Kind.DOUBLE: N_("double"), Kind.SPLIT: N_("split"), Kind.SURRENDER: N_("surrender"),
}
# The reasons that name a spot (Midnight) or a seat (Classic): one sentence
# each, so a translation never has to fit a word into someone else's grammar.
SPOT_REASONS: dict[str, dict[str, str]] = {
    "spot": {
        "none": N_("There is no spot {number} at this table"),
        "over_max": N_("The table maximum is {most} per spot; spot {number} already has {has}"),
        "under_min": N_("The table minimum is {least} per spot; {total} is too little"),
        "short": N_("Spot {number} has {has}: the table minimum is {least}"),
    },
    "seat": {
        "none": N_("There is no seat {number} at this table"),
        "over_max": N_("The table maximum is {most} per seat; seat {number} already has {has}"),
        "under_min": N_("The table minimum is {least} per seat; {total} is too little"),
        "short": N_("Seat {number} has {has}: the table minimum is {least}"),
    },
}
DOUBLE_TOTALS = {"9-11": N_("9, 10 or 11"), "10-11": N_("10 or 11")}


def kind_word(kind: Kind) -> Message:
    return message(KIND_WORDS[kind])


class BettingState(Protocol):
    """The part of a dealer table that decides what is legal (read only)."""

    @property
    def rules(self) -> DealerRules: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def chips(self) -> list[int]: ...            # cents in each player's rack
    @property
    def spots(self) -> list[int]: ...            # cents bet on each spot/seat
    @property
    def last_bets(self) -> list[int] | None: ...  # the spots of the last deal (SAME BET)
    @property
    def hands(self) -> list[Hand]: ...
    @property
    def active(self) -> int | None: ...          # the hand being asked now
    @property
    def n_players(self) -> int: ...
    @property
    def n_spots(self) -> int: ...

    def owner(self, spot: int) -> int: ...
    def hands_on_spot(self, spot: int) -> int: ...


class Legality:
    """legal_actions / error of one table, read from its state."""

    def __init__(self, table: BettingState):
        self.table = table
        self.spot_word = "spot" if table.rules.spots_per_player > 1 else "seat"

    def legal_actions(self) -> list[Action]:
        out: list[Action] = []
        t = self.table
        if t.phase is Phase.BETTING:
            low = t.rules.min_bet * CENTS_PER_CHIP
            high = t.rules.max_bet * CENTS_PER_CHIP
            for s, on_spot in enumerate(t.spots):   # bet_error, inlined
                have = t.chips[t.owner(s)]
                if on_spot + have < low:
                    continue
                # chip values, and the top-up that just reaches the minimum
                top_up = max(1, -(-(low - on_spot) // CENTS_PER_CHIP))
                for v in sorted(set(CHIP_VALUES) | {top_up}):
                    cents = v * CENTS_PER_CHIP
                    if cents <= have and low <= on_spot + cents <= high:
                        out.append(Action(Kind.BET, s, v))
            for kind in (Kind.CLEAR, Kind.REBET, Kind.REBET_DEAL, Kind.DEAL):
                if self.allows(Action(kind)):
                    out.append(Action(kind))
        elif t.phase is Phase.INSURANCE:
            out = [Action(k) for k in (Kind.INSURE, Kind.NO_INSURE)
                   if self.allows(Action(k))]
        else:
            out = [Action(k) for k in sorted(PLAY_KINDS)
                   if self.allows(Action(k))]
        return sorted(out)

    def allows(self, a: object) -> bool:
        """``error(a) is None``, without building a refusal. Never mutates."""
        t = self.table
        if (t.phase is Phase.PLAY and type(a) is Action
                and a.spot is None and a.amount is None):    # the simulator's question
            return self.play_allowed(a.kind)
        if type(a) is not Action and not isinstance(a, Action):
            return False
        k = a.kind
        if type(k) is not Kind and not isinstance(k, Kind):
            return False
        if k is not Kind.BET and (a.spot is not None or a.amount is not None):
            return False
        phase = t.phase
        if phase is Phase.BETTING:
            if k is Kind.BET:
                return self.bet_ok(a.spot, a.amount)
            if k is Kind.CLEAR:
                return any(t.spots)
            if k is Kind.DEAL:
                return self.deal_ok()
            if k is Kind.REBET or k is Kind.REBET_DEAL:
                return self.rebet_ok()
            return False                         # insurance or a play: no round is on
        if k in BET_KINDS:
            return False
        if phase is Phase.INSURANCE:
            active = t.active
            assert active is not None, "no hand is being played"   # a round is on
            hand = t.hands[active]
            if k is Kind.NO_INSURE:
                return True
            return k is Kind.INSURE and t.chips[hand.owner] >= half(hand.bet)
        return self.play_allowed(k)

    def play_allowed(self, k: Kind) -> bool:
        """While a hand is played: may it take the plain action ``k`` now?"""
        t = self.table
        if k is Kind.STAND:
            return True
        active = t.active
        assert active is not None, "no hand is being played"
        hand = t.hands[active]
        if k is Kind.HIT:
            return not self.split_aces_locked(hand)
        if k is Kind.DOUBLE:
            return not self.split_aces_locked(hand) and self.double_ok(hand)
        if k is Kind.SPLIT:
            return self.split_ok(hand)
        if k is Kind.SURRENDER:
            return self.surrender_ok(hand)
        return False                             # insurance, a bet, or not a kind

    def error(self, a: object) -> Message | None:
        """Why ``a`` is illegal now, or None. Never mutates."""
        if not isinstance(a, Action) or not isinstance(a.kind, Kind):
            return message(N_("{action} is not an action"), action=repr(a))
        k = a.kind
        if k is not Kind.BET and (a.spot is not None or a.amount is not None):
            return message(N_("{action} takes no spot or amount"), action=kind_word(k))
        t = self.table
        if t.phase is Phase.BETTING:
            if k in (Kind.INSURE, Kind.NO_INSURE):
                return message(N_("Insurance is not being offered now"))
            if k in PLAY_KINDS:
                return message(N_("You can't {action} now: no round is being played"),
                               action=kind_word(k))
            if k is Kind.BET:
                return self.bet_error(a.spot, a.amount)
            if k is Kind.CLEAR:
                return None if any(t.spots) else message(N_("There are no bets to clear"))
            if k is Kind.DEAL:
                return self.deal_error()
            return self.rebet_error()
        if k in BET_KINDS:
            return message(N_("Bets are closed until this round is over"))
        active = t.active
        assert active is not None, "no hand is being played"   # a round is on
        hand = t.hands[active]
        if t.phase is Phase.INSURANCE:
            if k is Kind.NO_INSURE:
                return None
            if k is Kind.INSURE:
                cost = half(hand.bet)
                if t.chips[hand.owner] < cost:
                    return message(N_("You can't afford insurance: it costs {cost} and you "
                                      "have {have}"),
                                   cost=Chips(cost), have=Chips(t.chips[hand.owner]))
                return None
            return message(N_("Answer the insurance question first (insure or no_insure)"))
        if k in (Kind.INSURE, Kind.NO_INSURE):
            return message(N_("Insurance is not being offered now"))
        if k is Kind.SURRENDER:
            return self.surrender_error(hand)
        if k is Kind.SPLIT:
            return self.split_error(hand)
        if k is not Kind.STAND and self.split_aces_locked(hand):
            return message(N_("Split aces get one card each: you may only stand (or re-split)"))
        if k is Kind.DOUBLE:
            return self.double_error(hand)
        return None  # hit or stand on the active hand

    def split_aces_locked(self, h: Hand) -> bool:
        """A split ace with its one card, kept open only to be re-split."""
        return (h.from_split and self.table.rules.split_aces_one_card
                and h.cards[0][0] == "A" and len(h.cards) == 2)

    def surrender_error(self, h: Hand) -> Message | None:
        if not self.table.rules.late_surrender:
            return message(N_("There is no surrender at this table"))
        if h.from_split:
            return message(N_("You can't surrender a split hand"))
        if len(h.cards) != 2:
            return message(N_("You can surrender only your first two cards, before any "
                              "other action"))
        return None

    def surrender_ok(self, h: Hand) -> bool:
        return (self.table.rules.late_surrender and not h.from_split
                and len(h.cards) == 2)

    def bet_ok(self, spot: object, amount: object) -> bool:
        t = self.table
        if not is_whole(spot) or not 0 <= spot < t.n_spots:
            return False
        if not is_whole(amount) or amount < 1:
            return False
        cents = amount * CENTS_PER_CHIP
        have = t.chips[t.owner(spot)]
        on_spot = t.spots[spot]
        r = t.rules
        return (cents <= have and on_spot + cents <= r.max_bet * CENTS_PER_CHIP
                and on_spot + have >= r.min_bet * CENTS_PER_CHIP
                and on_spot + cents >= r.min_bet * CENTS_PER_CHIP)

    def bet_error(self, spot: object, amount: object) -> Message | None:
        t, reasons = self.table, SPOT_REASONS[self.spot_word]
        r = t.rules
        if not is_whole(spot) or not 0 <= spot < t.n_spots:
            shown = spot + 1 if is_whole(spot) else spot
            return message(reasons["none"], number=shown)
        if not is_whole(amount) or amount < 1:
            return message(N_("A bet is a whole number of chips, at least 1"))
        cents = amount * CENTS_PER_CHIP
        have = t.chips[t.owner(spot)]
        if cents > have:
            return message(N_("You can't cover a bet of {amount}: you have {have}"),
                           amount=amount, have=Chips(have))
        if t.spots[spot] + cents > r.max_bet * CENTS_PER_CHIP:
            return message(reasons["over_max"], most=r.max_bet, number=spot + 1,
                           has=Chips(t.spots[spot]))
        if t.spots[spot] + have < r.min_bet * CENTS_PER_CHIP:
            return message(N_("You need at least {least} chips to bet at this table"),
                           least=r.min_bet)
        # Ruling (docs/rules.md): the limits apply to the spot's total when a
        # chip is placed — a total under the minimum is refused now, not at DEAL.
        if t.spots[spot] + cents < r.min_bet * CENTS_PER_CHIP:
            return message(reasons["under_min"], least=r.min_bet,
                           total=Chips(t.spots[spot] + cents))
        return None

    def deal_ok(self) -> bool:
        spots = self.table.spots
        low = self.table.rules.min_bet * CENTS_PER_CHIP
        return any(spots) and not any(0 < b < low for b in spots)

    def deal_error(self) -> Message | None:
        t = self.table
        if not any(t.spots):
            return message(N_("Place a bet first"))
        low = t.rules.min_bet * CENTS_PER_CHIP
        for s, b in enumerate(t.spots):
            if 0 < b < low:
                return message(SPOT_REASONS[self.spot_word]["short"], number=s + 1,
                               has=Chips(b), least=t.rules.min_bet)
        return None

    def rebet_ok(self) -> bool:
        t = self.table
        last = t.last_bets
        rules = t.rules
        if (not rules.same_bet or last is None
                or max(last, default=0) > rules.max_bet * CENTS_PER_CHIP):
            return False
        if t.n_players == 1:                     # every spot is the one player's
            return sum(last) <= t.chips[0] + sum(t.spots)
        for p in range(t.n_players):
            need = sum(b for s, b in enumerate(last) if t.owner(s) == p)
            have = t.chips[p] + sum(b for s, b in enumerate(t.spots) if t.owner(s) == p)
            if need > have:
                return False
        return True

    def rebet_error(self) -> Message | None:
        t = self.table
        if not t.rules.same_bet:
            return message(N_("There is no SAME BET at this table"))
        if t.last_bets is None:
            return message(N_("SAME BET needs a round dealt first"))
        if any(b > t.rules.max_bet * CENTS_PER_CHIP for b in t.last_bets):
            return message(N_("The last bets are over the table maximum"))
        for p in range(t.n_players):
            need = sum(b for s, b in enumerate(t.last_bets) if t.owner(s) == p)
            have = t.chips[p] + sum(b for s, b in enumerate(t.spots) if t.owner(s) == p)
            if need > have:
                return message(N_("You can't cover the same bets ({need}): you have {have}"),
                               need=Chips(need), have=Chips(have))
        return None

    def double_ok(self, h: Hand) -> bool:
        rules = self.table.rules
        return (len(h.cards) == 2 and (rules.double_after_split or not h.from_split)
                and total(h.cards) in rules.double_totals
                and self.table.chips[h.owner] >= h.bet)

    def double_error(self, h: Hand) -> Message | None:
        rules, chips = self.table.rules, self.table.chips
        if len(h.cards) != 2:
            return message(N_("You can double only on two cards"))
        if h.from_split and not rules.double_after_split:
            return message(N_("No doubling after a split at this table"))
        t = total(h.cards)
        if t not in rules.double_totals:
            return message(N_("You can double only on {allowed} (this hand is {total})"),
                           allowed=message(DOUBLE_TOTALS[rules.double_on.value]), total=t)
        if chips[h.owner] < h.bet:
            return message(N_("You can't afford to double: it costs {cost} and you have {have}"),
                           cost=Chips(h.bet), have=Chips(chips[h.owner]))
        return None

    def split_ok(self, h: Hand) -> bool:
        rules = self.table.rules
        if len(h.cards) != 2:
            return False
        a, b = h.cards
        if h.from_split and (not rules.may_resplit(a[0] == "A")
                             or self.table.hands_on_spot(h.spot) >= rules.resplit_to):
            return False
        same = a[0] == b[0] if rules.split_by_rank else POINTS[a] == POINTS[b]
        return same and self.table.chips[h.owner] >= h.bet

    def split_error(self, h: Hand) -> Message | None:
        rules, chips = self.table.rules, self.table.chips
        if len(h.cards) != 2:
            return message(N_("You can split only your first two cards"))
        if h.from_split:
            if not rules.may_resplit(h.cards[0][0] == "A"):
                return message(N_("No re-splitting of aces") if rules.resplit_to > 2
                               else N_("No re-splitting"))
            if self.table.hands_on_spot(h.spot) >= rules.resplit_to:
                return message(N_("A spot may become at most {most} hands"),
                               most=rules.resplit_to)
        a, b = h.cards
        if rules.split_by_rank:
            if a[0] != b[0]:
                return message(N_("You can split only two cards of the same rank"))
        elif total([a]) != total([b]):          # by value: J+K yes, A+A yes
            return message(N_("You can split only two cards of the same value"))
        if chips[h.owner] < h.bet:
            return message(N_("You can't afford to split: it costs {cost} and you have {have}"),
                           cost=Chips(h.bet), have=Chips(chips[h.owner]))
        return None
