"""A window guest's side of a networked table (no pygame).

``GuestLink.connect`` (``link.py``, exported here too) joins a host (any
address: a host name or an IP literal) and waits for its welcome; a reader
thread then queues what the host sends, so nothing here ever blocks a frame.
``RemoteTable`` reads those
messages and answers the read API of the local engines from the latest
``Update`` of this seat (its observation, its events, its legal words), so the
table scenes draw it as they draw a local table. Its ``poll()`` says what
happened since the last frame (``Happening``s); ``apply`` sends an action word.

At the end it checks the match against the revealed seed (``fairplay``):
``MatchEnded.problem`` is None when verified, else the first mismatch.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.ai.external import protocol
from game.errors import IllegalAction
from game.messages import Message, message, verbatim
from game.net import views
from game.net.fairplay import verify_updates
from game.net.guest import GuestError
from game.net.link import (
    ADDRESS_CHARS,
    BAD_HOST,
    HOST_ENDED,
    HOST_GONE,
    NO_HOST,
    NOT_A_CODE,
    NOT_A_TABLE,
    NOT_AN_ADDRESS,
    NOT_YOUR_MOVE,
    TABLE_FULL,
    WRONG_CODE,
    Gone,
    GuestLink,
    JoinError,
    Link,
    wait_for_inbox,
)
from game.net.schema import Action, Bye, Lobby, MatchOver, Refused, Update, Welcome
from game.net.schema import Message as WireMessage
from game.storage.online import OnlineInfo, OnlineRecord, OnlineSeat, Role
from game.tables.common import ANYONE
from game.tables.games import game_for
from game.tables.indian.view import IndianPhase
from game.tables.showdown.view import ShowdownPhase

# What the windows import from here (the joining half lives in ``link.py``).
__all__ = [
    "ADDRESS_CHARS", "BAD_HOST", "HOST_ENDED", "HOST_GONE", "NO_HOST", "NOT_A_CODE",
    "NOT_A_TABLE", "NOT_AN_ADDRESS", "NOT_YOUR_MOVE", "TABLE_FULL", "WRONG_CODE",
    "ActionRefused", "Gone", "GuestLink", "Happening", "HostGone", "JoinError", "Link",
    "LobbySeat", "MatchEnded", "RemoteTable", "SeatsChanged", "Started", "Updated",
    "wait_for_inbox",
]

# -- what poll() reports ---------------------------------------------------------------

@dataclass(frozen=True)
class Started:
    """The first view of the match: the table can be drawn; ``commitment`` is
    the seed commitment to show now."""
    commitment: str


@dataclass(frozen=True)
class Updated:
    """A new view: ``events`` to animate (the engine's, as this seat may see
    them: a card it may not see has ``card`` None); ``your_turn``: a question
    is open (``legal_actions()``)."""
    events: list[Any]
    your_turn: bool


@dataclass(frozen=True)
class ActionRefused:
    word: str
    reason: str                 # the engine's reason (English; as refusals are shown)


@dataclass(frozen=True)
class MatchEnded:
    """``ended``: won, capped or abandoned (nothing counted); ``problem`` is
    None when the guest's check of the match against the seed passed."""
    ended: str
    winner: int | None          # 0-based
    problem: Message | None

    @property
    def verified(self) -> bool:
        return self.problem is None


@dataclass(frozen=True)
class LobbySeat:
    kind: str                   # "host", "remote" or "ai"
    name: str                   # a player's name ("" until joined); an AI seat's level
    connected: bool


@dataclass(frozen=True)
class SeatsChanged:
    """Someone joined or dropped: the seats as the waiting room shows them."""
    seats: tuple[LobbySeat, ...]


@dataclass(frozen=True)
class HostGone:
    why: Message
    detail: str = ""


Happening = Started | Updated | ActionRefused | MatchEnded | SeatsChanged | HostGone


@dataclass
class RemoteTable:
    """A guest's table, read as the local engine is read (see the module)."""
    link: Link
    updates: list[Update] = field(default_factory=list)     # every view, for the check

    def __post_init__(self) -> None:
        w = self.link.welcome
        self.table_name: str = w.table
        self.seat: int = w.seat - 1
        self.seats: int = w.seats
        self.commitment: str = w.commitment
        self.setup: dict[str, Any] = dict(w.setup)
        self.game: Any = game_for(self.table_name)
        self.rules = self.game.rules
        self.seed = 0                           # known only at the end (``revealed_seed``)
        self.revealed_seed: int | None = None
        self._obs: Any = None
        self._current = -1
        self._pending: list[Any] = []
        self._seen = 0                          # events of the match received so far
        self._question: Update | None = None
        self._legal: list[Any] = []
        self.ended: MatchEnded | None = None
        self.gone: HostGone | None = None
        self.lobby: tuple[LobbySeat, ...] = ()
        self._match_over: MatchOver | None = None

    # -- the frame loop's side ------------------------------------------------------
    @property
    def started(self) -> bool:
        return self._obs is not None

    def poll(self) -> list[Happening]:
        """What happened since the last call; never waits."""
        out: list[Happening] = []
        for got in self.link.take():
            if self.ended is not None or self.gone is not None:
                break
            happening = self._take(got)
            if happening is not None:
                out.append(happening)
        return out

    def _take(self, got: WireMessage | Gone) -> Happening | None:
        if isinstance(got, Gone):
            self.gone = HostGone(got.why, got.detail)
            return self.gone
        if isinstance(got, Update):
            return self._update(got)
        if isinstance(got, Refused):
            return ActionRefused(got.word, got.reason)
        if isinstance(got, MatchOver):
            return self._over(got)
        if isinstance(got, Bye):
            self.gone = HostGone(message(HOST_ENDED), got.reason)
            self.link.close()
            return self.gone
        if isinstance(got, Lobby):
            self.lobby = tuple(LobbySeat(s["kind"], s["name"], s["connected"])
                               for s in got.seats)
            return SeatsChanged(self.lobby)
        if isinstance(got, Welcome):          # sent again only on a rejoin
            return None
        return self._bad(f"a {got.TYPE} in window play")

    def _bad(self, detail: str) -> HostGone:
        self.gone = HostGone(message(BAD_HOST), detail)
        self.link.close()
        return self.gone

    def _update(self, u: Update) -> Happening:
        try:
            obs = views.decode_observation(self.table_name, u.observation, self.seat, self.seats)
            events = views.decode_events(self.table_name, u.events, self.seat, self.seats)
            legal = [self.game.parse(None, w) for w in u.legal if w != protocol.DECLINE]
        except (views.ViewError, IllegalAction) as exc:
            return self._bad(str(exc))
        if u.first_event > self._seen and self.updates:
            return self._bad(f"events {self._seen}..{u.first_event} never came")
        new = events[max(0, self._seen - u.first_event):]   # a question sent again repeats some
        self._seen = max(self._seen, u.first_event + len(events))
        first = self._obs is None
        self._obs, self._current = obs, u.current
        self._question = u if u.decision > 0 else None
        self._legal = legal
        self._pending.extend(new)
        self.updates.append(u)
        if first:
            return Started(self.commitment)
        return Updated(new, self._question is not None)

    def _over(self, over: MatchOver) -> Happening:
        self._question = None
        self._match_over = over
        if over.seed.isdigit():
            self.revealed_seed = int(over.seed)
        problem = verify_updates(self.link.welcome, over, self.updates)
        winner = None if over.winner is None else over.winner - 1
        self.ended = MatchEnded(over.ended, winner, problem)
        self.link.close("the match is over")
        return self.ended

    # -- the action ---------------------------------------------------------------------
    @property
    def offer(self) -> bool:
        """The open question is an out-of-turn item: take it, or ``decline()``."""
        return self._question is not None and self._question.offer

    def apply(self, action: Any) -> None:
        """Sends ``action``'s word; the host's answer comes through ``poll()``
        (an update, or ActionRefused with the engine's reason). IllegalAction
        at once when no question is open."""
        self._answer(self.game.format(None, action))

    def decline(self) -> None:
        """Leaves the offered item unused (an offer's KEEP CARD / no thanks)."""
        self._answer(protocol.DECLINE)

    def _answer(self, word: str) -> None:
        q = self._question
        if q is None or self.ended is not None or self.gone is not None:
            raise IllegalAction(message(NOT_YOUR_MOVE))
        try:
            self.link.send(Action(q.decision, word))
        except GuestError as exc:
            self.gone = HostGone(message(HOST_GONE), str(exc))
            raise IllegalAction(verbatim(str(exc))) from exc
        self._question = None             # answered: the next update asks again
        self._legal = []

    def leave(self) -> None:
        self.link.close()

    def online_record(self, role: Role) -> OnlineRecord | None:
        """The finished match for this player's save (``storage.online``):
        None unless it ended with a winner (abandoned, capped or host gone:
        nothing counted). ``role``: HOST for the host's own window."""
        over, ended = self._match_over, self.ended
        if over is None or ended is None or ended.ended != "won" or not over.seed.isdigit():
            return None
        seats = tuple(OnlineSeat(s.kind, s.name) for s in self.lobby) or tuple(
            OnlineSeat("remote", "") for _ in range(self.seats))
        info = OnlineInfo(role, self.seat, seats, ended.problem is None, ended.problem)
        return OnlineRecord(self.table_name, int(over.seed), dict(self.setup),
                            tuple(over.actions), info, ended.ended)

    # -- the engine's read API, from this seat's latest view ----------------------------
    def observation(self, viewer: int) -> Any:
        if viewer != self.seat:
            raise ValueError(f"a guest sees only its own seat ({self.seat + 1}), "
                             f"not seat {viewer + 1}")
        return self._view()

    def _view(self) -> Any:
        if self._obs is None:
            raise ValueError("the match has not started yet")
        return self._obs

    def events(self) -> list[Any]:
        out, self._pending = self._pending, []
        return out

    def current_player(self) -> int | None:
        return None if self._current < 0 else ANYONE if self._current == 0 else self._current - 1

    def legal_actions(self) -> list[Any]:
        return list(self._legal) if self._question is not None else []

    def is_over(self) -> bool:
        if self.ended is not None:
            return True
        over = IndianPhase.OVER if self.table_name == "indian" else ShowdownPhase.OVER
        return self._obs is not None and self._obs.phase is over

    @property
    def phase(self) -> Any:
        return self._view().phase

    @property
    def round_no(self) -> int:
        return int(self._view().round_no)

    @property
    def winner(self) -> int | None:
        return self._view().winner  # type: ignore[no-any-return]

    # Indian
    @property
    def starter(self) -> int:
        return int(self._view().starter)

    @property
    def chips(self) -> list[int]:
        return list(self._view().chips)

    @property
    def bets(self) -> list[int]:
        return list(self._view().bets)

    @property
    def result(self) -> Any:
        return self._view().result

    @property
    def raise_cap(self) -> int:
        return int(self._view().raise_cap)

    def total_chips(self) -> int:
        return sum(self.chips) + sum(self.bets)

    # Showdown
    @property
    def tokens(self) -> list[int]:
        return [s.tokens for s in self._view().seats]

    @property
    def active(self) -> list[bool]:
        return [s.active for s in self._view().seats]

    @property
    def summary(self) -> Any:
        return self._view().summary

    @property
    def start_tokens(self) -> list[int]:
        chips = self.setup.get("chips")
        if isinstance(chips, list):
            return list(chips)
        return [int(getattr(self.rules, "start_tokens", 0))] * self.seats
