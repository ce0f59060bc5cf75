"""Exact house edges shipped for the house-rules screen (generated).

Written by ``python tools/make_preset_edges.py``, do not edit: the table's own
rules, every preset and every single rule step from the table's own rules,
keyed like ``game.tables.dealer.house_rules.edge_key``.
tests/test_preset_edges.py recomputes a few of them.
"""
# ruff: noqa: E501
from __future__ import annotations

PRESET_EDGES: dict[tuple[object, ...], float] = {
    ('midnight',): 0.00516640279137438,
    ('midnight', ('decks', '1'), ('double_after_split', 'False'), ('double_on', 'any'), ('split_aces_one_card', 'True')): 0.0012410671800500706,
    ('midnight', ('decks', '6'), ('double_on', 'any'), ('resplit_to', '4'), ('split_aces_one_card', 'True')): 0.005182574322264074,
    ('midnight', ('dealer_hits_soft_17', 'True'), ('decks', '2'), ('double_on', 'any'), ('resplit_to', '4'), ('split_aces_one_card', 'True')): 0.005074869900330606,
    ('midnight', ('double_on', 'any'), ('late_surrender', 'True'), ('split_aces_one_card', 'True')): 0.0051546649287582055,
    ('midnight', ('blackjack_pays', '6:5'), ('dealer_hits_soft_17', 'True'), ('decks', '6'), ('double_on', 'any'), ('resplit_to', '4'), ('split_aces_one_card', 'True')): 0.02090546146139545,
    ('midnight', ('decks', '6')): 0.004926965779454022,
    ('midnight', ('decks', '1')): 0.00012515569579252261,
    ('midnight', ('decks', '2')): 0.003006245590344292,
    ('midnight', ('decks', '4')): 0.00444951828701718,
    ('midnight', ('dealer_hits_soft_17', 'True')): 0.007423862304574907,
    ('midnight', ('double_on', 'any')): 0.004167655555436436,
    ('midnight', ('double_on', '10-11')): 0.006086429113780999,
    ('midnight', ('double_after_split', 'False')): 0.006308659401122501,
    ('midnight', ('resplit_to', '4')): 0.004648789530552127,
    ('midnight', ('resplit_to', '3')): 0.004723130661981972,
    ('midnight', ('resplit_aces', 'True')): 0.00516640279137438,
    ('midnight', ('split_aces_one_card', 'True')): 0.006909552843238544,
    ('midnight', ('late_surrender', 'True')): 0.0043428158265704855,
    ('midnight', ('blackjack_pays', '1:1')): 0.027799468817467195,
    ('midnight', ('blackjack_pays', '6:5')): 0.018746242407030073,
    ('classic',): 0.006711601088476717,
    ('classic', ('decks', '1'), ('double_on', 'any')): 0.00014743680848454052,
    ('classic', ('double_after_split', 'True'), ('double_on', 'any'), ('resplit_to', '4')): 0.0040654550539383945,
    ('classic', ('dealer_hits_soft_17', 'True'), ('decks', '2'), ('double_after_split', 'True'), ('double_on', 'any'), ('resplit_to', '4')): 0.00393116675162815,
    ('classic', ('decks', '8'), ('double_after_split', 'True'), ('double_on', 'any'), ('late_surrender', 'True')): 0.004117387070306809,
    ('classic', ('blackjack_pays', '6:5'), ('dealer_hits_soft_17', 'True'), ('double_after_split', 'True'), ('double_on', 'any'), ('resplit_to', '4')): 0.019784643013053722,
    ('classic', ('decks', '4')): 0.0062045103575118395,
    ('classic', ('decks', '8')): 0.006965657480075518,
    ('classic', ('decks', '1')): 0.0015018209296189938,
    ('classic', ('decks', '2')): 0.004665972920475695,
    ('classic', ('dealer_hits_soft_17', 'True')): 0.008944247039370981,
    ('classic', ('double_on', 'any')): 0.005818529954085751,
    ('classic', ('double_on', '10-11')): 0.007553266730686216,
    ('classic', ('double_after_split', 'True')): 0.005550459718576269,
    ('classic', ('resplit_to', '4')): 0.006371963839413523,
    ('classic', ('resplit_to', '3')): 0.006419592359036833,
    ('classic', ('resplit_aces', 'True')): 0.006711601088476717,
    ('classic', ('split_aces_one_card', 'False')): 0.004906998162442049,
    ('classic', ('late_surrender', 'True')): 0.005984532506560131,
    ('classic', ('blackjack_pays', '1:1')): 0.029373094946508825,
    ('classic', ('blackjack_pays', '6:5')): 0.02030849740329598,
}
