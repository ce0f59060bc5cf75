"""The engine as a library: clone(), returns(), is_terminal() and explicit
chance nodes (game.tables.chance) on all four tables."""
from __future__ import annotations

import random
from fractions import Fraction

import pytest

from game.errors import IllegalAction
from game.tables.chance import ChanceState
from game.tables.dealer.actions import DEAL, STAND, bet
from game.tables.dealer.rules import CLASSIC, MIDNIGHT
from game.tables.dealer.table import DealerTable
from game.tables.indian.table import IndianTable
from game.tables.showdown.table import ShowdownTable

BUILDERS = {
    "midnight": lambda: DealerTable(MIDNIGHT, seed=3, chips=[100]),
    "classic": lambda: DealerTable(CLASSIC, seed=3, chips=[100]),
    "showdown": lambda: ShowdownTable(seed=3, tokens=[30, 30, 30]),
    "indian": lambda: IndianTable(seed=3, chips=(8, 8)),
}


def play_randomly(table, rng: random.Random, steps: int = 400) -> None:
    for _ in range(steps):
        actions = table.legal_actions()
        if not actions or table.is_over():
            return
        table.apply(rng.choice(actions))


@pytest.mark.parametrize("name", BUILDERS)
def test_a_clone_plays_on_exactly_like_its_original(name):
    table = BUILDERS[name]()
    play_randomly(table, random.Random(1), steps=7)
    twin = table.clone()
    assert twin.snapshot() == table.snapshot()
    play_randomly(table, random.Random(2))
    play_randomly(twin, random.Random(2))
    assert twin.snapshot() == table.snapshot()


@pytest.mark.parametrize("name", BUILDERS)
def test_playing_a_clone_leaves_the_original_untouched(name):
    table = BUILDERS[name]()
    play_randomly(table, random.Random(1), steps=5)
    before = table.snapshot()
    play_randomly(table.clone(), random.Random(9))
    assert table.snapshot() == before


@pytest.mark.parametrize("name", BUILDERS)
def test_returns_are_the_money_won_since_the_start_and_conserve_it(name):
    table = BUILDERS[name]()
    play_randomly(table, random.Random(4))
    returns = table.returns()
    if name in ("midnight", "classic"):
        assert sum(returns) == -table.house_net
    elif name == "showdown":
        assert sum(returns) == -table.pot
    else:
        assert sum(returns) == table.bonus_paid
    assert any(returns)


def test_a_dealer_table_is_terminal_from_the_settled_round_until_the_next_deal():
    table = DealerTable(MIDNIGHT, seed=5, chips=[100])
    assert not table.is_terminal()
    table.apply(bet(0, 10))
    table.apply(DEAL)
    while not table.round_finished:
        table.apply(STAND)
    assert table.is_terminal()
    assert table.round_returns() == table.returns()
    table.apply(bet(0, 10))
    assert table.is_terminal()
    table.apply(DEAL)
    assert table.is_terminal() == table.round_finished


@pytest.mark.parametrize("name", ["showdown", "indian"])
def test_a_match_is_terminal_only_when_it_is_over(name):
    table = BUILDERS[name]()
    rng = random.Random(6)
    while not table.is_over():
        assert not table.is_terminal()
        table.apply(rng.choice(table.legal_actions()))
    assert table.is_terminal()


@pytest.mark.parametrize("name", BUILDERS)
def test_chance_outcomes_are_the_unseen_cards_with_exact_probabilities(name):
    state = ChanceState.new(BUILDERS[name])
    rng = random.Random(8)
    seen_chance = 0
    for _ in range(200):
        if state.is_terminal():
            break
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert sum(p for _, p in outcomes) == 1
            assert all(isinstance(p, Fraction) and p > 0 for _, p in outcomes)
            assert state.current_player() is None and state.legal_actions() == []
            state.apply_chance(rng.choice(outcomes)[0])
            seen_chance += 1
        else:
            state.apply(rng.choice(state.legal_actions()))
    assert seen_chance >= 4


def test_the_first_midnight_card_has_the_chance_of_its_copies_in_eight_decks():
    state = ChanceState.new(BUILDERS["midnight"])
    state.apply(bet(0, 10))
    state.apply(DEAL)
    outcomes = dict(state.chance_outcomes())
    assert len(outcomes) == 52
    assert outcomes["AS"] == Fraction(8, 416)


def test_chosen_cards_are_the_cards_dealt():
    state = ChanceState.new(BUILDERS["midnight"])
    state.apply(bet(0, 10))
    state.apply(DEAL)
    for card in ("9S", "6H", "KD"):      # player, dealer up, player
        state.apply_chance(card)
    assert not state.is_chance_node()
    assert state.table.hands[0].cards == ["9S", "KD"]
    assert state.table.dealer == ["6H"]
    assert dict(state.chance_outcomes()) == {}


def test_a_card_that_is_not_an_outcome_is_refused():
    state = ChanceState.new(BUILDERS["indian"])
    with pytest.raises(ValueError):
        state.apply_chance("XX")


def test_a_player_action_at_a_chance_node_is_refused():
    state = ChanceState.new(BUILDERS["showdown"])
    assert state.is_chance_node()
    with pytest.raises(IllegalAction):
        state.apply(state.chance_outcomes()[0][0])


def test_a_cloned_chance_state_goes_its_own_way():
    state = ChanceState.new(BUILDERS["midnight"])
    state.apply(bet(0, 10))
    state.apply(DEAL)
    before = state.chance_outcomes()
    twin = state.clone()
    twin.apply_chance("AS")
    assert state.chance_outcomes() == before
    assert dict(twin.chance_outcomes())["AS"] == Fraction(7, 415)


def test_the_seeded_path_draws_no_differently_after_a_chance_state_ran():
    first = DealerTable(CLASSIC, seed=11, chips=[100])
    ChanceState.new(BUILDERS["classic"])
    second = DealerTable(CLASSIC, seed=11, chips=[100])
    for t in (first, second):
        t.apply(bet(0, 10))
        t.apply(DEAL)
    assert first.snapshot() == second.snapshot()


def test_the_clone_benchmark_runs_and_finds_every_clone_faithful(capsys):
    from bench import engine_clone
    assert engine_clone.main(["--copies", "3"]) == 0
    out = capsys.readouterr().out
    assert all(name in out for name in BUILDERS) and "CLONE DIFFERS" not in out
