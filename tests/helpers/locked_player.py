"""A first copy of the game that holds the data folder's lock and plays Midnight.

    python tests/helpers/locked_player.py DATA_DIR ROUNDS

It takes the lock exactly as ``club21`` does (``scenes.app.cli._locked``), opens the
save, sits at Midnight (the real table scene, headless, instant animations) and
prints ``READY``; then it waits for one line on stdin (the test starts a second
copy meanwhile), plays ROUNDS rounds of "bet 10, deal, stand" (no insurance) and prints
``MONEY <rack + stake in cents> <actions saved>`` before leaving the table.
A copy that finds the folder locked exits 3 like ``club21`` (bench/two_copies.py
starts two at the same instant).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from scene_helpers import instant_app  # noqa: E402

from game.storage.instance_lock import AlreadyRunning  # noqa: E402
from game.storage.store import open_storage  # noqa: E402
from game.tables.dealer.actions import DEAL, NO_INSURE, STAND, bet  # noqa: E402
from game.tables.dealer.view import Phase  # noqa: E402
from scenes.app.cli import _locked  # noqa: E402
from scenes.app.single_instance import refuse_second_copy  # noqa: E402
from scenes.tables.dealer import midnight  # noqa: E402


def main(folder: Path, rounds: int) -> int:
    try:
        return play(folder, rounds)
    except AlreadyRunning as exc:           # lost the race: refused as club21 would be
        return refuse_second_copy(exc)


def play(folder: Path, rounds: int) -> int:
    with _locked(folder) as lock:
        assert lock is not None
        app = instant_app(folder, seed=21)
        app.context.profile = open_storage(folder).profile
        scene = midnight.create_scene(app.context)
        app.context.manager.push(scene)
        print("READY", flush=True)
        sys.stdin.readline()
        for _ in range(rounds):
            if not scene.engine.spots[0]:       # (a push rides on by itself)
                assert scene.act(bet(0, 10))
            assert scene.act(DEAL)
            while scene.engine.phase is not Phase.BETTING:
                legal = scene.engine.legal_actions()
                assert scene.act(NO_INSURE if NO_INSURE in legal else STAND)
        e = scene.engine
        money = e.chips_of(0) + e.on_table_of(0)
        saved = len(app.context.profile.journal.actions(scene.journal.id))
        print(f"MONEY {money} {saved}", flush=True)
        app.context.manager.clear()
        app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), int(sys.argv[2])))
