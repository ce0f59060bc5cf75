"""A stop from outside (kill, Ctrl+C, logout) saves and quits: exit status 0,
nothing on stderr, and the round in play resumes at the next start. How fast it
quits is not timed here (no test checks speed); a game that never quits fails
on the hang bound."""
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.storage.store import DB_NAME, open_storage
from scenes.app.loop import App
from scenes.app.startup import Plan, plan_resume
from scenes.app.stop_signals import StopSignals

ROOT = Path(__file__).resolve().parents[1]
START_TIMEOUT_S = 60          # two shared cores: the game may take a while to start
HANG_S = 30                   # only a game that never quits fails on this
TRIES = 6                     # a natural deals a finished round: deal again in a new folder

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX signals")


def game_env(folder):
    env = dict(os.environ, CLUB21_DATA_DIR=str(folder), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    return env


def rounds(folder):
    """(round id, still open) of every round in the save, read without writing."""
    db = folder / DB_NAME
    if not db.exists():
        return []
    try:
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
        try:
            return [(rid, last is None) for rid, last in
                    conn.execute("SELECT id, last_seq FROM rounds ORDER BY id")]
        finally:
            conn.close()
    except sqlite3.Error:            # not created yet
        return []


def actions_saved(folder):
    conn = sqlite3.connect(f"file:{folder / DB_NAME}?mode=ro", uri=True)
    try:
        return conn.execute("SELECT count(*) FROM actions").fetchone()[0]
    finally:
        conn.close()


def game_mid_round(tmp_path, table="midnight", actions="bet 1 10, deal"):
    """The real game at ``table`` with a round dealt and not finished."""
    for attempt in range(TRIES):
        folder = tmp_path / f"try{attempt}"
        folder.mkdir()
        game = subprocess.Popen(
            [sys.executable, "-m", "scenes", "--scene", table, "--actions", actions],
            cwd=ROOT, env=game_env(folder),
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + START_TIMEOUT_S
        while not rounds(folder) and game.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        if rounds(folder) == [(1, True)]:
            time.sleep(0.5)          # the loop is running: frames go by
        dealt = rounds(folder)       # read again: a natural settles just after it begins
        if dealt == [(1, True)]:
            return game, folder
        game.kill()
        game.communicate()
        assert dealt, f"no round was dealt within {START_TIMEOUT_S} s"
    pytest.fail(f"{TRIES} deals in a row ended at once")


@pytest.mark.parametrize("table, actions, stop", [
    ("midnight", "bet 1 10, deal", signal.SIGTERM),
    ("midnight", "bet 1 10, deal", signal.SIGINT),
    ("midnight", "bet 1 10, deal", signal.SIGHUP),
    ("showdown", "hit", signal.SIGTERM),
    ("indian", "call", signal.SIGTERM),
], ids=["midnight-kill", "midnight-ctrl-c", "midnight-logout",
        "showdown-kill", "indian-kill"])
def test_a_stop_signal_saves_and_quits_and_the_round_resumes_next_time(tmp_path, table,
                                                                        actions, stop):
    game, folder = game_mid_round(tmp_path, table, actions)
    before = actions_saved(folder)
    game.send_signal(stop)
    try:
        out, err = game.communicate(timeout=HANG_S)
    finally:
        game.kill()
    assert game.returncode == 0, err
    assert err == ""
    assert rounds(folder) == [(1, True)] and actions_saved(folder) == before
    assert "stopped by " + stop.name in (folder / "club21.log").read_text()
    opened = open_storage(folder)
    try:
        pending = opened.profile.pending()
        assert pending.round_id == 1
        assert plan_resume(pending).plan is Plan.RESUME
    finally:
        opened.profile.close()
    app = App(strict=True, data_dir=folder)       # the next start asks to continue it
    try:
        app.start("lobby", lazy=False)
        assert app.context.manager.top.name == "resume"
    finally:
        app.close()


def test_the_signal_is_noted_and_the_previous_handler_comes_back():
    before = signal.getsignal(signal.SIGTERM)
    stop = StopSignals()
    with stop.listening():
        assert stop.received is None
        os.kill(os.getpid(), signal.SIGTERM)
        assert stop.received is signal.SIGTERM
        os.kill(os.getpid(), signal.SIGINT)       # the first one is the one told
        assert stop.received is signal.SIGTERM
    assert signal.getsignal(signal.SIGTERM) == before


def test_the_loop_ends_at_the_frame_after_a_stop(tmp_path):
    stop = StopSignals()
    app = App(strict=True, data_dir=tmp_path, stop=stop)
    try:
        app.open_path("lobby")
        stop.received = signal.SIGHUP
        app.run(max_frames=100)
        assert not app.running
    finally:
        app.close()
