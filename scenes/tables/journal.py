"""How a table scene writes to the save: one small adapter per sitting.

docs/architecture.md ("Profile hooks") is the contract; this wraps it so each
table scene has one object to call, ``None`` when there is no profile (tests,
tools, the storage-problem screen)::

    j = TableJournal.sit_down(context, "midnight", {}, {"cents": [...]}, seed=...)
    j.seed, j.commitment            # build the engine from j.seed; show the commitment
    j.action("bet 1 10", money)     # between rounds / mid-round decisions
    j.begin("deal", money)          # opens a round (word None: the engine dealt by itself)
    j.settle(result, "stand", money)
    j.leave()                       # stand_up between rounds; mid-round the seat is kept
    j.finish(won=True)              # a Showdown / Indian match is over

``money`` is ``{"rack_cents": …, "staked_cents": …}`` at bankroll tables, None
at match tables.  Order of work, always: apply to the engine, write here, then
animate.  No play goes on unsaved: a write that fails (disk full, read-only,
I/O error, lock lost) stays queued here, in order with the ones after it, and
``scenes.dialogs.save_fault`` stops the table at once behind a Retry / Quit modal
(every ``act`` refuses while ``writes_failing``).  Retry writes the queue
again; Quit writes nothing more, so the save keeps its last exact state and
the sitting stays pending.  Even sitting down waits for its write: the seed is
drawn here first, so a retried sit-down deals the same cards.

What the scenario adapters cannot take (Classic's seat names and AI levels,
Showdown's seats, Indian's mode and names) is kept beside the sitting in the
save's ``meta`` table (``scene_setup``), so a resumed table looks as it did.
"""
from __future__ import annotations

import json
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.storage import fairness
from game.storage.db import get_meta, put_meta
from scenes.app.context import Context
from scenes.app.i18n import _
from scenes.dialogs import save_fault

if TYPE_CHECKING:
    from game.storage.journal import Pending, RoundResult, Sitting
    from game.storage.profile import Profile

log = logging.getLogger(__name__)
Money = dict[str, int]          # {"rack_cents": …, "staked_cents": …}
SCENE_KEY = "scene.{}"          # meta key of a sitting's scene-only setup
COMMIT_SHOWN = 16               # hex digits of the commitment drawn on the felt (64 bits)


def profile_of(context: Context) -> Profile | None:
    """The save the tables write to; None in a practice session (``--seed``),
    which therefore neither plays nor resumes anything on the real bankroll."""
    return None if context.practice else context.profile


@dataclass(frozen=True)
class _Write:
    name: str
    run: Callable[[], Any]


class TableJournal:
    def __init__(self, context: Context, profile: Profile, sitting: Sitting | None,
                 round_open: bool = False, *, seed: int = 0) -> None:
        self.context = context
        self.profile = profile
        self.sitting = sitting            # None until the sit-down is written
        self._seed: int = sitting.seed if sitting is not None else seed
        self.round_open = round_open
        self.match_round = 0          # match tables: the last round journaled
        self.closed = False           # stood up / match finished: nothing more to write
        self.queue: list[_Write] = []  # written in order; non-empty only while writes fail

    # -- opening ---------------------------------------------------------------
    @classmethod
    def sit_down(cls, context: Context, table: str, rules: dict[str, Any],
                 setup: dict[str, Any], *, seed: int | None = None,
                 cards: Sequence[str] = (), opponent: str | None = None,
                 money: bool | None = None,
                 scene: dict[str, Any] | None = None) -> TableJournal | None:
        profile = profile_of(context)
        if profile is None:
            return None
        drawn = fairness.new_seed() if seed is None else int(seed)
        journal = cls(context, profile, None, seed=drawn)

        def seat() -> None:
            if journal.sitting is None:       # a retry after the scene setup failed: once
                journal.sitting = profile.sit_down(table, rules, setup, seed=drawn,
                                                   cards=list(cards), opponent=opponent,
                                                   money=money)
            if scene:
                save_scene_setup(profile, journal.sitting.id, scene)
        journal._write("sit_down", seat)
        return journal

    @classmethod
    def resume(cls, context: Context, pending: Pending) -> TableJournal | None:
        """Keep writing to ``pending.sitting`` (no new sit_down)."""
        profile = profile_of(context)
        if profile is None:
            return None
        return cls(context, profile, pending.sitting, round_open=pending.round_id is not None)

    @property
    def id(self) -> int:
        assert self.sitting is not None, "the sit-down is not written yet"
        sitting_id: int = self.sitting.id
        return sitting_id

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def commitment(self) -> str:
        return self.sitting.commitment if self.sitting is not None \
            else fairness.commitment(self._seed)

    @property
    def blocked(self) -> bool:
        """Writes are waiting (the save is failing)."""
        return bool(self.queue)

    # -- writing -----------------------------------------------------------------
    def _write(self, name: str, run: Callable[[], Any]) -> None:
        if self.closed:
            return
        self.queue.append(_Write(name, run))
        if len(self.queue) == 1:
            self.flush()

    def flush(self) -> bool:
        """Write what is queued, oldest first; False (and the modal) at the first
        failure, which stays queued with everything after it."""
        while self.queue:
            write = self.queue[0]
            try:
                write.run()
            except Exception as exc:  # any failure stops the table, in words
                log.warning("journal write %s failed: %s: %s", write.name,
                            type(exc).__name__, exc)
                save_fault.report(self.context, self, exc)
                return False
            self.queue.pop(0)
        save_fault.cleared(self.context, self)
        return True

    # Each write is a typed call on the profile (mypy checks it), queued as a
    # closure and named only for the log.
    def action(self, word: str, money: Money | None = None) -> None:
        stakes = dict(money or {})
        self._write("record_action",
                    lambda: self.profile.record_action(self.id, word, **stakes))

    def begin(self, word: str | None = None, money: Money | None = None) -> None:
        stakes = dict(money or {})
        self._write("begin_round", lambda: self.profile.begin_round(self.id, word, **stakes))
        self.round_open = True

    def settle(self, result: RoundResult, word: str | None = None,
               money: Money | None = None) -> None:
        stakes = dict(money or {})
        self._write("settle_round",
                    lambda: self.profile.settle_round(self.id, result, word=word, **stakes))
        self.round_open = False

    def leave(self) -> bool:
        """Stand up between rounds (riding bets back to the bankroll).  Mid-round
        nothing is written: the sitting stays pending and resumes later (leaving
        must not undo a bad hand).  Nor while writes are failing: quitting then
        keeps the last saved state.  True when the sitting was closed."""
        if self.round_open or self.closed or self.queue:
            return False
        self._write("stand_up", lambda: self.profile.stand_up(self.id))
        self.closed = True
        return True

    # -- match tables (Showdown, Indian) -------------------------------------------
    def match_word(self, word: str | None, round_no: int, ended: bool,
                   result: Callable[[], RoundResult],
                   won: Callable[[], bool] | None = None, summary: str = "") -> None:
        """One word applied at a match table (None: the match was just dealt).
        A new round number opens a round (with its word); the word that ends a
        round settles it; ``won`` (a callable, or None while the match goes on)
        finishes the match.  ``result`` is called only when a round settles."""
        if not self.round_open and round_no > self.match_round:
            self.begin(word)
            self.match_round = round_no
            if ended:
                self.settle(result(), None)
        elif self.round_open and ended:
            self.settle(result(), word)
        elif word is not None:
            self.action(word)
        if won is not None:
            self.finish(won(), summary)

    def finish(self, won: bool, summary: str = "") -> None:
        if self.round_open:
            return                    # the journal refuses: settle first (a bug if so)
        self._write("finish_match",
                    lambda: self.profile.finish_match(self.id, bool(won), summary))
        self.closed = True


# -- reading --------------------------------------------------------------------
def open_sitting(profile: Profile | None, table: str | None = None,
                 money: bool | None = None) -> Pending | None:
    """The newest unfinished sitting (at ``table``; with/without the bankroll)
    as a ``game.storage.Pending``, or None."""
    if profile is None:
        return None
    from game.storage.journal import Pending
    sql, args = "SELECT id FROM sittings WHERE ended_ms IS NULL", list[str | int]()
    if table is not None:
        sql, args = sql + " AND tbl = ?", [table]
    if money is not None:
        sql, args = sql + " AND money = ?", args + [int(money)]
    try:
        row = profile.db.read().execute(sql + " ORDER BY id DESC LIMIT 1", args).fetchone()
        if row is None:
            return None
        journal = profile.journal
        sitting = journal.sitting(row[0])
        rnd = journal.open_round(sitting.id)
        return Pending(sitting, sitting.record(journal.actions(sitting.id)),
                       rnd["id"] if rnd else None, rnd["first_seq"] if rnd else None)
    except Exception:  # a save we cannot read: sit down afresh
        log.exception("looking for an open sitting failed")
        return None


def give_up_unfinished(context: Context, table: str) -> None:
    """A new match at ``table`` ends the one left unfinished there (its rounds
    stay in history and stats; the match is counted neither won nor lost)."""
    profile = profile_of(context)
    pending = open_sitting(profile, table=table)
    if profile is None or pending is None or pending.sitting.money:
        return
    try:
        profile.stand_up(pending.sitting.id)
    except Exception:  # the new match still starts; the old one stays offered
        log.exception("closing the unfinished %s match failed", table)


def save_scene_setup(profile: Profile, sitting_id: int, data: dict[str, Any]) -> None:
    with profile.db.write() as cur:
        put_meta(cur, SCENE_KEY.format(sitting_id), json.dumps(data, sort_keys=True))


def load_scene_setup(context: Context, sitting_id: int) -> dict[str, Any]:
    profile = profile_of(context)
    if profile is None:
        return {}
    try:
        text = get_meta(profile.db.read(), SCENE_KEY.format(sitting_id))
        data = json.loads(text) if text is not None else {}
        return data if isinstance(data, dict) else {}
    except Exception:  # missing or odd: the defaults do
        log.exception("reading the scene setup of sitting %s failed", sitting_id)
        return {}


def short_commitment(commitment: str) -> str:
    if not commitment:
        return ""
    return _("commit {commitment}…").format(commitment=commitment[:COMMIT_SHOWN])


def chosen_seed(context: Context, drawn: int) -> int | None:
    """The seed to sit down with: with a fixed seed source (``App(seed=S)``: tests
    and benchmarks on their own folders) the scene's own, so runs repeat;
    otherwise None, so the journal draws it (``secrets``).  The command line's
    ``--seed`` is a practice session, which never reaches the journal."""
    return drawn if context.seed_source.fixed is not None else None
