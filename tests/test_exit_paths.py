"""No traceback on any way out: an unusable data folder, the frozen launcher, a second copy."""
import os
import subprocess
import sys
from pathlib import Path

from scenes.app import single_instance

ROOT = Path(__file__).resolve().parents[1]
LAUNCHER = ROOT / "packaging" / "launcher.py"


def run(args, folder, **env):
    full = dict(os.environ, CLUB21_DATA_DIR=str(folder), SDL_VIDEODRIVER="dummy",
                SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1", **env)
    full["PYTHONPATH"] = os.pathsep.join([str(ROOT), full.get("PYTHONPATH", "")])
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, env=full,
                          cwd=ROOT, timeout=120)


def test_the_frozen_entry_with_a_data_folder_that_cannot_be_made_says_so_in_one_line(tmp_path):
    (tmp_path / "a-file").write_text("not a folder")
    folder = tmp_path / "a-file" / "club21"               # mkdir fails, even for root
    done = run([str(LAUNCHER), "--scene", "midnight", "--first-frame"], folder)
    assert "Traceback" not in done.stderr and "Logging error" not in done.stderr
    [line] = [x for x in done.stderr.splitlines() if x.startswith("club21:")]
    assert "cannot write" in line and str(folder) in line
    assert done.returncode == 0                             # the window said it; Quit is clean


def test_the_launcher_turns_any_failure_into_one_line(monkeypatch, capsys):
    import importlib.util
    spec = importlib.util.spec_from_file_location("launcher", LAUNCHER)
    launcher = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(launcher)

    def broken(argv=None):
        raise RuntimeError("the display went away")
    monkeypatch.setattr("scenes.app.cli.main", broken)
    assert launcher._run() == 1
    err = capsys.readouterr().err
    assert err.strip() == "club21: error: RuntimeError: the display went away"


def test_no_window_is_opened_without_a_display(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert single_instance.show_window(["x"], seconds=5) is False
