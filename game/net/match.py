"""The host's table: plays one match of Indian or Showdown with seats held by
guests over the network or by the host's AI, and records every action word.

The engine decides everything; a guest only ever gets ``observation(its
seat)`` (as the bot protocol's state) and its legal words, and its answer is
read by the table's Game and applied, or refused with the engine's reason.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.ai.base import BaseBot
from game.ai.external import protocol
from game.ai.registry import make_bot
from game.errors import IllegalAction
from game.net.host import Host
from game.net.schema import Decision, MatchOver, Refused, RoundOver, Welcome
from game.sim.tournament import derived_seed
from game.storage.fairness import commitment
from game.tables.common import ANYONE
from game.tables.games import game_for

GUEST = "guest"
DECISION_TIMEOUT_S = 120.0      # then the seat plays safe (pass, stay, fold, stand)
MAX_ROUNDS = 500
STATES: dict[str, Callable[[Any], dict[str, Any]]] = {
    "indian": protocol.indian_state, "showdown": protocol.showdown_state}


@dataclass(frozen=True)
class Outcome:
    winner: int | None           # 0-based seat, None: stopped at the round cap or abandoned
    rounds: int
    actions: tuple[str, ...]
    refusals: int
    ended: str = "won"           # schema.ENDINGS: won, capped, abandoned (nothing counted)


@dataclass
class NetMatch:
    """``seats``: per seat, ``"guest"`` or an AI level. ``tamper`` (tests of a
    cheating host) is called with the table before every action."""
    table_name: str
    seed: int
    setup: dict[str, Any]
    seats: list[str]
    code: str
    port: int = 0
    decision_timeout: float = DECISION_TIMEOUT_S
    cards: list[str] | None = None
    record: Callable[[int, bytes], None] | None = None
    tamper: Callable[[Any], None] | None = None
    actions: list[str] = field(default_factory=list)
    refusals: int = 0

    def __post_init__(self) -> None:
        self.game = game_for(self.table_name)
        self.table: Any = self.game.new_state(self.seed, self.setup, cards=self.cards)
        self.state_of = STATES[self.table_name]
        self.guests = [i for i, s in enumerate(self.seats) if s == GUEST]
        self.bots: dict[int, BaseBot] = {
            i: make_bot(self.table_name, s) for i, s in enumerate(self.seats) if s != GUEST}
        self.rngs = [random.Random(derived_seed(self.seed % 2 ** 64, i)) for i in
                     range(len(self.seats))]
        self.host = self._make_host()
        self._number = 0

    def _make_host(self) -> Host:
        return Host(self.table_name, self.code, self.guests, self._welcome,
                    port=self.port, record=self.record)

    def _welcome(self, seat: int) -> Welcome:
        return Welcome(self.table_name, seat + 1, len(self.seats), commitment(self.seed),
                       dict(self.setup), {})

    def start(self) -> int:
        return self.host.start()

    def wait_for_guests(self, timeout: float) -> bool:
        return self.host.wait_for(set(self.guests), timeout)

    def play(self) -> Outcome:
        """Plays to the end (or the round cap), then tells every guest the seed."""
        split = None
        if self.table_name == "indian":
            from game.ai.indian.bots import split_by_owner
            split = split_by_owner
        offered: set[tuple[int, Any, int, Any]] = set()
        t = self.table
        while not t.is_over() and t.round_no <= MAX_ROUNDS:
            if self.tamper is not None:
                self.tamper(t)
            self._before_step()
            who = t.current_player()
            assert who is not None, "a match that is not over has a player to act"
            legal = t.legal_actions()
            if who == ANYONE:                 # the round's result: everyone sees it
                self._round_result()
                for seat, bot in self.bots.items():
                    bot.observe(t.observation(seat))
                self._apply(legal[0])
                continue
            if split is not None:
                legal, others = split(legal, who, t.observation(who))
                taken = False
                for p, a in others:
                    key = (t.round_no, t.phase, who, a)
                    if key not in offered:
                        offered.add(key)
                        if self._offer(p, a):
                            self._apply(a)
                            taken = True
                            break
                if taken:
                    continue
            self._apply(self._choose(who, legal))
        return self._finish("won" if t.is_over() else "capped")

    def _finish(self, ended: str) -> Outcome:
        """Tells every guest the end and reveals the seed."""
        t = self.table
        winner = t.winner if ended == "won" else None
        for seat in self.guests:
            self.host.send(seat, MatchOver(
                None if winner is None else winner + 1, t.round_no, str(self.seed),
                list(self.actions), self._final_state(seat), ended))
        return Outcome(winner, t.round_no, tuple(self.actions), self.refusals, ended)

    def _final_state(self, seat: int) -> dict[str, Any]:
        return self.state_of(self.table.observation(seat))

    def _before_step(self) -> None:
        """Hook: called before every step of the match (window play sends updates)."""

    def _round_result(self) -> None:
        """The round's result screen: each guest is told (headless: a RoundOver)."""
        for seat in self.guests:
            self.host.send(seat, RoundOver(self.state_of(self.table.observation(seat))))

    def close(self, reason: str = "the match is over") -> None:
        self.host.close(reason)

    def _apply(self, action: Any) -> None:
        self.table.apply(action)
        self._events(self.table.events())
        self.actions.append(self.game.format(self.table, action))

    def _events(self, events: list[Any]) -> None:
        """Hook: the engine events of the action just applied (headless: none kept)."""

    def _offer(self, seat: int, action: Any) -> bool:
        if seat in self.bots:
            return self.bots[seat].offer(self.table.observation(seat), action, self.rngs[seat])
        return self._ask(seat, [action], offer=True) is not None

    def _choose(self, seat: int, legal: list[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]                # a forced move is played for the seat
        if seat in self.bots:
            return self.bots[seat].act(self.table.observation(seat), legal, self.rngs[seat])
        action = self._ask(seat, legal, offer=False)
        return action if action is not None else protocol.safe_action(self.table_name, legal)

    def _ask(self, seat: int, legal: list[Any], *, offer: bool) -> Any:
        """The guest's legal answer; None when it declines an offer or gives
        none in time (then it plays safe)."""
        self._number += 1
        words = [self.game.format(self.table, a) for a in legal]
        if offer:
            words.append(protocol.DECLINE)
        question = Decision(self._number, offer, words,
                            self.state_of(self.table.observation(seat)))
        self.host.send(seat, question, pending=True)
        while True:
            word = self.host.answer(seat, self._number, self.decision_timeout)
            if word is None:
                self.host.send(seat, Refused(self._number, "", "too late: played safe"))
                return None
            if offer and " ".join(word.split()).lower() == protocol.DECLINE:
                return None
            reason = self._refusal(word, legal)
            if reason is None:
                return self.game.parse(self.table, word)
            self.refusals += 1
            self.host.send(seat, Refused(self._number, word[:80], reason))
            self.host.send(seat, question, pending=True)

    def _refusal(self, word: str, legal: list[Any]) -> str | None:
        """None if ``word`` names one of ``legal``, else the engine's reason."""
        try:
            action = self.game.parse(self.table, word)
        except IllegalAction as exc:
            return exc.reason
        if action in legal:
            return None
        if action not in self.table.legal_actions():
            probe = self.table.clone()
            try:
                probe.apply(action)
            except IllegalAction as exc:
                return exc.reason
        return "that is not your move now"
