"""The engine needs nothing but Python: in a fresh environment without pygame
(nor anything else installed) it imports and plays a Midnight round."""
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_engine_plays_a_midnight_round_in_a_python_without_pygame(tmp_path):
    venv.create(tmp_path / "venv", with_pip=False)
    python = tmp_path / "venv" / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    done = subprocess.run(
        [str(python), str(ROOT / "tests" / "engine_only_round.py")],
        cwd=tmp_path, env={"PYTHONPATH": str(ROOT)}, capture_output=True, text=True,
        timeout=60)
    assert done.returncode == 0, done.stderr
    assert "midnight round 1 played without pygame" in done.stdout
