"""One copy of the game per data folder: a second copy is refused, the first plays on."""
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from scene_helpers import instant_app

from game.storage.instance_lock import AlreadyRunning, InstanceLock, LockLost, held
from game.storage.store import open_storage
from game.tables.dealer.actions import bet
from scenes.app.single_instance import ALREADY_RUNNING
from scenes.tables.dealer import midnight

ROOT = Path(__file__).resolve().parents[1]
PLAYER = ROOT / "tests" / "helpers" / "locked_player.py"


def env_for(folder: Path) -> dict:
    env = dict(os.environ, CLUB21_DATA_DIR=str(folder), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    return env


def start_first_copy(folder: Path, rounds: int) -> subprocess.Popen:
    first = subprocess.Popen([sys.executable, str(PLAYER), str(folder), str(rounds)],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, env=env_for(folder), cwd=ROOT)
    assert first.stdout.readline().strip() == "READY", first.stderr.read()
    return first


def test_a_second_copy_on_the_same_folder_is_refused_and_the_first_plays_on(tmp_path):
    first = start_first_copy(tmp_path, rounds=6)
    try:
        save = (tmp_path / "club21.db").read_bytes()
        second = subprocess.run([sys.executable, "-m", "scenes"], capture_output=True,
                                text=True, env=env_for(tmp_path), cwd=ROOT, timeout=60)
        assert second.returncode == ALREADY_RUNNING
        [line] = second.stderr.strip().splitlines()            # one line, no traceback
        assert "already running" in line and str(tmp_path) in line
        assert (tmp_path / "club21.db").read_bytes() == save   # it never opened the save
        out, err = first.communicate("go\n", timeout=120)
    finally:
        if first.poll() is None:
            first.kill()
    assert first.returncode == 0, err
    _, money, actions = out.split()
    opened = open_storage(tmp_path)
    try:
        assert opened.profile.total_cents == int(money)        # every chip, exactly
        assert len(opened.profile.journal.actions(1)) == int(actions) >= 12
    finally:
        opened.profile.close()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_killed_copy_leaves_no_stale_lock(tmp_path):
    with start_first_copy(tmp_path, rounds=1) as first:     # closes its three pipes
        first.kill()
        first.wait(timeout=30)
    with InstanceLock.acquire(tmp_path) as lock:
        assert held(tmp_path) is lock
    assert held(tmp_path) is None


def test_two_locks_on_one_folder_exclude_each_other_even_in_one_process(tmp_path):
    with InstanceLock.acquire(tmp_path):
        fd = os.open(tmp_path / "club21.lock", os.O_RDWR)
        try:
            import fcntl
            with pytest.raises(BlockingIOError):
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except ImportError:        # Windows: msvcrt is tested by acquire below
            pass
        finally:
            os.close(fd)
    with InstanceLock.acquire(tmp_path):      # released: it can be taken again
        pass


def test_the_refusal_names_the_folder(tmp_path):
    exc = AlreadyRunning(tmp_path, 1234)
    assert str(tmp_path) in str(exc) and "already running" in str(exc)


def test_a_lock_file_removed_under_a_running_game_stops_the_table(tmp_path):
    """Lock lost: another copy could now lock a new file and write too."""
    lock = InstanceLock.acquire(tmp_path)
    app = instant_app(tmp_path, seed=5)
    context = app.context
    try:
        context.profile = open_storage(tmp_path).profile
        scene = midnight.create_scene(context)
        context.manager.push(scene)
        assert scene.act(bet(0, 10))
        (tmp_path / "club21.lock").unlink()
        with pytest.raises(LockLost):
            lock.check()
        scene.act(bet(0, 5))
        assert context.save_fault is not None
        assert "lock file" in context.save_fault.reason
        assert scene.act(bet(0, 5)) is False
    finally:
        context.manager.clear()
        app.close()
        lock.release()
