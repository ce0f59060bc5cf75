"""Observation tensors and legal-action masks (game/tables/*/encode.py): fixed
sizes, masks that are exactly the legal actions, nothing hidden leaked."""
from __future__ import annotations

import random

import pytest

from game.tables.common import ANYONE
from game.tables.dealer import encode as dealer_encode
from game.tables.dealer.actions import DEAL, bet
from game.tables.dealer.rules import CLASSIC, MIDNIGHT
from game.tables.dealer.table import DealerTable
from game.tables.indian import encode as indian_encode
from game.tables.indian.table import IndianTable
from game.tables.indian.view import IndianKind
from game.tables.showdown import encode as showdown_encode
from game.tables.showdown.table import ShowdownTable


@pytest.mark.parametrize("rules", [MIDNIGHT, CLASSIC], ids=["midnight", "classic"])
def test_a_dealer_mask_names_exactly_the_legal_actions_all_through_a_sitting(rules):
    table = DealerTable(rules, seed=2, chips=[300])
    rng = random.Random(2)
    size = dealer_encode.observation_size(rules)
    for _ in range(400):
        assert len(dealer_encode.observation_tensor(table, 0)) == size
        mask = dealer_encode.action_mask(table, 0)
        assert len(mask) == dealer_encode.action_count(rules)
        named = [dealer_encode.action_at(table, i) for i, m in enumerate(mask) if m]
        assert sorted(named) == table.legal_actions()
        if not named:
            break
        table.apply(rng.choice(named))


def test_the_dealers_hole_card_is_not_in_a_classic_tensor():
    tensors = set()
    for hole in ("2C", "KC"):
        table = DealerTable(CLASSIC, seed=1, chips=[100])
        table.shoe.stack(["9S", "6H", "8D", hole])
        table.apply(bet(0, 10))
        table.apply(DEAL)
        assert table.dealer[1] == hole
        tensors.add(tuple(dealer_encode.observation_tensor(table, 0)))
    assert len(tensors) == 1


def test_a_showdown_tensor_starts_with_the_asking_seat():
    table = ShowdownTable(seed=4, tokens=[100, 90, 80])
    for seat in range(3):
        tensor = showdown_encode.observation_tensor(table, seat)
        assert len(tensor) == showdown_encode.OBSERVATION_SIZE
        tokens_at = len(showdown_encode.PHASES) + 4 + 2
        assert tensor[tokens_at] == table.tokens[seat]


def test_a_showdown_mask_is_hit_and_stand_for_the_seat_to_act_only():
    table = ShowdownTable(seed=4, tokens=[100, 100, 100])
    while table.current_player() == ANYONE:
        table.apply(showdown_encode.ACTIONS[2])
    to_act = table.current_player()
    for seat in range(3):
        expected = [1, 1, 0] if seat == to_act else [0, 0, 0]
        assert showdown_encode.action_mask(table, seat) == expected


def test_an_indian_mask_names_exactly_the_legal_actions_of_the_player_to_act():
    table = IndianTable(seed=5, chips=(12, 12))
    rng = random.Random(5)
    while not table.is_over():
        p = table.current_player()
        p = 0 if p == ANYONE else p
        mask = indian_encode.action_mask(table, p)
        assert len(mask) == indian_encode.action_count(table)
        named = [indian_encode.action_at(table, p, i) for i, m in enumerate(mask) if m]
        legal = [a for a in table.legal_actions()
                 if a.kind is not IndianKind.CHIP_BONUS or a.player == p]
        assert sorted(named) == sorted(legal)
        assert len(indian_encode.observation_tensor(table, p)) == \
            indian_encode.OBSERVATION_SIZE
        table.apply(rng.choice(named))


def test_an_indian_players_own_first_card_is_not_in_its_tensor():
    tensors = set()
    for own in ("3", "11"):
        table = IndianTable(seed=1, cards=["7", own, "5"])   # community, P1, P2
        assert table.first[0] == own
        tensors.add(tuple(indian_encode.observation_tensor(table, 0)))
    assert len(tensors) == 1
