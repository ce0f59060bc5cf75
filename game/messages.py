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


def to_json(said: Message) -> dict[str, Any]:
    """A message as JSON (a save keeps it whole, to be said in any language later)."""
    values: dict[str, Any] = {}
    for name, value in said.values.items():
        if isinstance(value, Message):
            values[name] = {"message": to_json(value)}
        elif isinstance(value, Chips):
            values[name] = {"chips": value.cents}
        elif isinstance(value, bool) or not isinstance(value, int | str):
            values[name] = str(value)
        else:
            values[name] = value
    return {"template": said.template, "values": values}


def from_json(data: Any) -> Message:
    """``to_json``'s message back; a plain string (an older save) as it is.
    Raises ValueError for anything else."""
    if isinstance(data, str):
        return verbatim(data)
    if not isinstance(data, dict) or not isinstance(data.get("template"), str) \
            or not isinstance(data.get("values"), dict):
        raise ValueError("not a message")
    values: dict[str, Any] = {}
    for name, value in data["values"].items():
        if isinstance(value, dict) and "message" in value:
            values[str(name)] = from_json(value["message"])
        elif isinstance(value, dict) and isinstance(value.get("chips"), int):
            values[str(name)] = Chips(value["chips"])
        elif isinstance(value, int | str) and not isinstance(value, bool):
            values[str(name)] = value
        else:
            raise ValueError(f"not a message value: {name}")
    try:
        data["template"].format(**values)     # every placeholder has its value
    except (KeyError, IndexError, ValueError) as exc:
        raise ValueError("a message whose template does not fit its values") from exc
    return message(data["template"], **values)
