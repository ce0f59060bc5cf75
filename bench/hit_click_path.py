"""The path of one HIT click at Midnight: how many calls of our code it
passes and through how many files (docs/architecture.md, "One action").

    python bench/hit_click_path.py [--files]

A Midnight scene, headless with instant animations, gets a bet and a deal
from a stacked shoe (no ace: no insurance question); then one click on the
HIT button is profiled with ``sys.setprofile``. Counted: Python calls whose
code lives in ``game/`` or ``scenes/`` (the library's and pygame's are not),
from the press to the end of the frame's ``update``.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OURS = (str(ROOT / "game") + os.sep, str(ROOT / "scenes") + os.sep)


def _scene() -> Any:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.tables.dealer.actions import Kind
    from scenes.app.loop import App
    from scenes.app.settings_store import AnimSpeed
    from scenes.tables.dealer.midnight import MidnightScene

    app = App(strict=True, data_dir=Path(tempfile.mkdtemp(prefix="club21-hit-")), seed=11)
    app.context.update_settings(anim_speed=AnimSpeed.INSTANT)
    # player 10 6, dealer 9; the hit draws a 4
    scene = MidnightScene(app.context, stack=["TS", "9D", "6H", "4C", "7S", "8D"])
    app.context.manager.push(scene)
    scene.update(0)
    for pos in (scene.rack.slots[5].center, scene.spot_rect(0).center):
        _click(scene, pos)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                          unicode="\r", scancode=0))
    scene.update(0)
    button = scene.bar.button_for(Kind.HIT)
    assert button is not None and button.enabled, "HIT is not offered"
    return scene, button.rect.center


def _click(scene: Any, pos: tuple[int, int]) -> None:
    import pygame
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.handle_event(pygame.event.Event(kind, pos=pos, button=1))
    scene.update(0)


def hit_click_path() -> Counter[str]:
    """Calls of our code per file (relative path) during one HIT click."""
    scene, pos = _scene()
    calls: Counter[str] = Counter()

    def profile(frame: FrameType, event: str, arg: object) -> None:
        if event == "call" and frame.f_code.co_filename.startswith(OURS):
            calls[str(Path(frame.f_code.co_filename).relative_to(ROOT))] += 1

    hands_before = len(scene.engine.hands[0].cards)
    sys.setprofile(profile)
    try:
        _click(scene, pos)
    finally:
        sys.setprofile(None)
    assert len(scene.engine.hands[0].cards) == hands_before + 1, "the click did not hit"
    return calls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files", action="store_true", help="list the calls per file")
    args = parser.parse_args()
    calls = hit_click_path()
    print(f"one HIT click at Midnight: {sum(calls.values())} calls in {len(calls)} files")
    if args.files:
        for path, n in sorted(calls.items(), key=lambda kv: (-kv[1], kv[0])):
            print(f"{n:5d}  {path}")


if __name__ == "__main__":
    main()
