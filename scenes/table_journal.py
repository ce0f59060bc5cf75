"""How a table scene writes to the save: one small adapter per sitting.

docs/TABLE_SCENES.md ("Profile hooks") is the contract; this wraps it so each
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
animate.  A write that fails (disk full, a bug the journal refuses) is logged
and shown once; the adapter then stops writing, so the game goes on and the
save keeps its last exact state (the sitting stays pending).

What the scenario adapters cannot take (Classic's seat names and AI levels,
Showdown's seats, Indian's mode and names) is kept beside the sitting in the
save's ``meta`` table (``scene_setup``), so a resumed table looks as it did.
"""
from __future__ import annotations

import json
import logging
from typing import Any

log = logging.getLogger(__name__)
SCENE_KEY = "scene.{}"          # meta key of a sitting's scene-only setup
COMMIT_SHOWN = 16               # hex digits of the commitment drawn on the felt (64 bits)


def profile_of(context) -> Any:
    """The save the tables write to; None in a practice session (``--seed``),
    which therefore neither plays nor resumes anything on the real bankroll."""
    if getattr(context, "practice", False):
        return None
    return getattr(context, "profile", None)


class TableJournal:
    def __init__(self, context, sitting, round_open: bool = False) -> None:
        self.context = context
        self.profile = context.profile
        self.sitting = sitting
        self.round_open = round_open
        self.match_round = 0          # match tables: the last round journaled
        self.broken = False

    # -- opening ---------------------------------------------------------------
    @classmethod
    def sit_down(cls, context, table: str, rules: dict, setup: dict, *, seed: int | None = None,
                 cards=(), opponent: str | None = None, money: bool | None = None,
                 scene: dict | None = None) -> "TableJournal | None":
        profile = profile_of(context)
        if profile is None:
            return None
        try:
            sitting = profile.sit_down(table, rules, setup, seed=seed, cards=list(cards),
                                       opponent=opponent, money=money)
            if scene:
                save_scene_setup(profile, sitting.id, scene)
        except Exception as exc:  # noqa: BLE001 - the table still opens, unsaved
            log.exception("sit_down at %s failed", table)
            context.toast.show(f"This table could not be saved ({exc}): it is played unsaved")
            return None
        return cls(context, sitting)

    @classmethod
    def resume(cls, context, pending) -> "TableJournal | None":
        """Keep writing to ``pending.sitting`` (no new sit_down)."""
        if profile_of(context) is None:
            return None
        return cls(context, pending.sitting, round_open=pending.round_id is not None)

    @property
    def id(self) -> int:
        return self.sitting.id

    @property
    def seed(self) -> int:
        return self.sitting.seed

    @property
    def commitment(self) -> str:
        return self.sitting.commitment

    # -- writing -----------------------------------------------------------------
    def _write(self, call, *args, **kwargs):
        if self.broken:
            return None
        try:
            return call(self.sitting.id, *args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - saving must never stop the game
            self.broken = True
            log.exception("journal write %s failed", getattr(call, "__name__", call))
            self.context.toast.show(f"Your game could not be saved ({exc}); "
                                    "the save keeps the last good state")
            return None

    def action(self, word: str, money: dict | None = None) -> None:
        self._write(self.profile.record_action, word, **(money or {}))

    def begin(self, word: str | None = None, money: dict | None = None) -> None:
        self._write(self.profile.begin_round, word, **(money or {}))
        self.round_open = True

    def settle(self, result, word: str | None = None, money: dict | None = None) -> None:
        self._write(self.profile.settle_round, result, word=word, **(money or {}))
        self.round_open = False

    def leave(self) -> bool:
        """Stand up between rounds (riding bets back to the bankroll).  Mid-round
        nothing is written: the sitting stays pending and resumes later (leaving
        must not undo a bad hand).  True when the sitting was closed."""
        if self.round_open or self.broken:
            return False
        self._write(self.profile.stand_up)
        self.broken = True            # closed: nothing more to write
        return True

    # -- match tables (Showdown, Indian) -------------------------------------------
    def match_word(self, word: str | None, round_no: int, ended: bool, result, won=None,
                   summary: str = "") -> None:
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
        self._write(self.profile.finish_match, bool(won), summary)
        self.broken = True


# -- reading --------------------------------------------------------------------
def open_sitting(profile, table: str | None = None, money: bool | None = None):
    """The newest unfinished sitting (at ``table``; with/without the bankroll)
    as a ``game.storage.Pending``, or None."""
    if profile is None:
        return None
    from game.storage import Pending
    sql, args = "SELECT id FROM sittings WHERE ended_ms IS NULL", []
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
    except Exception:  # noqa: BLE001 - a save we cannot read: sit down afresh
        log.exception("looking for an open sitting failed")
        return None


def mid_round_sitting(context, table: str):
    """The unfinished sitting at ``table`` when it was left in the middle of a
    round (opening the table continues it), else None: a sitting left between
    rounds gives way to a fresh match."""
    pending = open_sitting(profile_of(context), table=table)
    if pending is not None and pending.round_id is None:
        return None
    return pending


def unfinished_match(context, table: str):
    """The match at ``table`` (Showdown, Indian) that was left between rounds,
    as a ``Pending``, or None: opening the table offers to continue it."""
    pending = open_sitting(profile_of(context), table=table)
    return pending if pending is not None and pending.round_id is None else None


def give_up_unfinished(context, table: str) -> None:
    """A new match at ``table`` ends the one left unfinished there (its rounds
    stay in history and stats; the match is counted neither won nor lost)."""
    profile = profile_of(context)
    pending = open_sitting(profile, table=table)
    if pending is None or pending.sitting.money:
        return
    try:
        profile.stand_up(pending.sitting.id)
    except Exception:  # noqa: BLE001 - the new match still starts; the old one stays offered
        log.exception("closing the unfinished %s match failed", table)


def save_scene_setup(profile, sitting_id: int, data: dict) -> None:
    with profile.db.write() as cur:
        cur.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)",
                    (SCENE_KEY.format(sitting_id), json.dumps(data, sort_keys=True)))


def load_scene_setup(context, sitting_id: int) -> dict:
    profile = profile_of(context)
    if profile is None:
        return {}
    try:
        row = profile.db.read().execute("SELECT value FROM meta WHERE key = ?",
                                        (SCENE_KEY.format(sitting_id),)).fetchone()
        data = json.loads(row[0]) if row else {}
        return data if isinstance(data, dict) else {}
    except Exception:  # noqa: BLE001 - missing or odd: the defaults do
        log.exception("reading the scene setup of sitting %s failed", sitting_id)
        return {}


def short_commitment(commitment: str) -> str:
    return f"commit {commitment[:COMMIT_SHOWN]}…" if commitment else ""


def chosen_seed(context, drawn: int) -> int | None:
    """The seed to sit down with: with a fixed seed source (``App(seed=S)``: tests
    and benchmarks on their own folders) the scene's own, so runs repeat;
    otherwise None, so the journal draws it (``secrets``).  The command line's
    ``--seed`` is a practice session, which never reaches the journal."""
    source = getattr(context, "seed_source", None)
    return drawn if getattr(source, "fixed", None) is not None else None
