"""Indian Blackjack: seeded random matches with random legal actions.

At every step: chips conserved (stacks + pot == 60 + Chip Bonuses paid),
legal actions sorted and non-empty until the match is over; illegal actions
change nothing; record -> replay gives the same snapshots; and no observation
ever depends on the player's own first card before the reveal (a twin table
with that card swapped gives an equal observation).
"""
from __future__ import annotations

import copy
import random

import pytest
from fuzz_scale import SCALE

from game.errors import IllegalAction
from game.tables.common import ANYONE
from game.tables.indian.rules import IndianRules
from game.tables.indian.table import IndianTable
from game.tables.indian.view import (
    IndianAction,
    IndianKind,
    IndianPhase,
    ItemKind,
    chip_bonus,
    raise_to,
)

REVEALED = (IndianPhase.RESULT, IndianPhase.OVER)


def random_setup(seed: int) -> tuple[IndianRules, tuple[int, int], dict]:
    r = random.Random(seed * 104729 + 3)
    rules = IndianRules(blackjack_bonus_on_fold=r.random() < 0.3,
                        ante=1 if r.random() < 0.8 else 2)
    chips = (30, 30) if r.random() < 0.6 else (r.randint(1, 30), r.randint(1, 30))
    items = {k: r.choice([0, 1, None]) for k in ItemKind}
    return rules, chips, items


def new_table(seed: int) -> IndianTable:
    rules, chips, items = random_setup(seed)
    return IndianTable(rules, seed, chips, items)


def pick(table: IndianTable, rng: random.Random) -> IndianAction:
    legal = table.legal_actions()
    # Favour small raises and non-folds a little so rounds reach the reveal.
    if rng.random() < 0.5:
        calm = [a for a in legal if a.kind not in (IndianKind.FOLD, IndianKind.RAISE)]
        small = [a for a in legal if a.kind is IndianKind.RAISE and a.amount <= min(table.bets) + 3]
        legal = calm + small or legal
    return legal[int(rng.random() * len(legal))]


def play(seed: int, check=None) -> tuple[IndianTable, list[IndianAction]]:
    table = new_table(seed)
    rng = random.Random(seed)
    actions = []
    while not table.is_over():
        if check:
            check(table)
        action = pick(table, rng)
        table.apply(action)
        table.events()
        actions.append(action)
        assert len(actions) < 20000
    if check:
        check(table)
    return table, actions


def check_invariants(table: IndianTable) -> None:
    assert table.total_chips() == table.start_total + table.bonus_paid
    assert min(table.chips) >= 0 and min(table.bets) >= 0
    assert max(table.bets) <= table.raise_cap or table.phase in REVEALED
    legal = table.legal_actions()
    assert legal == sorted(legal)
    cp = table.current_player()
    if table.is_over():
        assert legal == [] and cp is None and 0 in table.chips
        assert table.chips[table.winner] == table.total_chips()
        return
    assert legal
    if table.phase is IndianPhase.RESULT:
        assert cp == ANYONE and table.bets == [0, 0]
    else:
        assert cp in (0, 1)
        assert table.bets[0] + table.chips[0] == table.round_chips[0]
        assert table.bets[1] + table.chips[1] == table.round_chips[1]


def test_random_matches_keep_invariants():
    for seed in range(400 * SCALE):
        play(seed, check=check_invariants)


def test_every_action_kind_and_phase_gets_played():
    kinds, phases = set(), set()

    def check(table: IndianTable) -> None:
        phases.add(table.phase)
    for seed in range(300):
        _, actions = play(seed, check=check)
        kinds |= {a.kind for a in actions}
    assert kinds == set(IndianKind)
    assert phases == set(IndianPhase)


UNIVERSE = ([raise_to(t) for t in range(0, 70)] + [chip_bonus(0), chip_bonus(1)]
            + [IndianAction(k) for k in IndianKind
               if k not in (IndianKind.RAISE, IndianKind.CHIP_BONUS)])


def test_illegal_actions_leave_state_unchanged():
    def check(table: IndianTable) -> None:
        legal = set(table.legal_actions())
        table.events()
        before = table.snapshot()
        for action in UNIVERSE + ["call", None]:
            if action in legal:
                continue
            with pytest.raises(IllegalAction):
                table.apply(action)
        assert table.snapshot() == before
        assert table.events() == []
    for seed in range(25):
        play(seed, check=check)


def test_record_replay_gives_the_same_game():
    for seed in range(60):
        table, actions = play(seed)
        again, twin = new_table(seed), new_table(seed)
        for action in actions:
            again.apply(action)
            twin.apply(action)
            assert again.snapshot() == twin.snapshot()
            assert again.events() == twin.events()
        assert again.snapshot() == table.snapshot()


def test_global_random_plays_no_part():
    for seed in range(40):
        table, actions = play(seed)
        random.seed(999)
        other = new_table(seed)
        for action in actions:
            random.random()
            other.apply(action)
        assert other.snapshot() == table.snapshot()


def swapped_twin(table: IndianTable, player: int) -> IndianTable:
    """The same table, except ``player``'s own first card is another number."""
    twin = copy.copy(table)             # shallow: only read from below
    twin.first = list(table.first)
    old = twin.first[player]
    twin.first[player] = str(int(old) % 11 + 1)
    return twin


def test_own_first_card_never_leaks_before_the_reveal():
    def check(table: IndianTable) -> None:
        if table.phase in REVEALED:
            return
        for p in (0, 1):
            obs = table.observation(p)
            assert obs.own_first_card is None
            twin = swapped_twin(table, p)
            assert twin.observation(p) == obs
            # Sanity: the swap is real - the opponent sees the difference.
            assert twin.observation(1 - p) != table.observation(1 - p)
            # And the legal actions cannot hint at it either.
            assert twin.legal_actions() == table.legal_actions()
    for seed in range(250):
        play(seed, check=check)


def test_own_first_card_shown_after_the_round():
    for seed in range(50):
        table = new_table(seed)
        rng = random.Random(seed)
        while table.phase not in REVEALED:
            table.apply(pick(table, rng))
        for p in (0, 1):
            obs = table.observation(p)
            assert obs.own_first_card == table.first[p]
            assert obs.result is not None and obs.result.hands[p][0] == table.first[p]
