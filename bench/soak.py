"""Verify soak: play many sittings through the real scenes, then verify every round.

    python bench/soak.py                         # 200 sittings, seed 1
    python bench/soak.py --sittings 40 --seed 7
    python bench/soak.py --rounds 100000 --engine-only --db DIR    # a large save, fast

The scene soak opens a headless ``App`` on a fresh save and plays sittings in
turn at Midnight, Classic, Showdown and Indian (``bench.soak_scenes``: a seeded
random player, legal moves only, through each scene as a person would; house
rules at the dealer tables, one to three people at Classic, Showdown played on
after the human is out, WATCHED or SKIPPED TO END, Indian against the AI or by
two people at one screen; matches resigned or given up for a new one).  Then
every finished round in the save is compared with its re-deal by
``game.storage.round_check.check_round`` — what ``python -m game.verify`` and
History → Verify run (``verify_save`` says how a long match is covered).  On
honest play every verdict must be VERIFIED: a MISMATCH is a false one, and the
exit status is 1.

``--engine-only`` writes a large save fast: sittings played by the engines
alone (random legal moves), no scene and no drawing, written by the scenes'
own savers and journal (``bench.soak_engine``); its rounds verify the same
way (``--verify N`` checks N of them spread over the save, ``--verify all``
every one).
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.storage import ledger  # noqa: E402
from game.storage.db import Database  # noqa: E402
from game.storage.errors import StorageError  # noqa: E402
from game.storage.round_check import Verdict, check_round  # noqa: E402

DEFAULT_SITTINGS = 200
T = TypeVar("T")
EVERY_ROUND_UPTO = 60           # a sitting this short: every round gets its own check
SPOT_CHECKS = 8                 # a longer one: this many of its rounds, besides its last


@dataclass
class Verified:
    """What the verifier said of the save's finished rounds."""
    finished: int = 0               # rounds with a result in the save
    compared: int = 0               # of them, compared with their re-deal by a VERIFIED check
    checks: int = 0                 # ``check_round`` calls
    verdicts: Counter[Verdict] = field(default_factory=Counter)
    by_outcome: Counter[str] = field(default_factory=Counter)
    mismatches: list[str] = field(default_factory=list)     # "round N: what differs"
    ledger_checked: bool = False    # the whole profile's chain, money and match results
    ledger_problems: list[str] = field(default_factory=list)

    @property
    def false_mismatches(self) -> int:
        return self.verdicts[Verdict.MISMATCH] + len(self.ledger_problems)

    @property
    def all_verified(self) -> bool:
        return (self.checks == self.verdicts[Verdict.VERIFIED] and self.compared == self.finished
                and not self.ledger_problems)


def check_whole_ledger(db: Database, out: Verified) -> None:
    """The ledger of the whole profile, as ``python -m game.verify --profile``
    checks it: the chain of rounds, the money, every match's result re-dealt."""
    report = ledger.check_ledger(db)
    out.ledger_checked = True
    out.ledger_problems += [str(problem) for problem in report.problems]   # "ledger: …"


def finished_by_sitting(db: Database) -> dict[int, list[tuple[int, str]]]:
    """Each sitting's finished rounds, (id, outcome), oldest first."""
    out: dict[int, list[tuple[int, str]]] = {}
    for rid, sitting, outcome in db.read().execute(
            "SELECT id, sitting_id, outcome FROM rounds WHERE outcome IS NOT NULL ORDER BY id"):
        out.setdefault(sitting, []).append((rid, outcome))
    return out


def _check(db: Database, rid: int, out: Verified) -> bool:
    report = check_round(db, rid)
    out.checks += 1
    out.verdicts[report.verdict] += 1
    if report.verdict is not Verdict.VERIFIED:
        out.mismatches.append(f"round {rid}: {report.last_line}")
    return report.ok


def verify_save(db: Database, every_upto: int = EVERY_ROUND_UPTO,
                spot_checks: int = SPOT_CHECKS) -> Verified:
    """Every finished round, compared with its re-deal by ``check_round`` (what
    ``python -m game.verify`` and History → Verify run).

    ``check_round(r)`` re-deals the sitting from its seed and compares every
    round of it up to ``r`` (cards, result, bankroll), so the check of a
    sitting's last finished round compares all of them.  Besides, each round of
    a short sitting is checked on its own (its verdict, and at the dealer
    tables its shoe), and ``spot_checks`` rounds spread over a long one: one
    check per round of a 700-round Showdown match would re-deal it 700 times.
    """
    out = Verified()
    for rounds in finished_by_sitting(db).values():
        out.finished += len(rounds)
        out.by_outcome.update(outcome for _rid, outcome in rounds)
        own = rounds[:-1] if len(rounds) <= every_upto else sample(rounds[:-1], spot_checks)
        for rid, _outcome in own:
            _check(db, rid, out)
        if _check(db, rounds[-1][0], out):
            out.compared += len(rounds)
    check_whole_ledger(db, out)
    return out


def verify_each(db: Database, rounds: Iterable[tuple[int, str]]) -> Verified:
    """Exactly these rounds, one check each (a sample of a large save)."""
    out = Verified()
    for rid, outcome in rounds:
        out.finished += 1
        out.by_outcome[outcome] += 1
        if _check(db, rid, out):
            out.compared += 1
    return out


def sample(items: list[T], n: int) -> list[T]:
    """``n`` items spread evenly over ``items`` (all of them when there are fewer)."""
    if n >= len(items):
        return list(items)
    if n <= 0:
        return []
    step = len(items) / n
    return [items[int(i * step)] for i in range(n)]


# -- the scene soak -------------------------------------------------------------------
@dataclass
class SceneSoak:
    sittings: Counter[str] = field(default_factory=Counter)
    endings: Counter[tuple[str, str]] = field(default_factory=Counter)
    rounds_played: int = 0
    new_matches: Counter[str] = field(default_factory=Counter)
    words: Counter[str] = field(default_factory=Counter)     # ``word_counts`` of the save
    play_s: float = 0.0

    @property
    def showdown_played_out(self) -> int:
        """Showdown matches played on to their end after the human was out."""
        from bench.soak_scenes import Ending
        return sum(n for (table, ending), n in self.endings.items()
                   if table == "showdown" and ending in (Ending.WATCHED.value,
                                                         Ending.SKIPPED.value))


def scratch_folder() -> Path:
    """A new folder for the save, in memory when the system has /dev/shm: every
    commit waits for the disk (``synchronous = FULL``), three times slower on one."""
    shm = Path("/dev/shm")
    where = shm if shm.is_dir() and os.access(shm, os.W_OK) else None
    return Path(tempfile.mkdtemp(prefix="club21-soak-", dir=where))


def open_soak_app(folder: Path, seed: int):
    """A strict headless App on ``folder`` (a fresh save), animations instant, no tips."""
    from scenes.app.heap import freeze_startup
    from scenes.app.loop import App
    from scenes.app.settings_store import AnimSpeed
    app = App(strict=True, data_dir=folder, seed=seed)
    freeze_startup()      # as App.start does: a scene leaving the stack collects only its own
    app.context.update_settings(anim_speed=AnimSpeed.INSTANT, show_tips=False)
    app.open_profile(show=False)        # as App.start does before a table opens
    if app.context.profile is None:
        app.close()
        raise RuntimeError(f"no save could be opened in {folder}")
    return app


def play_scenes(app, sittings: int, seed: int, log: Callable[[str], None]) -> SceneSoak:
    """``sittings`` sittings in turn at the four tables (a seeded random player)."""
    from bench.soak_scenes import TABLES, play_sitting
    rng = random.Random(seed)
    soak = SceneSoak()
    start = time.perf_counter()
    for n in range(sittings):
        table = TABLES[n % len(TABLES)]
        played = play_sitting(app, table, random.Random(rng.getrandbits(64)))
        soak.sittings[table] += 1
        soak.endings[(table, played.ending.value)] += 1
        soak.rounds_played += played.rounds
        soak.new_matches[table] += played.new_matches
        if (n + 1) % 20 == 0:
            log(f"  {n + 1} sittings, {soak.rounds_played} rounds "
                f"({time.perf_counter() - start:.0f} s)")
    soak.play_s = time.perf_counter() - start
    return soak


def run_scenes(sittings: int, seed: int, folder: Path | None,
               log: Callable[[str], None] = print) -> tuple[SceneSoak, Verified, float]:
    """Play, then verify every finished round; (soak, verified, verify seconds)."""
    folder = folder or scratch_folder()
    app = open_soak_app(folder, seed)
    try:
        soak = play_scenes(app, sittings, seed, log)
        profile = app.context.profile
        if profile is None:
            raise RuntimeError(f"no save could be opened in {folder}")
        soak.words = word_counts(profile.db)
        start = time.perf_counter()
        verified = verify_save(profile.db)
        return soak, verified, time.perf_counter() - start
    finally:
        app.context.manager.clear()
        app.close()


# Decisions worth seeing in the count: each is a way a round's money or cards can go.
COUNTED_WORDS = ("split", "double", "surrender", "insure", "no_insure", "rebet_deal",
                 "fold", "free_fold", "chip_bonus", "deal_again")


def word_counts(db: Database) -> Counter[str]:
    """How often each counted decision was played, by table ("classic split": 12)."""
    counts: Counter[str] = Counter()
    for table, word, n in db.read().execute(
            "SELECT s.tbl, a.word, COUNT(*) FROM actions a JOIN sittings s ON s.id = a.sitting_id "
            "GROUP BY s.tbl, a.word"):
        head = str(word).split()[0]
        if head in COUNTED_WORDS:
            counts[f"{table} {head}"] += n
    return counts


def scene_report(soak: SceneSoak, verified: Verified, verify_s: float) -> str:
    lines = ["sittings per table: " + ", ".join(f"{t} {soak.sittings[t]}"
                                                for t in sorted(soak.sittings)),
             "how they ended:"]
    for (table, ending), n in sorted(soak.endings.items()):
        lines.append(f"  {table:9s} {ending:28s} {n}")
    for table, n in sorted(soak.new_matches.items()):
        if n:
            lines.append(f"  {table:9s} {'given up for a new match':28s} {n}")
    lines.append("decisions played: " + ", ".join(
        f"{w} {n}" for w, n in sorted(soak.words.items())))
    lines += [f"Showdown matches played to their end after the human was out: "
              f"{soak.showdown_played_out}",
              f"rounds played: {soak.rounds_played} in {soak.play_s:.1f} s",
              *verify_lines(verified, verify_s)]
    return "\n".join(lines)


def verify_lines(verified: Verified, seconds: float) -> list[str]:
    outcomes = ", ".join(f"{o} {n}" for o, n in sorted(verified.by_outcome.items()))
    lines = [f"finished rounds: {verified.finished} ({outcomes})",
             f"rounds verified (compared with their re-deal): {verified.compared}, "
             f"by {verified.checks} checks in {seconds:.1f} s",
             "verdicts: " + ", ".join(f"{v.value} {verified.verdicts[v]}" for v in Verdict),
             "ledger (chain, money, match results): "
             + ("not checked" if not verified.ledger_checked
                else "VERIFIED" if not verified.ledger_problems
                else f"{len(verified.ledger_problems)} problems"),
             f"false MISMATCH: {verified.false_mismatches}"]
    lines += [f"  {m}" for m in (verified.mismatches + verified.ledger_problems)[:20]]
    return lines


# -- the command line ---------------------------------------------------------------
def _parse(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(
        prog="python bench/soak.py", description=__doc__.split("\n")[0],
        epilog="Exit status: 0 every round verified, 1 any round not VERIFIED.")
    ap.add_argument("--sittings", type=int, default=DEFAULT_SITTINGS,
                    help=f"sittings through the scenes, in turn at the four tables "
                         f"(default {DEFAULT_SITTINGS})")
    ap.add_argument("--seed", type=int, default=1, help="the soak's seed (default 1)")
    ap.add_argument("--db", type=Path, default=None,
                    help="the folder of the save to write (default: a new temporary folder); "
                         "with --engine-only it must not hold a save yet")
    ap.add_argument("--engine-only", action="store_true",
                    help="no scenes: write --rounds rounds through the journal, fast")
    ap.add_argument("--rounds", type=int, default=100_000,
                    help="--engine-only: finished rounds to write (default 100,000)")
    ap.add_argument("--verify", default="200",
                    help="--engine-only: rounds to verify afterwards, a number (an even "
                         "sample) or 'all' (default 200)")
    args = ap.parse_args(argv)
    if args.sittings < 1 or args.rounds < 1:
        ap.error("--sittings and --rounds are at least 1")
    if args.verify != "all" and not args.verify.isdigit():
        ap.error("--verify is a number or 'all'")
    return args


def _engine_main(args: argparse.Namespace) -> int:
    from bench.soak_engine import write_save
    folder = args.db or scratch_folder()
    start = time.perf_counter()
    written = write_save(folder, args.rounds, args.seed,
                         lambda n: print(f"  {n} rounds ({time.perf_counter() - start:.0f} s)"))
    print(f"save: {written.path}")
    print(f"wrote {written.rounds} rounds in {written.sittings_total} sittings "
          f"({written.describe()}) in {time.perf_counter() - start:.1f} s")
    db = Database.open_checked(written.path)
    try:
        start = time.perf_counter()
        if args.verify == "all":
            verified = verify_save(db)
        else:
            rounds = [r for rounds in finished_by_sitting(db).values() for r in rounds]
            verified = verify_each(db, sample(sorted(rounds), int(args.verify)))
        for line in verify_lines(verified, time.perf_counter() - start):
            print(line)
    finally:
        db.close()
    return 0 if verified.all_verified else 1


def main(argv: list[str] | None = None) -> int:
    args = _parse(argv)
    try:
        if args.engine_only:
            return _engine_main(args)
        start = time.perf_counter()
        soak, verified, verify_s = run_scenes(args.sittings, args.seed, args.db)
        print(scene_report(soak, verified, verify_s))
        print(f"soak run time: {time.perf_counter() - start:.1f} s")
        return 0 if verified.all_verified else 1
    except StorageError as exc:
        print(f"soak: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("soak stopped (Ctrl+C)", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
