"""Network play for windows, over real loopback sockets: the host's own seat
and every guest are clients of the host's engine (``HostedMatch``), each
reading its own seat's updates through a ``RemoteTable``; drops wait for the
guest, the host may let the AI play a dropped seat or end the match, and a
guest refuses a host that sends what its seat may not see."""
from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from game.messages import message
from game.net import views
from game.net.match import GUEST
from game.net.remote import (
    HOST_GONE,
    NO_HOST,
    NOT_A_CODE,
    NOT_AN_ADDRESS,
    TABLE_FULL,
    WRONG_CODE,
    GuestLink,
    HostGone,
    JoinError,
    MatchEnded,
    RemoteTable,
    SeatsChanged,
    Started,
)
from game.net.schema import Update, decode
from game.net.session import HostedMatch, SeatKind, SeatPlan
from game.net.window_match import WindowMatch
from tests.net_helpers import TableBot, hit_below_17, item_taker, plain_answer

ROOT = Path(__file__).resolve().parent.parent
CODE = "ABCDE-FGHJK"
LOOP = "127.0.0.1"
ITEMS = {"items": {"free_fold": 1, "chip_bonus": 2, "deal_again": 2}}


def _hosted(table: str, plans: list[SeatPlan], seed: int = 5, **kw: Any) -> HostedMatch:
    match = HostedMatch(table, plans, seed, kw.pop("setup", None), bind=LOOP, code=CODE, **kw)
    match.start()
    return match


def _join(match: HostedMatch, name: str = "guest") -> RemoteTable:
    return RemoteTable(GuestLink.connect(LOOP, match.port, CODE, name))


def _played(happenings: list[Any]) -> list[Any]:
    """Without the waiting room's news (who joined or dropped)."""
    return [h for h in happenings if not isinstance(h, SeatsChanged)]


def _until(condition: Any, timeout: float = 20) -> None:
    """Waits (bounded) for something another thread does, e.g. the host
    noticing a closed socket."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "it never happened"
        time.sleep(0.01)


def _until_started(table: RemoteTable) -> list[Any]:
    """The happenings up to the first view (the waiting room's left out)."""
    seen: list[Any] = []
    while not table.started:
        assert table.link.wait(10), "no view came"
        seen += _played(table.poll())
    return seen


def _play_out(match: HostedMatch, bots: list[TableBot]) -> None:
    try:
        match.begin()
        for bot in bots:
            bot.join()
    finally:
        match.close()


# -- whole matches ------------------------------------------------------------------

def test_an_indian_match_with_items_plays_to_the_end_and_host_and_guest_see_the_same_table():
    match = _hosted("indian", [SeatPlan(SeatKind.HOST, "Ann"), SeatPlan(SeatKind.REMOTE)],
                    seed=12, setup=ITEMS)
    host = RemoteTable(match.local_link())
    guest = _join(match, "Bob")
    assert match.ready()
    assert [s.name for s in match.seats()] == ["Ann", "Bob"]
    bots = [TableBot(host, item_taker).start(), TableBot(guest, item_taker).start()]
    _play_out(match, bots)
    outcome = match.finished()
    assert outcome is not None and outcome.ended == "won"
    for table in (host, guest):
        assert table.ended == MatchEnded("won", outcome.winner, None)    # verified
        assert table.is_over() and table.winner == outcome.winner
        assert isinstance(_played(bots[0].happenings)[0], Started)
        assert [(s.kind, s.name) for s in table.lobby] == [("host", "Ann"), ("remote", "Bob")]
    assert host.chips == guest.chips and host.round_no == guest.round_no
    assert host.result == guest.result                 # the last round, all revealed
    used = [w for w in outcome.actions if w.startswith(("chip_bonus", "deal_again",
                                                        "free_fold"))]
    assert used                                        # items crossed the wire


def test_six_seat_showdown_with_the_host_three_guests_and_two_ai_ends_verified_for_all():
    plans = [SeatPlan(SeatKind.HOST, "Ann"), SeatPlan(SeatKind.REMOTE),
             SeatPlan(SeatKind.REMOTE), SeatPlan(SeatKind.REMOTE),
             SeatPlan(SeatKind.AI, "normal"), SeatPlan(SeatKind.AI, "hard")]
    match = _hosted("showdown", plans, seed=21, setup={"chips": [20] * 6})
    tables = [RemoteTable(match.local_link())] + [_join(match, f"g{i}") for i in (1, 2, 3)]
    assert [t.seat for t in tables] == [0, 1, 2, 3]
    assert match.ready()
    _play_out(match, [TableBot(t, hit_below_17(t)).start() for t in tables])
    outcome = match.finished()
    assert outcome is not None and outcome.ended == "won"
    for t in tables:
        assert t.ended is not None and t.ended.verified, t.ended
        assert t.tokens == tables[0].tokens and t.winner == outcome.winner


# -- drops ------------------------------------------------------------------------------

def test_a_guest_that_drops_mid_round_rejoins_with_the_code_at_the_same_decision():
    match = _hosted("indian", [SeatPlan(SeatKind.REMOTE), SeatPlan(SeatKind.AI, "normal")],
                    seed=7)
    first = _join(match, "Bob")
    asked: list[Update] = []

    def drop_at_second_question(bot: TableBot) -> bool:
        if bot.questions == 2:
            asked.append(bot.table._question)
            bot.table.leave()
            return False
        return True
    bot = TableBot(first, hook=drop_at_second_question).start()
    match.begin()
    try:
        bot.join()
        _until(lambda: not match.seats()[0].connected)
        (seat,) = [s for s in match.seats() if s.kind is SeatKind.REMOTE]
        assert not seat.connected and seat.absent_for is not None and not match.ready()
        back = _join(match, "Bob again")
        happenings = _until_started(back)
        assert isinstance(happenings[0], Started)
        assert back._question is not None
        assert back._question.decision == asked[0].decision
        assert back._question.legal == asked[0].legal
        assert back.observation(0) == views.decode_observation(
            "indian", asked[0].observation, 0)
        TableBot(back).start().join()
        assert back.ended is not None and back.ended.ended == "won"
    finally:
        match.close()


def test_the_host_lets_the_ai_play_a_dropped_seat_safe_and_the_match_ends():
    match = _hosted("indian", [SeatPlan(SeatKind.HOST, "Ann"), SeatPlan(SeatKind.REMOTE)],
                    seed=3)
    host = RemoteTable(match.local_link())
    guest = _join(match)

    def leave_at_once(bot: TableBot) -> bool:
        bot.table.leave()
        return False
    gone = TableBot(guest, hook=leave_at_once).start()
    match.begin()
    gone.join()
    _until(lambda: not match.seats()[1].connected)
    match.take_over(1)
    bot = TableBot(host).start()
    try:
        bot.join()
    finally:
        match.close()
    outcome = match.finished()
    assert outcome is not None and outcome.ended == "won"
    assert host.ended is not None and host.ended.verified


def test_abandoning_ends_the_match_for_everyone_without_a_result():
    match = _hosted("showdown", [SeatPlan(SeatKind.HOST, "Ann"), SeatPlan(SeatKind.REMOTE),
                                 SeatPlan(SeatKind.AI, "easy")], seed=4)
    host = RemoteTable(match.local_link())
    guest = _join(match)

    def abandon_at_third(bot: TableBot) -> bool:
        if bot.questions == 3:
            match.abandon()
        return True
    bots = [TableBot(host, hook=abandon_at_third).start(), TableBot(guest).start()]
    _play_out(match, bots)
    outcome = match.finished()
    assert outcome is not None and outcome.ended == "abandoned" and outcome.winner is None
    for t in (host, guest):
        assert t.ended is not None and t.ended.ended == "abandoned" and t.ended.winner is None
        assert t.ended.verified                 # what was played so far checks out


def test_a_host_process_that_dies_ends_the_match_for_its_guest_with_a_clear_reason():
    script = ("import sys, time\n"
              "from game.net.session import HostedMatch, SeatKind, SeatPlan\n"
              "m = HostedMatch('indian', [SeatPlan(SeatKind.REMOTE), SeatPlan(SeatKind.AI, "
              "'normal')], 5, bind='127.0.0.1', code='ABCDEFGHJK')\n"
              "m.start(); print(m.port, flush=True); m.begin(); time.sleep(60)\n")
    host = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, stdout=subprocess.PIPE,
                            text=True)
    try:
        assert host.stdout is not None
        port = int(host.stdout.readline())
        table = RemoteTable(GuestLink.connect(LOOP, port, CODE, "Bob"))
        assert isinstance(_until_started(table)[0], Started)
        host.kill()
        host.wait(10)
        happenings = []
        while not happenings:
            table.link.wait(10)
            happenings = table.poll()
        assert isinstance(happenings[-1], HostGone) and table.gone is not None
        assert table.gone.why == message(HOST_GONE)
        with pytest.raises(Exception, match="not your move"):
            table.apply(table.game.parse(None, "stay"))
    finally:
        host.kill()
        host.wait(10)
        assert host.stdout is not None
        host.stdout.close()


# -- joining -----------------------------------------------------------------------------

def test_joining_says_why_not_no_host_wrong_code_table_full_not_an_address():
    match = _hosted("indian", [SeatPlan(SeatKind.HOST, "Ann"), SeatPlan(SeatKind.REMOTE)])
    try:
        with pytest.raises(JoinError) as wrong:
            GuestLink.connect(LOOP, match.port, "ZZZZZ-ZZZZZ", "x")
        assert wrong.value.why == message(WRONG_CODE)
        with pytest.raises(JoinError) as taken:      # the host's seat needs its token
            GuestLink.connect(LOOP, match.port, CODE, "x", seat=1, token="guess")
        assert taken.value.why == message(TABLE_FULL)
        guest = _join(match)
        with pytest.raises(JoinError) as full:        # the host's seat is not for guests
            GuestLink.connect(LOOP, match.port, CODE, "third")
        assert full.value.why == message(TABLE_FULL)
        guest.leave()
        with pytest.raises(JoinError) as bad:
            GuestLink.connect("no such host!", match.port, CODE, "x")
        assert bad.value.why.template == NOT_AN_ADDRESS
        with pytest.raises(JoinError) as code:
            GuestLink.connect(LOOP, match.port, "nope", "x")
        assert code.value.why == message(NOT_A_CODE)
    finally:
        match.close()
    with pytest.raises(JoinError) as nobody:
        GuestLink.connect(LOOP, match.port, CODE, "x")
    assert nobody.value.why.template == NO_HOST


def test_the_address_hint_names_a_port_and_loopback_when_bound_to_it():
    match = _hosted("indian", [SeatPlan(SeatKind.HOST), SeatPlan(SeatKind.REMOTE)])
    try:
        assert match.address_hint() == f"127.0.0.1:{match.port}"
    finally:
        match.close()


# -- hidden stays hidden ----------------------------------------------------------------

def _updates_to_seat_two(own_card: str) -> list[bytes]:
    """Every plaintext the host sends seat 2 of a window match whose first deal
    gives seat 2 ``own_card`` and is otherwise the same."""
    sent: list[bytes] = []
    match = WindowMatch("indian", 11, ITEMS, [GUEST, GUEST], "ABCDEFGHJK",
                        cards=["6", "9", own_card],
                        record=lambda seat, plain: seat == 1 and sent.append(plain))
    port = match.start()
    one = RemoteTable(GuestLink.connect(LOOP, port, CODE, "one"))
    two = RemoteTable(GuestLink.connect(LOOP, port, CODE, "two"))
    bots = [TableBot(one, all_in).start(), TableBot(two, all_in).start()]
    try:
        match.play()
        for bot in bots:
            bot.join()
    finally:
        match.close()
    return sent


def all_in(words: list[str]) -> str:
    """Raises all in, else ``plain_answer``; no item, no card looked at."""
    raises = [w for w in words if w.startswith("raise ")]
    return max(raises, key=lambda w: int(w.split()[1])) if raises else plain_answer(
        [w for w in words if not w.startswith(("free_fold", "chip_bonus", "deal_again"))]
        or words)


def _own_card_shown(plain: bytes) -> bool:
    parsed = decode(plain)
    assert not isinstance(parsed, type(None))
    _, msg = parsed  # type: ignore[misc]
    if isinstance(msg, Update):
        return msg.observation["own_first_card"] is not None
    return msg.TYPE == "match_over"


def test_every_update_sent_to_a_guest_is_the_same_whatever_its_own_card_until_the_reveal():
    low, high = _updates_to_seat_two("2"), _updates_to_seat_two("10")
    reveal = next(i for i, plain in enumerate(low) if _own_card_shown(plain))
    assert reveal > 3 and sum(b'"update"' in p for p in low[:reveal]) > 2
    assert low[:reveal] == high[:reveal]
    assert low[reveal] != high[reveal]                 # the reveal shows it: the test can fail
    assert b'"10"' not in b"".join(high[:reveal]).replace(b'"raise 10"', b"")


# -- a headless guest (bot protocol) at a window's table ---------------------------------

def test_a_headless_guest_process_with_a_bot_plays_a_window_host_to_the_end_verified():
    from tests.test_net_play import _finish, _start_guest_with_bot
    match = _hosted("indian", [SeatPlan(SeatKind.HOST, "Ann"), SeatPlan(SeatKind.REMOTE)],
                    seed=9, setup=ITEMS)
    host = RemoteTable(match.local_link())
    guest = _start_guest_with_bot(match.port, CODE)
    try:
        while not match.ready():
            match.match.host.wait_for({1}, 30)
        bot = TableBot(host, item_taker)
        match.begin()
        bot.start().join()
        status, err = _finish(guest)
    finally:
        match.close()
    assert status == 0, err
    assert err.strip().splitlines()[-1] == "verified"
    assert host.ended is not None and host.ended.verified


def test_a_window_guest_catches_a_host_that_changes_the_deck_mid_match():
    def cheat(table: Any) -> None:
        if table.round_no == 2 and not getattr(table, "_cheated", False):
            table._cheated = True
            table.shoe.stack(["11", "11", "11", "11"])
    match = WindowMatch("indian", 9, ITEMS, [GUEST, "normal"], "ABCDEFGHJK", tamper=cheat)
    port = match.start()
    guest = RemoteTable(GuestLink.connect(LOOP, port, CODE, "Bob"))
    bot = TableBot(guest).start()
    try:
        match.play()
        bot.join()
    finally:
        match.close()
    assert guest.ended is not None and not guest.ended.verified
    assert "not what the seed deals" in str(guest.ended.problem)


def test_a_fault_in_the_hosts_match_ends_it_as_abandoned_for_everyone_without_a_traceback():
    match = _hosted("indian", [SeatPlan(SeatKind.HOST, "Ann"), SeatPlan(SeatKind.REMOTE)])
    host, guest = RemoteTable(match.local_link()), _join(match)
    steps: list[int] = []

    def boom(table: Any) -> None:
        steps.append(1)
        if len(steps) == 4:
            raise RuntimeError("a bug")
    match.match.tamper = boom
    _play_out(match, [TableBot(host).start(), TableBot(guest).start()])
    outcome = match.finished()
    assert outcome is not None and outcome.ended == "abandoned"
    assert isinstance(match.error, RuntimeError)
    assert host.ended is not None and host.ended.ended == "abandoned"
    assert guest.ended is not None and guest.ended.ended == "abandoned"
