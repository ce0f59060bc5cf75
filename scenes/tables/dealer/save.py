"""The dealer tables and the save (``scenes.tables.journal``): what DealerTableScene
writes, and how a saved sitting is found and resumed.

Every applied word goes through ``_journal``: a deal in which the bankroll
player has a stake opens a round, the word that finishes it settles it (with
the rack and stake of ``home()``, the player whose money is the bankroll), the
rest are actions.  ``_replay`` lands a resumed sitting on its last decision.
"""
from __future__ import annotations

import logging

from game.storage.journal import RoundResult
from game.storage.results import dealer_result
from game.tables.dealer.actions import Kind
from scenes.tables.journal import open_sitting, profile_of

log = logging.getLogger(__name__)
DEAL_KINDS = (Kind.DEAL, Kind.REBET_DEAL)


def fresh_table(record: dict):
    """The record's table before its first word, its opening events (the
    shuffle) still to be drained, so the view counts the shoe from the start.
    (``game.storage.replays.rebuild`` drains them; the setup is read the same way.)"""
    from game.tables.games import game_for
    game = game_for(record["table"], record.get("rules") or {})
    return game.new_state(int(record["seed"]), record.get("setup") or {},
                          record.get("cards") or [])


class DealerSaving:
    """Mixed into DealerTableScene (needs engine, journal, home(), apply_actions)."""

    def _journal(self, kind: Kind, word: str) -> None:
        """Write the word just applied: a deal in which the bankroll has a stake
        opens a round; the word that finishes it settles it; the rest are actions."""
        j = self.journal
        if j is None:
            return
        e, money = self.engine, self.money()
        if kind in DEAL_KINDS and not j.round_open and self._home_in_round():
            j.begin(word, money)
            if e.round_finished:                   # naturals: over at the deal
                j.settle(self.round_result(), None, money)
        elif j.round_open and e.round_finished:
            j.settle(self.round_result(), word, money)
        else:
            j.action(word, money)

    def money(self) -> dict:
        home = self.home()
        return {"rack_cents": self.engine.chips_of(home),
                "staked_cents": self.engine.on_table_of(home)}

    def _home_in_round(self) -> bool:
        e, home = self.engine, self.home()
        return any(h.owner == home for h in e.hands)

    def round_result(self) -> RoundResult:
        return dealer_result(self.engine, self.home())

    def scene_setup(self) -> dict:
        """What the scene needs beyond the record to look the same when resumed."""
        return {}

    def _replay(self, words: list[str]) -> None:
        """Resume: the record's words again, unsaved and unanimated; then, if the
        last one ended a round that was never settled (killed in between), settle it."""
        journal, self.journal = self.journal, None
        try:
            self.apply_actions(words)
        finally:
            self.journal = journal
        if journal is not None and journal.round_open and self.engine.round_finished:
            journal.settle(self.round_result(), None, self.money())
        self.after_resume(words)

    def after_resume(self, words: list[str]) -> None:
        """Scene state the engine does not hold (Classic: whose turn to bet)."""


def sitting_to_resume(context, table: str):
    """Before sitting down at a bankroll table: an unfinished bankroll sitting
    (the journal allows one).  At ``table`` it is returned and resumed (a round
    left mid-play, or riding bets, continue).  At the other table between rounds
    it is stood up (its bets go back to the bankroll) and None returned; in the
    middle of a round it is returned: that table opens to finish it."""
    profile = profile_of(context)
    pending = open_sitting(profile, money=True)
    if pending is None or pending.sitting.table == table or pending.round_id is not None:
        return pending
    try:
        profile.stand_up(pending.sitting.id)
    except Exception:  # noqa: BLE001 - sit_down will say why the table is unsaved
        log.exception("standing up from %s failed", pending.sitting.table)
    return None


def open_bankroll_table(context, table: str, resume, make):
    """``make(resume)`` for ``table``, or the other bankroll table's scene when a
    round there must be finished first (with a toast saying so)."""
    if resume is None:
        resume = sitting_to_resume(context, table)
    if resume is not None and resume.sitting.table != table:
        from scenes.tables.base import TABLE_TITLES
        other = resume.sitting.table
        context.toast.show(f"Your round at {TABLE_TITLES.get(other, other)} is still in play: "
                           "finish it first")
        from scenes.app.registry import table_module
        return table_module(other).create_scene(context, resume=resume)
    return make(resume)
