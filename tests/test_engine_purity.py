"""The engine never imports pygame (it runs headless: scenarios, bots, tests)."""
from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import game

ROOT = Path(__file__).parent.parent


def _all_game_modules() -> list[str]:
    return sorted(m.name for m in pkgutil.walk_packages(game.__path__, "game.")
                  if not m.name.endswith(".__main__"))   # a __main__ runs its command


def test_importing_every_game_module_leaves_pygame_out():
    modules = ["game", "game.scenario", "game.record", *_all_game_modules()]
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    try:\n"
        "        importlib.import_module(name)\n"
        "    except ModuleNotFoundError as e:\n"
        "        if e.name and e.name.startswith('pygame'):\n"
        "            raise\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pytmx'))\n"
        "print(','.join(bad))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == ""


def test_no_game_source_mentions_pygame():
    for path in (ROOT / "game").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "import pygame" not in text and "from pygame" not in text, path
