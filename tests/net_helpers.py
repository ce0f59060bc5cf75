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
        self.problem: str | None = "not finished"
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
