"""Every program of the repository answers ``--help`` and changes nothing doing so:
tools, benchmarks, golden-file writers and the ``python -m game.…`` commands.

Each runs in a copy of the repository with an empty data folder and an empty
HOME; after it, no file of the copy, the data folder or HOME was written.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MAIN_GUARD = 'if __name__ == "__main__"'
SKIPPED_DIRS = {".git", "__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache",
                ".hypothesis", "build", "dist", ".venv", "venv"}


def _is_program(path: Path) -> bool:
    return path.name == "__main__.py" or MAIN_GUARD in path.read_text(encoding="utf-8")


def scripts() -> list[str]:
    """Programs run by path: ``python tools/make_maps.py``."""
    found = [p for folder in ("bench", "tools") for p in (ROOT / folder).glob("*.py")]
    found += (ROOT / "tests").glob("golden*.py")
    return sorted(str(p.relative_to(ROOT)) for p in found
                  if p.name != "__main__.py" and _is_program(p))


def modules() -> list[str]:
    """Programs run by module: ``python -m game.verify``, ``python -m bench``."""
    names = ["bench"] if (ROOT / "bench" / "__main__.py").exists() else []
    for path in (ROOT / "game").rglob("*.py"):
        if _is_program(path):
            parts = path.relative_to(ROOT).with_suffix("").parts
            names.append(".".join(parts[:-1] if parts[-1] == "__main__" else parts))
    return sorted(names)


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file under ``folder`` (bytecode caches aside): (size, mtime in ns)."""
    out = {}
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = [d for d in dirnames if d != "__pycache__"]
        for name in filenames:
            stat = os.stat(os.path.join(dirpath, name))
            out[os.path.relpath(os.path.join(dirpath, name), folder)] = (stat.st_size,
                                                                         stat.st_mtime_ns)
    return out


@pytest.fixture(scope="module")
def copy(tmp_path_factory):
    """The repository, copied: a program that writes writes here."""
    target = tmp_path_factory.mktemp("repo") / "club21"
    shutil.copytree(ROOT, target, ignore=lambda _d, names: [n for n in names
                                                             if n in SKIPPED_DIRS])
    return target


def answers_help(copy: Path, tmp_path: Path, argv: list[str]) -> str:
    data, home = tmp_path / "data", tmp_path / "home"
    data.mkdir()
    home.mkdir()
    before = snapshot(copy)
    env = dict(os.environ, CLUB21_DATA_DIR=str(data), HOME=str(home),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               PYTHONDONTWRITEBYTECODE="1")
    env.pop("PYTHONPATH", None)
    done = subprocess.run([sys.executable, *argv, "--help"], cwd=copy, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert snapshot(copy) == before, "the repository changed"
    assert snapshot(data) == {} and snapshot(home) == {}
    return done.stdout


def test_the_programs_are_all_found():
    assert {"tools/make_maps.py", "tools/make_assets.py", "tests/golden_playthrough.py",
            "tests/golden_screens.py", "bench/frames.py"} <= set(scripts())
    assert {"bench", "game.verify", "game.sim.tournament", "game.strategy"} <= set(modules())


@pytest.mark.parametrize("script", scripts())
def test_a_script_answers_help_and_changes_nothing(copy, tmp_path, script):
    assert answers_help(copy, tmp_path, [script]).strip()


@pytest.mark.parametrize("module", modules())
def test_a_module_answers_help_and_changes_nothing(copy, tmp_path, module):
    assert answers_help(copy, tmp_path, ["-m", module]).strip()


def test_a_writer_without_help_would_be_caught(copy, tmp_path):
    (copy / "tools" / "rogue_writer.py").write_text(
        "from pathlib import Path\nPath(__file__).with_suffix('.out').write_text('x')\n")
    try:
        with pytest.raises(AssertionError, match="the repository changed"):
            answers_help(copy, tmp_path, ["tools/rogue_writer.py"])
    finally:
        for name in ("rogue_writer.py", "rogue_writer.out"):
            (copy / "tools" / name).unlink(missing_ok=True)
