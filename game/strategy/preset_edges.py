"""Exact house edges shipped for the house-rules screen (generated).

Written by ``python tools/make_preset_edges.py``, do not edit: the table's own
rules, every preset and every single rule step from the table's own rules,
keyed like ``game.tables.dealer.house_rules.edge_key``.
tests/test_preset_edges.py recomputes a few of them.
"""
# ruff: noqa: E501
from __future__ import annotations

PRESET_EDGES: dict[tuple[object, ...], float] = {
    ('midnight',): 0.005166402791374359,
    ('midnight', ('decks', '1'), ('double_after_split', 'False'), ('double_on', 'any'), ('split_aces_one_card', 'True')): 0.0012410671800500706,
    ('midnight', ('decks', '6'), ('double_on', 'any'), ('resplit_to', '4'), ('split_aces_one_card', 'True')): 0.005182574322264072,
    ('midnight', ('dealer_hits_soft_17', 'True'), ('decks', '2'), ('double_on', 'any'), ('resplit_to', '4'), ('split_aces_one_card', 'True')): 0.005074869900330594,
    ('midnight', ('double_on', 'any'), ('late_surrender', 'True'), ('split_aces_one_card', 'True')): 0.005154664928758188,
    ('midnight', ('blackjack_pays', '6:5'), ('dealer_hits_soft_17', 'True'), ('decks', '6'), ('double_on', 'any'), ('resplit_to', '4'), ('split_aces_one_card', 'True')): 0.02090546146139545,
    ('midnight', ('decks', '6')): 0.0049269657794540345,
    ('midnight', ('decks', '1')): 0.00012515569579252435,
    ('midnight', ('decks', '2')): 0.0030062455903442833,
    ('midnight', ('decks', '4')): 0.004449518287017184,
    ('midnight', ('dealer_hits_soft_17', 'True')): 0.0074238623045749,
    ('midnight', ('double_on', 'any')): 0.004167655555436415,
    ('midnight', ('double_on', '10-11')): 0.006086429113780992,
    ('midnight', ('double_after_split', 'False')): 0.00630865940112248,
    ('midnight', ('resplit_to', '4')): 0.00464878953055212,
    ('midnight', ('resplit_to', '3')): 0.004723130661981965,
    ('midnight', ('resplit_aces', 'True')): 0.005166402791374359,
    ('midnight', ('split_aces_one_card', 'True')): 0.006909552843238537,
    ('midnight', ('late_surrender', 'True')): 0.004342815826570468,
    ('midnight', ('blackjack_pays', '1:1')): 0.027799468817467175,
    ('midnight', ('blackjack_pays', '6:5')): 0.018746242407030052,
    ('classic',): 0.006711601088476713,
    ('classic', ('decks', '1'), ('double_on', 'any')): 0.0001474368084845249,
    ('classic', ('double_after_split', 'True'), ('double_on', 'any'), ('resplit_to', '4')): 0.004065455053938408,
    ('classic', ('dealer_hits_soft_17', 'True'), ('decks', '2'), ('double_after_split', 'True'), ('double_on', 'any'), ('resplit_to', '4')): 0.003931166751628143,
    ('classic', ('decks', '8'), ('double_after_split', 'True'), ('double_on', 'any'), ('late_surrender', 'True')): 0.004117387070306799,
    ('classic', ('blackjack_pays', '6:5'), ('dealer_hits_soft_17', 'True'), ('double_after_split', 'True'), ('double_on', 'any'), ('resplit_to', '4')): 0.019784643013053695,
    ('classic', ('decks', '4')): 0.006204510357511846,
    ('classic', ('decks', '8')): 0.006965657480075507,
    ('classic', ('decks', '1')): 0.0015018209296189782,
    ('classic', ('decks', '2')): 0.004665972920475691,
    ('classic', ('dealer_hits_soft_17', 'True')): 0.008944247039370978,
    ('classic', ('double_on', 'any')): 0.005818529954085733,
    ('classic', ('double_on', '10-11')): 0.007553266730686226,
    ('classic', ('double_after_split', 'True')): 0.005550459718576265,
    ('classic', ('resplit_to', '4')): 0.006371963839413523,
    ('classic', ('resplit_to', '3')): 0.006419592359036844,
    ('classic', ('resplit_aces', 'True')): 0.006711601088476713,
    ('classic', ('split_aces_one_card', 'False')): 0.004906998162442045,
    ('classic', ('late_surrender', 'True')): 0.005984532506560131,
    ('classic', ('blackjack_pays', '1:1')): 0.02937309494650882,
    ('classic', ('blackjack_pays', '6:5')): 0.02030849740329598,
}
