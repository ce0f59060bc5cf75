"""Every matchup issue #31's "Done when" names, in one run:

    python bench/indian_done_when.py                      # the full gauntlet (2 workers)
    python bench/indian_done_when.py --quick              # 40 matches each (100 for readers)
    python bench/indian_done_when.py --opponents maniac,learner,raise-always-18
    python bench/indian_done_when.py --bot hard --json out.json

Matchups: hard against raise-always-N and raise-favoured-N for N = 2..30 and
maniac, bully, pressure, station, tag, mimic, uniform (400 matches each);
hard against bayes and learner (1,000 each); normal against easy and hard
against normal (400 each). Seats alternate every match (match k: A is
player 1 when k is even).

Per matchup: A's share of matches won with a 95% Wilson interval, the
target and whether the interval's lower end clears it (PASS), the
opponent's net chips per round with a 95% interval (a ratio estimate over
matches, ``bench/indian_chips``: positive = it takes chips from A, a proven
lower bound on A's exploitability in the real game), A's fold rate to the
raiser's first-round raises (raisers only) and the mean rounds a match.

Deterministic by seed whatever ``--workers``: every match is seeded by
(seed, k) alone; the work is cut into fixed slices of match numbers, and
``learner`` (which learns across matches) learns across each of its two
halves in turn from an empty memory, so a half replays exactly.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.indian_chips import ChipMeter, ratio_interval
from game.ai.base import BaseBot
from game.ai.registry import make_bot
from game.interrupt import quiet_pool
from game.sim.tournament import Players, forget_opponents, indian_match, wilson

SIZES = range(2, 31)
LAST_ROUND = ["maniac", "bully", "pressure", "station", "tag", "mimic", "uniform"]
READERS = ["bayes", "learner"]
EXPLOITER_TARGET = 0.55
READER_TARGET = 0.52
LEVEL_TARGET = 0.70
SLICE = 50                 # matches per job (a reader that learns: half the run)


@dataclass(frozen=True)
class Matchup:
    a: str
    b: str
    matches: int
    target: float

    @property
    def label(self) -> str:
        return self.b if self.a == "hard" else f"{self.a} vs {self.b}"


def matchups(bot: str, quick: bool) -> list[Matchup]:
    n, big = (40, 100) if quick else (400, 1000)
    out = [Matchup(bot, f"raise-{kind}-{s}", n, EXPLOITER_TARGET)
           for kind in ("always", "favoured") for s in SIZES]
    out += [Matchup(bot, name, n, EXPLOITER_TARGET) for name in LAST_ROUND]
    out += [Matchup(bot, name, big, READER_TARGET) for name in READERS]
    out += [Matchup("normal", "easy", n, LEVEL_TARGET), Matchup(bot, "normal", n, LEVEL_TARGET)]
    return out


def learns_across_matches(level: str) -> bool:
    return level == "learner"


@dataclass(frozen=True)
class Job:
    index: int               # the matchup's place in the list
    a: str
    b: str
    seed: int
    ks: tuple[int, ...]


@dataclass
class Tally:
    """One matchup's matches, summed."""
    matches: int = 0
    a_wins: int = 0
    draws: int = 0
    rounds: int = 0
    flows: list[tuple[int, int]] = field(default_factory=list)   # B's (net chips, rounds)
    folds: int = 0
    answers: int = 0

    def add(self, o: Tally) -> None:
        self.matches += o.matches
        self.a_wins += o.a_wins
        self.draws += o.draws
        self.rounds += o.rounds
        self.flows += o.flows
        self.folds += o.folds
        self.answers += o.answers


def jobs_for(index: int, m: Matchup, seed: int) -> list[Job]:
    if learns_across_matches(m.b):
        half = (m.matches + 1) // 2
        cuts = [range(0, half), range(half, m.matches)]
    else:
        cuts = [range(i, min(i + SLICE, m.matches)) for i in range(0, m.matches, SLICE)]
    return [Job(index, m.a, m.b, seed, tuple(c)) for c in cuts if len(c)]


def play(job: Job) -> tuple[int, Tally]:
    """Play one slice of a matchup (in a worker process)."""
    forget_opponents()                 # learner and hard start each slice knowing nothing
    meters: list[ChipMeter] = []

    def make(game: str, level: str) -> BaseBot:
        if level != job.b:
            return make_bot(game, level)
        meters.append(ChipMeter(make_bot(game, level)))
        return meters[-1]

    players = Players("indian", {"A": job.a, "B": job.b}, None, make=make)
    t = Tally()
    for k in job.ks:
        m = indian_match(job.a, job.b, job.seed, k, 2000, players=players)
        meters[-1].finish(None if m.winner is None else m.winner == "B", m.rounds)
        t.matches += 1
        t.a_wins += m.winner == "A"
        t.draws += m.winner is None
        t.rounds += m.rounds
        t.flows.append((meters[-1].net, meters[-1].rounds))
        for key, n in m.stats.items():
            if key.startswith("B.fold_to_"):
                t.folds += n
            elif key.startswith("B.answer_to_"):
                t.answers += n
    return job.index, t


def row(m: Matchup, t: Tally) -> dict[str, object]:
    lo, hi = wilson(t.a_wins, t.matches)
    c, clo, chi = ratio_interval(t.flows)
    seen = t.folds + t.answers
    return {"a": m.a, "b": m.b, "matches": t.matches, "a_wins": t.a_wins, "draws": t.draws,
            "share": t.a_wins / max(1, t.matches), "ci": [lo, hi], "target": m.target,
            "passed": lo >= m.target, "b_chips_per_round": [c, clo, chi],
            "fold_rate": t.folds / seen if seen else None, "raises_answered": seen,
            "mean_rounds": t.rounds / max(1, t.matches)}


def table(rows: Sequence[dict]) -> str:
    lines = ["| matchup | matches | A wins [95% CI] | target | | opponent's chips/round "
             "[95% CI] | fold rate | rounds |", "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lo, hi = r["ci"]
        c, clo, chi = r["b_chips_per_round"]
        fold = "" if r["fold_rate"] is None else f"{r['fold_rate']:.2f}"
        label = r["b"] if r["a"] == "hard" else f"{r['a']} vs {r['b']}"
        lines.append(f"| {label} | {r['matches']} | {r['share']:.1%} [{lo:.1%}, {hi:.1%}] "
                     f"| ≥ {r['target']:.0%} | {'PASS' if r['passed'] else 'fail'} "
                     f"| {c:+.2f} [{clo:+.2f}, {chi:+.2f}] | {fold} | {r['mean_rounds']:.1f} |")
    passed = sum(1 for r in rows if r["passed"])
    lines.append(f"\n{passed} of {len(rows)} matchups pass (the interval's lower end "
                 "clears the target).")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bot", default="hard", help="the bot under test (A)")
    ap.add_argument("--quick", action="store_true", help="40 matches each (100 for readers)")
    ap.add_argument("--opponents", default="",
                    help="comma-separated opponents to run (default: all); "
                         "'easy' runs normal vs easy")
    ap.add_argument("--seed", type=int, default=31)
    ap.add_argument("--matches", type=int, default=0,
                    help="this many matches in every matchup (default: 400, readers 1,000)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--json", default="", help="write the results to this file")
    args = ap.parse_args(argv)
    chosen = matchups(args.bot, args.quick)
    if args.matches > 0:
        chosen = [Matchup(m.a, m.b, args.matches, m.target) for m in chosen]
    if args.opponents:
        wanted = {n.strip() for n in args.opponents.split(",") if n.strip()}
        unknown = wanted - {m.b for m in chosen}
        if unknown:
            print(f"error: no such opponent in the gauntlet: {', '.join(sorted(unknown))}",
                  file=sys.stderr)
            return 2
        chosen = [m for m in chosen if m.b in wanted]
    jobs = [j for i, m in enumerate(chosen) for j in jobs_for(i, m, args.seed)]
    # The long jobs first, so the two workers finish together.
    jobs.sort(key=lambda j: -len(j.ks) * (3 if j.b in READERS else 1))
    t0 = time.perf_counter()
    tallies = [Tally() for _ in chosen]
    if args.workers <= 1:
        done = map(play, jobs)
        for i, t in done:
            tallies[i].add(t)
    else:
        with quiet_pool(args.workers) as pool:
            for n, (i, t) in enumerate(pool.imap_unordered(play, jobs), 1):
                tallies[i].add(t)
                print(f"\r{n}/{len(jobs)} slices  {time.perf_counter() - t0:.0f} s",
                      end="", file=sys.stderr, flush=True)
        print(file=sys.stderr)
    for t in tallies:           # the flows in match order, whatever finished first
        t.flows.sort()
    rows = [row(m, t) for m, t in zip(chosen, tallies)]
    seconds = time.perf_counter() - t0
    print(f"{args.bot}: issue #31's gauntlet, seed {args.seed}, "
          f"{'quick' if args.quick else 'full'}, {seconds:.0f} s with {args.workers} workers\n")
    print(table(rows))
    if args.json:
        Path(args.json).write_text(json.dumps(
            {"bot": args.bot, "seed": args.seed, "quick": args.quick, "seconds": seconds,
             "workers": args.workers, "rows": rows,
             "matchups": [asdict(m) for m in chosen]}, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    sys.exit(run_main(main))
