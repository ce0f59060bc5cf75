"""``club21 --host TABLE`` and ``club21 --join ADDRESS --code CODE`` with a
window: the game opens at the host's waiting room (over the table's setup,
so CANCEL leads there) or at Join a game, already joining."""
from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from scenes.app.context import Context
from scenes.app.i18n import _

if TYPE_CHECKING:
    from game.net.session import SeatPlan

YOU, GUEST = "you", "guest"
# The seats a window hosts when --seats does not say: you and one friend;
# Showdown adds two AI players.
WINDOW_SEATS = {"indian": [YOU, GUEST], "showdown": [YOU, GUEST, "normal", "normal"]}


def window_plans(words: list[str]) -> list[SeatPlan]:
    """``--seats`` words (``you``, ``guest`` or an AI level) as seat plans;
    your seat is named as the setup names it."""
    from game.net.session import SeatKind, SeatPlan
    plans = []
    for word in words:
        if word == YOU:
            plans.append(SeatPlan(SeatKind.HOST, _("You")))
        elif word == GUEST:
            plans.append(SeatPlan(SeatKind.REMOTE))
        else:
            plans.append(SeatPlan(SeatKind.AI, word))
    return plans


def window_setup(table: str, count: int) -> dict[str, Any]:
    """The engine's setup: Showdown's tokens; Indian's items as the headless host deals them."""
    from game.net.headless import host_setup
    return host_setup(table, [GUEST] * count)


def open_from_command_line(context: Context, args: argparse.Namespace) -> None:
    """Over the lobby: the waiting room of ``--host``, or Join with ``--join``."""
    if args.host:
        from scenes.net.hosting import host_table
        words = list(args.seats or WINDOW_SEATS[args.host])
        context.open_scene(args.host)                    # the setup, under the room
        host_table(context, args.host, window_plans(words), window_setup(args.host, len(words)),
                   port=args.port, code=args.code)
    elif args.join:
        from game.net import crypto
        code = crypto.shown_code(args.code) if args.code else ""
        join = context.open_scene("join", address=args.join, code=code,
                                  player=args.name if args.name != GUEST else "")
        join_now = getattr(join, "join", None)
        if join_now is not None:
            join_now()
