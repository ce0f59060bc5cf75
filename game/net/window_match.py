"""The host's table for window play: ``NetMatch`` that keeps every guest's
screen up to date and waits for people.

After every applied action each guest seat gets an ``Update``: its
observation and the engine events since its last update, masked for it
(``views.py``). A question is an Update with a decision number and the legal
words. Unlike the headless table there is no answer timeout: a guest that is
thinking or has dropped is waited for, until the host lets the AI play that
seat safe (``take_over``) or ends the match (``abandon``). At a round's
result every human seat says ``next`` (each player leaves the result screen
when ready), as at a local table.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from game.ai.external import protocol
from game.net import views
from game.net.host import LOOPBACK, Host
from game.net.match import GUEST, NetMatch, Outcome
from game.net.schema import Lobby, Refused, Update

POLL_S = 0.1            # how often a wait for an answer looks at take_over/abandon
NEXT = "next"


class Abandoned(Exception):
    """The host ended the match without a result."""


@dataclass
class WindowMatch(NetMatch):
    """``tokens``: seat -> the secret its hello must carry (the host's own
    seat); ``kinds``: per seat "host", "remote" or "ai" (default: guests are
    remote), shown in the Lobby message."""
    bind: str = LOOPBACK
    tokens: dict[int, str] = field(default_factory=dict)
    kinds: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.stop = threading.Event()
        self.taken: set[int] = set()                 # the AI plays these safe while gone
        self._taken_lock = threading.Lock()
        super().__post_init__()
        self.stream: list[Any] = list(self.table.events())     # the first deal's events
        self.marks = [len(self.stream)]             # marks[k]: the stream after k actions
        self.sent = {seat: 0 for seat in self.guests}    # events sent to each seat
        self.step_sent = {seat: -1 for seat in self.guests}

    def _make_host(self) -> Host:
        host = Host(self.table_name, self.code, self.guests, self._welcome, port=self.port,
                    record=self.record, bind=self.bind, tokens=self.tokens)
        host.on_change = self._seating_changed
        return host

    def lobby(self) -> Lobby:
        """The seats as every guest's waiting room shows them."""
        states = self.host.states()
        kinds = self.kinds or ["remote" if s == GUEST else "ai" for s in self.seats]
        return Lobby([{"kind": kinds[i],
                       "name": (states[i].name if i in states else self.seats[i])[:40],
                       "connected": states[i].connected if i in states else True}
                      for i in range(len(self.seats))])

    def _seating_changed(self) -> None:
        self.host.tell_all(self.lobby())

    # -- the host's window (any thread) ---------------------------------------------
    def take_over(self, seat: int) -> None:
        """The AI plays ``seat`` safe while its guest is away (it gets the seat
        back if it rejoins)."""
        if seat not in self.guests:
            raise ValueError(f"seat {seat + 1} is not a guest seat")
        with self._taken_lock:
            self.taken.add(seat)

    def abandon(self) -> None:
        self.stop.set()

    # -- the match thread -------------------------------------------------------------
    def play(self) -> Outcome:
        try:
            return super().play()
        except Abandoned:
            return self._finish("abandoned")

    def _apply(self, action: Any) -> None:
        super()._apply(action)
        self.marks.append(len(self.stream))

    def _events(self, events: list[Any]) -> None:
        self.stream.extend(events)

    def _before_step(self) -> None:
        if self.stop.is_set():
            raise Abandoned
        step = len(self.actions)
        behind = {seat: self._update(seat) for seat in self.guests if self.step_sent[seat] < step}
        if behind:
            self.host.send_each(behind)

    def _final_state(self, seat: int) -> dict[str, Any]:
        return views.encode_observation(self.table.observation(seat))

    def _finish(self, ended: str) -> Outcome:
        for seat in self.guests:          # the last events (the match won) first
            if self.step_sent[seat] < len(self.actions):
                self._send_update(seat)
        return super()._finish(ended)

    def _update(self, seat: int, decision: int = 0, offer: bool = False,
                legal: list[str] | None = None) -> Update:
        t = self.table
        first = self.sent[seat]
        events = views.encode_events(self.table_name, self.stream[first:], seat)
        self.sent[seat] = len(self.stream)
        self.step_sent[seat] = len(self.actions)
        who = t.current_player()
        current = -1 if who is None else 0 if who < 0 else who + 1
        return Update(len(self.actions), first, current,
                      views.encode_observation(t.observation(seat)), events,
                      decision, offer, list(legal or []))

    def _send_update(self, seat: int) -> None:
        self.host.send(seat, self._update(seat))

    def _human(self, seat: int) -> bool:
        """A person plays ``seat`` now: not taken over while its guest is gone."""
        with self._taken_lock:
            taken = seat in self.taken
        return not taken or seat in self.host.connected()

    def _round_result(self) -> None:
        """Every human seat leaves the result screen with ``next``."""
        asked = {}
        for seat in self.guests:
            if self._human(seat):
                self._number += 1
                asked[seat] = self._number
                self.host.send(seat, self._update(seat, self._number, False, [NEXT]),
                               pending=True)
        for seat, number in asked.items():
            self._wait(seat, number, [NEXT], offer=False)

    def _ask(self, seat: int, legal: list[Any], *, offer: bool) -> Any:
        """The guest's legal answer; None when it declines an offer or its seat
        is played safe (taken over while gone)."""
        if not self._human(seat):
            return None
        self._number += 1
        words = [self.game.format(self.table, a) for a in legal]
        if offer:
            words.append(protocol.DECLINE)
        self.host.send(seat, self._update(seat, self._number, offer, words), pending=True)
        word = self._wait(seat, self._number, words, offer=offer)
        if word is None or (offer and word == protocol.DECLINE):
            return None
        return self.game.parse(self.table, word)

    def _wait(self, seat: int, number: int, words: list[str], *, offer: bool) -> str | None:
        """The word ``seat`` answers to question ``number`` (one of ``words``,
        normalised); None once the seat is taken over while its guest is gone.
        Abandoned when the host ends the match."""
        question = self.host.seats[seat].pending
        while True:
            if self.stop.is_set():
                raise Abandoned
            if not self._human(seat):
                return None
            word = self.host.answer(seat, number, POLL_S)
            if word is None:
                continue
            said = " ".join(word.split()).lower()
            if said in words:
                return said
            reason = ("that is not your move now" if said in (NEXT, protocol.DECLINE)
                      else self._refusal(word, self._legal_of(words)))
            self.refusals += 1
            self.host.send(seat, Refused(number, word[:80], reason or "not now"))
            if question is not None:
                self.host.send(seat, question, pending=True)

    def _legal_of(self, words: list[str]) -> list[Any]:
        out = []
        for w in words:
            if w not in (NEXT, protocol.DECLINE):
                out.append(self.game.parse(self.table, w))
        return out
