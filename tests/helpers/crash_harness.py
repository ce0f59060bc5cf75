"""Kill the crash player with SIGKILL at random moments and audit every time.

Used by tests/test_crash_safety.py (30+ kills) and bench/crash_soak.py (1,000+).
After each kill the save must open cleanly, and an independent audit replays
every sitting from its seed and words and checks:

- the stored bankroll + stake equal the replayed table's chips + stake, exactly;
- every round's stored bankroll before/after equals the replay's;
- start chips + refills + the sum of every sitting's gain = the money now
  (no chip created or lost across kills);
- the restarted player resumed at the last written decision: the same number
  of actions and the same table digest it printed before it was killed (or
  one decision further, when the kill fell between commit and print).
"""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))
sys.path.insert(0, str(HERE))

from crash_player import build  # noqa: E402

from game.storage.db import get_rows  # noqa: E402
from game.storage.profile import START_CENTS  # noqa: E402
from game.storage.store import OpenStatus, open_storage  # noqa: E402
from game.tables.dealer.actions import parse_action  # noqa: E402
from game.tables.dealer.rules import MIDNIGHT  # noqa: E402

PLAYER = HERE / "crash_player.py"


@dataclass
class Report:
    kills: int = 0
    resumed_exact: int = 0          # same decision count and same table digest
    resumed_next: int = 0           # killed after the commit, before the print
    resumed_mid_round: int = 0
    rounds: int = 0
    refills: int = 0
    audits: int = 0
    problems: list[str] = field(default_factory=list)


def audit(folder: Path) -> tuple[int, int, int]:
    """Open like the game does and replay everything; raises AssertionError."""
    opened = open_storage(folder)
    assert opened.status in (OpenStatus.READY, OpenStatus.NEW), opened.message
    profile = opened.profile
    try:
        cur = profile.db.read()
        sittings = get_rows(cur, "sittings", "ORDER BY id")
        refills = get_rows(cur, "refills")
        gained = 0
        for s in sittings:
            record = profile.journal.sitting(s["id"]).record(profile.journal.actions(s["id"]))
            totals = [sum(record["setup"]["cents"])]
            table = build({**record, "actions": []})
            for word in record["actions"]:
                table.apply(parse_action(word, MIDNIGHT))
                totals.append(table.chips_of(0) + table.on_table_of(0))
            for r in profile.journal.rounds_of(s["id"]):
                assert r["bankroll_before"] == totals[r["first_seq"]], (s["id"], r)
                if r["last_seq"] is not None:
                    assert r["bankroll_after"] == totals[r["last_seq"] + 1], (s["id"], r)
            if s["ended_ms"] is None:
                assert (table.chips_of(0), table.on_table_of(0)) == \
                    (profile.bankroll_cents, s["staked_cents"]), "stored money != replayed"
            else:
                assert s["staked_cents"] == 0
            gained += totals[-1] - totals[0]
        refill_cents = sum(r["amount_cents"] for r in refills)
        assert START_CENTS + refill_cents + gained == profile.total_cents, \
            (START_CENTS, refill_cents, gained, profile.total_cents)
        return profile.history.count(), len(refills), profile.total_cents
    finally:
        profile.close()


def _last_mark(lines: list[str]) -> tuple[int, int, str] | None:
    for line in reversed(lines):
        parts = line.split()
        if len(parts) == 4 and parts[0] in ("J", "RESUMED"):
            try:
                return int(parts[1]), int(parts[2]), parts[3]
            except ValueError:
                continue
    return None


def _first_resume(lines: list[str]) -> tuple[int, int, str] | None:
    for line in lines:
        parts = line.split()
        if len(parts) == 4 and parts[0] == "RESUMED":
            return int(parts[1]), int(parts[2]), parts[3]
    return None


def run(folder: Path, kills: int, seed: int = 0, max_delay: float = 0.25,
        log=lambda *_: None) -> Report:
    rng = random.Random(seed)
    report = Report()
    last: tuple[int, int, str] | None = None
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    while report.kills < kills:
        proc = subprocess.Popen([sys.executable, str(PLAYER), str(folder), "1000000000"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        head = ""
        if rng.random() < 0.2:                  # a blind kill: may land in start-up,
            time.sleep(rng.uniform(0.0, 0.3))    # opening, checking or the backup
        else:                                    # else somewhere in the play
            head = proc.stdout.readline()
            time.sleep(rng.uniform(0.0, max_delay))
        proc.send_signal(signal.SIGKILL)
        # Read through the same buffered file readline() used (communicate()
        # would read the raw pipe and miss lines already buffered).
        out = head + proc.stdout.read()
        err = proc.stderr.read()
        proc.wait()
        proc.stdout.close()
        proc.stderr.close()
        report.kills += 1
        if proc.returncode not in (-signal.SIGKILL, 0):
            report.problems.append(f"kill {report.kills}: exit {proc.returncode}: {err[-400:]}")
            break
        lines = out.splitlines()
        resumed = _first_resume(lines)
        if resumed and last and resumed[0] == last[0]:
            if resumed[1] == last[1]:
                if resumed[2] != last[2]:
                    report.problems.append(
                        f"kill {report.kills}: resumed table differs {last} {resumed}")
                report.resumed_exact += 1
            elif resumed[1] == last[1] + 1:
                report.resumed_next += 1
            else:
                report.problems.append(
                    f"kill {report.kills}: resumed at {resumed}, expected {last}")
        if any(line.startswith("MIDROUND") for line in lines):
            report.resumed_mid_round += 1
        mark = _last_mark(lines)
        if mark is not None:
            last = mark
        try:
            report.rounds, report.refills, total = audit(folder)
            report.audits += 1
        except AssertionError as exc:
            report.problems.append(f"kill {report.kills}: audit failed: {exc}")
            break
        log(f"kill {report.kills}: {len(lines)} lines, rounds {report.rounds}, total {total}")
    return report


def finish(folder: Path, more_rounds: int = 3) -> tuple[str, tuple[int, int, int]]:
    """Let the player run to its end without a kill; returns its last line + audit."""
    rounds = audit(folder)[0]
    done = subprocess.run([sys.executable, str(PLAYER), str(folder), str(rounds + more_rounds)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.splitlines()[-1], audit(folder)
