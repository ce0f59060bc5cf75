"""The guided first round at Midnight and Classic: each table names the moment
the person at the screen is in (bet, insurance, act, split, result) and has a
short tip from the rules for each."""
import re

import pygame
import pytest
from scene_helpers import instant_app, push

from game.tables.dealer.actions import DEAL, NO_INSURE, STAND, bet
from scenes.app import i18n
from scenes.app.loop import App
from scenes.tables.dealer.classic import ClassicScene
from scenes.tables.dealer.midnight import MidnightScene
from scenes.tables.dealer.scene import GUIDE_MOMENTS
from scenes.tables.seat_config import EMPTY_SEAT, SeatConfig, SeatKind
from scenes.tables.showdown import guide as showdown_guide

PAIR_VS_ACE = ["8S", "AH", "8D", "6D", "TC", "TD", "9S"]   # Midnight: 8 8 against an ace
HARD_12 = ["TS", "9H", "2C", "8D"]                         # Midnight: T 2 against a 9


@pytest.fixture
def app(tmp_path):
    application = instant_app(tmp_path, seed=11)
    yield application
    application.context.manager.clear()
    application.close()


def test_midnight_names_each_moment_of_a_round(app):
    scene = push(app, MidnightScene(app.context, stack=PAIR_VS_ACE))
    assert scene.guide_moment() == "bet"
    scene.act(bet(0, 10))
    scene.act(DEAL)
    assert scene.guide_moment() == "insurance"
    scene.act(NO_INSURE)
    assert scene.guide_moment() == "split"
    scene.apply_actions(["split", "stand"])
    assert scene.guide_moment() == "act"              # 8 T: no pair any more
    scene.act(STAND)
    assert scene.engine.round_finished
    assert scene.guide_moment() == "result"


def test_a_hand_without_a_pair_is_the_act_moment(app):
    scene = push(app, MidnightScene(app.context, stack=HARD_12))
    scene.apply_actions(["bet 1 10", "deal"])
    assert scene.guide_moment() == "act"


def test_no_moment_while_the_cards_are_moving(tmp_path):
    application = App(strict=True, data_dir=tmp_path, seed=11)   # normal speed
    try:
        scene = push(application, MidnightScene(application.context, stack=HARD_12))
        scene.act(bet(0, 10))
        scene.act(DEAL)
        assert scene.timeline.busy and scene.guide_moment() is None
        scene.timeline.skip()
        assert scene.guide_moment() == "act"
    finally:
        application.context.manager.clear()
        application.close()


def test_classic_guides_the_person_at_the_screen_never_an_ai_seat(app):
    seats = [SeatConfig("Ada", SeatKind.AI, "normal"), SeatConfig("You")] + \
        [EMPTY_SEAT] * 5
    scene = ClassicScene(app.context, seats=seats, stack=["TS", "9H", "6C"] * 4)
    assert scene.bet_turn == 0 and scene.guide_moment() is None   # Ada is betting
    push(app, scene)                                   # Ada bets: your turn
    assert scene.bet_turn == 1 and scene.guide_moment() == "bet"
    scene.between = True                               # a round's results on show
    assert scene.guide_moment() == "result"


@pytest.mark.parametrize("make", [
    lambda c: MidnightScene(c),
    lambda c: ClassicScene(c, seats=[SeatConfig("You")] + [EMPTY_SEAT] * 6)])
def test_every_moment_has_a_short_tip(app, make):
    tips = push(app, make(app.context)).guide_tips()
    assert set(tips) == set(GUIDE_MOMENTS)
    for moment, tip in tips.items():
        sentences = [s for s in re.split(r"(?<=[.!?])\s+", tip) if s]
        assert 1 <= len(sentences) <= 2 and len(tip) <= 200, moment


@pytest.mark.parametrize("up, words, peeked", [
    ("2D", [], False), ("7C", [], False), ("9H", [], False),
    ("TD", [], True), ("KS", [], True), ("AH", ["no_insure"], True)])
def test_classic_says_the_dealer_checked_the_hole_card_only_when_it_did(app, up, words, peeked):
    # T 2 against the up card; hole card 8D: never a dealer Blackjack
    seats = [SeatConfig("You")] + [EMPTY_SEAT] * 6
    scene = push(app, ClassicScene(app.context, seats=seats, stack=["TS", up, "2C", "8D"]))
    scene.apply_actions(["bet 1 10", "deal", *words])
    assert scene.guide_moment() == "act"
    assert scene.engine.dealer_peeked is peeked
    tip = scene.guide_tips()["act"]
    assert tip.startswith("The dealer checked the hole card") is peeked
    assert "HIT (H)" in tip


def test_where_the_house_offers_surrender_the_tip_says_what_it_costs_at_each_table(app):
    midnight = push(app, MidnightScene(app.context, house_rules={"late_surrender": True},
                                       stack=HARD_12))
    midnight.apply_actions(["bet 1 10", "deal"])
    tip = midnight.guide_tips()["act"]
    assert "SURRENDER (U)" in tip and "loses it all to a dealer Blackjack" in tip
    app.context.manager.pop()
    seats = [SeatConfig("You")] + [EMPTY_SEAT] * 6
    for up, peeked in (("TD", True), ("7C", False)):
        classic = push(app, ClassicScene(app.context, seats=seats, stack=["TS", up, "6C", "8D"],
                                         house_rules={"late_surrender": True}))
        classic.apply_actions(["bet 1 10", "deal"])
        tip = classic.guide_tips()["act"]
        assert "SURRENDER (U)" in tip and "half your bet back" in tip
        assert tip.startswith("The dealer checked the hole card") is peeked
        app.context.manager.pop()


def test_a_tip_names_the_key_the_player_chose_not_the_default(app):
    seats = [SeatConfig("You")] + [EMPTY_SEAT] * 6
    assert app.context.choose_key("hit", pygame.K_j) is None
    assert app.context.choose_key("bet_done", pygame.K_HOME) is None
    classic = push(app, ClassicScene(app.context, seats=seats))
    tips = classic.guide_tips()
    assert "HIT (J)" in tips["act"] and "HIT (H)" not in tips["act"]
    assert "NEXT ROUND (Home)" in tips["result"]
    assert tips["bet"].endswith("Home when done; X sits out.")


def test_a_dutch_tip_names_the_chosen_key_in_dutch(app, dutch):
    assert app.context.choose_key("split", pygame.K_o) is None
    assert app.context.choose_key("next_hand", pygame.K_LEFT) is None
    tips = push(app, MidnightScene(app.context)).guide_tips()
    assert "SPLITSEN (O)" in tips["split"] and "DELEN (Enter)" in tips["bet"]
    assert "VOLGENDE HAND (Pijl links)" in showdown_guide.guide_tips(10)["result"]


@pytest.mark.parametrize("language", ["en", "nl"])
@pytest.mark.parametrize("make", [
    lambda c: MidnightScene(c, house_rules={"late_surrender": True}),
    lambda c: ClassicScene(c, seats=[SeatConfig("You")] + [EMPTY_SEAT] * 6)])
def test_no_tip_leaves_a_key_placeholder_unfilled(app, make, language):
    i18n.set_language(i18n.parse_language(language))
    try:
        tips = push(app, make(app.context)).guide_tips()
    finally:
        i18n.set_language(i18n.Language.ENGLISH)
    assert not [tip for tip in tips.values() if "{" in tip or "}" in tip]


def test_the_table_prompt_names_the_chosen_deal_and_insurance_keys(app, dutch):
    assert app.context.choose_key("deal", pygame.K_HOME) is None
    assert app.context.choose_key("insure", pygame.K_y) is None
    scene = push(app, MidnightScene(app.context, stack=PAIR_VS_ACE))
    scene.apply_actions(["bet 1 10"])
    assert scene.prompt().endswith("DELEN (Home)")
    scene.apply_actions(["deal"])
    assert scene.prompt().endswith("(Y / N)")
