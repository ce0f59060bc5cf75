"""Bring your own bot: a program plays a seat through ``game.ai.external.protocol``.

    with ExternalPool("indian", {"B": ["python", "my_bot.py"]}, timeout=2.0) as pool:
        bot = pool.bot("B", 0, match=k, seat=1, seats=2, seed=s)   # a BaseBot
        ... play the match with it ...
        bot.end(table.observation(1), table.winner, table.round_no)

One process per external seat for a whole run of matches (told where each
match starts), restarted at the next match if it died. Whatever the program
does, the match goes on: a late, malformed or illegal answer, or a program
that exited, makes the seat play ``protocol.safe_action`` for that
decision, is counted in ``faults`` and gets a line on stderr.
"""
from __future__ import annotations

import random
import sys
from collections.abc import Mapping, Sequence
from enum import Enum
from typing import Any

from game.ai.base import BaseBot
from game.ai.external import protocol as proto
from game.ai.external.process import BotProcess, Reply

CMD_PREFIX = "cmd:"
TIMEOUTS_BEFORE_GIVING_UP = 3     # in a row: the program is stopped for the match
REPORTED_PER_MATCH = 3            # stderr lines per seat and match; the rest are counted


class Fault(str, Enum):
    TIMEOUT = "timeout"           # no answer within the deadline
    MALFORMED = "malformed"       # not an action word at all
    ILLEGAL = "illegal"           # an action word, but not a legal one now
    EXITED = "exited"             # the program ended (or never started)


def is_external(spec: str) -> bool:
    return spec.startswith(CMD_PREFIX)


class ExternalBot(BaseBot):
    """One match of one seat, played by a ``BotProcess``."""

    def __init__(self, table: str, process: BotProcess, label: str, match: int,
                 seat: int, timeout: float, command: str):
        super().__init__()
        self.name = f"{table}/{command}"
        self.table = table
        self.process = process
        self.label = label
        self.match = match
        self.seat = seat
        self.timeout = timeout
        self.faults: dict[Fault, int] = {}
        self.round_trips: list[float] = []       # seconds, per answered decision
        self._decisions = 0
        self._timeouts_in_a_row = 0
        self._reported = 0
        self._gone_told = False        # its end is reported once per match
        self._stopped = False          # stopped by us after timeouts in a row

    # -- BaseBot ------------------------------------------------------------
    def act(self, obs: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        if len(legal) == 1:
            if self._is_result_screen(obs):
                self._tell(proto.round_over(self.table, self.match, obs))
            return legal[0]       # forced: not a decision
        words = [proto.word(self.table, a) for a in legal]
        action = self._decide(obs, words, legal, None)
        return proto.safe_action(self.table, legal) if action is None else action

    def offer(self, obs: Any, action: Any, rng: random.Random) -> bool:
        words = [proto.word(self.table, action), proto.DECLINE]
        return self._decide(obs, words, [action], action) is not None

    def observe(self, obs: Any) -> None:
        if self._is_result_screen(obs):
            self._tell(proto.round_over(self.table, self.match, obs))

    def end(self, obs: Any, winner: int | None, rounds: int) -> None:
        """The match is over (``winner`` None: stopped at the round cap)."""
        self._tell(proto.match_over(self.table, self.match, obs, winner, rounds))

    @property
    def broke_before_answering(self) -> bool:
        """The program exited, could not start or was stopped before its first
        answer in this match: the seat was played safe, not by the program."""
        return not self.round_trips and (Fault.EXITED in self.faults or self._stopped)

    @property
    def exit_note(self) -> str:
        return self.process.exit_note or ("stopped after timeouts" if self._stopped else "")

    # -- helpers ------------------------------------------------------------
    def _is_result_screen(self, obs: Any) -> bool:
        return proto.is_result_screen(self.table, obs)

    def _tell(self, message: dict[str, Any]) -> None:
        self.process.tell(proto.encode(message))

    def _decide(self, obs: Any, words: list[str], legal: Sequence[Any],
                offer: Any) -> Any:
        """The action the program chose, or None (declined, or no usable
        answer: the caller plays safe)."""
        if not self.process.alive:
            if not self._gone_told:       # e.g. it could not even start
                self._gone(f"{self.process.exit_note or 'not running'}")
            return None
        self._decisions += 1
        self.count("decisions")
        message = proto.decision(self.table, self.match, self._decisions, obs, words,
                                 offer=offer is not None)
        answer = self.process.ask(proto.encode(message), self.timeout)
        fallback = proto.DECLINE if offer is not None else \
            proto.word(self.table, proto.safe_action(self.table, legal))
        if answer.reply is Reply.EXITED:
            self._gone(self.process.exit_note or "ended")
            return None
        if answer.reply is Reply.TIMEOUT:
            return self._timed_out(fallback)
        self._timeouts_in_a_row = 0
        self.round_trips.append(answer.seconds)
        try:
            return proto.parse_answer(self.table, answer.text, legal, offer)
        except proto.BadAnswer as e:
            kind = Fault.MALFORMED if e.kind == "malformed" else Fault.ILLEGAL
            self._fault(kind, f"answered {e.text!r} ({e}; legal: {_short(words)}); "
                        f"played {fallback}")
            return None

    def _timed_out(self, fallback: str) -> None:
        self._timeouts_in_a_row += 1
        note = f"no answer within {self.timeout:g} s; played {fallback}"
        if self._timeouts_in_a_row >= TIMEOUTS_BEFORE_GIVING_UP:
            self.process.close()
            self._gone_told = True
            self._stopped = True
            note += (f"; {TIMEOUTS_BEFORE_GIVING_UP} in a row: program stopped, "
                     "playing safe for the rest of the match")
        self._fault(Fault.TIMEOUT, note)
        return None

    def _gone(self, note: str) -> None:
        self._gone_told = True
        self._fault(Fault.EXITED, f"{note}; playing safe for the rest of the match")

    def _fault(self, kind: Fault, detail: str) -> None:
        self.faults[kind] = self.faults.get(kind, 0) + 1
        self._reported += 1
        where = f"match {self.match}, {self.label} (seat {self.seat + 1})"
        if self._reported <= REPORTED_PER_MATCH:
            when = f"decision {self._decisions}" if self._decisions else "before its first decision"
            print(f"bot {kind.value}: {where}, {when}: {detail}",
                  file=sys.stderr, flush=True)
        elif self._reported == REPORTED_PER_MATCH + 1:
            print(f"bot faults: {where}: more faults in this match are only counted",
                  file=sys.stderr, flush=True)


def _short(words: list[str]) -> str:
    return ", ".join(words) if len(words) <= 6 else ", ".join(words[:5]) + f", ... ({len(words)})"


class ExternalPool:
    """The programs of one run of matches, one per (label, n-th seat of that
    label); ended (and reaped) by ``close`` or the ``with`` block."""

    def __init__(self, table: str, commands: Mapping[str, list[str]], timeout: float):
        self.table = table
        self.commands = dict(commands)
        self.timeout = timeout
        self._processes: dict[tuple[str, int], BotProcess] = {}

    def bot(self, label: str, n: int, *, match: int, seat: int, seats: int,
            seed: int) -> ExternalBot:
        key = (label, n)
        process = self._processes.get(key)
        if process is None or not process.alive:
            if process is not None:
                process.close()
            process = self._processes[key] = BotProcess(self.commands[label])
        process.tell(proto.encode(proto.match_start(self.table, match, seat, seats, seed,
                                                    self.timeout)))
        return ExternalBot(self.table, process, label, match, seat, self.timeout,
                           " ".join(self.commands[label]))

    def close(self) -> None:
        for process in self._processes.values():
            process.close()
        self._processes.clear()

    def __enter__(self) -> ExternalPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


__all__ = ["CMD_PREFIX", "ExternalBot", "ExternalPool", "Fault", "is_external"]
