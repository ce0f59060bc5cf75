"""Midnight Blackjack and Classic Shoe: one engine, two rule sets (docs/rules.md).

    table = DealerTable(MIDNIGHT, seed=7, chips=[1000])
    table.legal_actions()  ->  [Action(BET, 0, 1), …, ]
    table.apply(bet(0, 10)); table.apply(DEAL); table.apply(STAND)

Every ``apply`` validates first (``Legality.allows``; ``Legality.error`` says why
not) and only then mutates, so an illegal action raises IllegalAction and leaves
``snapshot()`` unchanged. ``apply_legal`` is the same move without the check,
for a caller that has just made it.
Money is integer cents; ``house_net`` makes conservation checkable.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.cards import Card, shoe_cards
from game.errors import IllegalAction, SetupError
from game.hands import is_natural, total, total_and_soft
from game.money import CENTS_PER_CHIP, half
from game.shoe import Shoe
from game.tables.base import BETTING, EventLog
from game.tables.clone import clone_fields
from game.tables.dealer.actions import Action, Kind
from game.tables.dealer.legal import PLAY_KINDS, Legality
from game.tables.dealer.rules import DealerRules
from game.tables.dealer.settle import Hand, Settlement, is_ten_or_ace
from game.tables.dealer.view import (
    BetPlaced,
    BetsCleared,
    Burned,
    CardDealt,
    CutCardOut,
    DealerObservation,
    Doubled,
    HandBusted,
    HandSurrendered,
    HandView,
    InsuranceDeclined,
    InsuranceOffered,
    InsuranceTaken,
    Outcome,
    Phase,
    RoundOver,
    RoundStarted,
    Shuffled,
    SplitHand,
)
from game.words import is_whole


class DealerTable(EventLog):
    """One table: its rules, shoe, players' chips, spots and hands. It owns its
    ``legality`` (what may be done now, and why not) and its ``settlement``
    (the dealer's turn and the payouts)."""

    def __init__(self, rules: DealerRules, seed: int, chips: Sequence[int], *,
                 cents: Sequence[int] | None = None, listening: bool = True):
        """``chips``: whole chips per player; or ``cents=`` exact amounts.
        ``listening=False``: nobody reads ``events()`` (a simulation), so none
        are built."""
        if cents is None:
            if not isinstance(chips, (list, tuple)) or not all(
                    is_whole(c) and c >= 0 for c in chips):
                raise SetupError("chips must be a list of whole numbers >= 0")
            cents = [c * CENTS_PER_CHIP for c in chips]
        elif not all(is_whole(c) and c >= 0 for c in cents):
            raise SetupError("cents must be whole numbers >= 0")
        max_players = rules.max_spots // rules.spots_per_player
        if not 1 <= len(cents) <= max_players:
            raise SetupError(f"{rules.name} takes 1 to {max_players} players, "
                             f"not {len(cents)}")
        if not is_whole(seed):
            raise SetupError("the seed must be a whole number")
        self.rules = rules
        self.seed = seed
        self._rng = random.Random(seed)
        self.shoe = Shoe(shoe_cards(rules.decks), self._rng, rules.reshuffle,
                         cut_card_range=rules.cut_card_range,
                         burn_after_shuffle=rules.burn_after_shuffle)
        self.n_players = len(cents)
        self.chips: list[int] = list(cents)
        self.start_total = sum(cents)
        self.start_cents: tuple[int, ...] = tuple(cents)   # for returns()
        self.round_start_cents: tuple[int, ...] = tuple(cents)  # for round_returns()
        self.house_net = 0
        self.n_spots = self.n_players * rules.spots_per_player
        self.spots: list[int] = [0] * self.n_spots
        self.last_bets: list[int] | None = None
        self.hands: list[Hand] = []
        self.dealer: list[str] = []
        self.hole_hidden = False
        self.phase = Phase.BETTING
        self.active: int | None = None
        self.rounds = 0
        self.round_finished = False
        self._cut_seen = self.shoe.cut_card_out
        self.legality = Legality(self)
        self.settlement = Settlement(self)
        super().__init__(listening)
        self._emit_shuffle()

    # -- small queries ---------------------------------------------------------
    def owner(self, spot: int) -> int:
        return spot // self.rules.spots_per_player

    @property
    def shoe_seed(self) -> int:
        """The current shoe's seed, shown as "Shoe #…" (not in observations:
        it would tell a bot the order of the cards)."""
        return self.shoe.shoe_seed

    def hands_on_spot(self, spot: int) -> int:
        return sum(1 for h in self.hands if h.spot == spot)

    def chips_of(self, player: int) -> int:
        return self.chips[player]

    def on_table_of(self, player: int) -> int:
        return (sum(b for s, b in enumerate(self.spots) if self.owner(s) == player)
                + sum(h.on_table for h in self.hands if h.owner == player))

    def money_total(self) -> int:
        """Chips + on table + house net: always equal to ``start_total``."""
        return sum(self.chips) + sum(self.spots) + \
            sum(h.on_table for h in self.hands) + self.house_net

    def current_player(self) -> int | None:
        if self.phase is Phase.BETTING:
            if self.is_over():
                return None
            return BETTING if self.rules.spots_per_player == 1 else 0
        return self.hands[self._asked_index()].owner

    def is_over(self) -> bool:
        """Nobody can bet any more (only between rounds): no legal action."""
        if self.phase is not Phase.BETTING or any(self.spots):
            return False                         # play on, or clear / deal
        if self.rules.same_bet and self.legality.rebet_ok():
            return False
        # the smallest bet that meets the minimum decides
        return not any(self.legality.bet_ok(s, self.rules.min_bet)
                       for s in range(self.n_spots))

    def is_terminal(self) -> bool:
        """The game of a dealer table is one round: over from the moment a
        round is settled until the next deal (a bet for the next round does
        not reopen it), and whenever nobody can bet any more (``is_over``).
        The table plays on: its legal actions start the next round."""
        return self.round_finished or self.is_over()

    def wealth_of(self, player: int) -> int:
        """Cents held and staked: chips plus what is on the table."""
        return self.chips[player] + self.on_table_of(player)

    def _wealths(self) -> tuple[int, ...]:
        """``wealth_of`` every player, in one pass over the spots and hands."""
        out = list(self.chips)
        if self.n_players == 1:                  # every spot is the one player's
            out[0] += sum(self.spots)
        else:
            per = self.rules.spots_per_player
            for s, b in enumerate(self.spots):
                out[s // per] += b
        for h in self.hands:
            staked = h.on_table
            if staked:
                out[h.owner] += staked
        return tuple(out)

    def returns(self) -> list[int]:
        """Each player's cents won (+) or lost (-) since the table opened."""
        return [self.wealth_of(p) - self.start_cents[p] for p in range(self.n_players)]

    def round_returns(self) -> list[int]:
        """Each player's cents won or lost since the latest deal (0 before one)."""
        return [self.wealth_of(p) - self.round_start_cents[p] for p in range(self.n_players)]

    def clone(self) -> DealerTable:
        """An independent copy (same shoe, same generators, same pending events)."""
        new = clone_fields(self)
        new.hands = [h.copy() for h in self.hands]
        new.legality = Legality(new)
        new.settlement = Settlement(new)
        return new

    def legal_actions(self) -> list[Action]:
        """Sorted; every bet a chip of the rack (or the top-up to the minimum) makes."""
        return self.legality.legal_actions()

    def is_legal(self, action: object) -> bool:
        return self.legality.allows(action)

    # -- applying --------------------------------------------------------------
    def apply(self, action: Action) -> None:
        if not self.legality.allows(action):
            reason = self.legality.error(action)
            assert reason is not None, f"{action} is refused without a reason"
            raise IllegalAction(reason)
        self.apply_legal(action)

    def apply_legal(self, action: Action) -> None:
        """``apply`` for a caller that has just asked ``is_legal(action)`` (a
        simulation): no second check. An illegal action here breaks the table."""
        k = action.kind
        if k in PLAY_KINDS:                      # most moves: hit, stand, ...
            self._play(k)
        elif k is Kind.BET:
            assert action.spot is not None and action.amount is not None  # legality says so
            self._place(action.spot, action.amount * CENTS_PER_CHIP)
        elif k is Kind.CLEAR:
            self._clear()
        elif k in (Kind.REBET, Kind.REBET_DEAL):
            assert self.last_bets is not None                 # legality says so
            if self.listening:                   # every chip's move, for the view
                self._clear()
                for s, b in enumerate(self.last_bets):
                    if b:
                        self._place(s, b)
            else:                                # the same money, moved at once
                self._rebet_quietly(self.last_bets)
            if k is Kind.REBET_DEAL:
                self._start_round()
        elif k is Kind.DEAL:
            self._start_round()
        else:                                    # insure or no_insure
            self._answer_insurance(k is Kind.INSURE)

    def _place(self, spot: int, cents: int) -> None:
        self.chips[spot // self.rules.spots_per_player] -= cents      # the owner's
        self.spots[spot] += cents
        if self.listening:
            self.emit(BetPlaced(spot, cents, self.spots[spot]))

    def _rebet_quietly(self, bets: list[int]) -> None:
        """``_clear`` and a ``_place`` of each of ``bets``, as one net move."""
        chips, spots = self.chips, self.spots
        if self.n_players == 1:                  # every spot is the one player's
            chips[0] += sum(spots) - sum(bets)
        else:
            per = self.rules.spots_per_player
            for s, b in enumerate(bets):
                chips[s // per] += spots[s] - b
        self.spots = list(bets)

    def _clear(self) -> None:
        returned = tuple(self.spots)
        per = self.rules.spots_per_player
        for s, b in enumerate(returned):
            if b:
                self.chips[s // per] += b        # back to the spot's owner
        self.spots = [0] * self.n_spots
        if self.listening:
            self.emit(BetsCleared(returned))

    def _emit_shuffle(self) -> None:
        self._cut_seen = False
        if self.listening:
            self.emit(Shuffled(self.shoe.shoe_seed))
            for _ in self.shoe.burned:
                self.emit(Burned())

    def draw(self) -> str:
        """The next card off the shoe (noting the cut card once)."""
        shoe = self.shoe
        card = shoe.draw()
        if shoe.cut_card_out and not self._cut_seen:
            self._cut_seen = True
            if self.listening:
                self.emit(CutCardOut())
        return card

    def _deal_to(self, h: Hand) -> None:
        shoe = self.shoe                         # self.draw(), inlined: every player card
        card = shoe.draw()
        if shoe.cut_card_out and not self._cut_seen:
            self._cut_seen = True
            if self.listening:
                self.emit(CutCardOut())
        h.cards.append(card)
        if self.listening:
            self.emit(CardDealt(False, h.spot, h.part, card, True))

    def _start_round(self) -> None:
        self.round_start_cents = self._wealths()
        if self.shoe.begin_round():              # a shuffle takes the last round's cards too
            self._emit_shuffle()
        else:
            self.shoe.discard([c for h in self.hands for c in h.cards] + self.dealer)
        self.dealer, self.hole_hidden = [], False
        self.last_bets = list(self.spots)
        self.rounds += 1
        self.round_finished = False
        if self.listening:
            self.emit(RoundStarted(self.rounds))
        per = self.rules.spots_per_player        # s // per: the spot's owner
        self.hands = [Hand(s, 0, s // per, b) for s, b in enumerate(self.spots) if b]
        self.spots = [0] * self.n_spots          # the stakes are now the hands'
        for h in self.hands:                     # spot/seat order, dealer, again
            self._deal_to(h)
        self.settlement.deal_dealer(face_up=True)
        for h in self.hands:
            self._deal_to(h)
        if self.rules.hole_card:
            self.settlement.deal_dealer(face_up=False)
        for h in self.hands:
            h.finished = is_natural(h.cards)     # a natural needs no action
        if self.dealer[0][0] == "A":
            self.phase, self.active = Phase.INSURANCE, 0
            self._offer_insurance()
        else:
            self._after_insurance()

    def _asked_index(self) -> int:
        """The index of the hand being asked now (only while a round is played)."""
        assert self.active is not None, "no hand is being played"
        return self.active


    def _offer_insurance(self) -> None:
        h = self.hands[self._asked_index()]
        if self.listening:
            self.emit(InsuranceOffered(h.spot, h.part, half(h.bet)))

    def _answer_insurance(self, insure: bool) -> None:
        i = self._asked_index()
        h = self.hands[i]
        if insure:
            h.insurance = half(h.bet)
            h.ins_live = True
            self.chips[h.owner] -= h.insurance
            if self.listening:
                self.emit(InsuranceTaken(h.spot, h.part, h.insurance))
        else:
            if self.listening:
                self.emit(InsuranceDeclined(h.spot, h.part))
        if i + 1 < len(self.hands):
            self.active = i + 1
            self._offer_insurance()
        else:
            self._after_insurance()

    @property
    def dealer_peeked(self) -> bool:
        """This round the dealer looked at the hole card for a Blackjack:
        Classic, with an ace or a ten up (never with 2-9 up, never at Midnight)."""
        return self.rules.hole_card and bool(self.dealer) and is_ten_or_ace(self.dealer[0])

    def _after_insurance(self) -> None:
        if self.rules.hole_card:
            if self.dealer_peeked and self.settlement.peek():
                return                           # dealer natural ended the round
            for h in self.hands:                 # no dealer natural: 3:2 at once
                if h.natural:
                    self.settlement.settle(h, Outcome.BLACKJACK)
        self.phase = Phase.PLAY
        self._advance(0)

    def _advance(self, i: int) -> None:
        """Make the first unfinished hand from ``i`` active, or play the dealer."""
        while i < len(self.hands):
            h = self.hands[i]
            if not h.finished and len(h.cards) == 1:
                self._deal_to(h)                 # second split hand: its card now
                self._finish_if_done(h)
            if not h.finished:
                self.active = i
                return
            i += 1
        self.active = None
        self.settlement.dealer_turn()

    def _finish_if_done(self, h: Hand) -> None:
        t = total(h.cards)
        if t > 21:
            h.finished = True
            if self.listening:
                self.emit(HandBusted(h.spot, h.part, h.bet))
            self.settlement.settle(h, Outcome.BUST)        # the bet leaves the table at once
        elif t == 21 or h.doubled:
            h.finished = True
        elif h.from_split and self.rules.split_aces_one_card and h.cards[0][0] == "A":
            # one card each; a second ace stays open only if it may be re-split
            h.finished = not self.legality.split_ok(h) or h.cards[1][0] != "A"

    def _play(self, k: Kind) -> None:
        i = self.active
        assert i is not None, "no hand is being played"
        h = self.hands[i]
        if k is Kind.STAND:
            h.finished = True
        elif k is Kind.HIT:
            self._deal_to(h)
            self._finish_if_done(h)
        elif k is Kind.SURRENDER:
            h.surrendered, h.finished = True, True
            if self.listening:
                self.emit(HandSurrendered(h.spot, h.part, h.bet))
            if self.rules.hole_card:     # after the peek: no dealer Blackjack, half back now
                self.settlement.settle(h, Outcome.SURRENDER)
            # no hole card: settled on the dealer's second card (Settlement.dealer_turn)
        elif k is Kind.DOUBLE:
            self.chips[h.owner] -= h.bet
            if self.listening:
                self.emit(Doubled(h.spot, h.part, h.bet))
            h.bet *= 2
            h.doubled = True
            self._deal_to(h)
            self._finish_if_done(h)
        else:  # SPLIT: the first hand gets its second card at once
            # The new hand is played after the spot's other hands, so parts
            # (0, 1, 2, …) are also the playing order.
            part = self.hands_on_spot(h.spot)
            second = Hand(h.spot, part, h.owner, h.bet, [h.cards.pop()], from_split=True)
            self.chips[h.owner] -= h.bet
            h.from_split = True
            last = max(j for j, o in enumerate(self.hands) if o.spot == h.spot)
            self.hands.insert(last + 1, second)
            if self.listening:
                self.emit(SplitHand(h.spot, second.bet, h.part, part))
            self._deal_to(h)
            self._finish_if_done(h)
        if h.finished:
            self._advance(i + 1)

    def end_round(self) -> None:
        self.phase, self.active, self.round_finished = Phase.BETTING, None, True
        if self.listening:
            self.emit(RoundOver(self.rounds, self.shoe.cut_card_out))

    # -- views -----------------------------------------------------------------
    def observation(self, player: int) -> DealerObservation:
        if not is_whole(player) or not 0 <= player < self.n_players:
            raise ValueError(f"no player {player!r}")
        shown: list[Card | None] = list(self.dealer)
        if self.hole_hidden:
            shown[1] = None
        t, soft = total_and_soft([c for c in shown if c is not None])
        return DealerObservation(
            table=self.rules.name, player=player, phase=self.phase,
            current_player=self.current_player(), active_hand=self.active,
            round_finished=self.round_finished, rounds=self.rounds,
            chips=tuple(self.chips), spot_bets=tuple(self.spots),
            spot_owner=tuple(self.owner(s) for s in range(self.n_spots)),
            can_rebet=self.phase is Phase.BETTING and self.legality.rebet_ok(),
            hands=tuple(self._hand_view(h) for h in self.hands),
            dealer_cards=tuple(shown), dealer_total=t, dealer_soft=soft,
            shoe_remaining=self.shoe.remaining,
            shoe_size=len(self.shoe.composition),
            cut_card_out=self.shoe.cut_card_out,
            min_bet=self.rules.min_bet, max_bet=self.rules.max_bet)

    @staticmethod
    def _hand_view(h: Hand) -> HandView:
        t, soft = total_and_soft(h.cards)
        return HandView(h.spot, h.part, h.owner, tuple(h.cards), t, soft,
                        h.natural, h.bet, h.insurance, h.doubled, h.from_split,
                        h.finished, h.outcome, h.payout, h.rides, h.surrendered)

    def snapshot(self) -> dict[str, Any]:
        """The complete state as JSON-able data (for comparisons and journals)."""
        version, internal, gauss = self._rng.getstate()
        return {
            "table": self.rules.name, "seed": self.seed,
            "rng": [version, list(internal), gauss],
            "shoe": self.shoe.snapshot(),
            "chips": list(self.chips), "spots": list(self.spots),
            "last_bets": None if self.last_bets is None else list(self.last_bets),
            "hands": [h.to_dict() for h in self.hands],
            "dealer": list(self.dealer), "hole_hidden": self.hole_hidden,
            "phase": self.phase.value, "active": self.active,
            "rounds": self.rounds, "round_finished": self.round_finished,
            "house_net": self.house_net, "start_total": self.start_total,
            "cut_seen": self._cut_seen,
        }
