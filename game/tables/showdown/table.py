"""Blackjack Showdown (docs/rules.md): 2-8 seats, no dealer, one pot.

State machine with the surface of ``base.Table``. The typed values it hands
out (actions, observation, summary, events) are in ``showdown_view``.

Round: eliminate seats that cannot ante -> ante -> deal twice round from the
first seat -> naturals share the pot at once, or each seat hits/stands from
the first seat -> the best total <= 21 takes the pot (ties split, remainder
carried; all bust: the pot carries) -> SUMMARY, waiting for NEXT.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.cards import Card, shoe_cards
from game.errors import IllegalAction, SetupError
from game.hands import is_natural, total
from game.messages import N_, Message, message
from game.shoe import ReshufflePolicy, Shoe
from game.tables.base import EventLog
from game.tables.clone import clone_fields
from game.tables.common import ANYONE, jsonable, rng_digest, shoe_snapshot
from game.tables.showdown.rules import SHOWDOWN, ShowdownRules
from game.tables.showdown.view import (
    HIT,
    NEXT,
    STAND,
    AntePaid,
    AutoStood,
    Busted,
    CardDealt,
    DiscardsShuffled,
    Hit,
    MatchWon,
    NaturalDealt,
    Outcome,
    PotCarried,
    PotSplit,
    PotWon,
    RoundOver,
    RoundStarted,
    RoundSummary,
    SeatEliminated,
    SeatStatus,
    SeatSummary,
    SeatView,
    ShowdownAction,
    ShowdownKind,
    ShowdownObservation,
    ShowdownPhase,
    Stood,
    TurnStarted,
)

MIN_SEATS, MAX_SEATS = 2, 8


class ShowdownTable(EventLog):
    """One match. ``first_seat`` is the first seat of round 1 (game k of a
    series starts at seat k-1: see ``new_game``). ``cards`` are stacked on the
    shoe before the first deal (scripted deals)."""

    def __init__(self, rules: ShowdownRules = SHOWDOWN, seed: int = 0,
                 tokens: Sequence[int] | None = None, first_seat: int = 0,
                 *, cards: Sequence[Card] = ()):
        if tokens is None:
            tokens = [rules.start_tokens] * MIN_SEATS
        tokens = list(tokens)
        if not MIN_SEATS <= len(tokens) <= MAX_SEATS:
            raise SetupError(f"showdown needs {MIN_SEATS}-{MAX_SEATS} seats, got {len(tokens)}")
        for t in tokens:
            if isinstance(t, bool) or not isinstance(t, int) or t < 1:
                raise SetupError(f"tokens must be positive whole numbers, got {t!r}")
        if not 0 <= first_seat < len(tokens):
            raise SetupError(f"first_seat {first_seat} is not a seat")
        super().__init__()
        self.rules = rules
        self.seed = seed
        self.start_tokens: tuple[int, ...] = tuple(tokens)
        self.game_first_seat = first_seat
        self._rng = random.Random(seed)
        self.shoe = Shoe(shoe_cards(rules.decks), self._rng, ReshufflePolicy.WHEN_EMPTY)
        self.shoe.stack(cards)
        n = len(tokens)
        self.tokens = tokens
        self.active = [True] * n
        self.pot = 0
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.status = [SeatStatus.OUT] * n
        self.won = [0] * n               # tokens won from the pot this round
        self.round_no = 0
        self.first_seat: int | None = None
        self.turn: int | None = None
        self.phase = ShowdownPhase.PLAY
        self.winner: int | None = None
        self.summary: RoundSummary | None = None
        self._round_pot = 0
        self.round_start_tokens: tuple[int, ...] = self.start_tokens  # for round_returns()
        self._start_round(candidate=first_seat)

    @property
    def seats(self) -> int:
        return len(self.tokens)

    def new_game(self, seed: int) -> ShowdownTable:
        """The next game of a series: fresh starting tokens, and the first
        seat moves on by one (game 1: seat 1 first, game 2: seat 2, ...)."""
        return ShowdownTable(self.rules, seed, self.start_tokens,
                             (self.game_first_seat + 1) % self.seats)

    # -- the Table surface --------------------------------------------------
    def current_player(self) -> int | None:
        if self.phase is ShowdownPhase.PLAY:
            return self.turn
        if self.phase is ShowdownPhase.SUMMARY:
            return ANYONE
        return None

    def legal_actions(self) -> list[ShowdownAction]:
        if self.phase is ShowdownPhase.PLAY:
            return [HIT, STAND]
        if self.phase is ShowdownPhase.SUMMARY:
            return [NEXT]
        return []

    def is_over(self) -> bool:
        return self.phase is ShowdownPhase.OVER

    def is_terminal(self) -> bool:
        """The game of Showdown is the match: over once one seat is left."""
        return self.is_over()

    def returns(self) -> list[int]:
        """Each seat's tokens won (+) or lost (-) since the match began."""
        return [t - s for t, s in zip(self.tokens, self.start_tokens)]

    def round_returns(self) -> list[int]:
        """Each seat's tokens won or lost since the latest round's ante (a
        carried pot counts as lost by those who paid into it)."""
        return [t - s for t, s in zip(self.tokens, self.round_start_tokens)]

    def clone(self) -> ShowdownTable:
        """An independent copy (same shoe, same generator, same pending events)."""
        return clone_fields(self)

    def apply(self, action: ShowdownAction) -> None:
        # An int where the kind belongs compares equal to a legal action
        # (IntEnum) but would take the wrong branch below: refuse it.
        if not isinstance(action, ShowdownAction) or type(action.kind) is not ShowdownKind:
            raise IllegalAction(message(N_("not a showdown action: {action}"),
                                        action=repr(action)))
        if action not in self.legal_actions():
            raise IllegalAction(self._why_illegal(action))
        if action.kind is ShowdownKind.NEXT:
            self._next_hand()
        elif action.kind is ShowdownKind.HIT:
            self._hit()
        else:
            seat = self._seat_to_act()
            self.status[seat] = SeatStatus.STOOD
            self.emit(Stood(seat, total(self.hands[seat])))
            self._advance()

    def _why_illegal(self, action: ShowdownAction) -> Message:
        if self.phase is ShowdownPhase.OVER:
            return message(N_("the match is over"))
        if self.phase is ShowdownPhase.SUMMARY:
            return message(N_("the round is over: only NEXT HAND"))
        return message(N_("NEXT HAND only on the round summary: hit or stand"))

    def observation(self, player: int) -> ShowdownObservation:
        if not 0 <= player < self.seats:
            raise ValueError(f"no seat {player}")
        views = tuple(
            SeatView(s, self.tokens[s], self.active[s], self.status[s],
                     tuple(self.hands[s]), total(self.hands[s]) if self.hands[s] else 0)
            for s in range(self.seats))
        return ShowdownObservation(
            player=player, phase=self.phase, current_player=self.current_player(),
            round_no=self.round_no, first_seat=self.first_seat, pot=self.pot,
            ante=self.rules.ante, seats=views, shoe_remaining=self.shoe.remaining,
            discard_count=len(self.shoe.discards), summary=self.summary,
            winner=self.winner)

    def snapshot(self) -> dict[str, Any]:
        """The complete state as JSON-able values (equal snapshots = same game)."""
        return {
            "table": "showdown", "seed": self.seed, "rules": jsonable(self.rules),
            "phase": self.phase.name, "round_no": self.round_no,
            "game_first_seat": self.game_first_seat, "first_seat": self.first_seat,
            "turn": self.turn, "tokens": list(self.tokens), "active": list(self.active),
            "pot": self.pot, "round_pot": self._round_pot,
            "hands": [list(h) for h in self.hands],
            "status": [s.name for s in self.status], "won": list(self.won),
            "winner": self.winner, "summary": jsonable(self.summary),
            "shoe": shoe_snapshot(self.shoe), "rng": rng_digest(self._rng),
        }

    def total_tokens(self) -> int:
        """Seats plus pot: constant for the whole match."""
        return sum(self.tokens) + self.pot

    # -- round flow ---------------------------------------------------------
    def _order(self, start: int) -> list[int]:
        """Active seats in seat order, counted from ``start``."""
        n = self.seats
        return [s for s in ((start + i) % n for i in range(n)) if self.active[s]]

    def _draw(self) -> Card:
        before = self.shoe.shuffle_count
        card = self.shoe.draw()
        if self.shoe.shuffle_count != before:
            # Why +1: the count includes the card just drawn from the new shoe.
            self.emit(DiscardsShuffled(self.shoe.remaining + 1))
        return card

    def _start_round(self, candidate: int) -> None:
        """Eliminate at the ante, then ante and deal (or end the match).

        ``candidate`` is the seat that would be first this round: the previous
        first seat moved on by one active seat.
        """
        ante = self.rules.ante
        order = self._order(candidate)
        able = [s for s in order if self.tokens[s] >= ante]
        if not able:
            # Ruling: nobody could ante -> the most tokens stays; ties go to the
            # earliest in seat order counted from the would-be first seat.
            best = max(self.tokens[s] for s in order)
            able = [next(s for s in order if self.tokens[s] == best)]
        for s in order:
            if s not in able:
                self.active[s] = False
                self.status[s] = SeatStatus.OUT
                self.emit(SeatEliminated(s, self.tokens[s]))
        if len(able) == 1:
            self._finish_match(able[0])
            return
        first = able[0]                  # first seat still active from the candidate
        self.round_no += 1
        self.first_seat = first
        self.won = [0] * self.seats
        self.round_start_tokens = tuple(self.tokens)
        self.emit(RoundStarted(self.round_no, first))
        order = self._order(first)
        for s in order:
            self.tokens[s] -= ante
            self.pot += ante
            self.emit(AntePaid(s, ante, self.pot))
        self._round_pot = self.pot
        for s in order:
            self.status[s] = SeatStatus.TO_ACT
        for _ in range(2):
            for s in order:
                self._deal_to(s)
        naturals = [s for s in order if is_natural(self.hands[s])]
        if naturals:
            for s in order:
                self.status[s] = SeatStatus.NATURAL if s in naturals else SeatStatus.FOLDED
            for s in naturals:
                self.emit(NaturalDealt(s))
            self._share_pot(naturals)
            self._end_round()
            return
        self.phase = ShowdownPhase.PLAY
        self.turn = None
        self._advance()

    def _deal_to(self, seat: int) -> None:
        card = self._draw()
        self.hands[seat].append(card)
        self.emit(CardDealt(seat, card, total(self.hands[seat])))

    def _seat_to_act(self) -> int:
        assert self.turn is not None, "no seat is to act"
        return self.turn

    def _round_first(self) -> int:
        """The first seat of the round being played (set when it is dealt)."""
        assert self.first_seat is not None, "no round has been dealt"
        return self.first_seat

    def _hit(self) -> None:
        seat = self._seat_to_act()
        self.emit(Hit(seat))
        self._deal_to(seat)
        t = total(self.hands[seat])
        if t > 21:
            self.status[seat] = SeatStatus.BUST
            self.emit(Busted(seat, t))
            self._advance()
        elif t == 21:
            self.status[seat] = SeatStatus.STOOD
            self.emit(AutoStood(seat))
            self._advance()

    def _advance(self) -> None:
        """Turn to the next seat still to act (from the first seat), else resolve."""
        for s in self._order(self._round_first()):
            if self.status[s] is not SeatStatus.TO_ACT:
                continue
            if total(self.hands[s]) == 21:     # cannot happen with two cards; kept for safety
                self.status[s] = SeatStatus.STOOD
                self.emit(AutoStood(s))
                continue
            self.turn = s
            self.emit(TurnStarted(s))
            return
        self.turn = None
        self._resolve()

    def _resolve(self) -> None:
        order = self._order(self._round_first())
        standing = [s for s in order if self.status[s] is SeatStatus.STOOD]
        if standing:
            best = max(total(self.hands[s]) for s in standing)
            self._share_pot([s for s in standing if total(self.hands[s]) == best])
        else:
            self.emit(PotCarried(self.pot))
        self._end_round()

    def _share_pot(self, seats: list[int]) -> None:
        share, remainder = divmod(self.pot, len(seats))
        for s in seats:
            self.tokens[s] += share
            self.won[s] = share
        self.pot = remainder
        if len(seats) == 1:
            self.emit(PotWon(seats[0], share))
        else:
            self.emit(PotSplit(tuple(seats), share, remainder))
            if remainder:
                self.emit(PotCarried(remainder))

    def _outcome(self, seat: int, best: int | None, winners: int) -> Outcome:
        st = self.status[seat]
        if st is SeatStatus.OUT:
            return Outcome.ELIMINATED
        if st is SeatStatus.NATURAL:
            return Outcome.NATURAL
        if st is SeatStatus.FOLDED:
            return Outcome.FOLDED_BY_NATURAL
        if st is SeatStatus.BUST:
            return Outcome.BUST
        if total(self.hands[seat]) == best:
            return Outcome.WINNER if winners == 1 else Outcome.SPLIT
        return Outcome.LOST

    def _end_round(self) -> None:
        standing = [s for s in range(self.seats) if self.status[s] is SeatStatus.STOOD]
        best = max((total(self.hands[s]) for s in standing), default=None)
        winners = sum(1 for s in standing if total(self.hands[s]) == best)
        seats = tuple(
            SeatSummary(s, tuple(self.hands[s]),
                        total(self.hands[s]) if self.hands[s] else 0,
                        self._outcome(s, best, winners), self.won[s], self.tokens[s])
            for s in range(self.seats))
        self.summary = RoundSummary(self.round_no, self._round_first(), self._round_pot,
                                    seats, self.pot)
        self.phase = ShowdownPhase.SUMMARY
        self.turn = None
        self.emit(RoundOver(self.summary))

    def _next_hand(self) -> None:
        for h in self.hands:
            self.shoe.discard(h)
            h.clear()
        # Rotate by one active seat (active as of the round just played).
        order = self._order(self._round_first())
        candidate = order[1 % len(order)]
        self._start_round(candidate)

    def _finish_match(self, seat: int) -> None:
        swept = self.pot
        self.tokens[seat] += swept
        self.pot = 0
        self.winner = seat
        self.turn = None
        self.phase = ShowdownPhase.OVER
        self.emit(MatchWon(seat, swept, self.tokens[seat]))
