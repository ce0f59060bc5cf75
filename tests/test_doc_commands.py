"""The commands the README and docs/ mark as runnable run, exactly as written.

A block of commands is marked by an HTML comment on the line before it:

    <!-- runnable -->
        python -m game.scenario tests/scenarios/midnight/basic_win.json

Each line of the block (indented or fenced) runs in its own shell from the
repository's root, headless, with a fresh data folder, and must exit 0 within
its time limit. Blocks that open a window or take minutes stay unmarked.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MARK = "<!-- runnable -->"
TIME_LIMIT_S = 180


def _documents() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def _block_after(lines: list[str], start: int) -> list[str]:
    """The code block that begins after ``start`` (blank lines skipped)."""
    i = start
    while i < len(lines) and not lines[i].strip():
        i += 1
    if i < len(lines) and lines[i].startswith("```"):
        end = next(j for j in range(i + 1, len(lines)) if lines[j].startswith("```"))
        return lines[i + 1:end]
    block = []
    while i < len(lines) and (lines[i].startswith("    ") or not lines[i].strip()):
        block.append(lines[i][4:])
        i += 1
    return block


def runnable_commands() -> list[tuple[str, str]]:
    """(where, command) for every command line of every marked block."""
    found = []
    for document in _documents():
        lines = document.read_text(encoding="utf-8").splitlines()
        for n, line in enumerate(lines):
            if line.strip() != MARK:
                continue
            for command in _block_after(lines, n + 1):
                if command.strip() and not command.lstrip().startswith("#"):
                    found.append((f"{document.relative_to(ROOT)}:{n + 1}", command.strip()))
    return found


COMMANDS = runnable_commands()


def test_the_docs_mark_commands_to_run():
    where = {place.split(":")[0] for place, _ in COMMANDS}
    assert {"README.md", "docs/bots.md", "docs/scenarios.md"} <= where


@pytest.mark.parametrize(("where", "command"), COMMANDS,
                         ids=[re.sub(r"\W+", "_", c)[:60] for _, c in COMMANDS])
def test_a_runnable_command_in_the_docs_succeeds(where, command, tmp_path):
    env = dict(os.environ, CLUB21_DATA_DIR=str(tmp_path / "data"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1",
               # `python` and `club21` are the ones of the Python running the tests
               PATH=os.pathsep.join([str(Path(sys.executable).parent),
                                     os.environ.get("PATH", "")]))
    (tmp_path / "data").mkdir()
    result = subprocess.run(["bash", "-c", command], cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=TIME_LIMIT_S)
    assert result.returncode == 0, f"{where}: {command}\n{result.stdout[-2000:]}\n" \
                                   f"{result.stderr[-2000:]}"
