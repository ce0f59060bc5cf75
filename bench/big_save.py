"""A long save made fast: real rounds at all four tables, written through the
profile's own calls (the engine plays, nothing is drawn).

    python -m bench.big_save FOLDER [--rounds 100000] [--seed 1]

Midnight and Classic sittings of random legal play (one 10-chip bet a round,
a refill when broke), Showdown matches of three seats played to their end
(rounds after the player is out are "watched"), and Indian matches.  Every
word goes through ``Profile`` exactly as the scenes write it, with the
round results of ``game.storage.results``; the only liberty is
``synchronous = OFF`` while writing (a benchmark's save need not survive a
power cut), which makes 100,000 rounds a matter of minutes, not hours.
"""
from __future__ import annotations

import argparse
import random
import sqlite3
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.storage.journal import RoundResult
from game.storage.profile import Profile
from game.storage.replays import start_table
from game.storage.results import dealer_result, indian_result, showdown_result
from game.storage.store import DB_NAME, open_storage
from game.tables.dealer.actions import format_action, parse_action
from game.tables.dealer.rules import CLASSIC, MIDNIGHT
from game.tables.dealer.table import DealerTable
from game.tables.games import game_for
from game.tables.indian.view import IndianPhase
from game.tables.showdown.view import ShowdownPhase

BET_CENTS = 1000
DEALER_ROUNDS = (20, 80)          # rounds per Midnight / Classic sitting
MATCH_SHARE = 0.4                 # of sittings: a Showdown or Indian match
MAX_MATCH_WORDS = 600


def rounds_in(profile: Profile) -> int:
    count: int = profile.db.read().execute(
        "SELECT COUNT(*) FROM rounds WHERE settled_ms IS NOT NULL").fetchone()[0]
    return count


def rounds_in_file(folder: Path) -> int:
    """Settled rounds in the save in ``folder`` (0 if there is none)."""
    path = folder / DB_NAME
    if not path.exists():
        return 0
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        count: int = conn.execute(
            "SELECT COUNT(*) FROM rounds WHERE settled_ms IS NOT NULL").fetchone()[0]
        return count
    except sqlite3.Error:
        return 0
    finally:
        conn.close()


def play_dealer(profile: Profile, name: str, rounds: int, rng: random.Random) -> int:
    """Up to ``rounds`` rounds of random legal play; returns the rounds played."""
    if profile.can_refill():
        profile.refill()
    if profile.bankroll_cents < 100:
        return 0
    rules = {"midnight": MIDNIGHT, "classic": CLASSIC}[name]
    cents = profile.bankroll_cents
    s = profile.sit_down(name, {}, {"cents": [cents]}, seed=rng.getrandbits(128))
    t = DealerTable(rules, s.seed, None, cents=[cents])

    def money() -> dict[str, int]:
        return {"rack_cents": t.chips_of(0), "staked_cents": t.on_table_of(0)}

    played = 0
    while played < rounds and t.chips_of(0) >= 100:
        bet = f"bet 1 {min(BET_CENTS, t.chips_of(0)) // 100}"     # what is left, when short
        t.apply(parse_action(bet, rules))
        profile.record_action(s.id, bet, **money())
        t.apply(parse_action("deal", rules))
        profile.begin_round(s.id, "deal", **money())
        if t.round_finished:
            profile.settle_round(s.id, dealer_result(t, 0), **money())
        while not t.round_finished:
            word = format_action(rng.choice(t.legal_actions()))
            t.apply(parse_action(word, rules))
            if t.round_finished:
                profile.settle_round(s.id, dealer_result(t, 0), word=word, **money())
            else:
                profile.record_action(s.id, word, **money())
        played += 1
    profile.stand_up(s.id)
    return played


def play_match(profile: Profile, name: str, rng: random.Random) -> int:
    """One Showdown or Indian match against random play, journaled as the
    table scenes do (``TableJournal.match_word``); returns the rounds settled."""
    setup: dict[str, Any] = ({"chips": [20, 20]} if name == "indian"
                             else {"chips": [20, 20, 20], "first_seat": 1})
    s = profile.sit_down(name, {}, setup, opponent="ai", seed=rng.getrandbits(128))
    _, table = start_table(s.record([]))
    game = game_for(name)
    state = {"open": False, "round": 0, "settled": 0}

    def ended() -> bool:
        if name == "indian":
            return table.phase in (IndianPhase.RESULT, IndianPhase.OVER)
        return table.phase is not ShowdownPhase.PLAY

    def result() -> RoundResult:
        return indian_result(table) if name == "indian" else showdown_result(table, 0)

    def settle(word: str | None) -> None:
        profile.settle_round(s.id, result(), word=word)
        state["open"], state["settled"] = False, state["settled"] + 1

    def write(word: str | None) -> None:
        if not state["open"] and table.round_no > state["round"]:
            profile.begin_round(s.id, word)
            state["open"], state["round"] = True, table.round_no
            if ended():
                settle(None)
        elif state["open"] and ended():
            settle(word)
        elif word is not None:
            profile.record_action(s.id, word)

    write(None)
    words = 0
    while table.winner is None and (words < MAX_MATCH_WORDS or state["open"]):
        action = rng.choice(table.legal_actions())
        word = game.format(table, action)
        table.apply(action)
        table.events()
        write(word)
        words += 1
    if table.winner is not None and not state["open"]:
        profile.finish_match(s.id, table.winner == 0, "")
    else:
        profile.stand_up(s.id)
    return state["settled"]


def fill(profile: Profile, rounds: int, seed: int = 1,
         progress: Callable[[int], None] | None = None) -> int:
    """Play until the save holds at least ``rounds`` settled rounds."""
    rng = random.Random(seed)
    have = rounds_in(profile)
    while have < rounds:
        if rng.random() < MATCH_SHARE:
            have += play_match(profile, rng.choice(("showdown", "indian")), rng)
        else:
            want = min(rng.randint(*DEALER_ROUNDS), rounds - have)
            have += play_dealer(profile, rng.choice(("midnight", "classic")), want, rng)
        if progress is not None:
            progress(have)
    return have


def make(folder: Path, rounds: int, seed: int = 1, quiet: bool = False) -> int:
    """A save of at least ``rounds`` rounds in ``folder`` (made, or grown)."""
    opened = open_storage(folder)
    if opened.profile is None:
        raise SystemExit(f"big_save: cannot open a save in {folder}: {opened.message}")
    # No rotating backup every few rounds: copying a growing file thousands of
    # times would take longer than the play itself.
    profile = Profile(opened.profile.db)
    profile.db.conn.execute("PRAGMA synchronous = OFF")
    last = [time.monotonic()]

    def progress(have: int) -> None:
        if not quiet and time.monotonic() - last[0] > 5:
            last[0] = time.monotonic()
            print(f"  {have:,} rounds", file=sys.stderr, flush=True)
    try:
        return fill(profile, rounds, seed, progress)
    finally:
        profile.close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.big_save",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("folder", type=Path, help="the data folder (CLUB21_DATA_DIR) to fill")
    ap.add_argument("--rounds", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    start = time.monotonic()
    try:
        have = make(args.folder, args.rounds, args.seed)
    except KeyboardInterrupt:
        print("big_save: stopped (the save holds every round written so far)")
        return 130
    print(f"{have:,} rounds in {args.folder} ({time.monotonic() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
