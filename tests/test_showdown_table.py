"""Blackjack Showdown: what the scenario files cannot see (the summary, the
observation, the shoe, a series of games)."""
from __future__ import annotations

import random
from collections import Counter

import pytest
from table_helpers import play_recorded

from game.cards import STANDARD_DECK
from game.errors import IllegalAction, SetupError
from game.tables.common import ANYONE
from game.tables.showdown.rules import ShowdownRules
from game.tables.showdown.table import ShowdownTable
from game.tables.showdown.view import (
    HIT,
    NEXT,
    STAND,
    AntePaid,
    Busted,
    CardDealt,
    DiscardsShuffled,
    Hit,
    NaturalDealt,
    Outcome,
    PotSplit,
    PotWon,
    RoundOver,
    RoundStarted,
    RoundSummary,
    SeatEliminated,
    SeatStatus,
    SeatSummary,
    SeatView,
    ShowdownObservation,
    ShowdownPhase,
    Stood,
    TurnStarted,
)


def test_summary_waits_for_next_and_lists_every_seat():
    t = ShowdownTable(tokens=[100, 100, 100], cards=["AS", "9H", "5C", "KD", "8C", "5D"])
    assert t.phase is ShowdownPhase.SUMMARY
    assert t.current_player() == ANYONE and t.legal_actions() == [NEXT]
    s = t.summary
    assert [x.outcome for x in s.seats] == [Outcome.NATURAL, Outcome.FOLDED_BY_NATURAL,
                                            Outcome.FOLDED_BY_NATURAL]
    assert [x.won for x in s.seats] == [30, 0, 0]
    assert [x.tokens for x in s.seats] == [120, 90, 90]
    assert s.seats[1].cards == ("9H", "8C") and s.seats[1].total == 17
    assert s.pot == 30 and s.pot_carried == 0
    assert any(isinstance(e, RoundOver) for e in t.events())


def test_summary_outcomes_after_play():
    # s1 18 and s2 18 split; s3 busts; s4 stands on 12 and loses. Pot 40: 20 each.
    t = ShowdownTable(tokens=[100] * 4,
                      cards=["TS", "9C", "TD", "2C", "8H", "9D", "5S", "TH", "KC"])
    for a in (STAND, STAND, HIT, STAND):
        t.apply(a)
    outcomes = [x.outcome for x in t.summary.seats]
    assert outcomes == [Outcome.SPLIT, Outcome.SPLIT, Outcome.BUST, Outcome.LOST]
    assert [x.won for x in t.summary.seats] == [20, 20, 0, 0]


def test_eliminated_seat_shows_in_the_next_summary():
    t = ShowdownTable(tokens=[100, 12, 100],
                      cards=["TS", "8S", "6S", "9S", "7S", "5S", "TH", "2H", "9H", "3H"])
    for a in (STAND, STAND, STAND, NEXT):
        t.apply(a)
    assert SeatEliminated(1, 2) in t.events()
    t.apply(STAND)
    t.apply(STAND)
    assert t.summary.seats[1].outcome is Outcome.ELIMINATED
    assert t.summary.seats[1].cards == () and t.summary.seats[1].tokens == 2


def test_everything_is_public():
    t = ShowdownTable(seed=5, tokens=[100, 100, 100])
    a, b = t.observation(0), t.observation(2)
    assert a.seats == b.seats and a.pot == b.pot and a.player == 0 and b.player == 2


def test_first_seat_of_each_game_moves_on():
    g1 = ShowdownTable(seed=1, tokens=[100, 100, 100])
    g2 = g1.new_game(seed=2)
    g3 = g2.new_game(seed=3)
    g4 = g3.new_game(seed=4)
    assert [g.game_first_seat for g in (g1, g2, g3, g4)] == [0, 1, 2, 0]
    assert g2.start_tokens == (100, 100, 100) and g2.round_no == 1 and g2.first_seat == 1
    assert [g.seed for g in (g2, g3, g4)] == [2, 3, 4]      # each game its own shoe
    assert ShowdownTable(seed=1, tokens=[100] * 3, first_seat=2).first_seat == 2


def test_discards_are_shuffled_back_and_table_cards_stay_out():
    """8 seats that always hit to 21 or bust run the 52 cards out mid-deal or
    mid-hit; the discard pile becomes the shoe and no card is ever in two
    places."""
    shuffles = 0
    for seed in range(30):
        t = ShowdownTable(ShowdownRules(ante=1), seed, [100] * 8)
        rng = random.Random(seed)
        for _ in range(150):
            if t.is_over():
                break
            on_table = [c for h in t.hands for c in h]
            assert Counter(t.shoe.undealt + t.shoe.discards + on_table) == Counter(STANDARD_DECK)
            legal = t.legal_actions()
            t.apply(HIT if HIT in legal and rng.random() < 0.8 else legal[-1])
            events = t.events()
            on_table_after = sum(len(h) for h in t.hands)
            for i, e in enumerate(events):
                if isinstance(e, DiscardsShuffled):
                    shuffles += 1
                    # The new shoe is every card not on the table at that moment:
                    # the cards dealt after the shuffle were still in it.
                    assert isinstance(events[i + 1], CardDealt)
                    dealt_after = sum(isinstance(x, CardDealt) for x in events[i + 1:])
                    assert e.cards == 52 - (on_table_after - dealt_after)
    assert shuffles > 10


def test_pot_carried_stays_in_the_pot_between_rounds():
    t = ShowdownTable(tokens=[100, 100], cards=["TS", "TC", "6H", "5D", "KH", "QD"])
    t.apply(HIT)
    t.apply(HIT)
    assert t.pot == 20 and t.summary.pot_carried == 20
    assert [x.outcome for x in t.summary.seats] == [Outcome.BUST, Outcome.BUST]
    t.apply(NEXT)
    assert t.pot == 40 and t.total_tokens() == 200


def test_scenario_setup_first_seat_replays_a_later_game():
    from game.tables.showdown.game import SHOWDOWN_GAME
    t = SHOWDOWN_GAME.new_state(0, {"chips": [100, 100, 100], "first_seat": 2},
                                ["TS", "TH", "TD", "9S", "9H", "9D"])
    assert t.first_seat == 1 and t.hands[1] == ["TS", "9S"]


def test_record_and_replay_through_game_record():
    from game import record
    rec = record.Record.start("showdown", seed=9, setup={"chips": [30, 30, 30]})
    table, again = play_recorded(record, rec, 9)
    assert again.snapshot() == table.snapshot()


# -- found unpinned by mutation testing (docs/testing.md) ---------------------

def test_a_showdown_observation_shows_every_seat_to_everyone():
    t = ShowdownTable(tokens=[100, 100, 100], cards=["TS", "9C", "2D", "8H", "7D", "5S"])
    assert t.observation(1) == ShowdownObservation(
        player=1, phase=ShowdownPhase.PLAY, current_player=0, round_no=1, first_seat=0,
        pot=30, ante=10,
        seats=(SeatView(0, 90, True, SeatStatus.TO_ACT, ("TS", "8H"), 18),
               SeatView(1, 90, True, SeatStatus.TO_ACT, ("9C", "7D"), 16),
               SeatView(2, 90, True, SeatStatus.TO_ACT, ("2D", "5S"), 7)),
        shoe_remaining=46, discard_count=0, summary=None, winner=None)
    with pytest.raises(ValueError, match="^no seat 3$"):
        t.observation(3)
    t.events()
    t.apply(STAND)
    assert t.events() == [Stood(0, 18), TurnStarted(1)]


def test_showdown_refusals_say_why():
    t = ShowdownTable(tokens=[100, 100, 100], cards=["TS", "9C", "2D", "8H", "7D", "5S"])
    for action, reason in [("hit", "not a showdown action: 'hit'"),
                           (NEXT, "NEXT HAND only on the round summary: hit or stand")]:
        with pytest.raises(IllegalAction) as refused:
            t.apply(action)
        assert str(refused.value) == reason
    summary = ShowdownTable(tokens=[100, 100, 100], cards=["AS", "9H", "5C", "KD", "8C", "5D"])
    with pytest.raises(IllegalAction, match="^the round is over: only NEXT HAND$"):
        summary.apply(HIT)


@pytest.mark.parametrize("setup, error", [
    (dict(tokens=[0, 5]), "tokens must be positive whole numbers, got 0"),
    (dict(tokens=[True, 5]), "tokens must be positive whole numbers, got True"),
    (dict(tokens=[5, 5], first_seat=2), "first_seat 2 is not a seat"),
    (dict(tokens=[5]), "showdown needs 2-8 seats, got 1"),
    (dict(tokens=[5] * 9), "showdown needs 2-8 seats, got 9"),
])
def test_a_bad_showdown_setup_is_refused_with_its_reason(setup, error):
    with pytest.raises(SetupError) as refused:
        ShowdownTable(**setup)
    assert str(refused.value) == error


def test_a_default_showdown_is_two_seats_of_the_rules_tokens_on_seed_0():
    t = ShowdownTable()
    assert t.seed == 0 and t.seats == 2 and t.start_tokens == (100, 100)
    assert ShowdownTable(tokens=[1, 1]).start_tokens == (1, 1)     # one token is a stack


def test_a_showdown_round_tells_every_step_in_order():
    # s1 T+9 stands on 19; s2 T+2 hits a ten: 22, bust; s3 9+8 hits a 2: 19. Split pot.
    t = ShowdownTable(tokens=[100, 100, 100],
                      cards=["TS", "TC", "9D", "9H", "2S", "8C", "TH", "2D"])
    assert t.events() == [
        RoundStarted(1, 0), AntePaid(0, 10, 10), AntePaid(1, 10, 20), AntePaid(2, 10, 30),
        CardDealt(0, "TS", 10), CardDealt(1, "TC", 10), CardDealt(2, "9D", 9),
        CardDealt(0, "9H", 19), CardDealt(1, "2S", 12), CardDealt(2, "8C", 17), TurnStarted(0)]
    for action in (STAND, HIT, HIT, STAND):
        t.apply(action)
    summary = RoundSummary(1, 0, 30, (
        SeatSummary(0, ("TS", "9H"), 19, Outcome.SPLIT, 15, 105),
        SeatSummary(1, ("TC", "2S", "TH"), 22, Outcome.BUST, 0, 90),
        SeatSummary(2, ("9D", "8C", "2D"), 19, Outcome.SPLIT, 15, 105)), 0)
    assert t.events() == [
        Stood(0, 19), TurnStarted(1), Hit(1), CardDealt(1, "TH", 22), Busted(1, 22),
        TurnStarted(2), Hit(2), CardDealt(2, "2D", 19), Stood(2, 19),
        PotSplit((0, 2), 15, 0), RoundOver(summary)]
    assert t.summary == summary


def test_a_natural_wins_the_pot_at_once():
    t = ShowdownTable(tokens=[100, 100], cards=["TS", "9C", "AS", "7D"])
    assert t.events()[-3:] == [NaturalDealt(0), PotWon(0, 20), RoundOver(RoundSummary(1, 0, 20, (
        SeatSummary(0, ("TS", "AS"), 21, Outcome.NATURAL, 20, 110),
        SeatSummary(1, ("9C", "7D"), 16, Outcome.FOLDED_BY_NATURAL, 0, 90)), 0))]


def test_the_showdown_snapshot_holds_every_part_of_the_state_under_its_name():
    t = ShowdownTable(tokens=[100, 100, 100], cards=["TS", "TC", "9D", "9H", "2S", "8C"])
    snap = t.snapshot()
    assert {k: v for k, v in snap.items() if k not in ("rng", "shoe")} == {
        "table": "showdown", "seed": 0,
        "rules": {"ante": 10, "start_tokens": 100, "decks": 1, "overridable": ["ante"]},
        "phase": "PLAY", "round_no": 1, "game_first_seat": 0, "first_seat": 0, "turn": 0,
        "tokens": [90, 90, 90], "active": [True, True, True], "pot": 30, "round_pot": 30,
        "hands": [["TS", "9H"], ["TC", "2S"], ["9D", "8C"]],
        "status": ["TO_ACT", "TO_ACT", "TO_ACT"], "won": [0, 0, 0], "winner": None,
        "summary": None}
    assert isinstance(snap["rng"], str) and len(snap["rng"]) == 16    # a digest of the state
    assert snap["shoe"]["shoe_seed"] == str(t.shoe.shoe_seed)    # JSON-safe: a 128-bit int
