"""Ctrl+C on a tournament or a benchmark: one line, exit status 130, no traceback,
from the parent and from every worker process (the terminal interrupts them all)."""
from __future__ import annotations

import os
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.interrupt import EXIT_INTERRUPTED, run_main

ROOT = Path(__file__).resolve().parents[1]
ROGUE = ROOT / "tests" / "helpers" / "rogue_bot.py"
READY_WITHIN_S = 60

pytestmark = pytest.mark.skipif(os.name != "posix", reason="process groups")


def start(argv: list[str]) -> subprocess.Popen[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    # A session of its own: the test can interrupt the group as a terminal does.
    # Ctrl+C as a terminal delivers it, whatever the runner left behind: a
    # parallel test worker may ignore SIGINT, and an ignored signal is inherited.
    return subprocess.Popen([sys.executable, *argv], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True, preexec_fn=_default_sigint)


def _default_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def wait_for(ready, program: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + READY_WITHIN_S
    while not ready():
        assert program.poll() is None, program.communicate()
        assert time.monotonic() < deadline, "the program never got going"
        time.sleep(0.05)


def children(pid: int) -> list[str]:
    try:
        return Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return []


def interrupted(program: subprocess.Popen[str]) -> str:
    os.killpg(program.pid, signal.SIGINT)
    try:
        out, err = program.communicate(timeout=120)   # a bound, not a speed target
    finally:
        program.kill()
    assert program.returncode == EXIT_INTERRUPTED, err
    return err


def test_ctrl_c_stops_a_tournament_with_one_line(tmp_path):
    lines = tmp_path / "lines"
    bot = f"cmd:{shlex.quote(sys.executable)} {shlex.quote(str(ROGUE))} record {lines}"
    program = start(["-m", "game.sim.tournament", "indian", "--a", bot, "--matches",
                     "100000"])
    wait_for(lines.exists, program)
    assert interrupted(program) == "game.sim.tournament: stopped (Ctrl+C)\n"


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs /proc")
@pytest.mark.parametrize("argv", [
    ["-m", "game.sim.tournament", "indian", "--matches", "100000", "--workers", "2"],
    ["bench/showdown_ai.py", "--matches", "100000", "--workers", "2"],
], ids=["tournament", "bench"])
def test_ctrl_c_stops_workers_without_a_word_from_them(argv):
    program = start(argv)
    wait_for(lambda: len(children(program.pid)) >= 2, program)
    time.sleep(1.0)                  # at work: a Ctrl+C while the pool starts is lost
    err = interrupted(program)
    assert err.splitlines() == [f"{argv[1] if argv[0] == '-m' else argv[0]}: stopped (Ctrl+C)"]


def test_run_main_passes_the_exit_status_through_and_turns_ctrl_c_into_130(capsys):
    assert run_main(lambda: 3) == 3
    assert run_main(lambda: None) is None

    def interrupted_main():
        raise KeyboardInterrupt
    assert run_main(interrupted_main, "bench/x.py") == 130
    assert capsys.readouterr().err == "bench/x.py: stopped (Ctrl+C)\n"
