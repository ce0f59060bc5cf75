"""What the Join screen checks before it connects, and what it says when
joining fails: one clear sentence per cause, in the player's language."""
from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from enum import Enum

from game.messages import Message
from scenes.app.i18n import N_, _, say

MAX_HOST = 253                  # the longest host name DNS allows
HOST_CHARS = set("abcdefghijklmnopqrstuvwxyz0123456789-.")


class JoinProblem(Enum):
    """What the screen itself finds wrong before connecting, or a failure the
    link did not put in words; the value is the sentence shown."""
    NOT_AN_ADDRESS = N_("That is not an address: type it as the host shows it, "
                        "like 192.168.1.20:50000")
    NOT_A_CODE = N_("A room code is 10 letters and digits, like ABCDE-FGHJK")
    NO_HOST = N_("No host answers at that address: check it, and that the host "
                 "is still waiting")
    LOST = N_("The connection to the host was lost")

    @property
    def said(self) -> str:
        return _(self.value)


@dataclass(frozen=True)
class Address:
    host: str
    port: int


def parse_address(text: str) -> Address | None:
    """``host:port`` (an IPv4 address or a host name; ``[v6]:port``), or None."""
    text = text.strip()
    host, sep, port_text = text.rpartition(":")
    if not sep or not port_text.isdigit() or len(port_text) > 5:
        return None
    port = int(port_text)
    if not 1 <= port <= 65535:
        return None
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    try:
        ipaddress.ip_address(host)
        return Address(host, port)
    except ValueError:
        pass
    name = host.lower()
    if not name or len(name) > MAX_HOST or set(name) - HOST_CHARS or ".." in name \
            or name.startswith((".", "-")):
        return None
    return Address(name, port)


def failure_words(exc: BaseException) -> str:
    """A failed join in the player's language: the link's own sentence (a
    ``JoinError``'s ``why``: no host, wrong code, table full, not a table),
    else the cause as far as it is known."""
    why = getattr(exc, "why", None)
    if isinstance(why, Message):
        return say(why)
    if isinstance(exc, OSError):
        return JoinProblem.NO_HOST.said
    return JoinProblem.LOST.said
