"""How a table's player-facing rules are written (summarised from docs/rules.md).

Each line is a catalogue message marked ``N_``, kept with its markup kind: a
heading (the first one is the page's title), a paragraph or a bullet.  The
rules screen translates them with ``_()`` when it lays the page out, so the
markup never passes through a translator's hands.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from scenes.app.i18n import N_


class Markup(Enum):
    HEADING = "heading"      # a section title; the page's first one is its title
    PARAGRAPH = "paragraph"  # running text, wrapped to the panel
    BULLET = "bullet"        # a list item, wrapped beside a bullet


@dataclass(frozen=True)
class RulesLine:
    markup: Markup
    text: str                # the English message; translate it where it is shown


def heading(text: str) -> RulesLine:
    return RulesLine(Markup.HEADING, text)


def paragraph(text: str) -> RulesLine:
    return RulesLine(Markup.PARAGRAPH, text)


def bullet(text: str) -> RulesLine:
    return RulesLine(Markup.BULLET, text)


# Shown for a table with no rules written (a new table before its text).
NO_RULES = (heading(N_("Rules")), paragraph(N_("No rules written yet.")))


# A table's own rules are its ``TableView.rules``
# (``scenes/tables/<table>/rules_words.py``).
