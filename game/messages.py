"""Words the engine hands to people, kept translatable.

The engine speaks English (scenario files, records and tests read it), yet a
player may read Dutch.  So a text meant for a player — a refused action's
reason, a rule's name — is a ``Message``: an English template marked with
``N_`` (so ``pybabel extract`` puts it in the catalogue) plus its values.
``str(message)`` is the English sentence; the view translates the template
and fills in the values in the player's language (``scenes.app.i18n.say``).
The engine never imports gettext or Babel.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from game.money import Cents, fmt_short


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue; it stays English here."""
    return message


@dataclass(frozen=True)
class Chips:
    """An amount of money inside a message: the view formats it for the
    player's language ("1,234.50" / "1.234,50"); English gets ``fmt_short``."""
    cents: Cents

    def __str__(self) -> str:
        return fmt_short(self.cents)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


@dataclass(frozen=True)
class Message:
    """An English template with named ``{placeholders}`` and their values."""
    template: str
    values: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    def __str__(self) -> str:
        return self.template.format(**self.values)


def message(template: str, **values: Any) -> Message:
    """``message(N_("You have {have}"), have=Chips(250))``."""
    return Message(template, MappingProxyType(dict(values)))


def verbatim(text: str) -> Message:
    """A text that has no template in the catalogue (what the operating system
    said, a caller's own words): every language shows it as it is."""
    return Message("{text}", MappingProxyType({"text": text}))
