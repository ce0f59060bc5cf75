"""Exact house edges shipped for the house-rules screen (generated).

Written by ``python tools/make_preset_edges.py``, do not edit: the table's own
rules, every preset and every single rule step from the table's own rules,
keyed like ``game.tables.dealer.house_rules.edge_key``.
tests/test_preset_edges.py recomputes a few of them.
"""
# ruff: noqa: E501
from __future__ import annotations

PRESET_EDGES: dict[tuple[object, ...], float] = {
    ('midnight',): 0.005166402791374373,
    ('midnight', ('decks', '1'), ('double_after_split', 'False'), ('double_on', 'any'), ('split_aces_one_card', 'True')): 0.0012410671800501087,
    ('midnight', ('decks', '6'), ('double_on', 'any'), ('resplit_to', '4'), ('split_aces_one_card', 'True')): 0.005182574322264098,
    ('midnight', ('dealer_hits_soft_17', 'True'), ('decks', '2'), ('double_on', 'any'), ('resplit_to', '4'), ('split_aces_one_card', 'True')): 0.005074869900330606,
    ('midnight', ('double_on', 'any'), ('late_surrender', 'True'), ('split_aces_one_card', 'True')): 0.0051546649287582125,
    ('midnight', ('blackjack_pays', '6:5'), ('dealer_hits_soft_17', 'True'), ('decks', '6'), ('double_on', 'any'), ('resplit_to', '4'), ('split_aces_one_card', 'True')): 0.020905461461395436,
    ('midnight', ('decks', '6')): 0.004926965779454047,
    ('midnight', ('decks', '1')): 0.0001251556957925625,
    ('midnight', ('decks', '2')): 0.0030062455903442677,
    ('midnight', ('decks', '4')): 0.004449518287017194,
    ('midnight', ('dealer_hits_soft_17', 'True')): 0.0074238623045749,
    ('midnight', ('double_on', 'any')): 0.004167655555436429,
    ('midnight', ('double_on', '10-11')): 0.006086429113781006,
    ('midnight', ('double_after_split', 'False')): 0.006308659401122508,
    ('midnight', ('resplit_to', '4')): 0.004648789530552134,
    ('midnight', ('resplit_to', '3')): 0.004723130661981979,
    ('midnight', ('resplit_aces', 'True')): 0.005166402791374373,
    ('midnight', ('split_aces_one_card', 'True')): 0.006909552843238551,
    ('midnight', ('late_surrender', 'True')): 0.004342815826570479,
    ('midnight', ('blackjack_pays', '1:1')): 0.02779946881746719,
    ('midnight', ('blackjack_pays', '6:5')): 0.018746242407030066,
    ('classic',): 0.006711601088476727,
    ('classic', ('decks', '1'), ('double_on', 'any')): 0.00014743680848457869,
    ('classic', ('double_after_split', 'True'), ('double_on', 'any'), ('resplit_to', '4')): 0.004065455053938408,
    ('classic', ('dealer_hits_soft_17', 'True'), ('decks', '2'), ('double_after_split', 'True'), ('double_on', 'any'), ('resplit_to', '4')): 0.003931166751628136,
    ('classic', ('decks', '8'), ('double_after_split', 'True'), ('double_on', 'any'), ('late_surrender', 'True')): 0.004117387070306816,
    ('classic', ('blackjack_pays', '6:5'), ('dealer_hits_soft_17', 'True'), ('double_after_split', 'True'), ('double_on', 'any'), ('resplit_to', '4')): 0.01978464301305371,
    ('classic', ('decks', '4')): 0.006204510357511853,
    ('classic', ('decks', '8')): 0.0069656574800755384,
    ('classic', ('decks', '1')): 0.0015018209296190441,
    ('classic', ('decks', '2')): 0.004665972920475681,
    ('classic', ('dealer_hits_soft_17', 'True')): 0.00894424703937097,
    ('classic', ('double_on', 'any')): 0.005818529954085761,
    ('classic', ('double_on', '10-11')): 0.007553266730686226,
    ('classic', ('double_after_split', 'True')): 0.005550459718576265,
    ('classic', ('resplit_to', '4')): 0.006371963839413519,
    ('classic', ('resplit_to', '3')): 0.006419592359036844,
    ('classic', ('resplit_aces', 'True')): 0.006711601088476727,
    ('classic', ('split_aces_one_card', 'False')): 0.004906998162442059,
    ('classic', ('late_surrender', 'True')): 0.005984532506560131,
    ('classic', ('blackjack_pays', '1:1')): 0.029373094946508835,
    ('classic', ('blackjack_pays', '6:5')): 0.020308497403295996,
}
