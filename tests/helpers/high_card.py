"""High Card: a fifth table that lives only in the tests, registered from here
to show a table needs no edit of a shared module (``register_high_card``).

One card each from a seeded 52-card deck, reshuffled every round; the higher
rank wins the bet even money, a tie pushes. Money is integer cents.

    bet 10      (whole chips, 1–100)
    deal        (both cards, and the round is settled)
"""
from __future__ import annotations

import contextlib
import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import pygame

from game.ai.base import BaseBot, Level
from game.errors import IllegalAction, SetupError
from game.messages import verbatim
from game.storage.journal import RoundResult
from game.tables import registry as engine_registry
from game.tables.spec import Money, TableSpec
from scenes.app.key_maps import ENTER, MENU
from scenes.app.keymap import KeyMap, bind
from scenes.screens.rules_text import bullet, heading
from scenes.tables import registry as view_registry
from scenes.tables.view_spec import LobbyModel, ModelShape, TableView

NAME = "highcard"
MAX_BETS = (5, 25, 100)       # the table maximums its setup offers
RANKS = "23456789TJQKA"
DECK = tuple(r + s for s in "SHDC" for r in RANKS)


@dataclass(frozen=True)
class HighCardRules:
    min_bet: int = 1
    max_bet: int = 100
    overridable: tuple[str, ...] = ("max_bet",)

    def field_choices(self, name: str) -> tuple[int, ...]:
        return MAX_BETS if name == "max_bet" else ()

    def with_changes(self, changes: Mapping[str, Any]) -> HighCardRules:
        return replace(self, **changes)


@dataclass(frozen=True, order=True)
class Act:
    kind: str                 # "bet" or "deal"
    chips: int = 0


@dataclass(frozen=True)
class CardDealt:
    to: str                   # "you" or "house"
    card: str


@dataclass(frozen=True)
class RoundSettled:
    net_cents: int


@dataclass
class HighCardTable:
    rules: HighCardRules
    seed: int
    cents: int
    stacked: list[str] = field(default_factory=list)
    bet_cents: int = 0
    cards: tuple[str, str] | None = None     # (yours, the house's) of the last round
    rounds: int = 0
    _events: list[Any] = field(default_factory=list)

    def current_player(self) -> int | None:
        return 0

    def legal_actions(self) -> list[Act]:
        if self.bet_cents:
            return [Act("deal")]
        top = min(self.rules.max_bet, self.cents // 100)
        return [Act("bet", n) for n in range(self.rules.min_bet, top + 1)]

    def apply(self, action: Act) -> None:
        if action not in self.legal_actions():
            raise IllegalAction(verbatim(f"{action.kind} is not legal now"))
        if action.kind == "bet":
            self.bet_cents = action.chips * 100
            self.cents -= self.bet_cents
            return
        deck = list(DECK)
        random.Random(f"{self.seed}:{self.rounds}").shuffle(deck)
        yours, house = (self.stacked + deck)[:2]
        self.stacked = self.stacked[2:]
        self.cards, self.rounds = (yours, house), self.rounds + 1
        mine, theirs = RANKS.index(yours[0]), RANKS.index(house[0])
        back = 2 * self.bet_cents if mine > theirs else self.bet_cents if mine == theirs else 0
        self._events += [CardDealt("you", yours), CardDealt("house", house),
                         RoundSettled(back - self.bet_cents)]
        self.cents += back
        self.bet_cents = 0

    def observation(self, player: int) -> dict[str, Any]:
        return self.snapshot()

    def events(self) -> list[Any]:
        out, self._events = self._events, []
        return out

    def is_over(self) -> bool:
        return False

    def chips_of(self, who: int) -> int:
        return self.cents

    def on_table_of(self, who: int) -> int:
        return self.bet_cents

    @property
    def round_finished(self) -> bool:
        return self.bet_cents == 0

    def snapshot(self) -> dict[str, Any]:
        return {"cents": self.cents, "bet_cents": self.bet_cents,
                "cards": list(self.cards or ()), "rounds": self.rounds}


@dataclass(frozen=True)
class HighCardGame:
    rules: HighCardRules = HighCardRules()

    @property
    def name(self) -> str:
        return NAME

    def new_state(self, seed: int, setup: object,
                  cards: Sequence[object] | None = None) -> HighCardTable:
        cents = setup.get("cents", [100_000])[0] if isinstance(setup, dict) else None
        if not isinstance(cents, int) or cents < 0:
            raise SetupError("setup.cents must be [whole cents]")
        return HighCardTable(self.rules, seed, cents, [str(c) for c in cards or ()])

    def parse(self, state: HighCardTable | None, word: object) -> Act:
        parts = str(word).split()
        if parts == ["deal"]:
            return Act("deal")
        if len(parts) == 2 and parts[0] == "bet" and parts[1].isdigit():
            return Act("bet", int(parts[1]))
        raise IllegalAction(verbatim(f"{word!r} is no High Card word"))

    def format(self, state: HighCardTable | None, action: Act) -> str:
        return "deal" if action.kind == "deal" else f"bet {action.chips}"

    def output(self, state: HighCardTable) -> dict[str, object]:
        return state.snapshot()


class SmallBetBot(BaseBot):
    """Bets one chip, then deals."""
    name = "small bets"

    def act(self, observation: Any, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        return min(legal_actions)


def round_result(table: HighCardTable, who: int) -> RoundResult:
    yours, house = table.cards or ("", "")
    return RoundResult(summary=f"{yours} v {house}",
                       detail={"cards": [yours, house]})


def story(events: Sequence[Any], names: Sequence[str]) -> list[str]:
    cards = {e.to: e.card for e in events if isinstance(e, CardDealt)}
    nets = [e.net_cents for e in events if isinstance(e, RoundSettled)]
    if not cards:
        return []
    return [f"You {cards['you']}, house {cards['house']}: {nets[0] / 100:+.2f}"]


# The keys of its setup screen (a screen of its own, named by its view).
SETUP_KEYS = KeyMap("High Card: setup", (
    bind((pygame.K_UP, pygame.K_DOWN), "max_bet", "the table maximum", "↑  ↓"),
    bind(ENTER, "start", "start"), MENU))
SETUP_SCREEN = f"{NAME}_setup"

SPEC = TableSpec(name=NAME, game=HighCardGame(), money=Money.BANKROLL, house_rules=True,
                 bots={Level.NORMAL.value: SmallBetBot}, round_result=round_result)
VIEW = TableView(
    name=NAME, title="High Card", short_title="High", scene_module="helpers.high_card_scene",
    felt=(90, 70, 20), felt_print=("HIGHER CARD WINS", "Ties push"),
    welcome="Bet, then deal", anchors=("message", "buttons"),
    key_map=KeyMap("High Card", ()), rules=(heading("High Card"), bullet("Higher card wins.")),
    fan_cards=("AS", "KS"), lobby_model=LobbyModel(ModelShape.OVAL, stools=1),
    lobby_spot=(900, 560), story=story, screen_keys=((SETUP_SCREEN, SETUP_KEYS),),
    print_line_y=200)                   # its felt print above its message line


@contextlib.contextmanager
def register_high_card() -> Iterator[None]:
    """The table is in both registries for the block, and gone after it."""
    engine_registry.register(SPEC)
    view_registry.register(VIEW)
    try:
        yield
    finally:
        view_registry.unregister(NAME)
        engine_registry.unregister(NAME)
