"""The hand history's plain words for one round, from the events of its replay."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.tables.dealer import view as dealer
from game.tables.indian import events as indian
from game.tables.showdown import view as showdown
from scenes.screens.round_story import card_name, player_names, round_story

Outcome = dealer.Outcome


@dataclass
class Step:
    events: list[Any] = field(default_factory=list)


def card(spot, code, part=0):
    return dealer.CardDealt(False, spot, part, code, True)


def house(code):
    return dealer.CardDealt(True, None, None, code, True)


def settled(spot, outcome, stake, net, part=0, rides=False):
    return dealer.HandSettled(spot, part, outcome, stake, max(0, stake + net), net, rides)


def test_cards_are_named_by_rank_and_a_ten_is_10():
    assert [card_name(c) for c in ("QH", "TS", "AS", "7")] == ["Q", "10", "A", "7"]


def test_a_double_says_the_bet_before_and_after_the_card_drawn_and_the_total():
    steps = [Step([card(1, "5H"), house("9S"), card(1, "6C")]),
              Step([dealer.Doubled(1, 0, 1000), card(1, "QD")]),
              Step([house("8C"), settled(1, Outcome.WIN, 2000, 2000)])]
    lines = round_story("midnight", steps)
    assert lines[0] == "Spot 2: 5 6, you doubled: 10 → 20, drew Q, 21 — won +20"
    assert lines[-1] == "Dealer: 9 8, 17"


def test_split_hands_are_named_by_their_spot_and_each_keeps_its_own_cards():
    steps = [Step([card(0, "8S"), house("6D"), card(0, "8D")]),
              Step([dealer.SplitHand(0, 1000), card(0, "3D")]),
              Step([card(0, "QH"), card(0, "KC", part=1)]),
              Step([house("TD"), house("5S"),
                    settled(0, Outcome.WIN, 1000, 1000), settled(0, Outcome.WIN, 1000, 1000, 1)])]
    lines = round_story("midnight", steps)
    assert lines[:3] == ["Spot 1: split 8s, 10 on each hand",
                         "Spot 1, hand 1: 8 3, drew Q, 21 — won +10",
                         "Spot 1, hand 2: 8 K, 18 — won +10"]
    assert lines[3] == "Dealer: 6 10, drew 5, 21"


def test_insurance_says_its_stake_and_whether_it_won():
    lost = [Step([card(0, "TS"), house("AS"), card(0, "9H"),
                  dealer.InsuranceTaken(0, 0, 500)]),
            Step([house("7C"), dealer.InsuranceSettled(0, 0, False, 0),
                  settled(0, Outcome.WIN, 1000, 1000)])]
    assert "Spot 1: insurance 5: lost" in round_story("midnight", lost)
    won = [Step([card(0, "TS"), house("AS"), card(0, "9H"), dealer.InsuranceTaken(0, 0, 500)]),
           Step([house("KC"), dealer.InsuranceSettled(0, 0, True, 1500),
                 settled(0, Outcome.LOSE, 1000, -1000)])]
    lines = round_story("midnight", won)
    assert "Spot 1: insurance 5: won +10" in lines and "Dealer: A K, Blackjack" in lines


def a_push_and_a_bust(rides):
    return [Step([card(0, "TS"), card(1, "9C"), house("7D"), card(0, "8H"), card(1, "5S")]),
            Step([card(1, "KD"), dealer.HandBusted(1, 0, 1000)]),
            Step([house("TC"), settled(0, Outcome.PUSH, 1000, 0, rides=rides),
                  settled(1, Outcome.BUST, 1000, -1000)])]


def test_a_push_and_a_bust_are_said_as_such_and_classic_names_seats():
    lines = round_story("classic", a_push_and_a_bust(rides=False))
    assert lines[0] == "Seat 1: bet 10, 10 8, 18 — push"
    assert lines[1] == "Seat 2: bet 10, 9 5, drew K, 24, bust — lost 10"


def test_a_midnight_push_says_the_bet_rides():
    lines = round_story("midnight", a_push_and_a_bust(rides=True))
    assert lines[0] == "Spot 1: bet 10, 10 8, 18 — push, the bet rides"


def test_showdown_tells_each_seat_and_where_the_pot_went():
    steps = [Step([showdown.CardDealt(0, "TS", 10), showdown.CardDealt(1, "9H", 9),
                   showdown.CardDealt(0, "7C", 17), showdown.CardDealt(1, "9D", 18)]),
             Step([showdown.Hit(0), showdown.CardDealt(0, "6D", 23), showdown.Busted(0, 23)]),
             Step([showdown.Stood(1, 18), showdown.PotWon(1, 20)])]
    assert round_story("showdown", steps) == ["Seat 1: 10 7, drew 6, 23, bust",
                                              "Seat 2: 9 9, stood on 18",
                                              "Seat 2 takes the pot: 20"]


def indian_deal():
    return Step([indian.AntePaid(0, 1), indian.AntePaid(1, 1),
                 indian.CardDealt(indian.Slot.FIRST, 0, "4", (False, True)),
                 indian.CardDealt(indian.Slot.FIRST, 1, "8", (True, False)),
                 indian.CardDealt(indian.Slot.COMMUNITY, None, "6", (True, True))])


def test_an_indian_round_never_names_a_first_card_the_reveal_did_not_turn_over():
    folded = [indian_deal(), Step([indian.Raised(0, 3)]), Step([indian.Folded(1, False),
                                                               indian.PotWon(0, 4)])]
    words = " ".join(round_story("indian", folded))
    assert "4" not in words.replace("wins the pot: 4", "") and "8" not in words
    assert "Player 2 folds" in words


def test_an_indian_reveal_shows_both_hands_and_totals():
    revealed = [indian_deal(), Step([indian.Raised(0, 3), indian.Called(1, 3)]),
                Step([indian.Revealed(("4", "8"), (10, 14)), indian.PotWon(1, 6)])]
    lines = round_story("indian", revealed)
    assert "Player 1 shows 4: 10 with the community card" in lines
    assert "Player 2 shows 8: 14 with the community card" in lines
    assert lines[-1] == "Player 2 wins the pot: 6"


def test_an_indian_story_calls_the_players_by_their_names_and_keeps_the_first_cards_hidden():
    folded = [indian_deal(), Step([indian.Raised(0, 3)]), Step([indian.Folded(1, False),
                                                               indian.PotWon(0, 4)])]
    lines = round_story("indian", folded, ["You", "AI"])
    assert lines[:2] == ["You ante 1", "AI antes 1"]
    assert "AI folds" in lines and lines[-1] == "You win the pot: 4"
    words = " ".join(lines)
    assert "8" not in words and "4" not in words.replace("win the pot: 4", "")


def test_an_indian_reveal_names_each_players_hand_by_their_name():
    revealed = [indian_deal(), Step([indian.Raised(0, 3), indian.Called(1, 3)]),
                Step([indian.Revealed(("4", "8"), (10, 14)), indian.PotWon(1, 6)])]
    lines = round_story("indian", revealed, ["Alice", "Bob"])
    assert "Alice shows 4: 10 with the community card" in lines
    assert "Bob shows 8: 14 with the community card" in lines


def test_showdown_and_classic_name_the_seats_by_their_players():
    steps = [Step([showdown.CardDealt(0, "TS", 10), showdown.CardDealt(1, "9H", 9),
                   showdown.CardDealt(0, "7C", 17), showdown.CardDealt(1, "9D", 18)]),
             Step([showdown.Stood(0, 17), showdown.Stood(1, 18), showdown.PotWon(1, 20)])]
    assert round_story("showdown", steps, ["You", "Cleo"]) == [
        "You: 10 7, stood on 17", "Cleo: 9 9, stood on 18", "Cleo takes the pot: 20"]
    lines = round_story("classic", a_push_and_a_bust(rides=False), ["Ann", "Bruno"])
    assert lines[0] == "Ann: bet 10, 10 8, 18 — push"
    assert lines[1].startswith("Bruno: bet 10, 9 5, drew K, 24, bust")


def test_the_names_come_from_each_tables_scene_setup_and_an_odd_setup_gives_none():
    assert player_names("indian", {"names": ["You", "AI"]}) == ["You", "AI"]
    assert player_names("showdown", {"players": [{"name": "You", "kind": "human"},
                                                 {"name": "Cleo", "kind": "ai"}]}) \
        == ["You", "Cleo"]
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "empty", "name": ""},
             {"kind": "ai", "name": "Bruno"}]
    assert player_names("classic", {"seats": seats}) == ["Ann", "Bruno"]
    assert player_names("indian", {}) == [] and player_names("showdown", {"players": 3}) == []
