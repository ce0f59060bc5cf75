"""A waiting room's seat list: one row per seat, its name, what it is and
whether its player is here.  Drawn the same way in the host's and the
guest's room (the guest's rows come from the host's welcome)."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from scenes.app.i18n import _
from scenes.app.resources import Resources
from scenes.tables.seat_config import shown_name
from scenes.widgets.draw import fitted_text
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MUTED

if TYPE_CHECKING:
    from game.net.session import SeatPlan, SeatStatus

HERE = (110, 214, 120)       # the dot of a connected seat
GONE = (120, 110, 100)
ROW_H = 40


@dataclass(frozen=True)
class SeatRow:
    number: int              # 1-based, as the table says it
    name: str                # "" for a remote seat nobody has taken yet
    what: str                # "You", "Remote player", "AI · Normal"
    here: bool | None        # its player is connected (an AI or your seat always is); None: unknown
    mine: bool = False       # the seat played in this window


def status_rows(statuses: Sequence[SeatStatus], plans: Sequence[SeatPlan],
                mine: int | None, names: Sequence[str] = ()) -> list[SeatRow]:
    """Rows of ``HostedMatch.seats()``; ``plans`` say each AI's level, ``names``
    the AI players' names as the setup gave them, ``mine`` is the 0-based seat
    played here."""
    from game.net.session import SeatKind
    rows = []
    for status in statuses:
        index, kind, name, here = status.index, status.kind, status.name, status.connected
        if kind is SeatKind.AI:
            level = plans[index].level if index < len(plans) else ""
            what = _("AI · {level}").format(level=_(level or "normal").capitalize())
            name = names[index] if index < len(names) else _("AI player")
            here = True
        elif kind is SeatKind.HOST:
            what, here = _("Host"), True
            name = plans[index].level if index < len(plans) else name
        else:
            what = _("Remote player")
        rows.append(SeatRow(index + 1, name, what, here, index == mine))
    return rows


def draw_rows(surface: pygame.Surface, res: Resources, rows: Sequence[SeatRow],
              area: pygame.Rect) -> None:
    """The rows top-down in ``area``, closer together when eight do not fit
    at ``ROW_H`` (a larger text size)."""
    y, step = area.y, min(ROW_H, area.h // max(1, len(rows)))
    for row in rows:
        middle = y + step // 2
        high = step - 4
        label = fitted_text(res, _("Seat {number}").format(number=row.number), 17, GOLD, 92,
                            res.smallest_size(), bold=True, height=high)
        surface.blit(label, label.get_rect(midleft=(area.x, middle)))
        name = shown_name(row.name) if row.name else (
            _("waiting for a player…") if row.here is False else "")
        if row.mine and not means_you(name):
            name = _("{name} (you)").format(name=name) if name else _("You")
        shown = fitted_text(res, name, 18, CREAM if row.name or row.mine else MUTED,
                            area.w // 2 - 110, res.smallest_size(), height=high)
        surface.blit(shown, shown.get_rect(midleft=(area.x + 100, middle)))
        what = fitted_text(res, row.what, 16, GOLD_LIGHT, area.w // 4, res.smallest_size(),
                           height=high)
        surface.blit(what, what.get_rect(midleft=(area.centerx, middle)))
        if row.here is not None:
            pygame.draw.circle(surface, HERE if row.here else GONE, (area.right - 150, middle), 7)
            state = fitted_text(res, _("here") if row.here else _("not here"), 16,
                                CREAM if row.here else MUTED, 130, res.smallest_size(),
                                height=high)
            surface.blit(state, state.get_rect(midleft=(area.right - 136, middle)))
        y += step


def means_you(name: str) -> bool:
    return name in ("You", _("You"))
