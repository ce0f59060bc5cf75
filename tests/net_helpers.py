"""In-process guests for the network tests: each plays its seat over a real
loopback connection from its own thread, answering from its view only."""
from __future__ import annotations

import threading
from typing import Any

from game.net.fairplay import verify
from game.net.guest import Guest, GuestError
from game.net.schema import Action, Decision, MatchOver, Message, RoundOver, Welcome

PREFERRED = ("stay", "pass", "call", "stand", "decline")


def plain_answer(legal: list[str]) -> str:
    """A choice that never looks at the table: the tests need guests whose
    answers cannot depend on any card."""
    for word in PREFERRED:
        if word in legal:
            return word
    return legal[0]


class ThreadGuest:
    """Joins, answers every decision with ``plain_answer`` (or ``answer``),
    and checks the match at the end: ``problem`` is verify()'s answer."""

    def __init__(self, port: int, code: str, name: str = "guest", answer: Any = None):
        self.guest = Guest(port, code, name)
        self.answer = answer or plain_answer
        self.received: list[Message] = []
        self.welcome: Welcome | None = None
        self.over: MatchOver | None = None
        self.problem: object = "not finished"    # None, or the first mismatch (a Message)
        self.error = ""
        self.decisions = 0
        self.thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> ThreadGuest:
        self.guest.connect()
        self.thread.start()
        return self

    def join(self, timeout: float = 120) -> None:
        self.thread.join(timeout)
        assert not self.thread.is_alive(), "the guest did not finish"

    def _run(self) -> None:
        seen: list[dict[str, Any]] = []
        try:
            while True:
                message = self.guest.receive(timeout=60)
                if message is None:
                    self.error = "no message for 60 s"
                    return
                self.received.append(message)
                if isinstance(message, Welcome):
                    self.welcome = message
                elif isinstance(message, (Decision, RoundOver)):
                    seen.append(message.state)
                    if isinstance(message, Decision):
                        self.decisions += 1
                        self.before_answer(message)
                        self.guest.send(Action(message.decision, self.answer(message.legal)))
                elif isinstance(message, MatchOver):
                    seen.append(message.state)
                    assert self.welcome is not None
                    self.over = message
                    self.problem = verify(self.welcome, message, seen)
                    return
        except GuestError as exc:
            self.error = str(exc)
        finally:
            self.guest.close()

    def before_answer(self, decision: Decision) -> None:
        """A hook for hostile guests."""


class TableBot:
    """Plays one window seat (a ``RemoteTable``) from its own thread, as a
    screen would: reads happenings, answers each question with ``choose``
    (word list -> word; offers are taken), until the match ends or the host
    is gone. ``hook(bot)`` runs before every answer (drops, rejoins)."""

    def __init__(self, table: Any, choose: Any = None, hook: Any = None):
        self.table = table
        self.choose = choose or plain_answer
        self.hook = hook
        self.happenings: list[Any] = []
        self.views: list[Any] = []              # the observation after every update
        self.questions = 0
        self.error = ""
        self.thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> TableBot:
        self.thread.start()
        return self

    def join(self, timeout: float = 120) -> None:
        self.thread.join(timeout)
        assert not self.thread.is_alive(), "the seat did not finish"
        assert not self.error, self.error

    def _run(self) -> None:
        try:
            while self.table.ended is None and self.table.gone is None:
                self.table.link.wait(1.0)
                for h in self.table.poll():
                    self.happenings.append(h)
                    if self.table.started:
                        self.views.append(self.table.observation(self.table.seat))
                legal = self.table.legal_actions()
                if not legal:
                    continue
                self.questions += 1
                if self.hook is not None and self.hook(self) is False:
                    return
                words = [self.table.game.format(None, a) for a in legal]
                word = self.choose(words)
                self.table.apply(legal[words.index(word)])
        except Exception as exc:  # reported by join()
            self.error = f"{type(exc).__name__}: {exc}"


def item_taker(words: list[str]) -> str:
    """Takes every item offered, raises all in, else ``plain_answer`` (never
    looking at a card): big pots end a match in a few rounds."""
    for word in words:
        if word.startswith(("chip_bonus", "deal_again", "free_fold")):
            return word
    raises = [w for w in words if w.startswith("raise ")]
    if raises:
        return max(raises, key=lambda w: int(w.split()[1]))
    return plain_answer(words)


def hit_below_17(table: Any) -> Any:
    def choose(words: list[str]) -> str:
        if "hit" in words:
            mine = table.observation(table.seat).seats[table.seat]
            return "hit" if mine.total < 17 else "stand"
        return plain_answer(words)
    return choose
