"""Network play on loopback with real sockets: the host is the table, a guest
gets only its own seat's view, a wrong code cannot join, a hostile peer is
dropped while the match plays on, and a cheating host is caught."""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from game.net.guest import Guest, GuestError
from game.net.match import GUEST, NetMatch
from game.net.schema import Action, Decision, MatchOver, RoundOver, Welcome, decode
from tests.net_helpers import ThreadGuest

ROOT = Path(__file__).resolve().parent.parent
CODE = "ABCDEFGHJK"
ITEMS = {"items": {"free_fold": 1, "chip_bonus": 2, "deal_again": 2}}


def _match(seats: list[str], **kw) -> NetMatch:
    kw.setdefault("setup", ITEMS)
    kw.setdefault("seed", 11)
    match = NetMatch("indian", kw.pop("seed"), kw.pop("setup"), seats, CODE,
                     decision_timeout=20, **kw)
    match.start()
    return match


def _play(match: NetMatch, guests: list[ThreadGuest]):
    assert match.wait_for_guests(20)
    try:
        outcome = match.play()
    finally:
        match.close()
    for g in guests:
        g.join()
    return outcome


# -- real processes ---------------------------------------------------------------

def _host_process(table: str = "indian", *extra: str) -> tuple[subprocess.Popen[str], int]:
    host = subprocess.Popen(
        [sys.executable, "-m", "scenes", "--host", table, "--headless", "--seed", "5",
         "--code", "abcde-fghjk", *extra], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert host.stdout is not None
    first = host.stdout.readline()
    assert first.startswith("listening 127.0.0.1:"), first
    return host, int(first.split()[1].rsplit(":", 1)[1])


def _ended(*processes: subprocess.Popen) -> None:
    """Killed (if still running), waited for, and their pipes closed."""
    for process in processes:
        process.kill()
        process.wait(timeout=10)
        for pipe in (process.stdin, process.stdout, process.stderr):
            if pipe is not None:
                pipe.close()


def _guest_command(port: int, code: str) -> list[str]:
    return [sys.executable, "-m", "scenes", "--join", f"127.0.0.1:{port}", "--code", code,
            "--headless"]


def _start_guest_with_bot(port: int, code: str, table: str = "indian"
                          ) -> tuple[subprocess.Popen[str], subprocess.Popen[bytes]]:
    """A guest process answered by the example bot process."""
    to_guest_r, to_guest_w = os.pipe()
    to_bot_r, to_bot_w = os.pipe()
    guest = subprocess.Popen(_guest_command(port, code), cwd=ROOT, stdin=to_guest_r,
                             stdout=to_bot_w, stderr=subprocess.PIPE, text=True)
    bot = subprocess.Popen([sys.executable, f"examples/bots/{table}_bot.py"], cwd=ROOT,
                           stdin=to_bot_r, stdout=to_guest_w)
    for fd in (to_guest_r, to_guest_w, to_bot_r, to_bot_w):
        os.close(fd)
    return guest, bot


def _finish(pair: tuple[subprocess.Popen[str], subprocess.Popen[bytes]]) -> tuple[int, str]:
    """(exit status, stderr) of the guest."""
    guest, bot = pair
    try:
        _, err = guest.communicate(timeout=180)
    finally:
        _ended(guest)
        bot.wait(timeout=10)
    return guest.returncode, err


def _guest_with_bot(port: int, code: str) -> tuple[int, str]:
    return _finish(_start_guest_with_bot(port, code))


def test_a_guest_process_plays_a_host_process_to_the_end_and_verifies_the_match():
    host, port = _host_process()
    try:
        wrong, wrong_err = _guest_with_bot(port, "ZZZZZ-ZZZZZ")
        status, err = _guest_with_bot(port, "ABCDE-FGHJK")
        out, _ = host.communicate(timeout=60)
    finally:
        _ended(host)
    assert wrong == 2 and "bad_key" in wrong_err
    assert status == 0, err
    assert err.strip().splitlines()[-1] == "verified"
    assert "seed commitment" in err
    assert "match over: winner seat" in out
    assert "bad_key" in out               # the host logged the stranger it dropped


def test_six_seat_showdown_with_three_guest_processes_and_ai_plays_to_the_end_verified():
    host, port = _host_process("showdown", "--seats", "normal,guest,guest,guest,normal,hard")
    try:
        pairs = [_start_guest_with_bot(port, "ABCDE-FGHJK", "showdown") for _ in range(3)]
        results = [_finish(pair) for pair in pairs]
        out, _ = host.communicate(timeout=60)
    finally:
        _ended(host)
    for status, err in results:
        assert status == 0, err
        assert err.strip().splitlines()[-1] == "verified"
    assert "match over: winner seat" in out


def test_a_guest_process_killed_mid_round_rejoins_at_the_same_decision():
    host, port = _host_process()
    try:
        first = subprocess.Popen(_guest_command(port, "ABCDE-FGHJK"), cwd=ROOT,
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 stderr=subprocess.DEVNULL, text=True)
        assert first.stdin is not None and first.stdout is not None
        asked = []
        while len(asked) < 4:
            line = json.loads(first.stdout.readline())
            if line["type"] == "decision":
                asked.append(line)
                if len(asked) < 4:
                    first.stdin.write(line["legal"][0] + "\n")
                    first.stdin.flush()
        _ended(first)                                 # mid-decision, no goodbye
        again = subprocess.Popen(_guest_command(port, "ABCDE-FGHJK"), cwd=ROOT,
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 stderr=subprocess.DEVNULL, text=True)
        assert again.stdout is not None
        lines = [json.loads(again.stdout.readline()) for _ in range(2)]
        _ended(again)
    finally:
        _ended(host)
    assert lines[0]["type"] == "match_start"
    assert {k: lines[1][k] for k in ("decision", "legal", "state")} == \
        {k: asked[-1][k] for k in ("decision", "legal", "state")}


def test_a_host_that_disappears_ends_the_match_for_its_guest_with_nothing_counted():
    host, port = _host_process()
    guest = subprocess.Popen(_guest_command(port, "ABCDE-FGHJK"), cwd=ROOT,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    assert guest.stdout is not None
    try:
        while (line := json.loads(guest.stdout.readline()))["type"] != "decision":
            pass
        host.kill()
        host.wait(timeout=10)
        _, err = guest.communicate(line["legal"][0] + "\n", timeout=60)
    finally:
        _ended(host, guest)
    assert guest.returncode == 1
    assert "nothing counted" in err and "Traceback" not in err


def test_a_guest_without_an_address_or_a_code_is_refused_before_connecting():
    run = subprocess.run([sys.executable, "-m", "scenes", "--join", "no host!:80", "--code",
                          "ABCDE-FGHJK", "--headless"], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 2 and "ADDRESS:PORT" in run.stderr
    run = subprocess.run([sys.executable, "-m", "scenes", "--join", "127.0.0.1:1", "--code",
                          "nope", "--headless"], cwd=ROOT, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 2 and "room code" in run.stderr


# -- hidden stays hidden ----------------------------------------------------------

def _wire_to_guest_two(own_card: str) -> list[bytes]:
    """Every plaintext the host sends seat 2, in a match whose first deal gives
    seat 2 ``own_card`` and is otherwise the same."""
    sent: list[bytes] = []
    match = _match([GUEST, GUEST], cards=["6", "9", own_card],
                   record=lambda seat, plain: seat == 1 and sent.append(plain))
    guests = [ThreadGuest(match.host.port, CODE, "one").start()]
    assert match.host.wait_for({0}, 20)             # seat 1 first, then seat 2
    guests.append(ThreadGuest(match.host.port, CODE, "two").start())
    _play(match, guests)
    # (a stacked deck is no seed's deal, so these matches cannot verify)
    assert all(g.over is not None for g in guests)
    return sent


def _revealed(plain: bytes) -> bool:
    number, message = decode(plain)
    return isinstance(message, RoundOver)


def test_every_byte_sent_to_a_guest_is_the_same_whatever_its_own_card_until_the_reveal():
    low, high = _wire_to_guest_two("2"), _wire_to_guest_two("10")
    reveal = next(i for i, plain in enumerate(low) if _revealed(plain))
    assert reveal > 1                                  # a welcome and decisions came first
    assert low[:reveal] == high[:reveal]
    assert low[reveal] != high[reveal]                 # the reveal shows it: the test can fail
    assert b'"10"' not in b"".join(high[:reveal]).replace(b'"raise 10"', b"")


def test_a_wire_capture_holds_no_card_and_no_word_in_the_clear():
    frames: list[bytes] = []
    match = _match([GUEST, "normal"])
    guest = ThreadGuest(match.host.port, CODE)
    real_send = guest.guest._raw
    guest.guest._raw = lambda frame: (frames.append(frame), real_send(frame))[1]
    guest.start()
    _play(match, [guest])
    assert guest.problem is None
    blob = b"".join(frames)
    for word in (b"stay", b"call", b"pass", b"fold", b"action", b"hello", b"guest"):
        assert word not in blob


# -- strangers and hostile peers --------------------------------------------------

def test_a_wrong_code_cannot_join_or_inject_and_the_seat_stays_free():
    match = _match([GUEST, "normal"])
    try:
        stranger = Guest(match.host.port, "ZZZZZZZZZZ")
        stranger.connect()
        with pytest.raises(GuestError, match="bad_key"):
            stranger.receive(timeout=10)
        assert match.host.connected() == set()
        assert any("bad_key" in reason for _, reason in match.host.dropped)
    finally:
        stranger.close()
        match.close()


class FloodingGuest(ThreadGuest):
    """At its third decision sends 10,000 copies of an answer at once, is
    dropped, then joins again with the same code and plays on."""

    def before_answer(self, decision: Decision) -> None:
        if self.decisions == 3:
            try:
                for _ in range(10_000):
                    self.guest.send(Action(decision.decision, "stay"))
            except GuestError:
                pass
            self._rejoin()
        elif self.decisions == 6:
            self.guest.send_raw(self.guest.last_frame)       # a replayed frame
            self._rejoin()

    def _rejoin(self) -> None:
        try:
            while self.guest.receive(timeout=5) is not None:
                pass
        except GuestError as exc:
            self.dropped_because = getattr(self, "dropped_because", []) + [str(exc)]
        self.guest.close()
        self.guest = Guest(self.guest.port, self.guest.code, "back again")
        self.guest.connect()
        self.guest.receive(timeout=10)                       # the welcome
        message = self.guest.receive(timeout=10)             # the same question again
        assert isinstance(message, Decision)


def _hostile_strangers(port: int, done: list[str]) -> None:
    # random bytes on the socket (not even a websocket)
    with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
        raw.sendall(os.urandom(4096))
        raw.settimeout(10)
        try:
            raw.recv(100)
        except OSError:
            pass
    done.append("random bytes")
    # a frame over the size limit
    with connect(f"ws://127.0.0.1:{port}", max_size=None, compression=None, proxy=None) as ws:
        ws.recv(timeout=10)
        try:
            ws.send(os.urandom(2_000_000))
            ws.recv(timeout=10)
        except (ConnectionClosed, OSError, TimeoutError):   # closed, as it should be
            pass
    done.append("huge frame")
    # random frames of the right size after the challenge, 10,000 of them
    with connect(f"ws://127.0.0.1:{port}", compression=None, proxy=None) as ws:
        ws.recv(timeout=10)
        try:
            for _ in range(10_000):
                ws.send(os.urandom(64))
        except (ConnectionClosed, OSError):
            pass
    done.append("flood of junk")


def test_hostile_peers_are_dropped_with_a_reason_while_the_match_plays_on():
    match = _match([GUEST, "normal"], seed=3)
    guest = FloodingGuest(match.host.port, CODE).start()
    done: list[str] = []
    strangers = threading.Thread(target=_hostile_strangers, args=(match.host.port, done))
    assert match.wait_for_guests(20)
    strangers.start()
    try:
        outcome = match.play()
    finally:
        strangers.join(60)
        match.close()
    guest.join()
    reasons = " | ".join(r for _, r in match.host.dropped)
    assert done == ["random bytes", "huge frame", "flood of junk"]
    assert guest.problem is None and outcome.winner is not None
    assert "flooding" in reasons and "replayed" in reasons
    assert "bad_key" in reasons and "too_long" in reasons
    assert guest.dropped_because        # (its socket may be reset before the reason arrives)


def test_an_illegal_word_is_refused_with_the_engines_reason_and_asked_again():
    words = iter(["raise 999", "hit", "jump"])
    match = _match([GUEST, "normal"], seed=4)

    def answer(legal: list[str]) -> str:
        return next(words, None) or ("stay" if "stay" in legal else
                                     "pass" if "pass" in legal else legal[0])
    guest = ThreadGuest(match.host.port, CODE, answer=answer).start()
    _play(match, [guest])
    refusals = [m for m in guest.received if m.TYPE == "refused"]
    assert [r.word for r in refusals] == ["raise 999", "hit", "jump"]
    assert all(r.reason for r in refusals)
    assert "raise" in refusals[0].reason.lower() or "between" in refusals[0].reason.lower()
    assert guest.problem is None


# -- fairness -----------------------------------------------------------------------

def test_a_guest_is_shown_the_commitment_first_and_verifies_an_honest_match():
    match = _match([GUEST, "hard"], seed=8)
    guest = ThreadGuest(match.host.port, CODE).start()
    _play(match, [guest])
    assert isinstance(guest.received[0], Welcome)
    assert guest.received[0].commitment and guest.problem is None
    assert isinstance(guest.received[-1], MatchOver)


def test_a_host_that_changes_the_deck_mid_match_is_caught_by_the_guest():
    def cheat(table) -> None:
        if table.round_no == 2 and not getattr(table, "_cheated", False):
            table._cheated = True
            table.shoe.stack(["11", "11", "11", "11"])
    match = _match([GUEST, "normal"], seed=9, tamper=cheat)
    guest = ThreadGuest(match.host.port, CODE).start()
    _play(match, [guest])
    assert guest.problem is not None and "not what the seed deals" in str(guest.problem)
