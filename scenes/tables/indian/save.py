"""Indian Blackjack and the save (``scenes.tables.journal``): one sitting per match.

The engine deals round 1 by itself (``begin_round`` without a word), every
applied word is journaled by ``MatchSaver.record`` (a new round number opens a round,
the word that ends one settles it), and the match is finished when a winner is
known (``won`` = player 1, the local human, won).  What the adapter's setup
cannot hold (names, opponent, AI level, mode) is kept with ``scene_setup``.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from game.ai.base import decision_rng
from game.ai.registry import make_bot
from game.storage import Pending
from game.storage.replays import start_table
from game.storage.results import indian_result
from game.tables.indian.table import IndianTable
from game.tables.indian.view import (
    IndianAction,
    IndianKind,
    IndianObservation,
    IndianPhase,
    ItemKind,
)
from scenes.app.context import Context
from scenes.tables.indian.config import MAX_NAME, IndianConfig, Mode, Opponent
from scenes.tables.journal import (
    TableJournal,
    chosen_seed,
    give_up_unfinished,
    load_scene_setup,
)

AI = 1                      # against the AI the human is player 1 (engine 0)


@runtime_checkable
class Bot(Protocol):
    """An Indian bot as the table uses it (``game.ai.indian``)."""

    def act(self, obs: IndianObservation, legal: Sequence[IndianAction],
            rng: random.Random) -> IndianAction: ...
    def offer(self, obs: IndianObservation, action: IndianAction,
              rng: random.Random) -> bool: ...


@runtime_checkable
class Learner(Protocol):
    """A bot that learns from every result it watches (hard)."""

    def observe(self, obs: IndianObservation) -> None: ...


def indian_bot(level: str) -> Bot:
    bot = make_bot("indian", level)
    if not isinstance(bot, Bot):
        raise TypeError(f"the {level!r} bot cannot play Indian Blackjack")
    return bot


def owner_of(table: IndianTable, action: IndianAction) -> int | None:
    """Who may take ``action``: an item's holder, else the player to act."""
    if action.kind is IndianKind.CHIP_BONUS:
        return action.player
    if action.kind is IndianKind.DEAL_AGAIN:
        items = table.observation(0).items     # public: who still holds it
        return next((p for p in (0, 1) if ItemKind.DEAL_AGAIN in items[p]), None)
    return table.current_player()


def bot_dice(seed: int, kind: str, words_before: int) -> random.Random:
    """The AI's dice for one decision (``kind``: "act" or "offer"), keyed by how
    many words the match had: the same after a resume as without."""
    return decision_rng(seed, "indian", kind, words_before)


class MatchSaver:
    """One match's sitting in the save; ``journal`` is None without a profile
    (tests, tools, a practice seed)."""

    def __init__(self, journal: TableJournal | None) -> None:
        self.journal = journal

    @classmethod
    def sit_down(cls, context: Context, config: IndianConfig, chips: tuple[int, int],
                 cards: tuple[str, ...], seed: int) -> MatchSaver:
        """The match's sitting: its seed (and commitment) before the first card;
        the match left unfinished at this table gives way (counted neither way)."""
        give_up_unfinished(context, "indian")
        items = {k.name.lower(): p + 1 for k, p in config.engine_items().items()
                 if p is not None}
        return cls(TableJournal.sit_down(
            context, "indian", {}, {"chips": list(chips), "items": items},
            seed=chosen_seed(context, seed), cards=cards, opponent=config.opponent.value,
            scene={"names": list(config.names), "opponent": config.opponent.value,
                   "level": config.level, "mode": config.mode.value,
                   "items": {k.name: p for k, p in config.items.items()}}))

    @classmethod
    def resume(cls, context: Context, pending: Pending, engine: IndianTable,
               names: Sequence[str]) -> MatchSaver:
        """Keep writing to a saved match; what was left half-written is done now."""
        saver = cls(TableJournal.resume(context, pending))
        if saver.journal is not None:
            saver.journal.match_round = engine.round_no
            saver.record(engine, None, names)
        return saver

    def record(self, engine: IndianTable, word: str | None, names: Sequence[str]) -> None:
        """``word`` was applied (None: the engine dealt a round by itself): a
        new round opens, the word that ends one settles it, a winner finishes
        the match (``won`` = player 1, the local human, won)."""
        if self.journal is None:
            return
        ended = engine.phase in (IndianPhase.RESULT, IndianPhase.OVER)
        winner = engine.winner
        self.journal.match_word(word, engine.round_no, ended, lambda: indian_result(engine),
                                None if winner is None else (lambda: winner == 0),
                                "" if winner is None else f"won by {names[winner]}")

    def resign(self, engine: IndianTable, loser: int, names: Sequence[str]) -> None:
        """``loser`` gives up: the match ends as their loss.  A round in play is
        settled as the engine reports it (no result yet: neither won nor lost),
        so the round check re-deals exactly what was saved."""
        if self.journal is None:
            return
        if self.journal.round_open:
            self.journal.settle(indian_result(engine))
        self.journal.finish(won=loser != 0, summary=f"{names[loser]} resigned")

    def leave(self) -> None:
        """The table closes: a match left before its end stays saved (no
        stand-up), and opening the table again offers to continue it."""
        self.journal = None


def saved_config(context: Context, pending: Pending) -> IndianConfig:
    """The setup of a saved match (defaults for what an old save lacks)."""
    data = load_scene_setup(context, pending.sitting.id)
    items = {k: p - 1 for k, p in (pending.record["setup"].get("items") or {}).items()}
    try:
        first, second = (str(n)[:MAX_NAME] for n in data["names"])   # an edited save too
        return IndianConfig(
            names=(first, second),
            opponent=Opponent(data["opponent"]),
            level=str(data["level"]), mode=Mode(data["mode"]),
            items={ItemKind[k]: p for k, p in data["items"].items()})
    except (TypeError, KeyError, ValueError):
        human = pending.sitting.opponent == "human"
        return IndianConfig(names=("Player 1", "Player 2") if human else ("You", "AI"),
                            opponent=Opponent.HUMAN if human else Opponent.AI,
                            items={ItemKind[k.upper()]: p for k, p in items.items()})


def recall(bot: Bot, record: dict[str, Any], seed: int) -> None:
    """Replay a saved match to a fresh ``bot`` as it saw it live: its own
    decisions again (same dice, answers dropped) and every result it watched, so
    a resumed hard AI still remembers how its opponent plays."""
    adapter, table = start_table(record)
    for n, word in enumerate(record.get("actions", [])):
        action = adapter.parse_action(table, word)
        if owner_of(table, action) == AI:
            obs = table.observation(AI)
            if table.current_player() == AI:
                mine = [a for a in table.legal_actions() if owner_of(table, a) == AI]
                bot.act(obs, mine, bot_dice(seed, "act", n))
            else:
                bot.offer(obs, action, bot_dice(seed, "offer", n))
        table.apply(action)
        if table.phase in (IndianPhase.RESULT, IndianPhase.OVER) and isinstance(bot, Learner):
            bot.observe(table.observation(AI))
