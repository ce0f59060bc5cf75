"""Which dealer-table actions are legal now, and why not (a mixin of DealerTable).

Nothing here mutates: ``apply`` asks ``_error`` first and changes the table
only when it returns None.
"""
from __future__ import annotations

from game.hands import total
from game.money import CENTS_PER_CHIP, fmt_short, half
from game.tables.dealer.actions import CHIP_VALUES, Action, Kind
from game.tables.dealer.settle import Hand
from game.tables.dealer.view import Phase

PLAY_KINDS = frozenset({Kind.HIT, Kind.STAND, Kind.DOUBLE, Kind.SPLIT, Kind.SURRENDER})
BET_KINDS = frozenset({Kind.BET, Kind.CLEAR, Kind.REBET, Kind.REBET_DEAL, Kind.DEAL})


def is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


class LegalityMixin:
    """legal_actions / is_legal / _error; expects DealerTable's attributes."""

    def legal_actions(self) -> list[Action]:
        out: list[Action] = []
        if self.phase is Phase.BETTING:
            low = self.rules.min_bet * CENTS_PER_CHIP
            high = self.rules.max_bet * CENTS_PER_CHIP
            for s, on_spot in enumerate(self.spots):   # _bet_error, inlined
                have = self.chips[self.owner(s)]
                if on_spot + have < low:
                    continue
                # chip values, and the top-up that just reaches the minimum
                top_up = max(1, -(-(low - on_spot) // CENTS_PER_CHIP))
                for v in sorted(set(CHIP_VALUES) | {top_up}):
                    cents = v * CENTS_PER_CHIP
                    if cents <= have and low <= on_spot + cents <= high:
                        out.append(Action(Kind.BET, s, v))
            for kind in (Kind.CLEAR, Kind.REBET, Kind.REBET_DEAL, Kind.DEAL):
                if self._error(Action(kind)) is None:
                    out.append(Action(kind))
        elif self.phase is Phase.INSURANCE:
            out = [Action(k) for k in (Kind.INSURE, Kind.NO_INSURE)
                   if self._error(Action(k)) is None]
        else:
            out = [Action(k) for k in sorted(PLAY_KINDS)
                   if self._error(Action(k)) is None]
        return sorted(out)

    def is_legal(self, action: object) -> bool:
        return self._error(action) is None

    def _error(self, a: object) -> str | None:
        """Why ``a`` is illegal now, or None. Never mutates."""
        if not isinstance(a, Action) or not isinstance(a.kind, Kind):
            return f"{a!r} is not an action"
        k = a.kind
        if k is not Kind.BET and (a.spot is not None or a.amount is not None):
            return f"{k.name.lower()} takes no spot or amount"
        if self.phase is Phase.BETTING:
            if k in (Kind.INSURE, Kind.NO_INSURE):
                return "Insurance is not being offered now"
            if k in PLAY_KINDS:
                return f"You can't {k.name.lower()} now: no round is being played"
            if k is Kind.BET:
                return self._bet_error(a.spot, a.amount)
            if k is Kind.CLEAR:
                return None if any(self.spots) else "There are no bets to clear"
            if k is Kind.DEAL:
                return self._deal_error()
            return self._rebet_error()
        if k in BET_KINDS:
            return "Bets are closed until this round is over"
        hand = self.hands[self.active]
        if self.phase is Phase.INSURANCE:
            if k is Kind.NO_INSURE:
                return None
            if k is Kind.INSURE:
                cost = half(hand.bet)
                if self.chips[hand.owner] < cost:
                    return (f"You can't afford insurance: it costs {fmt_short(cost)}"
                            f" and you have {fmt_short(self.chips[hand.owner])}")
                return None
            return "Answer the insurance question first (insure or no_insure)"
        if k in (Kind.INSURE, Kind.NO_INSURE):
            return "Insurance is not being offered now"
        if k is Kind.SURRENDER:
            return self._surrender_error(hand)
        if k is Kind.SPLIT:
            return self._split_error(hand)
        if k is not Kind.STAND and self._split_aces_locked(hand):
            return "Split aces get one card each: you may only stand (or re-split)"
        if k is Kind.DOUBLE:
            return self._double_error(hand)
        return None  # hit or stand on the active hand

    def _split_aces_locked(self, h: Hand) -> bool:
        """A split ace with its one card, kept open only to be re-split."""
        return (h.from_split and self.rules.split_aces_one_card
                and h.cards[0][0] == "A" and len(h.cards) == 2)

    def _surrender_error(self, h: Hand) -> str | None:
        if not self.rules.late_surrender:
            return "There is no surrender at this table"
        if h.from_split:
            return "You can't surrender a split hand"
        if len(h.cards) != 2:
            return "You can surrender only your first two cards, before any other action"
        return None

    def _bet_error(self, spot: object, amount: object) -> str | None:
        word, r = self._spot_word, self.rules
        if not is_int(spot) or not 0 <= spot < self.n_spots:
            shown = spot + 1 if is_int(spot) else spot
            return f"There is no {word} {shown} at this table"
        if not is_int(amount) or amount < 1:
            return "A bet is a whole number of chips, at least 1"
        cents = amount * CENTS_PER_CHIP
        have = self.chips[self.owner(spot)]
        if cents > have:
            return f"You can't cover a bet of {amount}: you have {fmt_short(have)}"
        if self.spots[spot] + cents > r.max_bet * CENTS_PER_CHIP:
            return (f"The table maximum is {r.max_bet} per {word}; {word} "
                    f"{spot + 1} already has {fmt_short(self.spots[spot])}")
        if self.spots[spot] + have < r.min_bet * CENTS_PER_CHIP:
            return f"You need at least {r.min_bet} chips to bet at this table"
        # Ruling (docs/rules.md): the limits apply to the spot's total when a
        # chip is placed — a total under the minimum is refused now, not at DEAL.
        if self.spots[spot] + cents < r.min_bet * CENTS_PER_CHIP:
            return (f"The table minimum is {r.min_bet} per {word}; "
                    f"{fmt_short(self.spots[spot] + cents)} is too little")
        return None

    def _deal_error(self) -> str | None:
        if not any(self.spots):
            return "Place a bet first"
        low = self.rules.min_bet * CENTS_PER_CHIP
        for s, b in enumerate(self.spots):
            if 0 < b < low:
                return (f"{self._spot_word.capitalize()} {s + 1} has {fmt_short(b)}:"
                        f" the table minimum is {self.rules.min_bet}")
        return None

    def _rebet_error(self) -> str | None:
        if not self.rules.same_bet:
            return "There is no SAME BET at this table"
        if self.last_bets is None:
            return "SAME BET needs a round dealt first"
        if any(b > self.rules.max_bet * CENTS_PER_CHIP for b in self.last_bets):
            return "The last bets are over the table maximum"
        for p in range(self.n_players):
            need = sum(b for s, b in enumerate(self.last_bets) if self.owner(s) == p)
            have = self.chips[p] + sum(
                b for s, b in enumerate(self.spots) if self.owner(s) == p)
            if need > have:
                return (f"You can't cover the same bets ({fmt_short(need)}):"
                        f" you have {fmt_short(have)}")
        return None

    def _double_error(self, h: Hand) -> str | None:
        if len(h.cards) != 2:
            return "You can double only on two cards"
        if h.from_split and not self.rules.double_after_split:
            return "No doubling after a split at this table"
        t = total(h.cards)
        if t not in self.rules.double_totals:
            allowed = {"9-11": "9, 10 or 11", "10-11": "10 or 11"}[self.rules.double_on.value]
            return f"You can double only on {allowed} (this hand is {t})"
        if self.chips[h.owner] < h.bet:
            return (f"You can't afford to double: it costs {fmt_short(h.bet)}"
                    f" and you have {fmt_short(self.chips[h.owner])}")
        return None

    def _split_error(self, h: Hand) -> str | None:
        if len(h.cards) != 2:
            return "You can split only your first two cards"
        if h.from_split:
            if not self.rules.may_resplit(h.cards[0][0] == "A"):
                return ("No re-splitting of aces" if self.rules.resplit_to > 2
                        else "No re-splitting")
            if self.hands_on_spot(h.spot) >= self.rules.resplit_to:
                return f"A spot may become at most {self.rules.resplit_to} hands"
        a, b = h.cards
        if self.rules.split_by_rank:
            if a[0] != b[0]:
                return "You can split only two cards of the same rank"
        elif total([a]) != total([b]):          # by value: J+K yes, A+A yes
            return "You can split only two cards of the same value"
        if self.chips[h.owner] < h.bet:
            return (f"You can't afford to split: it costs {fmt_short(h.bet)}"
                    f" and you have {fmt_short(self.chips[h.owner])}")
        return None

