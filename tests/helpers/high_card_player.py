"""The High Card table played by the real app, headless, to be killed.

    python tests/helpers/high_card_player.py DATA_DIR MAP_FILE

Opens the table through its setup (Enter: the largest maximum), plays a bet
and a deal, bets again (a round left open), prints ``OPEN <cents> <bet
cents>`` and waits to be killed with SIGKILL.
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parents[1]), str(HERE.parent)]
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(data_dir: str, map_file: str) -> None:
    import pygame
    from helpers.high_card import NAME, Act, register_high_card
    from scene_helpers import instant_app, key_event

    from game.storage.store import open_storage
    from scenes.app import layout

    real = layout.map_path
    layout.map_path = lambda name: Path(map_file) if name == NAME else real(name)
    with register_high_card():
        app = instant_app(Path(data_dir), seed=3)
        app.context.profile = open_storage(app.context.data_dir).profile
        app.context.open_scene(NAME)                  # its setup
        app.dispatch(key_event(pygame.K_RETURN))      # START
        scene = app.context.manager.top
        assert hasattr(scene, "engine"), scene      # the table, not its setup
        assert scene.act(Act("bet", 5)) and scene.act(Act("deal")) and scene.act(Act("bet", 7))
        print("OPEN", scene.engine.cents, scene.engine.bet_cents, flush=True)
        while True:                                   # until killed
            time.sleep(1)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
