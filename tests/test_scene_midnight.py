"""Midnight Blackjack scene, headless, driven by synthetic clicks and keys."""
import random

import pygame
import pytest
from scene_helpers import click, instant_app, key, push

from game.money import CENTS_PER_CHIP
from game.tables.dealer.actions import DOUBLE, HIT, INSURE, NO_INSURE, SPLIT, STAND, Kind
from game.tables.dealer.view import Outcome, Phase
from scenes.tables.dealer.midnight import MidnightScene


def table(app, stack=(), bankroll=None) -> MidnightScene:
    if bankroll is not None:
        app.context.bankroll_cents = bankroll * CENTS_PER_CHIP
    return push(app, MidnightScene(app.context, stack=list(stack)))


def bet_by_clicks(scene, spot, chip, times=1):
    click(scene, scene.rack.slots[chip].center)
    for _ in range(times):
        click(scene, scene.spot_rect(spot).center)


def assert_buttons_follow_legal_actions(scene):
    legal = set(scene.engine.legal_actions())
    assert scene.bar.items, "the action bar is empty"
    for item in scene.bar.items:
        assert item.button.enabled == (item.action in legal), (item.action, legal)


def test_clicking_a_spot_adds_the_selected_chip_and_right_click_takes_the_last_back(app):
    scene = table(app)
    bet_by_clicks(scene, 0, 25)
    bet_by_clicks(scene, 0, 5, times=2)
    assert scene.engine.spots == [3500, 0, 0]
    assert scene.board.spot_bets[0] == 3500          # the stack shows the total
    click(scene, scene.spot_rect(0).center, button=3)
    assert scene.engine.spots == [3000, 0, 0]
    assert scene.board.spot_bets[0] == 3000
    assert scene.bankroll_cents == 100_000 - 3000
    assert app.context.bankroll_cents == 100_000     # bets on the felt are still yours


def test_a_bet_the_bankroll_cannot_cover_is_refused_and_nothing_moves(app):
    scene = table(app, bankroll=20)
    bet_by_clicks(scene, 1, 25)
    assert scene.engine.spots == [0, 0, 0] and scene.engine.chips == [2000]
    assert "can't cover" in scene.alert
    assert not scene.board.flights and not scene.timeline.busy


def test_deal_needs_a_bet_and_enter_deals(app):
    scene = table(app)
    key(scene, pygame.K_RETURN)
    assert scene.engine.rounds == 0 and scene.alert
    bet_by_clicks(scene, 2, 5)
    key(scene, pygame.K_RETURN)
    assert scene.engine.rounds == 1


def test_the_dealer_has_one_card_until_every_hand_is_played(app):
    scene = table(app, stack=["TS", "9H", "7C", "6D", "8S", "TD", "TC"])
    bet_by_clicks(scene, 0, 5)
    bet_by_clicks(scene, 1, 5)
    key(scene, pygame.K_RETURN)
    assert len(scene.board.dealer) == 1
    assert [len(h.cards) for h in scene.board.hands] == [2, 2]
    key(scene, pygame.K_s)
    assert len(scene.board.dealer) == 1
    key(scene, pygame.K_s)
    assert len(scene.board.dealer) >= 2


def test_insurance_is_asked_per_hand_with_its_cost_shown(app):
    scene = table(app, stack=["TS", "9H", "AC", "6D", "8S", "KD"])
    bet_by_clicks(scene, 0, 25, times=2)
    bet_by_clicks(scene, 2, 5, times=2)
    key(scene, pygame.K_RETURN)
    assert scene.engine.phase is Phase.INSURANCE
    assert scene.bar.button_for(Kind.INSURE).text == "INSURE  25"
    assert "25" in scene.message and "Spot 1" in scene.message
    assert scene.board.highlight == (0, 0)
    key(scene, pygame.K_i)
    assert scene.board.hand(0, 0).insurance == 2500
    assert scene.bar.button_for(Kind.INSURE).text == "INSURE  5"
    assert scene.board.highlight == (2, 0)
    key(scene, pygame.K_n)
    assert scene.engine.phase is Phase.PLAY


def test_every_action_button_is_enabled_exactly_per_legal_actions(app):
    scene = table(app, stack=["8S", "5H", "AC", "8D", "6C", "3H", "TS"])
    assert_buttons_follow_legal_actions(scene)           # nothing bet: only the rack
    bet_by_clicks(scene, 0, 25)
    bet_by_clicks(scene, 1, 25)
    assert_buttons_follow_legal_actions(scene)
    key(scene, pygame.K_RETURN)
    assert_buttons_follow_legal_actions(scene)           # insurance
    key(scene, pygame.K_n)
    key(scene, pygame.K_n)
    assert {SPLIT, HIT, STAND} <= set(scene.engine.legal_actions())
    assert_buttons_follow_legal_actions(scene)           # 8+8: split, no double
    key(scene, pygame.K_p)
    assert_buttons_follow_legal_actions(scene)           # 8+3 = 11 after the split
    assert scene.bar.button_for(Kind.DOUBLE).enabled
    assert not scene.bar.button_for(Kind.SPLIT).enabled
    rng = random.Random(4)
    while scene.engine.phase is not Phase.BETTING:       # play it out by random keys
        keys = {HIT: pygame.K_h, STAND: pygame.K_s, DOUBLE: pygame.K_d, SPLIT: pygame.K_p,
                INSURE: pygame.K_i, NO_INSURE: pygame.K_n}
        key(scene, keys[rng.choice(scene.engine.legal_actions())])
        assert_buttons_follow_legal_actions(scene)


@pytest.mark.parametrize("seed", range(6))
def test_random_rounds_keep_the_buttons_in_step_with_the_engine(tmp_path, seed):
    application = instant_app(tmp_path, seed=seed)
    scene = table(application)
    rng = random.Random(seed)
    try:
        for _ in range(3):
            for spot in rng.sample(range(3), rng.randint(1, 3)):
                bet_by_clicks(scene, spot, rng.choice([1, 5, 25]))
            key(scene, pygame.K_RETURN)
            while scene.engine.phase is not Phase.BETTING:
                assert_buttons_follow_legal_actions(scene)
                action = rng.choice(scene.engine.legal_actions())
                button = next(i.button for i in scene.bar.items if i.action == action)
                click(scene, button.rect.center)
            assert_buttons_follow_legal_actions(scene)
            assert scene.engine.money_total() == scene.engine.start_total
            key(scene, pygame.K_c)
    finally:
        application.close()


def test_a_refused_double_shows_why_and_nothing_moves(app):
    scene = table(app, stack=["5S", "6H", "4D"], bankroll=10)   # 5+4 = 9, all chips bet
    bet_by_clicks(scene, 0, 5, times=2)
    key(scene, pygame.K_RETURN)
    before = scene.engine.snapshot()
    key(scene, pygame.K_d)
    assert "afford to double" in scene.alert and scene.engine.snapshot() == before
    assert not scene.timeline.busy and not scene.board.flights


def test_a_full_round_settles_and_a_push_stays_on_its_spot(app):
    # spot 1: 10+8 = 18, spot 2: 10+9 = 19, spot 3: 10+6 then bust; dealer 10+8 = 18
    scene = table(app, stack=["TS", "TH", "TC", "TD", "8S", "9H", "6C", "KC", "8D"])
    for spot in range(3):
        bet_by_clicks(scene, spot, 25)
    key(scene, pygame.K_RETURN)
    key(scene, pygame.K_s)
    key(scene, pygame.K_s)
    key(scene, pygame.K_h)
    assert scene.engine.round_finished
    outcomes = [h.outcome for h in scene.board.hands]
    assert outcomes == [Outcome.PUSH, Outcome.WIN, Outcome.BUST]
    assert scene.board.spot_bets == [2500, 0, 0]          # the push's chips stay
    assert scene.engine.spots == [2500, 0, 0]
    assert scene.board.hand(0, 0).stake == 0 and not scene.board.flights
    assert scene.bankroll_cents == 100_000 - 7500 + 5000
    assert "even round" in scene.message.lower()          # +25, -25, push
    assert scene.history and scene.history[0][1][-1] == "hit"
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)                                    # draws without error


def test_after_the_round_same_bet_and_deal_with_enter(app):
    scene = table(app, stack=["TS", "TD", "9C", "7H", "KS"])
    bet_by_clicks(scene, 1, 5)
    key(scene, pygame.K_RETURN)
    key(scene, pygame.K_s)
    assert scene.engine.round_finished
    key(scene, pygame.K_RETURN)                            # SAME BET + DEAL
    assert scene.engine.rounds == 2 and scene.engine.hands[0].bet == 500


def test_split_hands_lie_side_by_side_inside_their_spot(app):
    scene = table(app, stack=["8S", "6D", "8H", "2C", "9D", "5S", "4H"])
    bet_by_clicks(scene, 1, 25)
    key(scene, pygame.K_RETURN)
    key(scene, pygame.K_p)
    key(scene, pygame.K_h)
    first, second = scene.board.hand(1, 0), scene.board.hand(1, 1)
    a, b = scene.board.hand_bounds(first), scene.board.hand_bounds(second)
    spot = scene.spot_rect(1)
    assert a.right <= b.centerx and spot.contains(a.union(b).inflate(-2, -2).clip(spot))
    assert spot.x <= a.x and b.right <= spot.right


def test_scenario_words_show_the_table_after_them(app):
    scene = table(app)
    scene.apply_actions(["bet 1 10", "bet 3 5", "deal"])
    assert scene.engine.rounds == 1
    assert scene.round_words[:3] == ["bet 1 10", "bet 3 5", "deal"]
    assert not scene.timeline.busy and len(scene.board.hands) == 2
