"""What the Join screen checks before it connects, and what it says when
joining fails: one clear sentence per cause, in the player's language."""
from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from enum import Enum

from scenes.app.i18n import N_, _

MAX_HOST = 253                  # the longest host name DNS allows
HOST_CHARS = set("abcdefghijklmnopqrstuvwxyz0123456789-.")


class JoinProblem(Enum):
    """Why a join failed; the value is the sentence shown (marked for the catalogue)."""
    NOT_AN_ADDRESS = N_("That is not an address: type it as the host shows it, "
                        "like 192.168.1.20:50000")
    NOT_A_CODE = N_("A room code is 10 letters and digits, like ABCDE-FGHJK")
    NO_HOST = N_("No host answers at that address: check it, and that the host "
                 "is still waiting")
    WRONG_CODE = N_("The host refused the room code: check it with the host")
    TABLE_FULL = N_("That table is full: every remote seat is taken")
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


# Words in a GuestError's reason that tell its cause (the reason is written
# for logs; the screen says the cause in the player's language).
CLUES = ((JoinProblem.WRONG_CODE, ("bad_key", "code", "does not open")),
         (JoinProblem.TABLE_FULL, ("no free seat", "full")),
         (JoinProblem.NO_HOST, ("cannot reach", "refused", "timed out", "no host",
                                "unreachable", "not known", "resolve")))


def problem_of(exc: BaseException) -> JoinProblem:
    """The cause of a failed join: the error's ``kind`` when it names one of
    ours, else read from its words; unknown ones are a lost connection."""
    kind = getattr(exc, "kind", None)
    for problem in JoinProblem:
        if kind is not None and getattr(kind, "name", kind) == problem.name:
            return problem
    words = str(exc).lower()
    for problem, clues in CLUES:
        if any(clue in words for clue in clues):
            return problem
    if isinstance(exc, OSError):
        return JoinProblem.NO_HOST
    return JoinProblem.LOST
