"""Blackjack Showdown: seeded random matches with random legal actions.

At every step: tokens conserved (seats + pot == the starting total), legal
actions sorted and non-empty until the match is over, whose turn it is makes
sense; illegal actions change nothing; record -> replay gives the same
snapshots; the global ``random`` module plays no part.
"""
from __future__ import annotations

import random

import pytest
from fuzz_scale import SCALE

from game.errors import IllegalAction
from game.tables.common import ANYONE
from game.tables.showdown.rules import ShowdownRules
from game.tables.showdown.table import ShowdownTable
from game.tables.showdown.view import (
    SeatStatus,
    ShowdownAction,
    ShowdownKind,
    ShowdownPhase,
)

ALL_ACTIONS = [ShowdownAction(k) for k in ShowdownKind]


def random_setup(seed: int, hundred: bool = False) -> tuple[ShowdownRules, list[int]]:
    r = random.Random(seed * 7919 + 1)
    seats = r.randint(2, 8)
    if hundred:
        return ShowdownRules(), [100] * seats
    # Small stacks keep matches short; odd antes and stacks make remainders.
    return ShowdownRules(ante=r.choice([7, 10])), [r.randint(1, 40) for _ in range(seats)]


def pick(table: ShowdownTable, rng: random.Random) -> ShowdownAction:
    legal = table.legal_actions()
    return legal[int(rng.random() * len(legal))]


def play(seed: int, hundred: bool = False, check=None) -> tuple[ShowdownTable, list]:
    rules, tokens = random_setup(seed, hundred)
    table = ShowdownTable(rules, seed, tokens, first_seat=seed % len(tokens))
    rng = random.Random(seed)
    actions = []
    while not table.is_over():
        if check:
            check(table)
        action = pick(table, rng)
        table.apply(action)
        table.events()
        actions.append(action)
        assert len(actions) < 20000, "a match that never ends"
    if check:
        check(table)
    return table, actions


def check_invariants(table: ShowdownTable) -> None:
    assert table.total_tokens() == sum(table.start_tokens)
    assert all(t >= 0 for t in table.tokens) and table.pot >= 0
    legal = table.legal_actions()
    assert legal == sorted(legal)
    cp = table.current_player()
    if table.is_over():
        assert legal == [] and cp is None
        assert table.winner is not None and sum(table.active) == 1 and table.pot == 0
        return
    assert legal
    if table.phase is ShowdownPhase.SUMMARY:
        assert cp == ANYONE and legal == [ShowdownAction(ShowdownKind.NEXT)]
        s = table.summary
        assert sum(x.won for x in s.seats) + s.pot_carried == s.pot
    else:
        assert table.active[cp] and table.status[cp] is SeatStatus.TO_ACT
        assert table.observation(cp).current_player == cp
    on_table = sum(len(h) for h in table.hands)
    assert on_table + table.shoe.remaining + len(table.shoe.discards) == 52


def test_random_matches_keep_invariants():
    for seed in range(300 * SCALE):
        play(seed, check=check_invariants)


def test_hundred_token_matches_conserve_100_per_seat():
    for seed in range(6):
        table, _ = play(10_000 + seed, hundred=True, check=check_invariants)
        assert sum(table.tokens) == 100 * table.seats


def test_illegal_actions_leave_state_unchanged():
    def check(table: ShowdownTable) -> None:
        legal = table.legal_actions()
        for action in ALL_ACTIONS + ["hit", None]:
            if action in legal:
                continue
            before = table.snapshot()
            with pytest.raises(IllegalAction):
                table.apply(action)
            assert table.snapshot() == before
        table.events()
        with pytest.raises(IllegalAction):
            table.apply(ALL_ACTIONS[0] if ALL_ACTIONS[0] not in legal else ALL_ACTIONS[-1])
        assert table.events() == []            # a refused action tells the view nothing
    for seed in range(20):
        play(seed, check=check)


def test_record_replay_gives_the_same_game():
    for seed in range(40):
        table, actions = play(seed)
        rules, tokens = random_setup(seed)
        again = ShowdownTable(rules, seed, tokens, first_seat=seed % len(tokens))
        twin = ShowdownTable(rules, seed, tokens, first_seat=seed % len(tokens))
        for action in actions:
            again.apply(action)
            twin.apply(action)
            assert again.snapshot() == twin.snapshot()
            assert again.events() == twin.events()
        assert again.snapshot() == table.snapshot()


def test_global_random_plays_no_part():
    for seed in range(40):
        table, actions = play(seed)
        rules, tokens = random_setup(seed)
        random.seed(12345)
        other = ShowdownTable(rules, seed, tokens, first_seat=seed % len(tokens))
        for action in actions:
            random.random()           # disturb the global generator between steps
            other.apply(action)
        assert other.snapshot() == table.snapshot()

