"""What the training screens share: the saved records, the rules chosen, text drawing."""
from __future__ import annotations

import logging
from fractions import Fraction

import pygame
from pygame.typing import Point

from game.storage.profile import Profile
from game.tables.dealer.house_rules import RULES_SEPARATOR, TABLE_RULES, rule_phrases
from game.training.counting import signed
from game.training.results import DrillKind, DrillRecord
from game.training.strategy_drill import RulesChoice, rules_choices
from scenes.app.context import Context
from scenes.app.error_words import said_reason
from scenes.app.i18n import _, format_fixed, say
from scenes.app.resources import Resources
from scenes.widgets.draw import fitted_text, wrap_text
from scenes.widgets.theme import CREAM, LOGICAL_SIZE, FontName
from scenes.widgets.theme import Colour as AnyColour

log = logging.getLogger("club21")
BACKGROUND = (18, 26, 22)
TITLE_H = 42                 # a drill's title, from y 20 to the line under it at y 62


def drill_save(context: Context) -> Profile | None:
    """The save drill results go to: none in a practice run (``--seed``)."""
    profile = context.profile
    return profile if isinstance(profile, Profile) and not context.practice else None


def saving(context: Context) -> bool:
    return drill_save(context) is not None


def load_records(context: Context, kind: DrillKind | None = None) -> list[DrillRecord]:
    """The saved drill sessions (none when there is no save, or it fails to read)."""
    profile = drill_save(context)
    if profile is None:
        return []
    try:
        return profile.drills(kind)
    except Exception:  # a failing disk: the drills still work
        log.exception("reading the drill results failed")
        return []


def save_record(context: Context, record: DrillRecord) -> str | None:
    """Write a session's record; a sentence when it could not be written."""
    profile = drill_save(context)
    if profile is None:
        return None
    try:
        profile.save_drill(record)
    except Exception as exc:  # StorageError or a disk error: words only
        log.exception("saving a drill result failed")
        return _("This answer could not be saved ({error}); the drill goes on.").format(
            error=said_reason(exc))
    return None


def choices(context: Context) -> list[RulesChoice]:
    return rules_choices(context.settings.house_rules)


def rules_words(overrides: dict) -> str:
    """A rule set in a few words in the player's language ("2 decks · hits soft 17")."""
    if not overrides:
        return say(TABLE_RULES)
    return RULES_SEPARATOR.join(say(phrase) for phrase in rule_phrases(overrides))


def count_words(count: int | Fraction) -> str:
    """A count as the drills show it: "+3", "−2", "0", "+1.5" / "+1,5"."""
    if isinstance(count, Fraction) and count.denominator != 1:
        return format_fixed(float(count), 1, signed=True).replace("-", "−")
    return signed(count)


def text(surface: pygame.Surface, res: Resources, words: str, pos: Point, size: int = 18,
         color: AnyColour = CREAM, bold: bool = False, anchor: str = "topleft",
         room: int | None = None, height: int | None = None) -> pygame.Rect:
    """``words`` drawn at ``pos``; with a ``room`` (and ``height``) they keep to
    that box at any text size (``fitted_text``)."""
    image = res.text(words, size, color, bold) if room is None and height is None else \
        fitted_text(res, words, size, color, LOGICAL_SIZE[0] if room is None else room,
                    res.smallest_size(), bold, height)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def paragraph(surface: pygame.Surface, res: Resources, words: str, rect: pygame.Rect,
              size: int = 17, color: AnyColour = CREAM, line_h: int | None = None) -> int:
    """Wrapped text from rect's top left; returns the y below it."""
    font = res.font(FontName.REGULAR, size)
    y = rect.y
    for line in wrap_text(font, words, rect.w):
        surface.blit(res.text(line, size, color), (rect.x, y))
        y += line_h or size + 7
    return y
