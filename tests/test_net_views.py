"""A guest reads only what is a view of its own seat: an honest update is
drawn, one that shows a card its seat may not see, names a seat the table has
not, or is not a view of its seat ends the match for it; and the in-memory
match the table scenes' tests drive refuses an illegal action as a real host does."""
from __future__ import annotations

from typing import Any

import pytest

from game.errors import IllegalAction
from game.messages import message
from game.net import views
from game.net.match import GUEST
from game.net.remote import BAD_HOST, HOST_ENDED, HOST_GONE, Gone, HostGone, RemoteTable, Started
from game.net.schema import Bye, Update, Welcome
from game.tables.indian.view import IndianPhase
from tests.net_helpers import plain_answer
from tests.test_net_window import ITEMS, _until

# -- a host that sends what it must not --------------------------------------------------

class ScriptedLink:
    """A link whose host is the test: it hands over the messages given."""

    def __init__(self, welcome: Welcome, messages: list[Any]):
        self.welcome, self.messages, self.closed = welcome, list(messages), False

    def send(self, message: Any) -> None:
        pass

    def take(self) -> list[Any]:
        out, self.messages = self.messages, []
        return out

    def wait(self, timeout: float) -> bool:
        return bool(self.messages)

    def close(self, reason: str = "") -> None:
        self.closed = True


def _honest_first_update(seat: int) -> Update:
    from game.tables.games import game_for
    table = game_for("indian").new_state(3, {})
    events = views.encode_events("indian", table.events(), seat)
    return Update(0, 0, 1, views.encode_observation(table.observation(seat)), events, 0)


def _guest_reads(update: Update) -> RemoteTable:
    welcome = Welcome("indian", 2, 2, "0" * 64)
    table = RemoteTable(ScriptedLink(welcome, [update]))
    table.poll()
    return table


def test_a_guest_reads_an_honest_update_and_refuses_one_that_shows_its_own_card():
    honest = _honest_first_update(1)
    assert _guest_reads(honest).started
    events = [dict(e) for e in honest.events]
    mine = next(e for e in events if e["type"] == "CardDealt" and e["visible_to"] == [True, False])
    mine["card"] = "7"                                  # the card its seat may not see
    table = _guest_reads(Update(0, 0, 1, honest.observation, events, 0))
    assert isinstance(table.gone, HostGone) and table.gone.why == message(BAD_HOST)
    assert "may not see" in table.gone.detail and not table.started
    assert table.link.closed                             # type: ignore[attr-defined]


@pytest.mark.parametrize("spoil", [
    lambda obs, ev: ({**obs, "player": 0}, ev),                     # another seat's view
    lambda obs, ev: ({**obs, "phase": "DANCING"}, ev),
    lambda obs, ev: ({**obs, "community": "AS"}, ev),               # not an Indian card
    lambda obs, ev: ({**obs, "chips": [30, "30"]}, ev),
    lambda obs, ev: ({**obs, "extra": 1}, ev),
    lambda obs, ev: (obs, ev + [{"type": "Exploded"}]),
    lambda obs, ev: (obs, ev + [{"type": "Raised", "player": 0}]),
    lambda obs, ev: (obs, ev + [{"type": "Raised", "player": 5, "total": 3}]),   # no seat 6
    lambda obs, ev: ({**obs, "starter": -1}, ev),
    lambda obs, ev: ({**obs, "pot": -4}, ev),
    lambda obs, ev: ({**obs, "current_player": 2}, ev),
])
def test_a_guest_refuses_an_update_that_is_not_a_view_of_its_seat(spoil):
    honest = _honest_first_update(1)
    obs, events = spoil(dict(honest.observation), list(honest.events))
    table = _guest_reads(Update(0, 0, 1, obs, events, 0))
    assert table.gone is not None and table.gone.why == message(BAD_HOST)


def test_a_bye_from_the_host_ends_the_match_with_nothing_counted():
    welcome = Welcome("indian", 2, 2, "0" * 64)
    table = RemoteTable(ScriptedLink(welcome, [_honest_first_update(1), Bye("closing")]))
    happenings = table.poll()
    assert isinstance(happenings[0], Started)
    assert table.gone is not None and table.gone.why == message(HOST_ENDED)
    assert table.phase is IndianPhase.BET1 and plain_answer(["stay"]) == "stay"


def test_a_lost_connection_is_a_host_gone_happening():
    welcome = Welcome("indian", 2, 2, "0" * 64)
    table = RemoteTable(ScriptedLink(welcome, [Gone(message(HOST_GONE), "reset")]))
    (happening,) = table.poll()
    assert happening == HostGone(message(HOST_GONE), "reset")


# -- the in-memory match the table scenes' tests use -------------------------------------

def test_an_illegal_action_is_refused_with_the_engines_reason_and_asked_again_in_memory():
    from game.net.fake import memory_match
    from game.net.remote import ActionRefused, Updated
    from game.tables.indian.view import raise_to
    match, links = memory_match("indian", [GUEST, "normal"], seed=4, setup=ITEMS)
    table = RemoteTable(links[0])
    try:
        _until(lambda: bool(table.poll() or True) and bool(table.legal_actions()))
        asked = table._question
        table.apply(raise_to(999))
        seen: list[Any] = []
        _until(lambda: bool(seen.extend(table.poll()) or True) and bool(table.legal_actions()))
        refusal = next(h for h in seen if isinstance(h, ActionRefused))
        assert refusal.word == "raise 999" and "raise" in refusal.reason.lower()
        assert any(isinstance(h, Updated) and h.your_turn and not h.events for h in seen)
        assert table._question is not None and table._question.decision == asked.decision
        table.apply(table.legal_actions()[0])    # answered: nothing open until asked again
        with pytest.raises(IllegalAction, match="not your move"):
            table.apply(raise_to(2))
    finally:
        match.close()
