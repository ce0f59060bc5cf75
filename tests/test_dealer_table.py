"""Dealer-table behaviour that scenario output cannot show: events, hidden
information, the shoe (cut card, burn), records and the action words."""
from __future__ import annotations

import json

import pytest

from game.errors import IllegalAction, SetupError
from game.record import Record, format_action, new_table, play, replay
from game.rules import CLASSIC, MIDNIGHT
from game.tables.base import BETTING
from game.tables.dealer import DealerTable
from game.tables.dealer_actions import (
    DEAL, HIT, INSURE, STAND, Action, Kind, bet, parse_action,
)
from game.tables.dealer_actions import format_action as word_of
from game.tables.dealer_view import (
    BetPlaced, Burned, CardDealt, CutCardOut, HandBusted, HandSettled, HoleCardRevealed,
    InsuranceOffered, Outcome, Phase, RoundOver, RoundStarted, Shuffled,
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
