"""Opening the player's save at start, and what the screens do about it.

    opened = open_profile(context)      # game.storage.open_storage(context.data_dir)
    # READY / NEW  -> context.profile is the Profile; an interrupted sitting
    #                 brings up the resume prompt over the lobby
    # otherwise    -> the storage-problem screen (restore / start over / quit)

The app calls this just after the lobby's first frame (the save's checks and
its start-of-day backup take ~50-150 ms; the window should not wait for them),
or before a table when the game starts straight at one.

Resuming: a table scene that can continue an interrupted sitting says so with
an explicit ``resume`` parameter on its ``create_scene`` (checked with
``inspect``: ``**options`` alone does not count, TableScene swallows unknown
options).  Until then ``plan_resume`` / ``settle_without_table`` restore the
money the journal can restore exactly and leave the rest pending.
"""
from __future__ import annotations

import inspect
import logging
import sys
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from scenes.app.context import Context
from scenes.app.i18n import _, format_money
from scenes.app.table_modules import UnknownScene, table_module, table_title

if TYPE_CHECKING:
    # Types only: the save's modules (sqlite, json) load after the first frame.
    from game.storage.journal import Pending
    from game.storage.profile import Profile
    from game.storage.store import Opened
    from scenes.app.save_opener import SaveOpener

log = logging.getLogger("club21")


def open_profile(context: Context, show: bool = True,
                 opener: SaveOpener | None = None) -> Opened:
    """Open the save in ``context.data_dir``; never raises for bad data.
    ``show=False``: only set ``context.profile``; call ``show_state`` later.
    ``opener``: the save was opened on a thread; take what it found."""
    from game.storage.store import open_storage  # here: sqlite/json stay off the first frame

    context.profile_loading = False
    try:
        # deferred: only what changed since the last clean close is checked
        # now; the rest on a thread, watched by ``watch_check`` every frame.
        opened = opener.result() if opener is not None \
            else open_storage(context.data_dir, deferred=True)
    except Exception as exc:  # a damaged disk must give words, not a traceback
        log.exception("open_storage failed")
        from game.storage.store import Opened, OpenStatus
        opened = Opened(OpenStatus.UNREADABLE, context.data_dir, None,
                        _("Club 21 could not open its save: {reason}.").format(reason=exc))
    context.opened, context.profile = opened, opened.profile
    _void_unrevealable(context)
    if show:
        show_state(context)
    return opened


def watch_check(context: Context) -> None:
    """Once a frame: has the save's background check finished?  Damage it
    found is reported as damage found at start (file kept aside, backups
    offered on the storage-problem screen)."""
    profile, opened = context.profile, context.opened
    if profile is None or opened is None:
        return
    check = profile.checking
    if check is None or not check.done:
        return
    profile.checking = None
    if check.problem is None:
        # Checked whole: a kill from here on leaves only this session's rows
        # for the next start to check first, as a clean close would.
        profile.mark_checked()
        return
    from game.storage.store import damaged_after_open
    log.warning("the save's background check found damage: %s", check.problem.reason)
    context.opened = damaged_after_open(opened, check.problem)
    context.profile = None
    show_state(context)


def _void_unrevealable(context: Context) -> None:
    """A sitting whose hidden seed is unreadable (its key file lost) cannot
    resume with the same cards: the journal voids it, the player is told."""
    if context.profile is None:
        return
    try:
        notes = context.profile.journal.void_unrevealable()
    except Exception:  # the save still opens; the sitting stays pending
        log.exception("closing sittings with an unreadable seed failed")
        return
    for note in notes:
        log.warning(note)
        context.toast.show(note, 12.0)


def accept(context: Context, opened: Opened) -> None:
    """Make ``opened`` the current save and show what it needs (problem / resume)."""
    context.opened, context.profile = opened, opened.profile
    show_state(context)


def show_state(context: Context) -> None:
    """Push the storage-problem screen or the resume prompt, if needed."""
    opened = context.opened
    if opened is None:
        return
    if opened.profile is None:
        say_problem(opened)
        if context.manager.find(lambda s: s.name == "storage_problem") is None:
            context.open_scene("storage_problem", opened=opened)
        return
    offer_resume(context)


def say_problem(opened: Opened) -> None:
    """Every problem screen's message, as one line on stderr and in the log."""
    line = " ".join(str(opened.message or "the save could not be used").split())
    log.info("save not usable (%s): %s", opened.status.value, line)   # stderr: below
    try:
        print(f"club21: {line}", file=sys.stderr, flush=True)
    except (OSError, ValueError):     # a windowed executable has no console
        pass


def offer_resume(context: Context) -> None:
    # A practice session (--seed) leaves the save alone: its sitting waits for a real one.
    profile = None if context.practice else context.profile
    try:
        pending = profile.pending() if profile is not None else None
    except Exception:  # reading the journal must not stop the game
        log.exception("reading the pending sitting failed")
        pending = None
    if pending is not None and context.manager.find(lambda s: s.name == "resume") is None:
        context.open_scene("resume", pending=pending)


def accepts_resume(table: str) -> bool:
    """Does the table module's ``create_scene`` take a named ``resume`` option?"""
    try:
        module = table_module(table)
        params = inspect.signature(module.create_scene).parameters
    except (UnknownScene, TypeError, ValueError):     # no such table; no signature to read
        return False
    param = params.get("resume")
    return param is not None and param.kind is not inspect.Parameter.VAR_KEYWORD


class Plan(Enum):
    RESUME = "resume"     # the table scene continues the sitting (create_scene(resume=...))
    SETTLE = "settle"     # the journal alone settles it exactly: chips back to the bankroll
    KEEP = "keep"         # neither: it stays pending (stake safe in the save)


@dataclass(frozen=True)
class ResumeChoice:
    plan: Plan
    message: str          # what the prompt says before the player chooses


def plan_resume(pending: Pending) -> ResumeChoice:
    """What the prompt can offer for ``pending`` (reads only, writes nothing).

    * the table scene takes ``resume=``: it continues the sitting;
    * otherwise, between rounds: ``stand_up`` returns bets still on the spots;
      a round whose last word was written but not settled (killed in between)
      is settled from the replayed record, then ``stand_up``;
    * a round still being played, or a match: nothing is changed — the stake
      stays in the journal (counted in ``profile.total_cents``) until the table
      can resume it.  Voiding it would let a player kill the game to undo a
      bad hand.
    """
    sitting = pending.sitting
    title = table_title(sitting.table)
    if accepts_resume(sitting.table):
        said = _("The game continues with the same cards, at the same decision.") \
            if pending.round_id is not None else _("The game continues where you left it.")
        return ResumeChoice(Plan.RESUME, said)
    staked = sitting.staked_cents
    if not sitting.money:
        return ResumeChoice(Plan.KEEP, _("{table} cannot continue a saved match yet. The match "
                                         "is kept as it was; you will be asked again next time."
                                         ).format(table=title))
    if pending.round_id is None:
        said = _("You left between rounds. Your bets of {amount} chips go back to your "
                 "bankroll.").format(amount=format_money(staked, always_cents=False)) \
            if staked else _("You left between rounds. Nothing was at stake.")
        return ResumeChoice(Plan.SETTLE, said)
    table = _replay(pending.record)
    if table is not None and getattr(table, "round_finished", False):
        return ResumeChoice(Plan.SETTLE, _("The round had already ended when the game stopped: "
                                           "it is settled and your chips go back to your "
                                           "bankroll."))
    return ResumeChoice(Plan.KEEP, _("{table} cannot continue a round in play yet. Your "
                                     "{amount} chips stay on that table, safe in the save, "
                                     "until it can.").format(
        table=title, amount=format_money(staked, always_cents=False)))


def settle_without_table(profile: Profile, pending: Pending) -> str:
    """Carry out ``Plan.SETTLE``; returns what to tell the player."""
    sitting = pending.sitting
    title = table_title(sitting.table)
    before = profile.total_cents
    if pending.round_id is not None:
        table = _replay(pending.record)
        if table is None or not getattr(table, "round_finished", False):
            return _("The round at {table} is still in play; it was kept as it was."
                     ).format(table=title)
        from game.storage.journal import RoundResult
        profile.settle_round(sitting.id, RoundResult(summary="settled at restart"),
                             rack_cents=table.chips_of(0), staked_cents=table.on_table_of(0))
    profile.stand_up(sitting.id)
    net = profile.total_cents - before
    bankroll = format_money(profile.bankroll_cents, always_cents=False)
    if not net:
        return _("Done: your bankroll is now {bankroll} chips.").format(bankroll=bankroll)
    change = ("+" if net > 0 else "") + format_money(net, always_cents=False)
    return _("Done ({change} chips): your bankroll is now {bankroll} chips.").format(
        change=change, bankroll=bankroll)


def _replay(record: dict[str, Any]) -> Any:
    try:
        from game.record import Record, replay
        return replay(Record.from_dict(record))
    except Exception as exc:  # an old or foreign record: leave it pending
        log.warning("the interrupted sitting could not be replayed: %s", exc)
        return None
