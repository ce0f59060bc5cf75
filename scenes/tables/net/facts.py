"""Who sits where at a networked table, as this player's seat knows it.

``seat_facts`` reads them from a ``RemoteTable`` (with the names and AI
levels the caller knows: the host's window does); ``seated`` takes in the
host's word on who sits where, sent whenever someone joins or drops.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from scenes.app.i18n import _
from scenes.tables.net.feed import Seating
from scenes.tables.seat_config import PLAYER_NUMBER
from scenes.tables.sentences import means_you

YOU_WORDS = ("you", "jij")       # "You" as the setup screens give it, English and Dutch


@dataclass(frozen=True)
class SeatFacts:
    """Who sits where at a networked table, as this seat knows it."""
    table_name: str
    seat: int                                # this player's seat, from 0
    names: tuple[str, ...]                   # "You" at this seat
    levels: tuple[str | None, ...] = ()      # an AI level, or None for a person
    commitment: str = ""
    setup: dict[str, Any] = field(default_factory=dict)
    on_leave: Callable[[], None] | None = None   # the host's own window: stop hosting

    @property
    def hosting(self) -> bool:
        """This window hosts the match (its table stops hosting when left)."""
        return self.on_leave is not None

    def is_ai(self, seat: int) -> bool:
        return seat < len(self.levels) and self.levels[seat] is not None


def seat_facts(remote: Any, on_leave: Callable[[], None] | None = None,
               names_given: Sequence[str] | None = None,
               levels_given: Sequence[str | None] | None = None) -> SeatFacts:
    """The facts of a ``RemoteTable``, with the seats' names and AI levels
    when the caller (or the remote table) knows them."""
    seats = int(remote.seats)
    setup = dict(getattr(remote, "setup", None) or {})
    names = [str(n) for n in names_given or []][:seats]
    # "Player 2" in the language shown now (drawn names say it again in a new one)
    names += [_(PLAYER_NUMBER).format(number=i + 1) for i in range(len(names), seats)]
    names = [_(PLAYER_NUMBER).format(number=i + 1) if names_you(n) else n
             for i, n in enumerate(names)]
    names[remote.seat] = "You"
    levels = [str(lv) if lv else None for lv in levels_given or []][:seats]
    levels += [None] * (seats - len(levels))
    levels[remote.seat] = None
    facts = SeatFacts(remote.table_name, remote.seat, tuple(names), tuple(levels),
                      str(remote.commitment), setup, on_leave)
    lobby = getattr(remote, "lobby", ())     # who sits where, as the host last said
    if lobby and not names_given:
        facts = seated(facts, Seating(tuple((s.kind, s.name) for s in lobby)))
    return facts


def names_you(name: str) -> bool:
    """A name that would read as this player: the host's default "You" (in
    any language) is another person's name on a guest's screen."""
    return means_you(name) or name.strip().lower() in YOU_WORDS


def ai_name(table_name: str, seat: int) -> str:
    """An AI seat's name as the setup screens give it."""
    return "AI" if table_name == "indian" else f"AI {seat + 1}"


def seated(facts: SeatFacts, seating: Seating) -> SeatFacts:
    """``facts`` with the names and AI levels the host sent (this seat stays
    "You"; a seat nobody has taken keeps the name it had)."""
    names, levels = list(facts.names), list(facts.levels)
    for i, (kind, name) in enumerate(seating.seats[:len(names)]):
        if i == facts.seat:
            continue
        if kind == "ai":
            names[i], levels[i] = ai_name(facts.table_name, i), name or "normal"
        elif kind == "host" and (not name or names_you(name)):
            names[i], levels[i] = _("Host"), None     # the host kept the default "You"
        else:
            names[i] = names[i] if not name or names_you(name) else name
            levels[i] = None
    return replace(facts, names=tuple(names), levels=tuple(levels))
