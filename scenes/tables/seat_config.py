"""Who sits at a seat before play: plain data, shared by every seat setup.

A seat is a named human (pass-and-play: people share one computer), an AI
player with a bot level (``game.ai.registry.levels``), a remote player (who
joins a hosted table over the network and brings their own name), or empty
(Classic's seven seats need not all be taken).  ``SeatConfig("Ann")`` is a human,
``SeatConfig("Ada", SeatKind.AI, "easy")`` an AI player, ``EMPTY_SEAT``
nobody.  The setup screens build these, the tables read them, and the save
keeps them as rows (``seat_rows`` / ``seats_from_rows``).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum

from scenes.app.i18n import _
from scenes.widgets.text_field import kept_name

PLAYER_NUMBER = "Player {number}"        # a human seat's default name (marked where given)


class SeatKind(str, Enum):
    EMPTY = "empty"
    HUMAN = "human"
    AI = "ai"
    REMOTE = "remote"      # a friend at another computer (a hosted table only)


@dataclass(frozen=True)
class SeatConfig:
    name: str = ""
    kind: SeatKind = SeatKind.HUMAN
    level: str = "normal"        # an AI player's bot level (kept for a human too)

    def __post_init__(self) -> None:
        if not isinstance(self.kind, SeatKind):      # "ai" from a dict; or arguments swapped
            try:
                kind = SeatKind(self.kind)
            except ValueError:
                raise TypeError(f"a seat's kind is a SeatKind, not {self.kind!r}") from None
            object.__setattr__(self, "kind", kind)

    @property
    def is_ai(self) -> bool:
        return self.kind is SeatKind.AI

    @property
    def tag(self) -> str:
        """"Human" or "AI · Normal": what a seat list says about the player."""
        return f"AI · {self.level.capitalize()}" if self.is_ai else "Human"


EMPTY_SEAT = SeatConfig(kind=SeatKind.EMPTY)


def shown_name(name: str) -> str:
    """A seat's name as drawn: a default one ("You", "Player 3") in the language
    shown now, whichever language the seat was given it in; a chosen name as it is."""
    if name in ("You", _("You")):
        return _("You")
    for template in (PLAYER_NUMBER, _(PLAYER_NUMBER)):
        head = template.split("{number}")[0]
        number = name[len(head):]
        if head and name.startswith(head) and number.isdigit():
            return _(PLAYER_NUMBER).format(number=number)
    return name


def object_name(name: str) -> str:
    """``shown_name`` where a name is the object ("Natural for you", "to Ann,
    you"): the default "You" becomes "you" ("jou" in Dutch)."""
    return _("you") if name in ("You", _("You")) else shown_name(name)


@dataclass(frozen=True)
class SeatName:
    """A seat's name inside a Message: ``shown_name`` when the line is said
    (``object_name`` where the name is the object of the sentence)."""
    name: str
    as_object: bool = False

    def __str__(self) -> str:
        return object_name(self.name) if self.as_object else shown_name(self.name)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


@dataclass(frozen=True)
class SeatNames:
    """Several seats' names inside a Message, joined with ", ": the object of
    a sentence ("Split pot: 30 each to Ann, you")."""
    names: tuple[str, ...]

    def __format__(self, spec: str) -> str:
        return format(", ".join(map(object_name, self.names)), spec)


def seat_rows(seats: Iterable[SeatConfig]) -> list[dict[str, str]]:
    """The seats as JSON-ready rows (the save and the remembered setup)."""
    return [{"kind": c.kind.value, "name": c.name, "level": c.level} for c in seats]


def seats_from_rows(rows: Iterable[Mapping[str, object]], name_limit: int) -> list[SeatConfig]:
    """Rows back into seats; a name is kept as the name field keeps a typed one
    (an edited save may hold control characters or a long name).  Raises
    ``TypeError``/``KeyError``/``ValueError`` on rows that are not seats: the
    caller falls back on its defaults."""
    return [SeatConfig(kept_name(r["name"], name_limit), SeatKind(r["kind"]), str(r["level"]))
            for r in rows]
