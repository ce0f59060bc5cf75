"""What the training screens share: the saved records, the rules chosen, text drawing."""
from __future__ import annotations

import logging

import pygame

from game.training.strategy_drill import RulesChoice, rules_choices
from scenes.widgets.draw import wrap_text
from scenes.widgets.theme import CREAM, FontName

log = logging.getLogger("club21")
BACKGROUND = (18, 26, 22)


def saving(context) -> bool:
    """Drill results go to the save unless this is a practice run (``--seed``)."""
    return context.profile is not None and not context.practice


def load_records(context, kind=None) -> list:
    """The saved drill sessions (none when there is no save, or it fails to read)."""
    if not saving(context):
        return []
    try:
        return context.profile.drills(kind)
    except Exception:  # noqa: BLE001 - a failing disk: the drills still work
        log.exception("reading the drill results failed")
        return []


def save_record(context, record) -> str | None:
    """Write a session's record; a sentence when it could not be written."""
    if not saving(context):
        return None
    try:
        context.profile.save_drill(record)
    except Exception as exc:  # noqa: BLE001 - StorageError or a disk error: words only
        log.exception("saving a drill result failed")
        return f"This answer could not be saved ({exc}); the drill goes on."
    return None


def choices(context) -> list[RulesChoice]:
    return rules_choices(context.settings.house_rules)


def text(surface, res, words: str, pos, size=18, color=CREAM, bold=False,
         anchor="topleft") -> pygame.Rect:
    image = res.text(words, size, color, bold)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def paragraph(surface, res, words: str, rect: pygame.Rect, size=17, color=CREAM,
              line_h: int | None = None) -> int:
    """Wrapped text from rect's top left; returns the y below it."""
    font = res.font(FontName.REGULAR, size)
    y = rect.y
    for line in wrap_text(font, words, rect.w):
        surface.blit(res.text(line, size, color), (rect.x, y))
        y += line_h or size + 7
    return y
