"""The guest's check of a finished match: the revealed seed must match the
commitment it was shown at the start, and re-dealing the match from that seed
with the host's action words must give, for the guest's seat, every state the
guest saw, in order. A host that changed the deck, a card or a result is
caught at the first state that differs.
"""
from __future__ import annotations

from typing import Any

from game.errors import IllegalAction, SetupError
from game.net import views
from game.net.match import STATES
from game.net.schema import MatchOver, Update, Welcome
from game.storage.fairness import check
from game.tables.games import game_for


def verify(welcome: Welcome, over: MatchOver, seen: list[dict[str, Any]]) -> str | None:
    """None when the match checks out, else the first thing that does not."""
    if not over.seed.isdigit() or not check(int(over.seed), welcome.commitment):
        return "the revealed seed does not match the commitment shown at the start"
    if welcome.table not in STATES:
        return f"unknown table {welcome.table!r}"
    seat, state_of = welcome.seat - 1, STATES[welcome.table]
    game = game_for(welcome.table)
    try:
        table: Any = game.new_state(int(over.seed), welcome.setup)
    except SetupError as exc:
        return f"the match's setup cannot be dealt: {exc}"
    dealt = [state_of(table.observation(seat))]
    for n, word in enumerate(over.actions, 1):
        try:
            table.apply(game.parse(table, word))
        except IllegalAction as exc:
            return f"action {n} ({word!r}) cannot be played in the re-dealt match: {exc.reason}"
        table.events()
        dealt.append(state_of(table.observation(seat)))
    at = 0
    for k, state in enumerate(seen, 1):
        while at < len(dealt) and dealt[at] != state:
            at += 1
        if at == len(dealt):
            return (f"what you saw at step {k} (round {state.get('round')}, "
                    f"{state.get('phase')}) is not what the seed deals")
    if seen and seen[-1] != dealt[-1]:
        return "the final table is not what the seed deals"
    return None


def verify_updates(welcome: Welcome, over: MatchOver, seen: list[Update]) -> str | None:
    """A window guest's check: every view it was sent (``Update``s, in order)
    must be its seat's observation after that many actions of the re-dealt
    match, and every event it was sent the re-dealt match's event at that
    place, as its seat may see it. None when the match checks out."""
    if not over.seed.isdigit() or not check(int(over.seed), welcome.commitment):
        return "the revealed seed does not match the commitment shown at the start"
    if welcome.table not in views.TABLES:
        return f"unknown table {welcome.table!r}"
    seat, name = welcome.seat - 1, welcome.table
    game = game_for(name)
    try:
        table: Any = game.new_state(int(over.seed), welcome.setup)
    except SetupError as exc:
        return f"the match's setup cannot be dealt: {exc}"
    stream = views.encode_events(name, table.events(), seat)
    marks = [len(stream)]
    dealt = [views.encode_observation(table.observation(seat))]
    for n, word in enumerate(over.actions, 1):
        try:
            table.apply(game.parse(table, word))
        except IllegalAction as exc:
            return f"action {n} ({word!r}) cannot be played in the re-dealt match: {exc.reason}"
        stream += views.encode_events(name, table.events(), seat)
        marks.append(len(stream))
        dealt.append(views.encode_observation(table.observation(seat)))
    for k, u in enumerate(seen, 1):
        where = f"view {k} (after {u.step} actions)"
        if u.step >= len(dealt):
            return f"{where}: the match has only {len(dealt) - 1} actions"
        if dealt[u.step] != u.observation:
            return f"what you saw in {where} is not what the seed deals"
        end = u.first_event + len(u.events)
        if end != marks[u.step] or stream[u.first_event:end] != u.events:
            return f"what happened in {where} is not what the seed deals"
    if over.state != dealt[-1]:
        return "the final table is not what the seed deals"
    return None
