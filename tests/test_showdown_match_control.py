"""Blackjack Showdown from the pause menu and for a first-time player: Resign,
New match, and the guided first match (which moment the player is in, and
the tip for it)."""
import re

import pygame
import pytest
from scene_helpers import key_event

from game.storage.db import put_meta
from game.tables.showdown.table import ShowdownTable
from game.tables.showdown.view import (
    STAND,
    Outcome,
    RoundSummary,
    SeatSummary,
    ShowdownPhase,
)
from scenes.app.loop import App
from scenes.app.settings_store import AnimSpeed
from scenes.dialogs.guide import GuideTip
from scenes.tables.journal import open_sitting
from scenes.tables.showdown import guide
from scenes.tables.showdown.scene import ShowdownScene
from scenes.tables.showdown.seats import SeatConfig, SeatKind
from scenes.tables.showdown.setup import ShowdownSetupScene
from scenes.tables.showdown.summary import RoundSummaryOverlay

PLAYERS = [SeatConfig("You"), SeatConfig("Ada", SeatKind.AI), SeatConfig("Bo", SeatKind.AI)]
SHORT = [10, 100, 100]          # you can ante once: lose round 1 and you are out
SEED = 3


@pytest.fixture
def app(tmp_path):
    application = App(strict=True, data_dir=tmp_path, seed=SEED)
    application.context.update_settings(anim_speed=AnimSpeed.INSTANT)
    application.start("lobby", lazy=False)
    yield application
    application.context.manager.clear()
    application.close()


def frames(app, n=1, dt=1 / 60):
    for _ in range(n):
        app.step(dt)


def sit(app, tokens=None) -> ShowdownScene:
    scene = ShowdownScene(app.context, players=PLAYERS)
    if tokens is not None:
        scene.begin_match(list(tokens), 0, SEED)
    app.context.manager.push(scene)
    frames(app)
    return scene


def play_to_summary(app, scene) -> RoundSummaryOverlay:
    """You stand whenever it is your turn, until the round's summary is up."""
    for _ in range(2000):
        top = app.context.manager.top
        if isinstance(top, RoundSummaryOverlay):
            return top
        if scene.why_not_human() is None:
            app.dispatch(key_event(pygame.K_s))
        frames(app)
    raise AssertionError("no round summary")


def play_until_you_are_out(app, scene) -> None:
    for _ in range(200):
        play_to_summary(app, scene)
        if scene.watching.humans_out():
            return
        app.dispatch(key_event(pygame.K_RETURN))
        frames(app)
    raise AssertionError("you were never eliminated")


def sitting_of(app, sitting_id):
    return app.context.profile.journal.sitting(sitting_id)


# -- Resign / New match ---------------------------------------------------------------
def test_the_pause_menu_may_end_a_match_only_while_it_goes_on(app):
    scene = sit(app, SHORT)
    assert scene.can_end_match()
    play_until_you_are_out(app, scene)
    assert scene.can_end_match()              # out, watching: still a match to leave
    scene.watching.skip_to_end()
    assert scene.engine.is_over() and not scene.can_end_match()


def test_new_match_deals_fresh_tokens_to_the_same_seats_and_gives_the_old_one_up(app):
    scene = sit(app, SHORT)
    play_to_summary(app, scene)
    old = scene.journal.id
    scene.open_pause()                        # New match is chosen in the pause menu
    scene.new_match()
    assert app.context.manager.top is scene   # the pause menu and the summary are gone
    assert scene.players == PLAYERS and scene.game_no == 1
    assert scene.engine.start_tokens == (100, 100, 100) and scene.engine.round_no == 1
    assert scene.engine.phase is ShowdownPhase.PLAY and scene.engine.game_first_seat == 0
    assert scene.journal.id != old
    given_up = sitting_of(app, old)
    assert given_up.ended_ms is not None and given_up.match_won is None   # neither won nor lost
    assert app.context.profile.stats().matches == []


def finish_round_unanimated(scene) -> None:
    """Stand for you (the AIs move by themselves) until the round ends, its
    last cards still moving: the summary is not open yet."""
    while scene.engine.phase is ShowdownPhase.PLAY:
        seat = scene.ai_to_act()
        if seat is None:
            scene.act(STAND)
        else:
            scene.ai_move(seat)
    assert scene.timeline.busy and scene.overlay is None


def test_new_match_while_the_last_cards_move_opens_no_summary_of_the_old_round(app):
    scene = sit(app, SHORT)
    finish_round_unanimated(scene)
    scene.open_pause()
    scene.new_match()
    assert app.context.manager.top is scene and scene.overlay is None
    assert scene.engine.round_no == 1 and scene.engine.phase is ShowdownPhase.PLAY


def test_resigning_while_the_last_cards_move_leaves_only_the_setup(app):
    scene = sit(app, SHORT)
    finish_round_unanimated(scene)
    scene.open_pause()
    scene.resign()
    assert isinstance(app.context.manager.top, ShowdownSetupScene)
    assert scene not in app.context.manager.stack


def test_new_match_after_a_played_game_starts_the_series_again_at_seat_1(app):
    scene = sit(app, SHORT)
    play_until_you_are_out(app, scene)
    scene.watching.skip_to_end()
    scene.play_again()                        # game 2: seat 2 is first
    assert scene.game_no == 2 and scene.engine.game_first_seat == 1
    scene.new_match()
    assert scene.game_no == 1 and scene.engine.game_first_seat == 0


def test_a_second_game_counts_the_bot_dice_as_its_resumed_self_would(app):
    scene = sit(app, SHORT)
    play_until_you_are_out(app, scene)
    scene.watching.skip_to_end()
    scene.play_again()
    play_to_summary(app, scene)
    pending = app.context.profile.pending()
    resumed = ShowdownScene(app.context, resume=pending)
    assert resumed.engine.snapshot() == scene.engine.snapshot()
    assert resumed.match_words == scene.match_words     # the AI's next dice are the same


def test_resigning_at_a_round_summary_counts_the_match_as_lost_and_opens_the_setup(app):
    scene = sit(app)
    play_to_summary(app, scene)
    sitting_id = scene.journal.id
    scene.open_pause()
    scene.resign()
    resigned = sitting_of(app, sitting_id)
    assert resigned.ended_ms is not None and resigned.match_won is False
    [match] = app.context.profile.stats().matches
    assert (match.table, match.played, match.won) == ("showdown", 1, 0)
    stack = app.context.manager.stack
    assert isinstance(stack[-1], ShowdownSetupScene) and stack[-1].unfinished is None
    assert not any(isinstance(s, ShowdownScene) for s in stack)


def test_resigning_mid_round_leaves_no_match_to_resume(app):
    scene = sit(app)
    for _ in range(200):
        if scene.why_not_human() is None:
            break
        frames(app)
    assert scene.engine.phase is ShowdownPhase.PLAY and scene.journal.round_open
    sitting_id = scene.journal.id
    scene.resign()
    assert sitting_of(app, sitting_id).ended_ms is not None
    assert open_sitting(app.context.profile, "showdown") is None
    assert isinstance(app.context.manager.top, ShowdownSetupScene)


def test_a_match_left_mid_round_is_offered_over_the_setup_and_resumes(app):
    from scenes.dialogs.resume_prompt import ResumePrompt
    app.context.open_scene("showdown").start()           # the default six seats
    scene = app.context.manager.top
    for _ in range(200):
        if scene.why_not_human() is None:
            break
        frames(app)
    assert scene.journal.round_open
    snapshot = scene.engine.snapshot()
    app.context.back_to_lobby()
    app.context.open_scene("showdown")
    stack = app.context.manager.stack
    assert isinstance(stack[-2], ShowdownSetupScene) and isinstance(stack[-1], ResumePrompt)
    stack[-1].resume_sitting()
    resumed = app.context.manager.top
    assert isinstance(resumed, ShowdownScene) and resumed.engine.snapshot() == snapshot


# -- the guided first match -------------------------------------------------------------
def test_the_guide_names_the_deal_then_your_turn(app):
    app.context.update_settings(anim_speed=AnimSpeed.NORMAL)
    scene = sit(app)
    assert scene.timeline.busy and scene.guide_moment() == guide.DEAL
    for _ in range(2000):
        if scene.why_not_human() is None:
            break
        frames(app)
    assert scene.guide_moment() == guide.DEAL          # how a round starts comes first
    app.context.settings = app.context.settings.with_tip_seen("showdown", guide.DEAL)
    assert scene.guide_moment() == guide.ACT


def summary_of(*outcomes, carried=0):
    seats = tuple(SeatSummary(i, (), 0, o, 0, 100) for i, o in enumerate(outcomes))
    return RoundSummary(1, 0, 30, seats, carried)


@pytest.mark.parametrize("outcomes, carried, moment", [
    ((Outcome.WINNER, Outcome.LOST, Outcome.BUST), 0, guide.RESULT),
    ((Outcome.SPLIT, Outcome.SPLIT, Outcome.LOST), 0, guide.SPLIT),
    ((Outcome.NATURAL, Outcome.NATURAL, Outcome.FOLDED_BY_NATURAL), 0, guide.SPLIT),
    ((Outcome.NATURAL, Outcome.FOLDED_BY_NATURAL, Outcome.FOLDED_BY_NATURAL), 0, guide.NATURAL),
    ((Outcome.BUST, Outcome.BUST, Outcome.ELIMINATED), 30, guide.CARRY),
])
def test_each_round_summary_names_what_it_teaches(outcomes, carried, moment):
    assert guide.summary_moment(summary_of(*outcomes, carried=carried)) == moment


def test_a_seat_knocked_out_at_the_ante_is_the_elimination_moment():
    engine = ShowdownTable(seed=1, tokens=[100, 5, 100])     # seat 2 cannot ante
    assert guide.guide_moment(engine, False, False, [True, True, True]) == guide.ELIMINATED
    assert guide.guide_moment(engine, True, False, list(engine.active)) == guide.ACT


def test_once_every_human_is_out_the_guide_says_watch_and_at_the_end_over(app):
    scene = sit(app, SHORT)
    play_until_you_are_out(app, scene)
    assert scene.guide_moment() == guide.WATCH
    scene.watching.skip_to_end()
    assert scene.guide_moment() == guide.OVER


def test_every_moment_has_a_tip_of_one_or_two_plain_sentences(app):
    scene = sit(app)
    tips = scene.guide_tips()
    moments = {guide.DEAL, guide.ACT, guide.NATURAL, guide.RESULT, guide.SPLIT, guide.CARRY,
               guide.ELIMINATED, guide.WATCH, guide.OVER}
    assert set(tips) == moments
    for tip in tips.values():
        assert 1 <= len(re.findall(r"[.!?](?:\s|$)", tip)) <= 2, tip
    assert "10 tokens" in tips[guide.DEAL]        # the table's own ante


# -- the tips after a round: over the summary, since only the top scene updates -------
def with_tips(app, *seen: str) -> None:
    app.context.tips_allowed = True        # a strict app leaves the tour out
    settings = app.context.settings
    for moment in seen:
        settings = settings.with_tip_seen("showdown", moment)
    app.context.settings = settings


def test_the_tip_after_a_round_shows_over_its_summary(app):
    with_tips(app, guide.DEAL, guide.ACT)
    scene = sit(app)
    summary = play_to_summary(app, scene)
    frames(app, 5)                          # the panel is written over a few frames
    tip = app.context.manager.top
    assert isinstance(tip, GuideTip)
    assert tip.moment == guide.summary_moment(scene.engine.summary)
    assert app.context.manager.stack[-2] is summary


def test_once_the_tip_is_read_enter_still_moves_on_from_the_summary(app):
    with_tips(app, guide.DEAL, guide.ACT)
    scene = sit(app)
    summary = play_to_summary(app, scene)
    frames(app, 5)
    app.dispatch(key_event(pygame.K_SPACE))       # "Got it"
    frames(app)
    assert app.context.manager.top is summary
    assert scene.engine.phase is ShowdownPhase.SUMMARY
    app.dispatch(key_event(pygame.K_RETURN))      # NEXT HAND
    frames(app)
    assert summary not in app.context.manager.stack
    assert scene.engine.phase is not ShowdownPhase.SUMMARY


def test_enter_on_the_tip_over_a_summary_is_next_hand_at_once(app):
    with_tips(app, guide.DEAL, guide.ACT)
    scene = sit(app)
    summary = play_to_summary(app, scene)
    frames(app, 5)
    assert isinstance(app.context.manager.top, GuideTip)
    app.dispatch(key_event(pygame.K_RETURN))      # the summary's key, not the tip's
    frames(app)
    assert summary not in app.context.manager.stack
    assert scene.engine.phase is not ShowdownPhase.SUMMARY


def test_k_on_the_watch_tip_skips_to_the_end_and_leaves_the_tour_on(app):
    with_tips(app, guide.DEAL, guide.ACT)
    scene = sit(app, SHORT)
    play_to_summary(app, scene)
    frames(app, 5)
    assert isinstance(app.context.manager.top, GuideTip)
    app.dispatch(key_event(pygame.K_k))           # SKIP TO END, as its button says
    frames(app)
    assert app.context.settings.show_tips
    assert scene.engine.phase is ShowdownPhase.OVER


def test_once_you_are_out_the_watch_tip_shows_over_the_summary_that_offers_it(app):
    with_tips(app, guide.DEAL, guide.ACT)
    scene = sit(app, SHORT)
    summary = play_to_summary(app, scene)
    frames(app, 5)
    tip = app.context.manager.top
    assert isinstance(tip, GuideTip) and tip.moment == guide.WATCH
    assert app.context.manager.stack[-2] is summary


def test_the_match_over_tip_shows_over_the_winners_screen(app):
    with_tips(app, guide.DEAL, guide.ACT, guide.WATCH)
    scene = sit(app, SHORT)
    play_to_summary(app, scene)
    frames(app, 5)
    scene.watching.skip_to_end()
    frames(app)
    tip = app.context.manager.top
    assert isinstance(tip, GuideTip) and tip.moment == guide.OVER
    assert app.context.manager.stack[-2] is scene.overlay


def test_the_watch_tip_waits_while_you_still_play_the_round_your_last_tokens_paid_for(app):
    with_tips(app, guide.DEAL, guide.ACT)
    scene = sit(app, SHORT)                  # you paid your last 10 tokens as the ante
    frames(app, 3)
    assert scene.engine.phase is ShowdownPhase.PLAY
    assert scene.guide_moment() != guide.WATCH
    assert not isinstance(app.context.manager.top, GuideTip)


# -- the seat setup is remembered, as at Classic -------------------------------------
def start_four_seats(app) -> list[SeatConfig]:
    """At the setup: four seats, seat 2's AI one level on, START."""
    setup = ShowdownSetupScene(app.context)
    app.context.manager.push(setup)
    frames(app)
    for k in (pygame.K_MINUS, pygame.K_MINUS, pygame.K_2):
        app.dispatch(key_event(k))
        frames(app)
    chosen = setup.players()
    app.dispatch(key_event(pygame.K_RETURN))           # START
    frames(app)
    assert isinstance(app.context.manager.top, ShowdownScene)
    return chosen


def test_after_resigning_the_setup_offers_the_seats_of_the_last_start(app):
    chosen = start_four_seats(app)
    assert len(chosen) == 4 and chosen[1] != SeatConfig("Blaze", SeatKind.AI, "normal")
    app.context.manager.top.resign()
    frames(app)
    setup = app.context.manager.top
    assert isinstance(setup, ShowdownSetupScene)
    assert setup.count == 4 and setup.players() == chosen


def test_the_remembered_seats_come_back_on_the_next_visit_and_more_seats_can_be_added(app):
    chosen = start_four_seats(app)
    again = ShowdownSetupScene(app.context)
    assert again.players() == chosen
    again.resize(+1)
    assert again.players()[:4] == chosen and again.problem() is None


def test_a_damaged_remembered_setup_gives_the_default_six_seats(app):
    with app.context.profile.db.write() as cur:
        put_meta(cur, "showdown.seats", '[{"kind": "ai", "name": "Zed", "level": "godlike"}]')
    setup = ShowdownSetupScene(app.context)
    assert setup.count == 6 and setup.players()[0] == SeatConfig("You")
