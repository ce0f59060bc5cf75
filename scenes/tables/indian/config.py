"""What an Indian Blackjack match is set up with: opponent (the AI and its
level, a friend on the same computer, or one over the network), names, mode and who holds which
item.  Plain data: the setup screen fills it in, the table and the save read it.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from game.tables.indian.view import ItemKind
from scenes.app.i18n import N_
from scenes.widgets.text_field import kept_name

MAX_NAME = 14
LEVELS = ("easy", "normal", "hard")
LEVEL_WORDS = (N_("easy"), N_("normal"), N_("hard"))    # for the catalogue
ITEM_NAMES = {ItemKind.FREE_FOLD: N_("Free Fold"), ItemKind.CHIP_BONUS: N_("Chip Bonus"),
              ItemKind.DEAL_AGAIN: N_("Deal Again")}


class Opponent(str, Enum):
    AI = "ai"
    HUMAN = "human"
    REMOTE = "remote"    # a friend at another computer: the setup hosts the match


class Mode(str, Enum):
    DEATH_MATCH = "death_match"   # only the Hacked Garnet's Free Fold
    FINALS = "finals"             # Free Fold, Chip Bonus and Deal Again


def _default_items() -> dict[ItemKind, int | None]:
    return {ItemKind.FREE_FOLD: 0, ItemKind.CHIP_BONUS: 1, ItemKind.DEAL_AGAIN: 0}


@dataclass(frozen=True)
class IndianConfig:
    names: tuple[str, str] = ("You", "AI")
    opponent: Opponent = Opponent.AI
    level: str = "normal"
    mode: Mode = Mode.FINALS
    # holder per item: 0 = player 1, 1 = player 2, None = nobody
    items: dict[ItemKind, int | None] = field(default_factory=_default_items)

    @property
    def hotseat(self) -> bool:
        return self.opponent is Opponent.HUMAN

    @property
    def local(self) -> IndianConfig:
        """The setup a table on this computer plays: a remote opponent (only
        ever met through hosting) becomes the AI."""
        if self.opponent is not Opponent.REMOTE:
            return self
        return IndianConfig(self.names, Opponent.AI, self.level, self.mode, dict(self.items))

    @property
    def mode_title(self) -> str:
        return N_("Death Match") if self.mode is Mode.DEATH_MATCH else N_("Finals")

    def engine_items(self) -> dict[ItemKind, int | None]:
        """What the engine gets: a Death Match knows only the Free Fold."""
        if self.mode is Mode.DEATH_MATCH:
            return {ItemKind.FREE_FOLD: self.items.get(ItemKind.FREE_FOLD)}
        return dict(self.items)


def config_data(config: IndianConfig) -> dict[str, Any]:
    """The setup as JSON-ready data (the save's scene setup, the remembered setup)."""
    return {"names": list(config.names), "opponent": config.opponent.value,
            "level": config.level, "mode": config.mode.value,
            "items": {k.name: p for k, p in config.items.items()}}


def config_from_data(data: Mapping[str, Any]) -> IndianConfig:
    """``config_data`` read back; a name keeps the field's limit (an edited save
    may not). Raises ``TypeError``/``KeyError``/``ValueError`` on data that is
    not a setup: the caller falls back on its defaults."""
    if not isinstance(data, Mapping) or not isinstance(data["items"], Mapping):
        raise TypeError("not an Indian setup")
    first, second = (kept_name(n, MAX_NAME) for n in data["names"])   # as typing keeps one
    items = {ItemKind[k]: p for k, p in data["items"].items()}
    if any(p not in (0, 1, None) for p in items.values()):
        raise ValueError(f"an item held by nobody at the table: {items}")
    if data["level"] not in LEVELS:
        raise ValueError(f"no such level: {data['level']!r}")
    return IndianConfig(names=(first, second), opponent=Opponent(data["opponent"]),
                        level=str(data["level"]), mode=Mode(data["mode"]), items=items)


# --screenshot / --smoke: you against a normal AI, Finals, Free Fold and Deal
# Again to you, Chip Bonus to the AI (so every item button can be seen).
DEFAULT_CONFIG = IndianConfig()
