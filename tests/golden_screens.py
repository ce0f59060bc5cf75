"""Golden screens: each screen a player sees, rendered headless from a fixed
seed and fixed words, kept as a PNG under ``tests/golden/screens/`` and
compared pixel by pixel by ``tests/test_golden_screens.py``.

Update (only after a deliberate change to what is drawn; then look at every
changed image before committing it, like a code diff):

    python tests/golden_screens.py              # every screen
    python tests/golden_screens.py midnight_dealt lobby   # some

The images are kept at half size (640x360): small in the repository, yet a
missing card, a missing panel or a wrong digit still changes hundreds of
pixels (see ``tests/test_golden_screens.py`` for the tolerance).
"""
from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["CLUB21_LANG"] = "en"   # the golden screens are English on any machine

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from scenes.app.settings_store import TextSize  # noqa: E402  (after the path and SDL setup)

GOLDEN_DIR = HERE / "golden" / "screens"
SIZE = (640, 360)
FRAMES = 120          # enough for every deal and flip to land at normal speed


@dataclass(frozen=True)
class Shot:
    """One screen: a scene path (a stack like ``midnight/pause``), the app's
    seed, the scenario words played on the top scene, and settings changes."""
    name: str
    scene: str
    seed: int = 7
    words: tuple[str, ...] = ()
    settings: tuple[tuple[str, object], ...] = ()
    frames: int = FRAMES
    prepare: str = ""        # a key of PREPARE: set up the top scene before the words


SHOTS: tuple[Shot, ...] = (
    Shot("lobby", "lobby"),
    Shot("settings", "lobby/settings"),
    Shot("keys", "lobby/settings/keys"),
    Shot("sound_settings", "lobby/settings/sound_settings"),
    Shot("history_empty", "history"),
    Shot("stats_empty", "stats"),
    Shot("midnight_betting", "midnight"),
    Shot("midnight_dealt", "midnight", words=("bet 1 10", "bet 2 25", "deal")),
    Shot("midnight_result", "midnight", words=("bet 1 10", "deal", "stand")),
    # A Blackjack's moment: the burst behind the pile, the bankroll counting up.
    Shot("midnight_blackjack_moment", "midnight", seed=5, words=("bet 1 10", "deal"), frames=18),
    # A pile by denomination: 37 is a 25, two 5s and two 1s; 10 is two 5s.
    Shot("midnight_chip_breakdown", "midnight", words=("bet 1 37", "bet 2 10", "bet 3 625")),
    Shot("midnight_four_colour", "midnight", words=("bet 1 10", "bet 3 5", "deal"),
         settings=(("four_colour_deck", True),)),
    Shot("midnight_pause", "midnight/pause"),
    Shot("midnight_rules", "midnight/pause/rules"),
    Shot("classic_setup", "classic"),
    Shot("classic_dealt", "classic", words=("bet 1 10", "deal")),
    Shot("classic_count", "classic", words=("bet 1 10", "deal"),
         settings=(("count_overlay", True),)),
    Shot("showdown_setup", "showdown"),
    Shot("showdown_dealt", "showdown", words=("stand",)),
    Shot("showdown_summary", "showdown", words=("stand",) * 6),
    Shot("indian_setup", "indian"),
    Shot("indian_betting", "indian", words=("start",)),
    Shot("indian_handover", "indian", words=("start",), prepare="indian_friend"),
    Shot("indian_reveal", "indian", words=("start", "raise 3", "call", "stay", "stay",
                                           "pass", "pass")),
    # The house-rules screen is left out: it shows how long the live edge took
    # to compute (wall-clock time); tests/test_house_rules_screen.py covers it.
    Shot("about", "lobby/settings/about"),
    Shot("training", "lobby/training"),
    Shot("strategy_drill", "lobby/training/strategy_drill"),
    Shot("heat_map", "lobby/training/strategy_drill/heat_map"),
    Shot("count_drill", "lobby/training/count_drill"),
    Shot("problem_screen", "storage_problem"),
    # The largest text size: the layouts hold at 150% too.
    *(Shot(f"{name}_150", scene, words=words, settings=(("text_size", TextSize.LARGEST),))
      for name, scene, words in (
          ("lobby", "lobby", ()),
          ("settings", "lobby/settings", ()),
          ("stats", "stats", ()),
          ("midnight_dealt", "midnight", ("bet 1 10", "bet 2 25", "deal")),
          ("classic_dealt", "classic", ("bet 1 10", "deal")),
          ("showdown_dealt", "showdown", ("stand",)),
          ("indian_reveal", "indian", ("start", "raise 3", "call", "stay", "stay", "pass",
                                       "pass")))),
)

BY_NAME = {s.name: s for s in SHOTS}


def _indian_friend(scene) -> None:
    """Indian setup: play against a friend (pass-and-play: the hand-over curtain)."""
    from scenes.tables.indian.config import Opponent
    scene.set_opponent(Opponent.HUMAN)


PREPARE = {"indian_friend": _indian_friend}


def render(shot: Shot, data_dir: Path):
    """The shot's picture at full size (a pygame Surface, 1280x720)."""
    from scenes.app.cli import _fake_frames
    from scenes.app.loop import App

    app = App(strict=True, data_dir=data_dir, seed=shot.seed)
    try:
        if shot.settings:
            app.context.settings = app.context.settings.with_(**dict(shot.settings))
            app.context.resources.set_text_scale(app.context.settings.text_size.value)
        app.start(shot.scene, lazy=False)
        if shot.prepare:
            PREPARE[shot.prepare](app.context.manager.top)
        if shot.words:
            top = app.context.manager.top
            top.apply_actions(list(shot.words))
        _fake_frames(app, shot.frames)
        return app.render().copy()
    finally:
        app.close()


def small(surface):
    import pygame
    return pygame.transform.smoothscale(surface, SIZE)


def golden_path(shot: Shot) -> Path:
    return GOLDEN_DIR / f"{shot.name}.png"


def update(names: list[str]) -> int:
    import pygame
    unknown = [n for n in names if n not in BY_NAME]
    if unknown:
        print(f"unknown shot(s): {', '.join(unknown)}; choose from {', '.join(BY_NAME)}",
              file=sys.stderr)
        return 2
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    for shot in (BY_NAME[n] for n in names) if names else SHOTS:
        with tempfile.TemporaryDirectory(prefix="club21-golden-") as folder:
            pygame.image.save(small(render(shot, Path(folder))), str(golden_path(shot)))
        print(f"wrote {golden_path(shot).relative_to(HERE.parent)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 epilog="shots: " + ", ".join(BY_NAME))
    ap.add_argument("shots", nargs="*", metavar="SHOT", help="only these (default: all)")
    return update(ap.parse_args(argv).shots)


if __name__ == "__main__":
    from game.interrupt import run_main
    raise SystemExit(run_main(main))
