"""Dealer-table behaviour that scenario output cannot show: events, hidden
information, the shoe (cut card, burn), records and the action words; and the
rules at their exact edges (the last chip, the first bust, the order of split
hands, every insured hand settled, the words of a refusal), each of which was
a mutant no other test noticed (docs/testing.md, mutation testing)."""
from __future__ import annotations

import json

import pytest

from game.errors import IllegalAction, SetupError
from game.hands import total_and_soft
from game.record import Record, format_action, new_table, play, replay
from game.tables.base import BETTING
from game.tables.dealer.actions import (
    DEAL,
    DOUBLE,
    HIT,
    INSURE,
    NO_INSURE,
    SPLIT,
    STAND,
    Action,
    Kind,
    bet,
    parse_action,
)
from game.tables.dealer.actions import format_action as word_of
from game.tables.dealer.rules import CLASSIC, MIDNIGHT
from game.tables.dealer.table import DealerTable
from game.tables.dealer.view import (
    BetPlaced,
    Burned,
    CardDealt,
    CutCardOut,
    Doubled,
    HandBusted,
    HandSettled,
    HoleCardRevealed,
    InsuranceOffered,
    InsuranceSettled,
    Outcome,
    Phase,
    RoundOver,
    RoundStarted,
    Shuffled,
    SplitHand,
)


def stacked(rules, cards, chips=(1000,), seed=0):
    t = DealerTable(rules, seed, list(chips))
    t.shoe.stack(cards)
    t.events()
    return t


def test_classic_hole_card_is_not_in_any_observation_or_event_until_turned():
    t = stacked(CLASSIC, ["TS", "7C", "9H", "QD"], chips=(100, 100))
    t.apply(bet(0, 10))
    t.apply(DEAL)
    evs = t.events()
    assert "QD" not in repr(evs)
    for p in (0, 1):
        obs = t.observation(p)
        assert obs.dealer_cards == ("7C", None)
        assert "QD" not in repr(obs)
    t.apply(STAND)
    evs = t.events()
    assert HoleCardRevealed("QD") in evs
    assert t.observation(0).dealer_cards == ("7C", "QD")


def test_deal_events_come_in_dealing_order():
    t = stacked(CLASSIC, ["TS", "TH", "9C", "9S", "8H", "9D"], chips=(100, 100))
    t.apply(bet(0, 10))
    t.apply(bet(1, 10))
    t.events()
    t.apply(DEAL)
    cards = [e for e in t.events() if isinstance(e, CardDealt)]
    assert [(e.to_dealer, e.spot, e.card, e.face_up) for e in cards] == [
        (False, 0, "TS", True), (False, 1, "TH", True), (True, None, "9C", True),
        (False, 0, "9S", True), (False, 1, "8H", True), (True, None, None, False)]


def test_classic_burns_a_card_after_every_shuffle_and_not_from_the_stack():
    t = DealerTable(CLASSIC, 5, [100])
    assert t.events()[:2] == [Shuffled(t.shoe_seed), Burned()]
    assert len(t.shoe.burned) == 1 and t.shoe.remaining == 311


def test_classic_reshuffles_before_the_round_after_the_cut_card_came_out():
    t = DealerTable(CLASSIC, 11, [10**6])
    seen_cut = False
    for _ in range(200):
        t.apply(bet(0, 10))
        t.events()
        t.apply(DEAL)
        while t.phase is not Phase.BETTING:
            t.apply(Action(Kind.NO_INSURE) if t.phase is Phase.INSURANCE else STAND)
        evs = t.events()
        if any(isinstance(e, CutCardOut) for e in evs):
            seen_cut = True
            assert 60 - 15 <= t.shoe.remaining <= 75   # a round's cards at most past it
            over = [e for e in evs if isinstance(e, RoundOver)][-1]
            assert over.reshuffle_next
            seed_before = t.shoe_seed
            t.apply(bet(0, 10))
            t.apply(DEAL)
            evs = t.events()
            assert evs[1:3] == [Shuffled(t.shoe_seed), Burned()]
            assert t.shoe_seed != seed_before
            break
        assert not any(isinstance(e, Shuffled) for e in evs)
    assert seen_cut


def test_midnight_reshuffles_every_round():
    t = DealerTable(MIDNIGHT, 3, [1000])
    seeds = set()
    for _ in range(3):
        t.apply(bet(0, 1))
        t.apply(DEAL)
        while t.phase is not Phase.BETTING:
            t.apply(Action(Kind.NO_INSURE) if t.phase is Phase.INSURANCE else STAND)
        assert t.shoe.remaining >= 416 - 20
        seeds.add(t.shoe_seed)
    assert len(seeds) == 3


def test_midnight_dealer_has_one_card_until_the_players_are_done():
    t = stacked(MIDNIGHT, ["TS", "7C", "6H", "TD"])
    t.apply(bet(0, 10))
    t.apply(DEAL)
    assert t.dealer == ["7C"] and t.observation(0).dealer_cards == ("7C",)
    t.apply(HIT)   # TD: 26, bust
    assert t.dealer == ["7C"]
    evs = t.events()
    assert HandBusted(0, 0, 1000) in evs
    assert HandSettled(0, 0, Outcome.BUST, 1000, 0, -1000, False) in evs


def test_current_player_is_betting_at_classic_and_the_seat_asked_for_insurance():
    t = stacked(CLASSIC, ["TS", "9H", "AC", "9D", "TD", "7S"], chips=(100, 100))
    assert t.current_player() == BETTING
    t.apply(bet(0, 10))
    t.apply(bet(1, 10))
    t.apply(DEAL)
    assert t.current_player() == 0 and t.phase is Phase.INSURANCE
    assert [e for e in t.events() if isinstance(e, InsuranceOffered)] == [
        InsuranceOffered(0, 0, 500)]
    t.apply(Action(Kind.NO_INSURE))
    assert t.current_player() == 1
    t.apply(INSURE)
    assert t.phase is Phase.PLAY and t.current_player() == 0


def test_midnight_player_is_0_even_while_betting():
    t = DealerTable(MIDNIGHT, 1, [100])
    assert t.current_player() == 0


def test_unaffordable_insurance_leaves_only_no_insure():
    t = stacked(MIDNIGHT, ["TS", "AH", "9D"], chips=(12,))
    t.apply(bet(0, 10))
    t.apply(DEAL)
    assert t.legal_actions() == [Action(Kind.NO_INSURE)]
    before = t.snapshot()
    with pytest.raises(IllegalAction, match="afford"):
        t.apply(INSURE)
    assert t.snapshot() == before


def test_a_broke_player_ends_the_match():
    t = stacked(MIDNIGHT, ["TS", "9C", "6H", "TD"], chips=(10,))
    t.apply(bet(0, 10))
    t.apply(DEAL)
    t.apply(STAND)
    assert t.chips_of(0) == 0 and t.is_over()
    assert t.legal_actions() == [] and t.current_player() is None


def test_legal_bets_are_every_chip_value_that_fits():
    t = DealerTable(MIDNIGHT, 1, [30])
    assert [a.amount for a in t.legal_actions() if a.kind is Kind.BET and a.spot == 0] \
        == [1, 5, 25]
    t.apply(bet(2, 7))            # any whole amount, not only chip values
    assert t.on_table_of(0) == 700


def test_every_action_word_parses_back_to_itself():
    for a in [bet(0, 10), bet(2, 1000), *(Action(k) for k in Kind if k is not Kind.BET)]:
        assert parse_action(word_of(a), MIDNIGHT) == a
    assert parse_action("bet 3 25", CLASSIC) == bet(2, 25)
    for w in ("rebet", "rebet_deal", "jump", "bet 1", "bet x 1"):
        with pytest.raises(IllegalAction):
            parse_action(w, CLASSIC)


def test_a_record_round_trips_through_json_and_replays_to_the_same_state():
    rec = Record.start("midnight", seed=42, rules={"split_aces_one_card": True},
                       setup={"chips": [500]}, cards=["8S", "9C", "8D"])
    t = new_table(rec)
    for a in (bet(0, 10), bet(1, 5), DEAL):
        play(rec, t, a)
    play(rec, t, t.legal_actions()[-1])
    assert rec.actions[:3] == ["bet 1 10", "bet 2 5", "deal"]
    assert format_action(rec, t, HIT) == "hit"
    again = replay(Record.from_json(rec.to_json()))
    assert again.snapshot() == t.snapshot()
    json.dumps(t.snapshot())      # JSON-able


def test_a_refused_action_is_not_recorded():
    rec = Record.start("classic")
    t = new_table(rec)
    with pytest.raises(IllegalAction):
        play(rec, t, HIT)
    assert rec.actions == []


def test_bad_setups_raise_setup_error():
    with pytest.raises(SetupError):
        DealerTable(MIDNIGHT, 0, [100, 100])
    with pytest.raises(SetupError):
        DealerTable(CLASSIC, 0, [100] * 8)
    with pytest.raises(SetupError):
        new_table(Record.start("midnight", rules={"nope": 1}))


def test_round_events_start_and_end_each_round():
    t = stacked(MIDNIGHT, ["9S", "KD", "TC", "9H"])
    t.apply(bet(0, 10))
    t.apply(DEAL)
    t.apply(STAND)
    evs = t.events()
    assert evs[0] == BetPlaced(0, 1000, 1000)
    assert RoundStarted(1) in evs and evs[-1] == RoundOver(1, False)
    settled = [e for e in evs if isinstance(e, HandSettled)]
    assert settled == [HandSettled(0, 0, Outcome.PUSH, 1000, 0, 0, True)]
    obs = t.observation(0)
    assert obs.round_finished and obs.spot_bets == (1000, 0, 0) and obs.can_rebet


# -- the rules at their exact edges -------------------------------------------

def test_two_aces_and_a_ten_are_a_hard_12_not_a_soft_22():
    assert total_and_soft(["AS", "AH", "TC"]) == (12, False)
    assert total_and_soft(["AS", "TC"]) == (21, True)


def test_doubling_with_exactly_the_bet_left_in_the_rack_is_allowed():
    t = stacked(CLASSIC, ["6S", "9C", "5D", "8D", "9H"], chips=(20,))
    t.apply(bet(0, 10))                          # 10 left: exactly the bet
    t.apply(DEAL)
    t.events()
    assert DOUBLE in t.legal_actions()
    t.apply(DOUBLE)
    assert t.events()[:2] == [Doubled(0, 0, 1000), CardDealt(False, 0, 0, "9H", True)]


def test_a_split_hand_follows_its_first_hand_and_each_card_says_which_hand():
    t = stacked(MIDNIGHT, ["8S", "TC", "9D", "8H", "7C", "7D", "TD", "3C", "9S"], chips=(30,))
    t.apply(bet(0, 10))
    t.apply(bet(1, 10))                          # 10 left: exactly a split's bet
    t.apply(DEAL)
    t.events()
    assert SPLIT in t.legal_actions()
    t.apply(SPLIT)
    assert t.events() == [SplitHand(0, 1000), CardDealt(False, 0, 0, "7D", True)]
    assert [(h.spot, h.part, h.cards) for h in t.hands] == [
        (0, 0, ["8S", "7D"]), (0, 1, ["8H"]), (1, 0, ["TC", "7C"])]
    t.apply(STAND)
    assert t.events() == [CardDealt(False, 0, 1, "TD", True)]
    assert t.active == 1 and t.chips == [0]


def test_the_first_bust_is_22_and_the_hand_is_done_at_once():
    t = stacked(MIDNIGHT, ["TS", "9C", "2D", "TH"], chips=(100,))
    t.apply(bet(0, 10))
    t.apply(DEAL)
    t.events()
    t.apply(HIT)                                 # 10 + 2 + 10 = 22
    assert HandBusted(0, 0, 1000) in t.events()
    assert t.hands[0].finished and t.phase is Phase.BETTING


def test_a_hand_that_reaches_21_stands_by_itself():
    t = stacked(MIDNIGHT, ["TS", "9C", "2D", "9H", "8S"], chips=(100,))
    t.apply(bet(0, 10))
    t.apply(DEAL)
    t.apply(HIT)                                 # 21
    assert t.hands[0].finished and t.phase is Phase.BETTING and t.round_finished


@pytest.mark.parametrize("hole, won, payout", [("KD", True, 1500), ("7D", False, 0)])
def test_every_insured_hand_is_settled_and_the_money_adds_up(hole, won, payout):
    # seat 1 declines, seat 2 insures: the settlement must not stop at seat 1
    t = stacked(CLASSIC, ["TS", "9S", "AH", "8C", "9C", hole, "2C"], chips=(100, 100))
    t.apply(bet(0, 10))
    t.apply(bet(1, 10))
    t.apply(DEAL)
    t.apply(NO_INSURE)
    t.apply(INSURE)
    settled = [e for e in t.events() if isinstance(e, InsuranceSettled)]
    assert settled == [InsuranceSettled(1, 0, won, payout)]
    assert t.money_total() == t.start_total


def test_insuring_with_exactly_half_the_bet_left_is_allowed():
    t = stacked(CLASSIC, ["TS", "AH", "9C", "7D"], chips=(15,))
    t.apply(bet(0, 10))                          # 5 left: exactly the insurance
    t.apply(DEAL)
    assert INSURE in t.legal_actions()


def test_a_seat_with_exactly_the_minimum_may_bet_it():
    t = DealerTable(CLASSIC, 0, [2, 100])
    assert t.is_legal(bet(0, 2))


@pytest.mark.parametrize("action, reason", [
    ("hit", "'hit' is not an action"),
    (None, "None is not an action"),
    (Action(Kind.HIT, spot=1), "hit takes no spot or amount"),
    (bet(1, 0), "A bet is a whole number of chips, at least 1"),
    (bet(1, -5), "A bet is a whole number of chips, at least 1"),
    (bet(1, 1), "The table minimum is 2 per seat; 1 is too little"),
    (HIT, "You can't hit now: no round is being played"),
    (INSURE, "Insurance is not being offered now"),
    (Action(Kind.CLEAR), "There are no bets to clear"),
    (DEAL, "Place a bet first"),
    (bet(7, 5), "There is no seat 8 at this table"),
    (bet(0, 25), "You can't cover a bet of 25: you have 2"),
])
def test_a_refused_action_says_why_in_words(action, reason):
    t = DealerTable(CLASSIC, 0, [2, 100])
    with pytest.raises(IllegalAction) as refused:
        t.apply(action)
    assert str(refused.value) == reason


def test_refusals_at_the_maximum_and_below_the_minimum_name_the_seat_and_the_amounts():
    t = DealerTable(CLASSIC, 0, [1, 1000])
    t.apply(bet(1, 500))
    with pytest.raises(IllegalAction, match=r"^The table maximum is 500 per seat; seat 2 "
                                            r"already has 500$"):
        t.apply(bet(1, 1))
    with pytest.raises(IllegalAction, match="^You need at least 2 chips to bet at this table$"):
        t.apply(bet(0, 1))


def test_midnight_shuffles_a_fresh_shoe_before_every_round_and_says_so():
    t = DealerTable(MIDNIGHT, 3, [100])
    t.events()
    seeds = []
    for _ in range(2):
        t.apply(bet(0, 1))
        t.apply(DEAL)
        while t.phase is not Phase.BETTING:
            t.apply(STAND)
        shuffles = [e.shoe_seed for e in t.events() if isinstance(e, Shuffled)]
        assert shuffles == [t.shoe_seed]
        seeds += shuffles
    assert seeds[0] != seeds[1]


def test_action_words_take_a_sign_and_at_most_30_digits_and_say_what_is_wrong():
    assert parse_action("bet 1 +5", MIDNIGHT) == bet(0, 5)
    assert parse_action("bet 1 " + "9" * 30, MIDNIGHT) == bet(0, 10**30 - 1)
    refusals = {
        "bet 1 " + "9" * 31: "'bet 1 " + "9" * 31 + "' is not an action: spot and amount are "
                             "whole numbers",
        "x" * 41: "'" + "x" * 40 + "…' is not an action at this table",
        "x" * 40: "'" + "x" * 40 + "' is not an action at this table",
        "": "an empty action is not an action",
        "hit 3": "'hit 3' is not an action: hit takes no arguments",
        "bet 1": "'bet 1' is not an action: say 'bet SPOT AMOUNT'",
    }
    for word, reason in refusals.items():
        with pytest.raises(IllegalAction) as refused:
            parse_action(word, MIDNIGHT)
        assert str(refused.value) == reason


def test_a_dealer_who_draws_to_exactly_22_busts_and_draws_face_up():
    t = stacked(MIDNIGHT, ["TS", "6C", "TD", "6H", "TH"], chips=(100,))
    t.apply(bet(0, 10))
    t.apply(DEAL)
    t.events()
    t.apply(STAND)                               # dealer 6 + 6 + 10 = 22
    dealt = [e for e in t.events() if isinstance(e, CardDealt)]
    assert dealt == [CardDealt(True, None, None, "6H", True),
                     CardDealt(True, None, None, "TH", True)]
    assert t.hands[0].outcome is Outcome.WIN and t.chips == [11_000]


def test_a_fresh_table_shows_no_round_yet():
    obs = DealerTable(CLASSIC, 0, [100]).observation(0)
    assert (obs.phase, obs.active_hand, obs.round_finished, obs.rounds) == (
        Phase.BETTING, None, False, 0)
    assert obs.hands == () and obs.dealer_cards == () and not obs.cut_card_out


@pytest.mark.parametrize("chips", [[-1], "5", [1.5], [True], None])
def test_a_table_refuses_chips_that_are_not_whole_numbers_from_0(chips):
    with pytest.raises(SetupError, match="^chips must be a list of whole numbers >= 0$"):
        DealerTable(CLASSIC, 0, chips)


def test_a_table_refuses_a_seed_that_is_not_a_whole_number():
    with pytest.raises(SetupError, match="^the seed must be a whole number$"):
        DealerTable(CLASSIC, "x", [5])


def test_a_seat_with_exactly_the_minimum_is_offered_exactly_the_minimum():
    t = DealerTable(CLASSIC, 0, [2])
    assert [(a.spot, a.amount) for a in t.legal_actions() if a.kind is Kind.BET] == [(0, 2)]
    top_up = next(a for a in DealerTable(CLASSIC, 0, [30]).legal_actions() if a.amount == 2)
    assert type(top_up.amount) is int            # the top-up to the minimum is whole chips
