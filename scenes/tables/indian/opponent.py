"""The AI across the table: which bot, its dice, and when it moves.

``AiOpponent`` is the scene's AI player: it offers the AI the items it may use
while the human is to act, and chooses the AI's move after a short visible
pause.  Its dice are keyed by how many words the match had (``bot_dice``), so
a resumed match (``recall``) plays on exactly as if it had never been left,
if it was the first the hard AI played since the game started: hard
remembers its opponent across the matches of a run of the game (its card
learner, ``game.ai.indian.small_pots``), and a resumed match's AI remembers
that match alone (rebuilt by going over it, in a memory of its own, so no
round is counted twice).
The scene applies what it returns through its one ``act``; a bot that fails
is logged and replaced by the first legal action (a bug must not end a match).
"""
from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, Protocol, TypeVar, runtime_checkable

from game.ai.base import decision_rng
from game.ai.registry import make_bot
from game.storage.replays import start_table
from game.tables.indian.table import IndianTable
from game.tables.indian.view import (
    IndianAction,
    IndianKind,
    IndianObservation,
    IndianPhase,
    ItemKind,
    chip_bonus,
)

log = logging.getLogger(__name__)
T = TypeVar("T")
AI_PAUSE_S = 0.8            # the AI's visible think (scaled by the animation speed)
AI_PAUSE_CHIP_BONUS_S = 2.5  # longer while the human may still take a Chip Bonus
PLAYING = (IndianPhase.BET1, IndianPhase.BET2, IndianPhase.HIT, IndianPhase.DEAL_AGAIN_WAIT)

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


@runtime_checkable
class LearnsApart(Protocol):
    """A bot that learns across matches and can keep one match apart (hard)."""

    def learn_apart(self) -> None: ...


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

def recall(bot: Bot, record: dict[str, Any], seed: int) -> None:
    """Replay a saved match to a fresh ``bot`` as it saw it live: its own
    decisions again (same dice, answers dropped) and every result it watched, so
    a resumed hard AI still remembers how its opponent plays."""
    game, table = start_table(record)
    for n, word in enumerate(record.get("actions", [])):
        action = game.parse(table, word)
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


def safely(call: Callable[[], T], fallback: T) -> T:
    """A bot's answer, or ``fallback`` when the bot fails."""
    try:
        return call()
    except Exception:  # a bot bug must not end the match
        log.exception("indian bot failed; falling back")
        return fallback


class AiOpponent:
    """Player 2 when it is the computer."""

    def __init__(self, bot: Bot, seed: int) -> None:
        self.bot, self.seed = bot, seed
        self.wait = 0.0                                   # seconds thought so far
        self.offered: set[tuple[int, IndianKind]] = set()  # items offered out of turn

    def recall(self, record: dict[str, Any]) -> None:
        """A resumed match: the bot goes over it again (a bot that learns
        across matches does so in a memory of its own)."""
        if isinstance(self.bot, LearnsApart):
            self.bot.learn_apart()
        safely(lambda: recall(self.bot, record, self.seed), None)

    def learn(self, table: IndianTable) -> None:
        """An action was applied: the thinking starts again; a result shows the
        human's card, which a learning bot remembers."""
        self.wait = 0.0
        bot = self.bot
        if table.phase in (IndianPhase.RESULT, IndianPhase.OVER) and isinstance(bot, Learner):
            safely(lambda: bot.observe(table.observation(AI)), None)

    def item_now(self, table: IndianTable, words_before: int) -> IndianAction | None:
        """An item the AI uses while the human is to act (each offered once a round)."""
        if table.current_player() == AI:
            return None
        obs = table.observation(AI)
        for action in table.legal_actions():
            token = (table.round_no, action.kind)
            if owner_of(table, action) == AI and token not in self.offered:
                self.offered.add(token)
                dice = bot_dice(self.seed, "offer", words_before)
                if safely(partial(self.bot.offer, obs, action, dice), False):
                    return action
        return None

    def move(self, table: IndianTable, thought: float, instant: bool,
             words_before: int) -> IndianAction | None:
        """The AI's move once it has thought long enough (``thought``: seconds
        more, already scaled by the animation speed), else None."""
        legal = table.legal_actions()
        pause = AI_PAUSE_CHIP_BONUS_S if chip_bonus(0) in legal else AI_PAUSE_S
        self.wait += thought
        if not instant and self.wait < pause:
            return None
        mine = [a for a in legal if owner_of(table, a) == AI]
        dice = bot_dice(self.seed, "act", words_before)
        choice = safely(partial(self.bot.act, table.observation(AI), mine, dice), mine[0])
        return choice if choice in mine else mine[0]
