"""Start hosting from a setup screen: a ``HostedMatch`` listening on every
interface (so a friend on the network can reach it), and the host's waiting
room over the setup.  A port that cannot be opened is said, never raised."""
from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from scenes.app.context import Context
from scenes.app.error_words import said_reason
from scenes.app.i18n import _

if TYPE_CHECKING:
    from game.net.session import SeatPlan

ALL_INTERFACES = "0.0.0.0"
# Where a window listens.  Tests set "127.0.0.1": they never listen beyond loopback.
HOST_BIND = ALL_INTERFACES
log = logging.getLogger("club21.net")


def host_table(context: Context, table: str, plans: Sequence[SeatPlan],
               setup: dict[str, Any], *, names: Sequence[str] = (), port: int = 0,
               code: str | None = None) -> Any:
    """Listen, then push the host's waiting room (the ``HostRoom``, returned);
    None (the player told why) when the table cannot be hosted.  ``names``: the
    seats' names as the setup shows them (the AI players' are shown in the room)."""
    from game.net.session import HostedMatch
    seed = context.seed_source.next_seed()
    try:
        hosted = HostedMatch(table, list(plans), seed, setup, bind=HOST_BIND, port=port,
                             code=code)
        hosted.start()
    except OSError as exc:       # the port is taken, no network: words only
        log.warning("cannot host %s: %s", table, exc)
        context.toast.show(_("Cannot host: {reason}").format(reason=said_reason(exc)), 8.0)
        return None
    # Through the registry, not an import: the room opens the table scenes,
    # whose setups call this module.
    room = context.open_scene("host_room", hosted=hosted, table=table, plans=plans,
                              names=names)
    return room
