"""Blackjack Showdown scene: setup, a round to its summary, NEXT HAND, a whole match."""
import gc

import pygame
import pytest
from scene_helpers import click_events
from scene_helpers import key_event as key

from game.tables.showdown.view import ShowdownPhase
from scenes.app.layout import load_table_anchors
from scenes.app.settings_store import AnimSpeed
from scenes.tables.match_over import MatchOverOverlay
from scenes.tables.showdown.scene import ShowdownScene
from scenes.tables.showdown.seats import SeatConfig, SeatKind, seat_anchor_names
from scenes.tables.showdown.setup import ShowdownSetupScene
from scenes.tables.showdown.summary import RoundSummaryOverlay

YOU = SeatConfig("You")

APP_SEED = 1   # the first shoe of the shared app fixture


def ai(name, level="normal"):
    return SeatConfig(name, SeatKind.AI, level)


@pytest.fixture
def app(app):
    """The shared app (tests/conftest.py) at the lobby."""
    app.open_path("lobby")
    return app


def click(app, pos):
    for event in click_events(pos):
        app.context.manager.handle_event(event)


def press(app, k, text=""):
    app.context.manager.handle_event(key(k, text))


def frames(app, n=1, dt=1 / 60):
    for _ in range(n):
        app.step(dt)


def settle(app, limit=2000):
    """Frames until the table's animations are over (or an overlay is up)."""
    table = scene(app)
    for _ in range(limit):
        if not table.timeline.busy or table.overlay is not None:
            return
        frames(app)


def seat(app, players, speed=AnimSpeed.NORMAL) -> ShowdownScene:
    app.context.update_settings(anim_speed=speed)
    table = app.context.manager.push(ShowdownScene(app.context, players=players))
    settle(app)
    return table


def scene(app) -> ShowdownScene:
    return app.context.manager.find(lambda s: isinstance(s, ShowdownScene))


def snapshot(app):
    return scene(app).engine.snapshot()


def play_round_by_standing(app):
    table = scene(app)
    for _ in range(20):
        if table.engine.phase is not ShowdownPhase.PLAY:
            break
        press(app, pygame.K_s)
        settle(app)
    frames(app, 60)


def test_the_lobby_opens_the_setup_and_start_seats_the_chosen_players(app):
    app.open_path("showdown")
    setup = app.context.manager.top
    assert isinstance(setup, ShowdownSetupScene) and setup.table_name == "showdown"
    press(app, pygame.K_MINUS)
    press(app, pygame.K_MINUS)
    press(app, pygame.K_2)             # seat 2: AI normal -> AI hard
    app.render()
    press(app, pygame.K_RETURN)
    table = app.context.manager.top
    assert isinstance(table, ShowdownScene)
    assert [p.name for p in table.players] == ["You", "Ace", "Blaze", "Clover"]
    assert table.players[1] == ai("Ace", "hard")
    assert table.engine.seats == 4 and len(table.board.panels) == 4


def test_the_setup_refuses_a_seat_without_a_name(app):
    app.open_path("showdown")
    setup = app.context.manager.top
    click(app, setup.name_rect(0).center)
    for _ in range(3):
        press(app, pygame.K_BACKSPACE)
    press(app, pygame.K_RETURN)         # ends editing
    press(app, pygame.K_RETURN)         # START
    assert app.context.manager.top is setup
    assert setup.notice == "Seat 1 needs a name"
    click(app, setup.name_rect(0).center)
    for ch in "Zoe":
        press(app, pygame.K_a, ch)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    assert scene(app).players[0].name == "Zoe"


def test_seats_sit_at_distinct_map_places_for_every_seat_count():
    anchors = load_table_anchors("showdown")
    for count in range(2, 9):
        names = seat_anchor_names(count)
        assert len(set(names)) == count and all(n in anchors for n in names)


def test_a_full_round_reaches_the_summary_with_every_seat(app):
    table = seat(app, [SeatConfig(f"P{i}") for i in range(1, 7)])
    assert table.engine.phase is ShowdownPhase.PLAY
    assert table.controls.hit.enabled and table.board.acting == table.engine.current_player()
    first = table.board.acting
    click(app, table.controls.hit.rect.center)          # a click on HIT deals one card
    settle(app)
    assert len(table.board.panels[first].cards) == 3 == len(table.engine.hands[first])
    play_round_by_standing(app)
    top = app.context.manager.top
    assert isinstance(top, RoundSummaryOverlay)
    assert [r.name for r in top.rows] == [f"P{i}" for i in range(1, 7)]
    summary = table.engine.summary
    assert sum(s.won for s in summary.seats) + summary.pot_carried == summary.pot
    surface = app.render()
    assert surface.get_size() == (1280, 720)


def test_next_hand_is_the_only_way_on_from_the_summary(app):
    table = seat(app, [YOU, SeatConfig("Pat"), ai("Ace")])
    play_round_by_standing(app)
    for _ in range(20):  # AI seats may act after the humans stood
        if isinstance(app.context.manager.top, RoundSummaryOverlay):
            break
        play_round_by_standing(app)
    overlay = app.context.manager.top
    assert isinstance(overlay, RoundSummaryOverlay)
    before = snapshot(app)
    for k in (pygame.K_h, pygame.K_s, pygame.K_SPACE, pygame.K_a):
        press(app, k)
    click(app, table.controls.hit.rect.center)
    click(app, table.board.panels[0].rect.center)
    frames(app, 300)
    assert snapshot(app) == before and app.context.manager.top is overlay
    click(app, overlay.next_button.rect.center)
    assert app.context.manager.top is table
    assert table.engine.round_no == before["round_no"] + 1
    settle(app)
    shown = [[c.code for c in p.cards] for p in table.board.panels]
    assert shown == [list(h) for h in table.engine.hands]   # the new deal, not the old cards
    assert all(c.visible and c.face_up for p in table.board.panels for c in p.cards)


def test_esc_on_the_summary_opens_the_pause_menu_and_resume_returns_to_it(app):
    seat(app, [SeatConfig("P1"), SeatConfig("P2")])
    play_round_by_standing(app)
    overlay = app.context.manager.top
    assert isinstance(overlay, RoundSummaryOverlay)
    press(app, pygame.K_ESCAPE)
    assert app.context.manager.top.name == "pause"
    press(app, pygame.K_ESCAPE)
    assert app.context.manager.top is overlay


def test_hit_on_an_ai_turn_is_refused_with_a_message_and_changes_nothing(app):
    table = seat(app, [ai("Ace"), YOU])
    if table.engine.phase is not ShowdownPhase.PLAY:
        pytest.skip("this seed deals a natural")
    before = snapshot(app)
    press(app, pygame.K_h)
    assert snapshot(app) == before
    assert "Ace" in table.alert and "AI" in table.alert
    assert not table.controls.hit.enabled


def test_input_during_the_deal_skips_the_animation_without_acting(app):
    app.context.update_settings(anim_speed=AnimSpeed.SLOW)
    table = app.context.manager.push(ShowdownScene(app.context, players=[YOU, SeatConfig("Pat")]))
    frames(app, 2)
    assert table.timeline.busy
    before = snapshot(app)
    press(app, pygame.K_h)
    assert not table.timeline.busy and snapshot(app) == before
    assert all(len(p.cards) == 2 and p.cards[-1].face_up for p in table.board.panels)


def test_the_first_token_moves_to_the_next_seat_each_round(app):
    table = seat(app, [SeatConfig("P1"), SeatConfig("P2"), SeatConfig("P3")])
    spots = [table.animator.marker_target(s) for s in range(3)]
    assert table.board.marker.pos == pytest.approx(spots[0])
    play_round_by_standing(app)
    press(app, pygame.K_RETURN)
    settle(app)
    assert table.engine.first_seat == 1
    assert table.board.marker.pos == pytest.approx(spots[1])


def test_an_all_ai_match_plays_to_the_winners_screen_and_play_again(app):
    players = [ai("Ace", "easy"), ai("Blaze", "random"), ai("Clover", "normal")]
    table = seat(app, players, speed=AnimSpeed.INSTANT)
    # Why freeze: each summary leaving the stack runs a full collection (as the
    # app does), and over hundreds of rounds the suite's own objects make that
    # cost seconds; frozen, they are skipped, as the app freezes its start-up.
    gc.freeze()
    try:
        for _ in range(20000):
            top = app.context.manager.top
            if isinstance(top, MatchOverOverlay):
                break
            if isinstance(top, RoundSummaryOverlay):
                press(app, pygame.K_RETURN)
            frames(app)
    finally:
        gc.unfreeze()
    over = app.context.manager.top
    assert isinstance(over, MatchOverOverlay) and table.engine.is_over()
    winner = table.engine.winner
    assert table.board.panels[winner].tokens == table.engine.tokens[winner]
    assert sum(p.tokens for p in table.board.panels) == 300
    assert all(p.out for p in table.board.panels if p.index != winner)
    app.render()
    press(app, pygame.K_RETURN)          # PLAY AGAIN
    assert app.context.manager.top is table and not table.engine.is_over()
    assert table.engine.game_first_seat == 1 and table.game_no == 2
    assert not any(p.out for p in table.board.panels)


def test_scripted_words_from_the_setup_show_the_table_after_them(app):
    app.open_path("showdown")
    app.context.manager.top.apply_actions(["stand", "stand"])
    table = scene(app)
    assert table.match_words == ["stand", "stand"]     # seed 1 deals no natural
    assert table.engine.current_player() == 2 and table.board.acting == 2
    assert [str(p.badge) for p in table.board.panels[:2]] == ["STANDS 13", "STANDS 12"]
    frames(app, 10)
    app.render()
