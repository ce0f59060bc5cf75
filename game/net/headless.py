"""Network play without a window, for scripts and tests.

Host: ``python -m scenes --host indian [--port N] [--code CODE] --headless``
prints ``listening 127.0.0.1:PORT code CODE`` and plays the host's seats with
its AI. Guest: ``python -m scenes --join 127.0.0.1:PORT --code CODE --headless``
speaks the bot protocol (docs/bots.md) on stdin/stdout: one JSON line per
message, one action word answered per ``decision``; a refused answer is a
``refused`` line followed by the same decision again. Its last line on stderr
says whether the match verified.
"""
from __future__ import annotations

import json
import sys
from dataclasses import replace
from typing import IO, Any

from game.net import crypto, views
from game.net.fairplay import verify, verify_updates
from game.net.guest import Guest, GuestError
from game.net.host import LOOPBACK
from game.net.match import GUEST, STATES, NetMatch
from game.net.schema import (
    Action,
    Bye,
    Decision,
    MatchOver,
    Refused,
    RoundOver,
    Update,
    Welcome,
)
from game.tables.showdown.rules import SHOWDOWN

JOIN_WAIT_S = 300.0
SEATS = {"indian": [GUEST, "normal"], "showdown": ["normal", GUEST, GUEST, "normal"]}
ITEMS = {"free_fold": 1, "chip_bonus": 2, "deal_again": 2}


def host_setup(table: str, seats: list[str]) -> dict[str, Any]:
    if table == "indian":
        return {"items": dict(ITEMS)}
    return {"chips": [SHOWDOWN.start_tokens] * len(seats)}


def run_host(table: str, seed: int, *, port: int = 0, code: str | None = None,
             seats: list[str] | None = None, out: IO[str] = sys.stdout) -> int:
    seats = list(seats or SEATS[table])
    code = code or crypto.new_code()
    match = NetMatch(table, seed, host_setup(table, seats), seats, code, port=port)
    bound = match.start()
    print(f"listening {LOOPBACK}:{bound} code {crypto.shown_code(code)}", file=out, flush=True)
    try:
        if not match.wait_for_guests(JOIN_WAIT_S):
            print("not every guest joined in time; no match", file=out, flush=True)
            return 1
        outcome = match.play()
        winner = "none" if outcome.winner is None else str(outcome.winner + 1)
        print(f"match over: winner seat {winner} after {outcome.rounds} rounds, "
              f"{len(outcome.actions)} actions, {outcome.refusals} refused", file=out,
              flush=True)
        for peer, reason in match.host.dropped:
            print(f"dropped {peer}: {reason}", file=out, flush=True)
    finally:
        match.close()
    return 0


def run_guest(address: str, code: str, *, name: str = "guest",
              stdin: IO[str] = sys.stdin, stdout: IO[str] = sys.stdout,
              stderr: IO[str] = sys.stderr) -> int:
    """0: the match ended and verified; 1: it did not verify or the host
    ended it; 2: could not join."""
    host, _, port_text = address.rpartition(":")
    host = host.removeprefix("[").removesuffix("]")          # [::1]:PORT
    normal = crypto.normal_code(code)
    if not _an_address(host) or not port_text.isdigit() or not 0 < int(port_text) < 65536:
        print(f"club21: --join takes ADDRESS:PORT (a host name or an IP address, "
              f"e.g. {LOOPBACK}:5000), not {address!r}", file=stderr)
        return 2
    if normal is None:
        print("club21: --code takes a room code (10 letters and digits, like ABCDE-FGHJK)",
              file=stderr)
        return 2
    guest = Guest(int(port_text), normal, name, address=host)
    try:
        guest.connect()
    except GuestError as exc:
        print(f"club21: {exc}", file=stderr)
        return 2
    try:
        return _play(guest, stdin, stdout, stderr)
    except GuestError as exc:
        if not guest.welcomed:            # refused at the door: wrong code, table full
            print(f"club21: could not join: {exc}", file=stderr)
            return 2
        print(f"club21: the match ended: {exc}; nothing counted", file=stderr)
        return 1
    finally:
        guest.close()


def _an_address(host: str) -> bool:
    return bool(host) and all(c.isalnum() or c in ".-:_" for c in host) and host.isascii()


def _line(out: IO[str], message: dict[str, Any]) -> None:
    out.write(json.dumps(message, separators=(",", ":")) + "\n")
    out.flush()


def _play(guest: Guest, stdin: IO[str], stdout: IO[str], stderr: IO[str]) -> int:
    welcome: Welcome | None = None
    seen: list[dict[str, Any]] = []
    updates: list[Update] = []          # from a window's host (window_match.py)
    while True:
        message = guest.receive()
        if isinstance(message, Update) and welcome is not None:
            updates.append(message)
            message = _as_bot_message(welcome, message, guest)
            if message is None:
                continue
        if isinstance(message, Welcome):
            if welcome is None:
                print(f"seed commitment {message.commitment}", file=stderr, flush=True)
            welcome = message
            _line(stdout, {"type": "match_start", "protocol": 1, "table": message.table,
                           "match": 0, "you": message.seat, "seats": message.seats,
                           "seed": 0, "timeout": 0, "rules": message.rules,
                           "commitment": message.commitment})
        elif welcome is None:
            raise GuestError(f"the host sent {message.TYPE if message else 'nothing'} "
                             "before its welcome")
        elif isinstance(message, Decision):
            seen.append(message.state)
            _line(stdout, {"type": "decision", "table": welcome.table, "match": 0,
                           "decision": message.decision, "you": welcome.seat,
                           "offer": message.offer, "legal": message.legal,
                           "state": message.state})
            word = stdin.readline()
            if not word:
                guest.close("the player left")
                print("club21: no more answers on stdin; left the table", file=stderr)
                return 1
            guest.send(Action(message.decision, word.strip()[:200]))
        elif isinstance(message, Refused):
            _line(stdout, {"type": "refused", "decision": message.decision,
                           "word": message.word, "reason": message.reason})
        elif isinstance(message, RoundOver):
            seen.append(message.state)
            _line(stdout, {"type": "round_over", "table": welcome.table, "match": 0,
                           "you": welcome.seat, "state": message.state})
        elif isinstance(message, MatchOver):
            if updates:
                problem = verify_updates(welcome, message, updates)
                message = replace(message, state=_bot_state(welcome, message.state))
            else:
                seen.append(message.state)
                problem = verify(welcome, message, seen)
            _line(stdout, {"type": "match_over", "table": welcome.table, "match": 0,
                           "you": welcome.seat, "winner": message.winner,
                           "you_won": message.winner == welcome.seat,
                           "rounds": message.rounds, "state": message.state,
                           "seed": message.seed, "verified": problem is None})
            print("verified" if problem is None else f"NOT verified: {problem}",
                  file=stderr, flush=True)
            return 0 if problem is None else 1
        elif isinstance(message, Bye):
            print(f"club21: the host ended the match ({message.reason}); nothing counted",
                  file=stderr)
            return 1



def _bot_state(welcome: Welcome, observation: dict[str, Any]) -> dict[str, Any]:
    """A window update's observation as the bot protocol's state."""
    try:
        obs = views.decode_observation(welcome.table, observation, welcome.seat - 1,
                                       welcome.seats)
    except views.ViewError as exc:
        raise GuestError(f"bad message from the host: {exc}") from None
    return STATES[welcome.table](obs)


def _as_bot_message(welcome: Welcome, update: Update, guest: Guest
                    ) -> Decision | RoundOver | None:
    """A window host's update as the bot protocol has it: a question is a
    decision; at a round's result (``next``) a round_over, answered here."""
    state = _bot_state(welcome, update.observation)
    try:                                # a card this seat may not see ends it here
        views.decode_events(welcome.table, update.events, welcome.seat - 1, welcome.seats)
    except views.ViewError as exc:
        raise GuestError(f"bad message from the host: {exc}") from None
    if not update.decision:
        return None
    if update.legal == ["next"]:
        guest.send(Action(update.decision, "next"))
        return RoundOver(state)
    return Decision(update.decision, update.offer, list(update.legal), state)
