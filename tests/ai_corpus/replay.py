"""Replay a recorded decision script: one bot in one seat, every other seat's
moves read from the script.

A script is the start of a match (the table's seed and seats) and every move
made in it, in order. The seat under test is asked at each of its turns; the
table then follows the recorded move, so one changed decision is reported
where it happens and the positions after it are still the recorded ones.

Used by ``make_corpus.py`` (to record) and ``test_ai_decisions.py`` (to
check); it imports only the tables and the bots.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from game.ai.base import BaseBot
from game.ai.indian import small_pots
from game.ai.registry import make_bot
from game.tables.common import ANYONE
from game.tables.indian.rules import INDIAN
from game.tables.indian.table import IndianTable
from game.tables.indian.view import IndianAction, IndianKind
from game.tables.showdown.rules import SHOWDOWN
from game.tables.showdown.table import ShowdownTable
from game.tables.showdown.view import ShowdownAction, ShowdownKind

Table = Any          # ShowdownTable | IndianTable: the same driving surface


def new_table(game: str, seed: int, seats: int) -> Table:
    if game == "showdown":
        return ShowdownTable(SHOWDOWN, seed=seed, tokens=[SHOWDOWN.start_tokens] * seats)
    return IndianTable(INDIAN, seed=seed)


def encode(action: ShowdownAction | IndianAction) -> str:
    """A move as text: ``HIT``, ``RAISE 4``, ``CHIP_BONUS p1``."""
    if isinstance(action, ShowdownAction):
        return action.kind.name
    if action.kind is IndianKind.RAISE:
        return f"RAISE {action.amount}"
    if action.player is not None:
        return f"{action.kind.name} p{action.player}"
    return action.kind.name


def decode(game: str, text: str) -> ShowdownAction | IndianAction:
    name, _, arg = text.partition(" ")
    if game == "showdown":
        return ShowdownAction(ShowdownKind[name])
    kind = IndianKind[name]
    if kind is IndianKind.RAISE:
        return IndianAction(kind, amount=int(arg))
    return IndianAction(kind, player=int(arg[1:]) if arg else None)


def describe(game: str, obs: Any) -> str:
    """The position as a reader needs it to judge the decision."""
    if game == "showdown":
        seats = "; ".join(f"seat {s.seat} {s.status.name.lower()} {'-'.join(s.cards)}={s.total}"
                          for s in obs.seats)
        return (f"round {obs.round_no}, seat {obs.player} to act, shoe {obs.shoe_remaining}, "
                f"discards {obs.discard_count}: {seats}")
    return (f"round {obs.round_no}, {obs.phase.name}, seat {obs.player}: community "
            f"{obs.community}, its cards {'-'.join(map(str, obs.opponent_cards))}, "
            f"my hit {'-'.join(map(str, obs.own_hit_cards)) or 'none'}, bets {obs.bets}, "
            f"cap {obs.raise_cap}, starter {obs.starter}, seen {len(obs.seen_cards)} cards")


@dataclass(frozen=True)
class Turn:
    """One decision of the seat under test, as replayed."""
    step: int          # index in the script's moves
    position: str
    recorded: str      # the move in the script
    chosen: str        # the move the bot makes now


def replay(script: dict, bot: BaseBot | None = None,
           choose: Callable[[BaseBot, Any, list, int], Any] | None = None
           ) -> Iterator[Turn]:
    """Walk the script; yield the tested seat's turns (the table follows the record)."""
    game, seat = script["game"], script["seat"]
    table = new_table(game, script["table_seed"], script["seats"])
    small_pots.forget()            # Indian hard learns across matches: each script from nothing
    bot = bot or make_bot(game, script["level"])
    bot.reset()
    for step, move in enumerate(script["moves"]):
        who = table.current_player()
        if who == ANYONE:
            bot.observe(table.observation(seat))
        elif who == seat:
            obs = table.observation(seat)
            legal = table.legal_actions()
            action = (choose or _ask)(bot, obs, legal, step)
            yield Turn(step, describe(game, obs), move, encode(action))
        table.apply(decode(game, move))
        table.events()


def _ask(bot: BaseBot, obs: Any, legal: list, step: int) -> Any:
    return bot.act(obs, legal, random.Random(step))   # fixed per turn
