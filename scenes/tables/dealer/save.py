"""The dealer tables and the save (``scenes.tables.journal``): what a dealer
table scene writes, and how a saved sitting is found and resumed.

Every applied word goes through ``DealerSaver.record``: a deal in which the
bankroll player has a stake opens a round, the word that finishes it settles it
(with the rack and stake of ``home()``, the player whose money is the
bankroll), the rest are actions.  A resumed sitting replays its words unsaved,
then ``settle_unsettled`` writes a round that ended but was never settled.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, Protocol

from game.storage.journal import RoundResult
from game.storage.results import dealer_result
from game.tables.dealer.actions import Kind
from game.tables.dealer.rules import DealerRules
from game.tables.dealer.table import DealerTable
from scenes.app.i18n import _
from scenes.app.scene import Scene
from scenes.app.table_modules import title_or_name
from scenes.tables.journal import TableJournal, open_sitting, profile_of
from scenes.tables.played import Played

log = logging.getLogger(__name__)
DEAL_KINDS = (Kind.DEAL, Kind.REBET_DEAL)


def record_rules(record: dict[str, Any]) -> DealerRules:
    """The rules a saved sitting was played by: its table's, with its house rules."""
    from game.tables.games import game_for
    rules = game_for(record["table"], record.get("rules") or {}).rules
    if not isinstance(rules, DealerRules):
        raise TypeError(f"{record['table']!r} is not a dealer table")
    return rules


def fresh_table(record: dict[str, Any]) -> DealerTable:
    """The record's table before its first word, its opening events (the
    shuffle) still to be drained, so the view counts the shoe from the start.
    (``game.storage.replays.rebuild`` drains them; the setup is read the same way.)"""
    from game.tables.games import game_for
    game = game_for(record["table"], record.get("rules") or {})
    return game.new_state(int(record["seed"]), record.get("setup") or {},
                          record.get("cards") or [])


class SavedTable(Protocol):
    """What the saver reads from its scene."""
    engine: DealerTable
    journal: TableJournal | None

    def home(self) -> int | None: ...


class DealerSaver:
    """Writes a dealer table's applied words to its sitting's journal (if any)."""

    def __init__(self, table: SavedTable) -> None:
        self.table = table

    def record(self, played: Played) -> None:
        """Write the word just applied: a deal in which the bankroll has a stake
        opens a round; the word that finishes it settles it; the rest are actions."""
        j, word = self.table.journal, played.word
        if j is None or word is None:
            return
        kind = played.action.kind
        e, money = self.table.engine, self.money()
        if kind in DEAL_KINDS and not j.round_open and self._home_in_round():
            j.begin(word, money)
            if e.round_finished:                   # naturals: over at the deal
                j.settle(self.round_result(), None, money)
        elif j.round_open and e.round_finished:
            j.settle(self.round_result(), word, money)
        else:
            j.action(word, money)

    def settle_unsettled(self) -> None:
        """After a replay: a round whose last word ended it but was never settled
        (the game stopped in between) is settled now."""
        j = self.table.journal
        if j is not None and j.round_open and self.table.engine.round_finished:
            j.settle(self.round_result(), None, self.money())

    def money(self) -> dict[str, int]:
        home = self._home()
        return {"rack_cents": self.table.engine.chips_of(home),
                "staked_cents": self.table.engine.on_table_of(home)}

    def _home(self) -> int:
        home = self.table.home()
        if home is None:          # a journal is opened only for a table with a bankroll player
            raise RuntimeError("a saved dealer table always has a bankroll player")
        return home

    def _home_in_round(self) -> bool:
        home = self._home()
        return any(h.owner == home for h in self.table.engine.hands)

    def round_result(self) -> RoundResult:
        return dealer_result(self.table.engine, self._home())


def sitting_to_resume(context: Any, table: str) -> Any:
    """Before sitting down at a bankroll table: an unfinished bankroll sitting
    (the journal allows one).  At ``table`` it is returned and resumed (a round
    left mid-play, or riding bets, continue).  At the other table between rounds
    it is stood up (its bets go back to the bankroll) and None returned; in the
    middle of a round it is returned: that table opens to finish it."""
    profile = profile_of(context)
    pending = open_sitting(profile, money=True)
    if pending is None or pending.sitting.table == table or pending.round_id is not None:
        return pending
    assert profile is not None, "a pending sitting was read from the profile"
    try:
        profile.stand_up(pending.sitting.id)
    except Exception:  # sit_down will say why the table is unsaved
        log.exception("standing up from %s failed", pending.sitting.table)
    return None


def open_bankroll_table(context: Any, table: str, resume: Any,
                        make: Callable[[Any], Scene]) -> Scene:
    """``make(resume)`` for ``table``, or the other bankroll table's scene when a
    round there must be finished first (with a toast saying so)."""
    if resume is None:
        resume = sitting_to_resume(context, table)
    if resume is not None and resume.sitting.table != table:
        other = resume.sitting.table
        context.toast.show(_("Your round at {table} is still in play: finish it first").format(
            table=title_or_name(other)))
        scene: Scene = context.create_scene(other, resume=resume)
        return scene
    return make(resume)
