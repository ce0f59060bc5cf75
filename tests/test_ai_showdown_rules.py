"""The Showdown bots' shared rules, at their edges: which hands a card cannot
bust, which it can neither bust nor lower, and who wins a tie of prices."""
from game.ai.showdown.bots import TIE, cannot_bust, never_worse_to_hit, prefers_hit


def test_a_card_cannot_bust_11_or_a_soft_hand_but_can_bust_a_hard_12():
    assert cannot_bust(["5S", "6H"]) and cannot_bust(["TS", "AH"])
    assert cannot_bust(["AS", "AH", "9D"])                 # soft 21: the ace drops to 1
    assert not cannot_bust(["TS", "2H"])


def test_hitting_is_never_worse_on_11_or_two_aces_and_can_be_on_soft_13():
    assert never_worse_to_hit(["5S", "6H"])
    assert never_worse_to_hit(["AS", "AH"])
    assert not never_worse_to_hit(["AS", "2H"])            # soft 13: a ten makes it 13 hard
    assert not never_worse_to_hit(["TS", "2H"])


def test_a_tie_of_prices_is_a_stand_where_a_card_can_bust_and_a_hit_where_it_cannot():
    assert not prefers_hit(0.5, 0.5, ["TS", "7H"])
    assert prefers_hit(0.5, 0.5 - TIE, ["AS", "6H"])
    assert not prefers_hit(0.5, 0.5 - 2 * TIE, ["AS", "6H"])
    assert prefers_hit(0.5, 0.6, ["TS", "7H"])
