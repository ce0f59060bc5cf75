"""What a dealer table tells its players: the whole observation pinned field
by field, SAME BET's arithmetic at its edges, and when a table is over.

Mutation testing (docs/testing.md) found these unpinned: an observation with
a field swapped for ``None`` and a SAME BET that ignored the chips already on
the felt both passed every other test."""
from __future__ import annotations

import pytest

from game.errors import IllegalAction
from game.tables.base import BETTING
from game.tables.dealer.actions import (
    CLEAR,
    DEAL,
    DOUBLE,
    INSURE,
    NO_INSURE,
    REBET,
    SPLIT,
    STAND,
    Kind,
    bet,
)
from game.tables.dealer.rules import CLASSIC, MIDNIGHT
from game.tables.dealer.table import DealerTable
from game.tables.dealer.view import (
    BetsCleared,
    DealerObservation,
    DealerPeeked,
    HandView,
    InsuranceDeclined,
    InsuranceOffered,
    InsuranceTaken,
    Outcome,
    Phase,
)


def stacked(rules, cards, chips):
    t = DealerTable(rules, 0, list(chips))
    t.shoe.stack(cards)
    t.events()
    return t


def hand(spot, part, owner, cards, total, soft, bet_cents, *, doubled=False, from_split=False,
         finished=False, outcome=None, payout=0, rides=False) -> HandView:
    return HandView(spot=spot, part=part, owner=owner, cards=tuple(cards), total=total,
                    soft=soft, natural=False, bet=bet_cents, insurance=0, doubled=doubled,
                    from_split=from_split, finished=finished, outcome=outcome, payout=payout,
                    rides=rides)


def test_a_classic_observation_shows_every_hand_and_hides_only_the_hole_card():
    # seat 1: 6+5 (doubles to 20); seat 2: A+7 (soft 18); dealer 9, hole 8
    t = stacked(CLASSIC, ["6S", "AH", "9C", "5D", "7S", "8D", "9H"], chips=(1000, 500))
    t.apply(bet(0, 10))
    t.apply(bet(1, 25))
    t.apply(DEAL)
    assert t.observation(1) == DealerObservation(
        table="classic", player=1, phase=Phase.PLAY, current_player=0, active_hand=0,
        round_finished=False, rounds=1, chips=(99_000, 47_500), spot_bets=(0, 0),
        spot_owner=(0, 1), can_rebet=False,
        hands=(hand(0, 0, 0, ["6S", "5D"], 11, False, 1000),
               hand(1, 0, 1, ["AH", "7S"], 18, True, 2500)),
        dealer_cards=("9C", None), dealer_total=9, dealer_soft=False,
        shoe_remaining=305, shoe_size=312, cut_card_out=False, min_bet=2, max_bet=500)
    t.apply(DOUBLE)                              # 6+5+9 = 20
    t.apply(STAND)                               # dealer 9+8 = 17
    assert t.observation(0) == DealerObservation(
        table="classic", player=0, phase=Phase.BETTING, current_player=BETTING,
        active_hand=None, round_finished=True, rounds=1, chips=(102_000, 52_500),
        spot_bets=(0, 0), spot_owner=(0, 1), can_rebet=False,
        hands=(hand(0, 0, 0, ["6S", "5D", "9H"], 20, False, 2000, doubled=True, finished=True,
                    outcome=Outcome.WIN, payout=4000),
               hand(1, 0, 1, ["AH", "7S"], 18, True, 2500, finished=True,
                    outcome=Outcome.WIN, payout=5000)),
        dealer_cards=("9C", "8D"), dealer_total=17, dealer_soft=False,
        shoe_remaining=304, shoe_size=312, cut_card_out=False, min_bet=2, max_bet=500)


def test_a_midnight_split_shows_both_hands_and_the_push_riding_on_its_spot():
    t = stacked(MIDNIGHT, ["8S", "TC", "8H", "TD", "9C", "8C"], chips=(1000,))
    t.apply(bet(0, 10))
    t.apply(DEAL)
    t.apply(SPLIT)
    t.apply(STAND)                               # 8+T = 18
    t.apply(STAND)                               # 8+9 = 17; dealer T+8 = 18
    assert t.observation(0) == DealerObservation(
        table="midnight", player=0, phase=Phase.BETTING, current_player=0, active_hand=None,
        round_finished=True, rounds=1, chips=(98_000,), spot_bets=(1000, 0, 0),
        spot_owner=(0, 0, 0), can_rebet=True,
        hands=(hand(0, 0, 0, ["8S", "TD"], 18, False, 1000, from_split=True, finished=True,
                    outcome=Outcome.PUSH, rides=True),
               hand(0, 1, 0, ["8H", "9C"], 17, False, 1000, from_split=True, finished=True,
                    outcome=Outcome.LOSE)),
        dealer_cards=("TC", "8C"), dealer_total=18, dealer_soft=False,
        shoe_remaining=410, shoe_size=416, cut_card_out=False, min_bet=1, max_bet=1000)


@pytest.mark.parametrize("who", [2, -1, True, 1.0, "0", None])
def test_an_observation_for_no_such_player_is_refused(who):
    t = DealerTable(CLASSIC, 0, [100, 100])
    with pytest.raises(ValueError, match="no player"):
        t.observation(who)


# -- SAME BET ------------------------------------------------------------------

def lost_round(rules, chips, stake):
    """A Midnight round where the one spot's ``stake`` loses (17 against 20)."""
    t = stacked(rules, ["TS", "TC", "7D", "QH"], chips=(chips,))
    t.apply(bet(0, stake))
    t.apply(DEAL)
    t.apply(STAND)
    assert t.hands[0].outcome is Outcome.LOSE
    return t


def test_same_bet_is_allowed_with_exactly_the_chips_it_needs():
    t = lost_round(MIDNIGHT, 200, 100)           # 100 chips left, the last bet was 100
    assert REBET in t.legal_actions() and t.observation(0).can_rebet
    t.apply(REBET)
    assert t.spots == [10_000, 0, 0] and t.chips == [0]


def test_same_bet_is_refused_one_chip_short_and_says_what_is_needed():
    t = lost_round(MIDNIGHT, 199, 100)
    assert REBET not in t.legal_actions() and not t.observation(0).can_rebet
    with pytest.raises(IllegalAction, match=r"can't cover the same bets \(100\): you have 99"):
        t.apply(REBET)


def test_chips_already_on_the_felt_count_towards_same_bet():
    t = lost_round(MIDNIGHT, 210, 100)           # 110 chips left
    t.apply(bet(1, 50))                          # 60 in the rack, 50 on spot 2
    assert REBET in t.legal_actions()
    t.apply(REBET)                               # the 50 comes back, 100 goes out
    assert t.spots == [10_000, 0, 0] and t.chips == [1000]


def test_a_last_bet_of_exactly_the_table_maximum_can_be_repeated():
    t = lost_round(MIDNIGHT, 3000, 1000)
    assert REBET in t.legal_actions()


def test_same_bet_before_any_round_and_at_a_table_without_it_say_why():
    with pytest.raises(IllegalAction, match="^SAME BET needs a round dealt first$"):
        DealerTable(MIDNIGHT, 0, [100]).apply(REBET)
    with pytest.raises(IllegalAction, match="^There is no SAME BET at this table$"):
        DealerTable(CLASSIC, 0, [100]).apply(REBET)


# -- clearing and the end of a table -------------------------------------------

def test_clearing_the_felt_returns_each_spots_chips_and_says_how_many():
    t = DealerTable(MIDNIGHT, 0, [100])
    t.apply(bet(0, 5))
    t.apply(bet(2, 25))
    t.events()
    t.apply(CLEAR)
    assert t.events() == [BetsCleared((500, 0, 2500))]
    assert t.chips == [10_000] and t.spots == [0, 0, 0]


def test_a_table_is_not_over_while_a_bet_lies_on_the_felt_or_a_round_is_played():
    t = stacked(MIDNIGHT, ["TS", "TC", "7D", "QH"], chips=(5,))
    t.apply(bet(0, 5))                           # the rack is empty, the bet is down
    assert t.chips == [0] and not t.is_over() and DEAL in t.legal_actions()
    t.apply(DEAL)
    assert not t.is_over() and t.current_player() == 0
    t.apply(STAND)                               # 17 loses to 20: nothing left
    assert t.is_over() and t.legal_actions() == [] and t.current_player() is None


# -- the bets offered ----------------------------------------------------------

def bets(t):
    return [(a.spot, a.amount) for a in t.legal_actions() if a.kind is Kind.BET]


def test_the_bets_offered_reach_the_minimum_and_stop_at_the_rack_and_the_maximum():
    t = DealerTable(CLASSIC, 0, [1, 30])         # seat 1 cannot reach the 2-chip minimum
    assert bets(t) == [(1, 2), (1, 5), (1, 25)]  # 2 tops up to the minimum; 100 > the rack
    t.apply(bet(1, 25))                          # 5 left: all of it may go
    assert bets(t) == [(1, 1), (1, 5)]
    t = DealerTable(CLASSIC, 0, [1, 100])
    t.apply(bet(1, 25))                          # above the minimum: no odd top-up
    assert bets(t) == [(1, 1), (1, 5), (1, 25)]
    assert all(type(a.amount) is int for a in t.legal_actions() if a.kind is Kind.BET)
    rich = DealerTable(CLASSIC, 0, [1000])
    assert (0, 500) in bets(rich)                # exactly the 500 maximum
    rich.apply(bet(0, 500))
    assert bets(rich) == []


# -- insurance, hand by hand ---------------------------------------------------

def test_insurance_is_asked_of_each_hand_in_turn_and_each_answer_is_told():
    t = stacked(MIDNIGHT, ["TS", "9S", "8S", "AH", "7C", "7D", "7H"], chips=(1000,))
    for spot in range(3):
        t.apply(bet(spot, 10))
    t.events()
    t.apply(DEAL)
    asked = [e for e in t.events() if isinstance(e, InsuranceOffered)]
    assert asked == [InsuranceOffered(0, 0, 500)]
    for answer in (INSURE, NO_INSURE, INSURE):
        t.apply(answer)
    assert [e for e in t.events() if type(e).__name__.startswith("Insurance")] == [
        InsuranceTaken(0, 0, 500), InsuranceOffered(1, 0, 500), InsuranceDeclined(1, 0),
        InsuranceOffered(2, 0, 500), InsuranceTaken(2, 0, 500)]
    assert t.phase is Phase.PLAY and t.chips == [96_000]
    assert [h.insurance for h in t.observation(0).hands] == [500, 0, 500]


# -- the snapshot every "nothing changed" check compares -----------------------

def test_the_snapshot_holds_every_part_of_the_state_under_its_name():
    t = stacked(CLASSIC, ["6S", "AH", "9C", "5D", "7S", "8D", "9H"], chips=(1000, 500))
    t.apply(bet(0, 10))
    t.apply(bet(1, 25))
    t.apply(DEAL)
    t.apply(DOUBLE)
    t.apply(STAND)
    snap = t.snapshot()
    assert set(snap) == {"table", "seed", "rng", "shoe", "chips", "spots", "last_bets", "hands",
                         "dealer", "hole_hidden", "phase", "active", "rounds", "round_finished",
                         "house_net", "start_total", "cut_seen"}
    assert (snap["table"], snap["seed"], snap["chips"], snap["spots"], snap["last_bets"]) == (
        "classic", 0, [102_000, 52_500], [0, 0], [1000, 2500])
    assert (snap["dealer"], snap["hole_hidden"], snap["phase"], snap["active"]) == (
        ["9C", "8D"], False, "betting", None)
    assert (snap["rounds"], snap["round_finished"], snap["house_net"], snap["start_total"]) == (
        1, True, -4500, 150_000)
    assert snap["hands"][0] == {
        "spot": 0, "part": 0, "owner": 0, "bet": 2000, "cards": ["6S", "5D", "9H"],
        "insurance": 0, "ins_live": False, "doubled": True, "from_split": False,
        "surrendered": False, "finished": True, "outcome": "win", "payout": 4000,
        "rides": False}
    version, internal, gauss = snap["rng"]
    assert version == 3 and len(internal) == 625 and gauss is None
    assert set(snap["shoe"]) == {"undealt", "discards", "burned", "stacked", "shoe_seed",
                                 "shuffle_count", "cut_remaining", "cut_card_out", "rng"}
    assert snap["shoe"]["burned"] and snap["shoe"]["stacked"] == []
    assert snap["shoe"]["shoe_seed"] == t.shoe_seed and snap["shoe"]["shuffle_count"] == 1


def test_the_classic_dealer_peeks_under_a_ten_and_says_what_was_found():
    quiet = stacked(CLASSIC, ["9S", "KH", "8D", "7C"], chips=(100,))
    quiet.apply(bet(0, 10))
    quiet.apply(DEAL)
    assert DealerPeeked(False) in quiet.events() and quiet.phase is Phase.PLAY
    natural = stacked(CLASSIC, ["9S", "KH", "8D", "AC"], chips=(100,))
    natural.apply(bet(0, 10))
    natural.apply(DEAL)
    assert DealerPeeked(True) in natural.events() and natural.round_finished
