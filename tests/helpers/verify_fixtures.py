"""Saves with finished sittings at all four tables, written the way the scenes
write them (round results from ``game.storage.results``), for verify's tests."""
from __future__ import annotations

import itertools
import random
from types import SimpleNamespace

from game.storage.replays import start_table
from game.storage.results import dealer_result, indian_result, showdown_result
from game.tables.dealer.actions import format_action, parse_action
from game.tables.dealer.rules import CLASSIC, MIDNIGHT
from game.tables.dealer.table import DealerTable
from game.tables.games import game_for
from game.tables.indian.view import IndianPhase
from game.tables.overrides import with_overrides
from game.tables.showdown.view import ShowdownPhase
from scenes.tables.journal import TableJournal


def play_dealer(profile, name: str, rounds: int, rng: random.Random, leave: bool = True,
                house: dict | None = None):
    """``rounds`` rounds of one bet, random legal play (under ``house`` rules);
    returns the sitting."""
    rules = with_overrides({"midnight": MIDNIGHT, "classic": CLASSIC}[name], house or {})
    s = profile.sit_down(name, dict(house or {}), {"cents": [profile.bankroll_cents]},
                         seed=rng.getrandbits(128))   # known: the tests are repeatable
    t = DealerTable(rules, s.seed, None, cents=[profile.bankroll_cents])

    def money():
        return {"rack_cents": t.chips_of(0), "staked_cents": t.on_table_of(0)}

    for _ in range(rounds):
        t.apply(parse_action("bet 1 10", rules))
        profile.record_action(s.id, "bet 1 10", **money())
        t.apply(parse_action("deal", rules))
        profile.begin_round(s.id, "deal", **money())
        if t.round_finished:
            profile.settle_round(s.id, dealer_result(t, 0), **money())
        while not t.round_finished:
            word = format_action(rng.choice(t.legal_actions()))
            t.apply(parse_action(word, rules))
            if t.round_finished:
                profile.settle_round(s.id, dealer_result(t, 0), word=word, **money())
            else:
                profile.record_action(s.id, word, **money())
    if leave:
        profile.stand_up(s.id)
    return s


def play_match(profile, name: str, rng: random.Random, max_words: int = 300):
    """A Showdown or Indian match against random play, journaled through the
    scenes' own adapter (``TableJournal.match_word``); returns the sitting."""
    context = SimpleNamespace(profile=profile, practice=False, save_fault=None,
                              toast=SimpleNamespace(show=print))
    setup = {"chips": [20, 20]} if name == "indian" else {"chips": [20, 20, 20], "first_seat": 1}
    journal = TableJournal.sit_down(context, name, {}, setup, opponent="ai",
                                    seed=rng.getrandbits(128))
    _, table = start_table(journal.sitting.record([]))

    def ended() -> bool:
        if name == "indian":
            return table.phase in (IndianPhase.RESULT, IndianPhase.OVER)
        return table.phase is not ShowdownPhase.PLAY

    def result():
        return indian_result(table) if name == "indian" else showdown_result(table, 0)

    def write(word):
        over = table.winner is not None
        journal.match_word(word, table.round_no, ended(), result,
                           (lambda: table.winner == 0) if over else None, "")

    write(None)
    game = game_for(name)
    for n in itertools.count():
        if table.winner is not None or (n >= max_words and not journal.round_open):
            break
        action = rng.choice(table.legal_actions())
        word = game.format(table, action)
        table.apply(action)
        table.events()
        write(word)
    if table.winner is None:
        profile.stand_up(journal.id)        # left between rounds: the seed is revealed
    return journal.sitting
