"""House rules at the dealer tables' screens: SURRENDER, re-split hands, the felt."""
import pygame
from scene_helpers import key, push

from game.tables.dealer.actions import Kind
from game.tables.dealer.view import Outcome
from scenes.tables.dealer.classic import ClassicScene
from scenes.tables.dealer.midnight import MidnightScene


def test_surrender_is_a_button_and_key_u_only_where_the_house_offers_it(app):
    plain = push(app, ClassicScene(app.context, stack=["TS", "TD", "6H", "7C"]))
    plain.apply_actions(["bet 1 10", "deal"])
    assert plain.bar.button_for(Kind.SURRENDER) is None
    app.context.manager.pop()
    scene = push(app, ClassicScene(app.context, stack=["TS", "TD", "6H", "7C"],
                                   house_rules={"late_surrender": True}))
    scene.apply_actions(["bet 1 10", "deal"])
    assert scene.bar.button_for(Kind.SURRENDER).enabled
    key(scene, pygame.K_u, "u")
    hand = scene.engine.hands[0]
    assert hand.outcome is Outcome.SURRENDER and hand.payout == 500


def test_a_spot_re_split_into_four_hands_shows_four_hands_in_playing_order(app):
    scene = push(app, MidnightScene(app.context, house_rules={"resplit_to": 4},
                                    stack=["8S", "TD", "8H", "8D", "8C", "3S"]))
    scene.apply_actions(["bet 1 10", "deal", "split", "split", "split"])
    for _ in range(120):
        scene.update(1 / 60)
    shown = [(h.spot, h.part) for h in scene.board.hands]
    assert shown == [(0, 0), (0, 1), (0, 2), (0, 3)]
    lefts = [scene.board.resplit_area(0, p).x for p in range(4)]
    assert lefts == sorted(lefts) and len(set(lefts)) == 4


def test_the_felt_prints_the_house_payout(app):
    scene = push(app, MidnightScene(app.context, house_rules={"blackjack_pays": "6:5"}))
    assert scene.felt_print()[0] == "BLACKJACK PAYS 6 TO 5"
    assert scene.board.blackjack_pays == "6:5"


def test_a_midnight_surrender_waits_on_the_felt_for_the_dealers_second_card(app):
    # spot 1 TS 6H surrenders against TD; spot 2 KH QS stands; the dealer's AH is Blackjack
    scene = push(app, MidnightScene(app.context, house_rules={"late_surrender": True},
                                    stack=["TS", "KH", "TD", "6H", "QS", "AH"]))
    scene.apply_actions(["bet 1 10", "bet 2 10", "deal", "surrender"])
    shown = scene.board.hands[0]
    assert shown.surrendered and shown.outcome is None and shown.stake == 1000
    scene.apply_actions(["stand"])
    shown = scene.board.hands[0]
    assert (shown.outcome, shown.net, shown.stake) == (Outcome.SURRENDER, -1000, 0)
