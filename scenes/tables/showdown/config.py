"""Who sits at a Showdown table: plain seat data, shared by the setup screen,
the table and the save (no drawing, no rules)."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

NAME_MAX = 14              # a seat name's length limit (the setup field and the save)
START_TOKENS = 100         # every seat's tokens at the start of a match


class PlayerKind(str, Enum):
    HUMAN = "human"
    AI = "ai"


@dataclass(frozen=True)
class SeatConfig:
    """One seat of the setup: a named human, or an AI with a bot level."""
    name: str
    kind: PlayerKind = PlayerKind.HUMAN
    level: str = "normal"

    @property
    def is_ai(self) -> bool:
        return self.kind is PlayerKind.AI

    @property
    def tag(self) -> str:
        return f"AI · {self.level.capitalize()}" if self.is_ai else "Human"


# ``--screenshot/--actions`` and the smoke run: six human seats, so the picture
# shows exactly the state after the given words (no AI moves on by itself).
DEFAULT_SCRIPT_PLAYERS = tuple(SeatConfig(f"Player {i}") for i in range(1, 7))

__all__ = ["DEFAULT_SCRIPT_PLAYERS", "NAME_MAX", "START_TOKENS", "PlayerKind", "SeatConfig"]
