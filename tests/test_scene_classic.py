"""Classic Shoe scene and its seat setup, headless, through synthetic events."""
import pygame
from scene_helpers import click, key, push

from game.tables.dealer.view import Phase
from scenes.app.settings_store import AnimSpeed
from scenes.tables.dealer import classic
from scenes.tables.dealer.classic import ClassicScene
from scenes.tables.dealer.classic_setup import ClassicSetupScene
from scenes.tables.dealer.classic_turns import AI_PAUSE
from scenes.tables.seat_config import EMPTY_SEAT, SeatConfig, SeatKind

APP_SEED = 21   # the first shoe of the shared app fixture


def seats(*kinds):
    out = []
    for i, kind in enumerate(kinds):
        if kind == "human":
            out.append(SeatConfig(f"P{i + 1}"))
        elif kind == "ai":
            out.append(SeatConfig(f"Bot{i + 1}", SeatKind.AI, "normal"))
        else:
            out.append(EMPTY_SEAT)
    return out + [EMPTY_SEAT] * (7 - len(out))


def table(app, config, stack=()) -> ClassicScene:
    return push(app, ClassicScene(app.context, seats=config, stack=list(stack)))


def run_until_human(scene, limit=200):
    for _ in range(limit):
        if scene.is_human(scene.turn()) or scene.between:
            return
        scene.update(0)
    raise AssertionError("the AI players never handed over")


def test_setup_seats_humans_and_ai_and_start_opens_the_table(app):
    setup = ClassicSetupScene(app.context)
    app.context.manager.push(setup)
    click(setup, setup.kind_rects[3].center)                # seat 4: empty -> human
    assert setup.seats[3].kind is SeatKind.HUMAN and setup.editing == 3
    for _ in range(len(setup.seats[3].name)):
        key(setup, pygame.K_BACKSPACE)
    for ch in "Mia":
        key(setup, ord(ch.lower()), ch)
    key(setup, pygame.K_RETURN)                              # ends the name
    click(setup, setup.name_rects[1].center)                 # AI level cycles
    assert setup.seats[1].level != "normal"
    key(setup, pygame.K_RETURN)                              # START
    scene = app.context.manager.top
    assert isinstance(scene, ClassicScene)
    assert [p.name for p in scene.seating.players] == ["You", "Bruno", "Cleo", "Mia"]
    assert scene.seating.seat_of == (0, 1, 2, 3)
    assert scene.engine.chips == [app.context.bankroll_cents, 100_000, 100_000, 100_000]


def test_the_human_bets_by_clicking_only_their_own_seat(app):
    scene = table(app, seats("human", "human"))
    assert scene.turn() == 0
    click(scene, scene.rack.slots[25].center)
    click(scene, scene.spot_rect(1).center)                  # not your turn to bet
    assert scene.engine.spots == [0, 0] and "P1" in scene.alert
    click(scene, scene.spot_rect(0).center)
    click(scene, scene.spot_rect(0).center)
    click(scene, scene.spot_rect(0).center, button=3)
    assert scene.engine.spots == [2500, 0]
    key(scene, pygame.K_RETURN)                              # BET DONE: P2's turn
    assert scene.turn() == 1 and scene.rack.enabled
    click(scene, scene.rack.slots[1].center)
    click(scene, scene.spot_rect(1).center)                  # 1 is under the minimum
    assert "minimum" in scene.alert and scene.engine.spots == [2500, 0]
    key(scene, pygame.K_x)                                   # P2 sits out (asked
    key(app.context.manager.top, pygame.K_x)                 # first, X again): deal
    assert scene.engine.rounds == 1 and len(scene.engine.hands) == 1
    assert scene.engine.chips[1] == 100_000


def test_the_hole_card_is_drawn_face_down_until_the_dealer_plays(app):
    scene = table(app, seats("human"), stack=["TS", "9H", "7C", "KD"])
    click(scene, scene.rack.slots[5].center)
    click(scene, scene.spot_rect(0).center)
    key(scene, pygame.K_RETURN)
    hole = scene.board.dealer[1]
    assert hole.face is None and not hole.face_up
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    back = app.context.resources.card_back()
    inner = hole.rect.inflate(-30, -30)
    for x in range(inner.x, inner.right, 9):
        for y in range(inner.y, inner.bottom, 9):
            assert surface.get_at((x, y)) == back.get_at((x - hole.rect.x, y - hole.rect.y))
    assert scene.board.dealer_label().startswith("Dealer shows")
    key(scene, pygame.K_s)                                   # dealer's turn: turned over
    assert hole.face_up and hole.code == "KD"
    assert scene.engine.round_finished


def test_a_ten_up_is_peeked_and_a_dealer_natural_ends_the_round(app):
    scene = table(app, seats("human"), stack=["9S", "TH", "7C", "AD"])
    click(scene, scene.rack.slots[5].center)
    click(scene, scene.spot_rect(0).center)
    key(scene, pygame.K_RETURN)
    assert scene.engine.round_finished and scene.between
    assert scene.board.dealer[1].face_up
    assert scene.board.hands[0].outcome.value == "lose"


def test_ai_seats_bet_and_play_after_a_pause(app):
    app.context.settings = app.context.settings.with_(anim_speed=AnimSpeed.NORMAL)
    scene = table(app, seats("ai", "human"))
    assert scene.turn() == 0 and not any(scene.engine.spots)
    scene.update(AI_PAUSE / 2)
    assert not any(scene.engine.spots)                       # still thinking
    for _ in range(40):
        scene.update(AI_PAUSE)
        if scene.turn() == 1:
            break
    assert scene.engine.spots[0] > 0 and scene.turn() == 1
    assert scene.bar.items[-1].button.enabled                # the human's BET DONE


def test_an_ai_seat_places_its_whole_bet_after_one_think_and_passes_the_turn(app):
    app.context.settings = app.context.settings.with_(anim_speed=AnimSpeed.NORMAL)
    scene = table(app, seats("ai", "human"))
    target = scene.ai.bots[0].bet_target(scene.engine.observation(0)) * 100
    for _ in range(200):                                     # the shuffle plays first
        scene.update(1 / 60)
        if scene.engine.spots[0]:
            break
    assert scene.engine.spots[0] == target and len(scene.bets.placed[0]) > 1   # all its chips
    assert scene.turn() == 1                                 # and the human bets next


def test_buttons_follow_legal_actions_and_are_dead_on_an_ai_turn(app):
    scene = table(app, seats("human", "ai", "ai"),
                  stack=["9S", "TH", "8C", "6D", "2C", "7S", "9D", "TD"])
    assert scene.turn() == 0
    for item in scene.bar.items:                             # SAME BET: no last bet yet
        assert item.button.enabled == (item.action != classic.SAME)
    click(scene, scene.rack.slots[25].center)
    click(scene, scene.spot_rect(0).center)
    key(scene, pygame.K_RETURN)
    run_until_human(scene)
    assert scene.engine.phase is Phase.PLAY and scene.turn() == 0
    legal = set(scene.engine.legal_actions())
    for item in scene.bar.items:
        assert item.button.enabled == (item.action in legal)
    assert scene.bar.button_for(scene.engine.legal_actions()[0].kind) is not None
    key(scene, pygame.K_d)                                   # 9+2 = 11: double
    assert scene.turn() in (1, 2)
    assert not any(i.button.enabled for i in scene.bar.items)
    before = scene.engine.snapshot()
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="",
                                          scancode=0))       # not the human's turn
    assert scene.engine.snapshot() == before


def play_round(scene):
    """The human bets 5 and stands on everything; the AI players do their own."""
    run_until_human(scene)
    click(scene, scene.rack.slots[5].center)
    click(scene, scene.spot_rect(0).center)
    key(scene, pygame.K_RETURN)
    for _ in range(30):
        run_until_human(scene)
        if scene.between:
            return
        key(scene, pygame.K_s if scene.engine.phase is Phase.PLAY else pygame.K_n)
    raise AssertionError("the round never ended")


def test_a_three_seat_round_reaches_settlement_and_the_next_round_opens(app):
    scene = table(app, seats("human", "ai", "ai"))
    for _ in range(3):
        play_round(scene)
        assert scene.between and scene.engine.round_finished
        assert len(scene.board.hands) >= 3
        assert all(h.outcome is not None for h in scene.board.hands)
        assert scene.engine.money_total() == scene.engine.start_total
        assert app.context.bankroll_cents == scene.engine.chips[0]
        key(scene, pygame.K_RETURN)                          # NEXT ROUND
        assert not scene.between and scene.turn() == 0
    assert len(scene.history) == 3


def test_the_shoe_gauge_counts_the_deal_and_shows_the_cut_card(app):
    scene = table(app, seats("human"))
    assert scene.board.shoe_left == 311 and scene.board.discards == 1   # burn card
    assert scene.board.cut_at == scene.engine.shoe.cut_remaining
    scene.apply_actions(["bet 1 10", "deal"])
    assert scene.board.shoe_left == scene.engine.shoe.remaining


def test_scenario_words_through_the_setup_scene(app):
    setup = ClassicSetupScene(app.context)
    app.context.manager.push(setup)
    setup.apply_actions(["bet 1 10", "bet 2 5", "bet 3 5", "deal"])
    scene = app.context.manager.top
    assert isinstance(scene, ClassicScene) and scene.engine.rounds == 1
