"""Results a player can read: a net label on every hand and insurance bet, and
the after-round panel with each spot/seat's result and the round's net."""
from dataclasses import dataclass

import pygame
from scene_helpers import click, key, push

from game.money import CENTS_PER_CHIP
from game.tables.dealer.view import Outcome
from scenes.tables.dealer.classic import ClassicScene
from scenes.tables.dealer.midnight import MidnightScene
from scenes.tables.round_results import (
    ResultRow,
    insurance_badge,
    outcome_badge,
    round_rows,
    signed,
)
from scenes.tables.seat_config import EMPTY_SEAT, SeatConfig


def bet_by_clicks(scene, spot, chip, times=1):
    click(scene, scene.rack.slots[chip].center)
    for _ in range(times):
        click(scene, scene.spot_rect(spot).center)


def test_every_outcome_label_says_what_it_did_to_the_money():
    assert outcome_badge(Outcome.LOSE, -1000, False).text == "LOSE \u221210"
    assert outcome_badge(Outcome.BUST, -2000, False).text == "BUST \u221220"
    assert outcome_badge(Outcome.WIN, 1500, False).text == "WIN +15"
    assert outcome_badge(Outcome.BLACKJACK, 750, False).text == "BLACKJACK +7.50"
    assert outcome_badge(Outcome.PUSH, 0, True).text == "PUSH \u2014 rides"
    assert insurance_badge(1000).text == "INSURANCE +10"
    assert insurance_badge(-500).text == "INSURANCE \u22125"
    assert signed(0) == "0"


def test_midnight_insurance_result_and_the_round_breakdown_are_shown(app):
    scene = push(app, MidnightScene(app.context, stack=["TS", "9H", "AC", "6D", "8S", "KD"]))
    bet_by_clicks(scene, 0, 25, times=2)          # 50 on spot 1, insured for 25
    bet_by_clicks(scene, 2, 5, times=2)           # 10 on spot 3, not insured
    key(scene, pygame.K_RETURN)
    assert scene.results.rows() == []              # nothing settled yet: no panel
    key(scene, pygame.K_i)
    key(scene, pygame.K_n)
    key(scene, pygame.K_s)
    key(scene, pygame.K_s)                        # dealer draws K: Blackjack
    first = scene.board.hand(0, 0)
    assert first.insurance_net == 50 * CENTS_PER_CHIP
    assert scene.board.hand(2, 0).insurance_net is None
    rows = scene.results.rows()
    assert [(r.name, r.net) for r in rows] == [("Spot 1", 0), ("Spot 3", -1000)]
    assert "INS +50" in rows[0].words and rows[1].words == "LOSE"
    assert scene.breakdown_footer(rows) == ("Round net", -1000)


def test_classic_breakdown_names_each_seat_and_the_house_take(app):
    config = [SeatConfig("Ann"), SeatConfig("Ben")] + \
        [EMPTY_SEAT] * 5
    # seat 1: T 9 = 19; seat 2: 7 8 = 15; dealer: 9 up, 8 hole = 17
    scene = push(app, ClassicScene(app.context, seats=config,
                                   stack=["TS", "7H", "9C", "9D", "8S", "8C"]))
    for seat in (0, 1):
        bet_by_clicks(scene, seat, 5, times=2)
        key(scene, pygame.K_RETURN)
    key(scene, pygame.K_s)
    key(scene, pygame.K_s)
    assert scene.between
    rows = scene.results.rows()
    assert [(r.name, r.words, r.net) for r in rows] == [
        ("Ann", "WIN", 1000), ("Ben", "LOSE", -1000)]
    assert scene.breakdown_footer(rows) == ("House", 0)


def test_surrender_and_a_returned_push_are_labelled_in_capitals():
    assert outcome_badge(Outcome.SURRENDER, -500, False).text == "SURRENDER \u22125"
    assert outcome_badge(Outcome.PUSH, 0, False).text == "PUSH \u2014 returned"


@dataclass(frozen=True)
class Hand:
    spot: int
    part: int
    outcome: Outcome | None
    net: int
    rides: bool = False
    insurance_net: int | None = None


def test_a_split_spot_row_joins_its_hands_and_then_says_the_insurance():
    hands = [Hand(0, 1, Outcome.PUSH, 0, rides=True), Hand(1, 0, Outcome.LOSE, -1000),
             Hand(0, 0, Outcome.WIN, 1000, insurance_net=-500)]
    rows = round_rows(hands, lambda spot: f"Spot {spot + 1}")
    assert rows == [ResultRow("Spot 1", "WIN / PUSH (rides) \u00b7 INS \u22125", 500),
                    ResultRow("Spot 2", "LOSE", -1000)]
    assert round_rows([*hands, Hand(2, 0, None, 0)], str) == []       # still being played
