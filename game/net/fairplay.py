"""The guest's check of a finished match: the revealed seed must match the
commitment it was shown at the start, and re-dealing the match from that seed
with the host's action words must give, for the guest's seat, every state the
guest saw, in order. A host that changed the deck, a card or a result is
caught at the first state that differs.
"""
from __future__ import annotations

from typing import Any

from game.errors import IllegalAction, SetupError
from game.net.match import STATES
from game.net.schema import MatchOver, Welcome
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
