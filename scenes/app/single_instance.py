"""One copy of the game per data folder (``game.storage.instance_lock``).

    lock = claim(folder)        # None: the folder cannot hold a lock file (the
                                # save screen then says the folder is unwritable)
    # AlreadyRunning: another copy plays on this folder ->
    refuse_second_copy(exc)     # the small window (if there is a display), one
                                # line on stderr; the caller exits with ALREADY_RUNNING

A second copy on the same profile would deal the same session twice and the
save would keep only the last writer, so it must never open the save.
"""
from __future__ import annotations

import json
import logging
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from game.storage.instance_lock import AlreadyRunning, InstanceLock
from scenes.app import i18n
from scenes.app.settings_store import MAX_SETTINGS_BYTES, SETTINGS_FILE

if TYPE_CHECKING:
    import pygame  # loaded only when a second copy must be refused

log = logging.getLogger("club21")
ALREADY_RUNNING = 3              # exit status of a refused second copy
WINDOW_SIZE = (620, 180)
WINDOW_SECONDS = 6.0
HEADLESS_DRIVERS = {"dummy", "offscreen"}


def claim(folder: str | os.PathLike[str]) -> InstanceLock | None:
    """Lock ``folder`` for this process; AlreadyRunning propagates."""
    try:
        return InstanceLock.acquire(folder)
    except AlreadyRunning:
        raise
    except OSError as exc:
        log.info("no instance lock in %s: %s", folder, exc)   # the save screen says why
        return None


def refusal_line(exc: AlreadyRunning) -> str:
    return (f"club21: already running on the data folder {exc.folder}"
            + (f" (process {exc.pid})" if exc.pid else "") + "; this copy exits")


def refuse_second_copy(exc: AlreadyRunning) -> int:
    """Tell the player (window first, where there is a display) and return the status."""
    try:
        i18n.set_language(i18n.chosen_language(_saved_language(Path(exc.folder))))
        show_window([i18n._("Club 21 is already running."),
                     i18n._("Only one copy can use a saved game at a time."),
                     i18n._("Data folder: {folder}").format(folder=exc.folder)])
    except Exception:  # the window is a courtesy; the line below is the message
        log.exception("the already-running window failed")
    print(refusal_line(exc), file=sys.stderr, flush=True)
    return ALREADY_RUNNING


def _saved_language(folder: Path) -> str | None:
    """The language the other copy's player chose (read only: that folder is
    not ours to repair)."""
    try:
        path = folder / SETTINGS_FILE
        if path.stat().st_size > MAX_SETTINGS_BYTES:
            return None
        saved = json.loads(path.read_text(encoding="utf-8")).get("language")
    except (OSError, ValueError, AttributeError, RecursionError):
        return None
    return saved if isinstance(saved, str) else None


def show_window(lines: list[str], seconds: float = WINDOW_SECONDS) -> bool:
    """A small window with ``lines`` for ``seconds`` or until a key or a click.
    False (nothing shown) without a real display."""
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in HEADLESS_DRIVERS:
        return False
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    try:
        pygame.display.init()
    except pygame.error:
        return False
    try:
        if pygame.display.get_driver() in HEADLESS_DRIVERS:
            return False
        pygame.font.init()
        pygame.display.set_caption("Club 21")
        window = pygame.display.set_mode(WINDOW_SIZE)
        _paint(window, lines)
        clock = pygame.time.Clock()
        left = seconds
        while left > 0:
            for ev in pygame.event.get():
                if ev.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                    return True
            left -= clock.tick(30) / 1000.0
        return True
    finally:
        pygame.quit()


def _paint(window: pygame.Surface, lines: list[str]) -> None:
    import pygame

    window.fill((18, 14, 24))
    pygame.draw.rect(window, (200, 160, 80), window.get_rect(), 2)
    from scenes.app.resources import Resources
    from scenes.widgets.theme import FontName

    fonts = Resources()        # the game's own faces, like every other text
    big, small = fonts.font(FontName.BOLD, 22), fonts.font(FontName.REGULAR, 17)
    y = 28
    for n, line in enumerate(lines):
        font = big if n == 0 else small
        image = font.render(line, True, (240, 210, 140) if n == 0 else (230, 224, 210))
        if image.get_width() > window.get_width() - 40:       # a long folder path
            image = pygame.transform.smoothscale(
                image, (window.get_width() - 40,
                        image.get_height() * (window.get_width() - 40) // image.get_width()))
        window.blit(image, (20, y))
        y += image.get_height() + 14
    hint = small.render(i18n._("Press any key to close"), True, (150, 140, 118))
    window.blit(hint, hint.get_rect(bottomright=(window.get_width() - 16,
                                                 window.get_height() - 12)))
    pygame.display.flip()
