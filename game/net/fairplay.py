"""The guest's check of a finished match: the revealed seed must match the
commitment it was shown at the start, and re-dealing the match from that seed
with the host's action words must give, for the guest's seat, every state the
guest saw, in order. A host that changed the deck, a card or a result is
caught at the first state that differs. The first mismatch is a ``Message``,
so each screen says it in its player's language and the save keeps it whole.
"""
from __future__ import annotations

from collections.abc import Callable, Container
from typing import Any

from game.errors import IllegalAction, SetupError
from game.messages import N_, Message, message
from game.net import views
from game.net.match import STATES
from game.net.schema import MatchOver, Update, Welcome
from game.storage.fairness import check
from game.tables.games import game_for

SEED_NOT_PROMISED = N_("the revealed seed does not match the commitment shown at the start")
UNKNOWN_TABLE = N_("unknown table {table}")
SETUP_NOT_DEALT = N_("the match's setup cannot be dealt: {why}")
ACTION_NOT_PLAYED = N_("action {n} ({word}) cannot be played in the re-dealt match: {why}")
STEP_NOT_DEALT = N_("what you saw at step {step} (round {round}, {phase}) "
                    "is not what the seed deals")
FINAL_NOT_DEALT = N_("the final table is not what the seed deals")
TOO_FEW_ACTIONS = N_("view {view} (after {step} actions): the match has only "
                     "{actions} actions")
VIEW_NOT_DEALT = N_("what you saw in view {view} (after {step} actions) "
                    "is not what the seed deals")
EVENTS_NOT_DEALT = N_("what happened in view {view} (after {step} actions) "
                      "is not what the seed deals")

# One re-dealt step: the table after an action, for the caller to take its view.
Step = Callable[[Any], None]


def _redeal(welcome: Welcome, over: MatchOver, tables: Container[str],
            after_each: Step) -> Message | None:
    """Re-deals the match from the revealed seed, calling ``after_each`` with
    the table at the start and after every action; the first problem, or None."""
    if not over.seed.isdigit() or not check(int(over.seed), welcome.commitment):
        return message(SEED_NOT_PROMISED)
    if welcome.table not in tables:
        return message(UNKNOWN_TABLE, table=repr(welcome.table))
    game = game_for(welcome.table)
    try:
        table: Any = game.new_state(int(over.seed), welcome.setup)
    except SetupError as exc:
        return message(SETUP_NOT_DEALT, why=str(exc))
    after_each(table)
    for n, word in enumerate(over.actions, 1):
        try:
            table.apply(game.parse(table, word))
        except IllegalAction as exc:
            return message(ACTION_NOT_PLAYED, n=n, word=repr(word), why=exc.message)
        after_each(table)
    return None


def verify(welcome: Welcome, over: MatchOver, seen: list[dict[str, Any]]) -> Message | None:
    """None when the match checks out, else the first thing that does not."""
    seat = welcome.seat - 1
    dealt: list[dict[str, Any]] = []

    def keep(table: Any) -> None:         # called only for a table _redeal knows
        table.events()
        dealt.append(STATES[welcome.table](table.observation(seat)))
    problem = _redeal(welcome, over, STATES, keep)
    if problem is not None:
        return problem
    at = 0
    for k, state in enumerate(seen, 1):
        while at < len(dealt) and dealt[at] != state:
            at += 1
        if at == len(dealt):
            return message(STEP_NOT_DEALT, step=k, round=str(state.get("round")),
                           phase=str(state.get("phase")))
    if seen and seen[-1] != dealt[-1]:
        return message(FINAL_NOT_DEALT)
    return None


def verify_updates(welcome: Welcome, over: MatchOver, seen: list[Update]) -> Message | None:
    """A window guest's check: every view it was sent (``Update``s, in order)
    must be its seat's observation after that many actions of the re-dealt
    match, and every event it was sent the re-dealt match's event at that
    place, as its seat may see it. None when the match checks out."""
    seat, name = welcome.seat - 1, welcome.table
    stream: list[Any] = []
    marks: list[int] = []
    dealt: list[Any] = []

    def keep(table: Any) -> None:
        stream.extend(views.encode_events(name, table.events(), seat))
        marks.append(len(stream))
        dealt.append(views.encode_observation(table.observation(seat)))
    problem = _redeal(welcome, over, views.TABLES, keep)
    if problem is not None:
        return problem
    for k, u in enumerate(seen, 1):
        if u.step >= len(dealt):
            return message(TOO_FEW_ACTIONS, view=k, step=u.step, actions=len(dealt) - 1)
        if dealt[u.step] != u.observation:
            return message(VIEW_NOT_DEALT, view=k, step=u.step)
        end = u.first_event + len(u.events)
        if end != marks[u.step] or stream[u.first_event:end] != u.events:
            return message(EVENTS_NOT_DEALT, view=k, step=u.step)
    if over.state != dealt[-1]:
        return message(FINAL_NOT_DEALT)
    return None
