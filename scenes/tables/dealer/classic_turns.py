"""Classic Shoe's people: who sits where, pass-and-play, and the AI seat-mates.

``Seating`` is who sits at which seat (plain data).  ``PassAndPlay`` serves
several people sharing one screen: the bankroll box shows the money of the
person acting (else the bankroll seat's), each seat repeats its own last bet
(SAME BET, R), sitting a seat out asks first (a stray Enter never skips a
player), and the round's results are said per person.  ``AiSeats`` plays the
AI seat-mates at a pace a person can follow.  Both read the table through
``ClassicTable``, the part of the scene they need.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

import pygame

from game.ai.base import decision_rng
from game.ai.registry import make_bot
from game.money import CENTS_PER_CHIP
from game.tables.dealer.actions import Kind, bet
from game.tables.dealer.table import DealerTable
from game.tables.dealer.view import Phase
from scenes.app.context import Context
from scenes.app.i18n import N_, _, format_money, joined
from scenes.app.settings_store import AnimSpeed
from scenes.dialogs.confirm import Confirm
from scenes.dialogs.save_fault import writes_failing
from scenes.tables.dealer.bets import SpotBets
from scenes.tables.played import ActingTable
from scenes.tables.round_results import signed
from scenes.tables.seat_config import SeatConfig, SeatKind, shown_name
from scenes.tables.sentences import said

AI_PAUSE = 0.7            # seconds between an AI player's decisions (normal speed)
MAX_AI_CHIPS = 40         # a bet is a few chips; the bound only stops a bot gone wrong


@dataclass(frozen=True)
class Seating:
    """The seven seats, and the players (the occupied seats, in seat order)."""
    seats: tuple[SeatConfig, ...]
    seat_of: tuple[int, ...]        # player index → seat index
    home: int | None                # the first human: plays with the bankroll

    @classmethod
    def of(cls, seats: list[SeatConfig]) -> Seating:
        seat_of = tuple(i for i, c in enumerate(seats) if c.kind is not SeatKind.EMPTY)
        if not seat_of:
            raise ValueError("Classic Shoe needs at least one occupied seat")
        humans = [p for p, s in enumerate(seat_of) if seats[s].kind is SeatKind.HUMAN]
        return cls(tuple(seats), seat_of, humans[0] if humans else None)

    @property
    def players(self) -> list[SeatConfig]:
        return [self.seats[i] for i in self.seat_of]

    def is_human(self, p: int | None) -> bool:
        return p is not None and self.seats[self.seat_of[p]].kind is SeatKind.HUMAN

    def name(self, p: int) -> str:
        """The player's name as drawn (a default name in the language shown)."""
        return shown_name(self.given_name(p))

    def given_name(self, p: int) -> str:
        """The player's name as set up: "You" is said as "you" in a sentence (``said``)."""
        return self.seats[self.seat_of[p]].name

    def humans(self) -> int:
        return sum(1 for c in self.seats if c.kind is SeatKind.HUMAN)


class ClassicTable(ActingTable, Protocol):
    """What the Classic scene's parts read from it."""
    context: Context
    engine: DealerTable
    seating: Seating
    bet_turn: int | None
    last_nets: dict[int, int]
    bets: SpotBets
    round_words: list[str]

    def turn(self) -> int | None: ...
    def finish_betting(self, sit_out: bool = False) -> None: ...


class PassAndPlay:
    def __init__(self, table: ClassicTable) -> None:
        self.table = table

    def ask_sit_out(self, p: int) -> None:
        t = self.table
        note = (_("Chips on the seat go back to the rack.") if t.engine.spots[p]
                else _("No bet is on the seat yet."))
        t.context.manager.push(Confirm(
            t.context, said(t.seating.given_name(p), N_("Sit out this round?"),
                            N_("Sit {name} out this round?")),
            _("{note}  Enter or Esc: back").format(note=note),
            _("Sit out"), pygame.K_x, lambda: self._sit_out(p), _("Keep betting")))

    def _sit_out(self, p: int) -> None:
        t = self.table
        if t.bet_turn == p and t.engine.phase is Phase.BETTING:
            t.finish_betting(sit_out=True)

    def last_bet(self, p: int) -> int:
        """Seat ``p``'s bet of the last round, in whole chips (0: none)."""
        last = self.table.engine.last_bets
        return last[p] // CENTS_PER_CHIP if last and p < len(last) else 0

    def same_bet(self, p: int) -> None:
        """SAME BET (R): this seat's own last bet, whatever the others do."""
        t = self.table
        name, amount = t.seating.given_name(p), self.last_bet(p)
        if not amount:
            t.refuse(said(name, N_("You have no last bet to repeat"),
                          N_("{name} has no last bet to repeat")))
        elif t.engine.spots[p]:
            t.refuse(said(name, N_("Chips are already on your seat: ↓ or right-click takes "
                                   "one back"),
                          N_("Chips are already on {name}'s seat: ↓ or right-click takes one "
                             "back")))
        elif t.act(bet(p, amount)):
            t.bets.note(p, amount)

    def results_line(self) -> str:
        """Each person's round at the screen: "Ann +50 · Ben −10" (pass-and-play)."""
        seating, nets = self.table.seating, self.table.last_nets
        humans = [p for p in range(len(seating.seat_of)) if seating.is_human(p) and p in nets]
        if not humans:
            return _("Round over")
        if len(humans) == 1:
            p, net = humans[0], nets[humans[0]]
            name = seating.name(p)
            if net > 0:
                return _("{name}: won {amount}").format(
                    name=name, amount=format_money(net, always_cents=False))
            if net < 0:
                return _("{name}: lost {amount}").format(
                    name=name, amount=format_money(-net, always_cents=False))
            return _("{name}: even").format(name=name)
        return joined("  ·  ", [joined(" ", [seating.name(p), signed(nets[p])]) for p in humans])

    def bankroll_owner(self) -> int | None:
        """Whose money the bankroll box shows: the human acting now, else the home seat."""
        p = self.table.turn()
        return p if self.table.seating.is_human(p) else self.table.seating.home

    def bankroll_cents(self) -> int:
        p = self.bankroll_owner()
        return self.table.context.bankroll_cents if p is None else self.table.engine.chips[p]

    def bankroll_label(self) -> str:
        p, seating = self.bankroll_owner(), self.table.seating
        if p is None or seating.humans() < 2:
            return _("BANKROLL")
        kind = _("BANKROLL") if p == seating.home else _("CHIPS")
        return f"{seating.name(p).upper()} · {kind}"


class AiSeats:
    """The AI seat-mates' bots, and the pause before each of their moves."""

    def __init__(self, table: ClassicTable) -> None:
        self.table = table
        self.bots = {p: make_bot("classic", c.level) for p, c in enumerate(table.seating.players)
                     if c.kind is SeatKind.AI}
        self.clock = 0.0

    def wait(self) -> None:
        """Nobody AI is to move: the next AI move waits its full pause."""
        self.clock = 0.0

    def update(self, dt: float, p: int) -> None:
        """AI player ``p`` is to move: it does once its pause has passed."""
        speed = self.table.context.settings.anim_speed
        self.clock += dt
        if speed is not AnimSpeed.INSTANT and self.clock < AI_PAUSE / speed.factor:
            return
        self.clock = 0.0
        if self.table.engine.phase is Phase.BETTING:
            self._bet(p)
        else:
            self._move(p)

    def dice(self, p: int) -> random.Random:
        """Seat ``p``'s dice for this decision: the same after a resume as without."""
        e = self.table.engine
        return decision_rng(e.seed, "classic", p, e.rounds, len(self.table.round_words))

    def _bet(self, p: int) -> None:
        """An AI seat's whole bet in one move: its chips fly one after another
        and the turn passes on (one think per seat, not one per chip)."""
        t = self.table
        for _chip in range(MAX_AI_CHIPS):
            if writes_failing(t.context):  # the seat bets on after Retry, same dice
                return
            legal = [a for a in t.engine.legal_actions()
                     if a.kind is not Kind.BET or a.spot == p]
            choice = self.bots[p].act(t.engine.observation(p), legal, self.dice(p))
            if choice.kind is not Kind.BET or not t.act(choice):
                break
            if choice.amount:
                t.bets.note(p, choice.amount)
        t.finish_betting()

    def _move(self, p: int) -> None:
        e = self.table.engine
        self.table.act(self.bots[p].act(e.observation(p), e.legal_actions(), self.dice(p)))
