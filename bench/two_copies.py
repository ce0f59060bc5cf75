"""Two copies on one data folder: how many second copies are refused, is the money exact.

    python bench/two_copies.py [--trials 10] [--rounds 20]

Each trial, on a fresh folder: two scripted copies (tests/helpers/locked_player.py,
which locks exactly as ``club21`` does) are started at the same instant; then,
while the winner holds the folder, the real ``python -m scenes`` is started
too.  Exactly one copy may run; every other must exit 3 with one line saying
"already running" and the folder.  The winner then plays ``--rounds`` rounds of
Midnight and the save must hold its money to the cent.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
PLAYER = ROOT / "tests" / "helpers" / "locked_player.py"


def _env(folder: Path) -> dict:
    env = dict(os.environ, CLUB21_DATA_DIR=str(folder), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    return env


def refused(rc: int, err: str, folder: Path) -> bool:
    lines = err.strip().splitlines()
    return rc == 3 and len(lines) == 1 and "already running" in lines[0] \
        and str(folder) in lines[0]


def trial(folder: Path, rounds: int) -> dict:
    copies = [subprocess.Popen([sys.executable, str(PLAYER), str(folder), str(rounds)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, env=_env(folder), cwd=ROOT)
              for _ in range(2)]
    result = {"second_copies": 0, "refused": 0, "winners": 0, "money_exact": False}
    winner = None
    for copy in copies:
        line = copy.stdout.readline().strip()
        if line == "READY":
            result["winners"] += 1
            winner = copy
        else:
            copy.wait(timeout=60)
            result["second_copies"] += 1
            result["refused"] += refused(copy.returncode, copy.stderr.read(), folder)
    if winner is None:
        return result
    late = subprocess.run([sys.executable, "-m", "scenes"], capture_output=True, text=True,
                          env=_env(folder), cwd=ROOT, timeout=60)
    result["second_copies"] += 1
    result["refused"] += refused(late.returncode, late.stderr, folder)
    out, _ = winner.communicate("go\n", timeout=300)
    _, money, _ = out.split()
    from game.storage.store import open_storage
    opened = open_storage(folder)
    result["money_exact"] = opened.profile.total_cents == int(money)
    result["money"] = int(money)
    opened.profile.close()
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trials", type=int, default=10)
    ap.add_argument("--rounds", type=int, default=20)
    args = ap.parse_args()
    start = time.time()
    totals = {"second_copies": 0, "refused": 0, "one_winner": 0, "money_exact": 0}
    for n in range(args.trials):
        with tempfile.TemporaryDirectory(prefix="club21-two-") as folder:
            r = trial(Path(folder), args.rounds)
        print(f"trial {n + 1}: {r}")
        totals["second_copies"] += r["second_copies"]
        totals["refused"] += r["refused"]
        totals["one_winner"] += r["winners"] == 1
        totals["money_exact"] += bool(r["money_exact"])
    print(f"{args.trials} trials in {time.time() - start:.0f} s: exactly one copy ran in "
          f"{totals['one_winner']}/{args.trials}; second copies refused "
          f"{totals['refused']}/{totals['second_copies']}; money exact "
          f"{totals['money_exact']}/{args.trials}")
    ok = totals["refused"] == totals["second_copies"] and \
        totals["one_winner"] == totals["money_exact"] == args.trials
    return 0 if ok else 1


if __name__ == "__main__":
    from game.interrupt import run_main
    sys.exit(run_main(main))
