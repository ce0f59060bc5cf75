"""A small profile with history, built through the public API (no engine)."""
from __future__ import annotations

import contextlib
import random
import shutil
import sqlite3
from pathlib import Path

from game.storage.journal import RoundResult
from game.storage.store import DB_NAME


def play_fake_rounds(profile, n: int = 12, seed: int = 5) -> list[int]:
    """n Midnight-like rounds (bet 10, random payout), then an Indian match."""
    rng = random.Random(seed)
    s = profile.sit_down("midnight", {}, {"cents": [profile.bankroll_cents]},
                         seed=rng.getrandbits(128))
    ids = []
    for i in range(n):
        rack = profile.bankroll_cents
        profile.record_action(s.id, "bet 1 10", rack_cents=rack - 1000, staked_cents=1000)
        profile.begin_round(s.id, "deal", rack_cents=rack - 1000, staked_cents=1000)
        profile.record_action(s.id, "hit", rack_cents=rack - 1000, staked_cents=1000)
        payout = rng.choice([0, 1000, 2000, 2500])
        ids.append(profile.settle_round(
            s.id, RoundResult(blackjacks=int(payout == 2500), summary=f"round {i}"),
            rack_cents=rack - 1000 + payout, staked_cents=0, word="stand"))
    profile.stand_up(s.id)
    m = profile.sit_down("indian", {}, {"chips": [30, 30]}, opponent="ai",
                         seed=rng.getrandbits(128))
    profile.begin_round(m.id)
    profile.record_action(m.id, "raise 3")
    ids.append(profile.settle_round(m.id, RoundResult(won=True, summary="pot 6"), word="call"))
    profile.finish_match(m.id, won=True, summary="won")
    return ids


def fingerprint(profile) -> tuple:
    """Everything a player could lose, as comparable values."""
    cur = profile.db.read()
    dump = tuple(tuple(cur.execute(f"SELECT * FROM {t} ORDER BY 1, 2").fetchall())
                 for t in ("profile", "refills", "sittings", "actions", "rounds"))
    return profile.total_cents, dump


def copy_save(folder: Path, to: Path) -> Path:
    """A private copy of a save folder, its database taken as one snapshot with
    SQLite's backup API.  Copying the files would race with a reader the closed
    profile left behind (its start-up check may still be finishing on a busy
    machine): that reader keeps the write-ahead log from being folded in, so
    the newest rows may live only in the -wal file as it comes and goes."""
    shutil.copytree(folder, to, ignore=shutil.ignore_patterns(
        DB_NAME, DB_NAME + "-wal", DB_NAME + "-shm", DB_NAME + "-journal"))
    with contextlib.closing(sqlite3.connect(str(folder / DB_NAME))) as source, \
            contextlib.closing(sqlite3.connect(str(to / DB_NAME))) as copy:
        source.backup(copy)
    return to
