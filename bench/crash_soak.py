"""Crash soak: SIGKILL the scripted player 1,000+ times, audit after each kill.

    python bench/crash_soak.py [--kills 1000] [--per-folder 100] [--seed 1]

Each folder (a fresh save) takes ``--per-folder`` kills, so the full-replay
audit stays quick; every kill is followed by an exact audit of the money and of
the resume point (see tests/helpers/crash_harness.py).  Prints a summary and
exits 1 if anything was lost or resumed wrongly.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "helpers"))

import crash_harness


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kills", type=int, default=1000)
    ap.add_argument("--per-folder", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    total = crash_harness.Report()
    start = time.time()
    folder_no = 0
    while total.kills < args.kills:
        n = min(args.per_folder, args.kills - total.kills)
        with tempfile.TemporaryDirectory(prefix="club21-soak-") as tmp:
            r = crash_harness.run(Path(tmp), n, seed=args.seed * 1000 + folder_no)
            last, (rounds, refills, money) = crash_harness.finish(Path(tmp))
            if last != "DONE":
                r.problems.append(f"folder {folder_no}: the player did not finish: {last}")
        folder_no += 1
        for name in ("kills", "resumed_exact", "resumed_next", "resumed_mid_round", "audits"):
            setattr(total, name, getattr(total, name) + getattr(r, name))
        total.rounds += rounds
        total.refills += refills
        total.problems += r.problems
        print(f"folder {folder_no}: {r.kills} kills, {rounds} rounds, money {money} cents, "
              f"problems {len(r.problems)}  [{time.time() - start:.0f}s]", flush=True)
        if r.problems:
            break
    print(f"kills {total.kills}  audits {total.audits}  rounds {total.rounds}  "
          f"refills {total.refills}")
    print(f"resumed at the same decision: {total.resumed_exact} (identical table), "
          f"{total.resumed_next} (one decision further: killed after the commit); "
          f"mid-round resumes {total.resumed_mid_round}")
    print("problems:", total.problems or "none — no chip lost, none created")
    return 1 if total.problems else 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))    # game.interrupt
    from game.interrupt import run_main
    sys.exit(run_main(main))
