"""Indian Blackjack: Resign and New match (the pause menu's match control), and
the guided first round's moments and tips — headless, synthetic events."""
import pygame
import pytest
from scene_helpers import click_events, key_event

from game.storage.round_check import Verdict, check_round
from game.tables.indian.view import IndianPhase, ItemKind
from scenes.app.loop import App
from scenes.app.settings_store import AnimSpeed
from scenes.dialogs.handover import HandOverScene
from scenes.tables.indian.config import IndianConfig, Mode, Opponent
from scenes.tables.indian.guide import GUIDE_TIPS
from scenes.tables.indian.scene import IndianScene
from scenes.tables.match_over import MatchOverOverlay

NOBODY = {ItemKind.FREE_FOLD: None, ItemKind.CHIP_BONUS: None, ItemKind.DEAL_AGAIN: None}
FRIENDS = IndianConfig(("Alice", "Bob"), Opponent.HUMAN, items=dict(NOBODY))
VS_AI = IndianConfig(("You", "AI"), Opponent.AI, "normal", items=dict(NOBODY))


@pytest.fixture
def app(tmp_path):
    application = App(strict=True, data_dir=tmp_path, seed=7)
    application.context.update_settings(anim_speed=AnimSpeed.INSTANT)
    application.start("lobby", lazy=False)
    frames(application)
    yield application
    application.context.manager.clear()
    application.close()


def frames(app, n=3):
    for _ in range(n):
        app.step(1 / 60)
        app.render()


def top(app):
    return app.context.manager.top


def through_curtain(app):
    """Pass-and-play: the next player clicks the hand-over curtain away."""
    while isinstance(top(app), HandOverScene):
        for event in click_events((640, 360)):
            app.dispatch(event)
        frames(app)


def open_match(app, config, **options) -> IndianScene:
    scene = app.context.open_scene("indian", config=config, **options)
    frames(app)
    through_curtain(app)
    return scene


def sitting_of(app, scene):
    return app.context.profile.journal.sitting(scene.journal.id)


# -- Resign ------------------------------------------------------------------------------
def test_the_match_can_be_ended_while_it_is_played_and_not_after_it_is_over(app):
    scene = open_match(app, VS_AI, chips=(2, 2), cards=("10", "11", "5"))
    assert scene.can_end_match()
    scene.apply_actions(["raise 2", "call", "stay", "stay", "next"])
    assert scene.engine.is_over() and not scene.can_end_match()


def test_resigning_against_the_ai_mid_round_ends_the_match_as_a_saved_loss(app):
    scene = open_match(app, VS_AI)
    scene.apply_actions(["raise 3"])
    assert scene.journal.round_open
    app.context.open_scene("pause", table="indian")        # Resign is chosen there
    scene.resign()
    frames(app)
    over = top(app)
    assert isinstance(over, MatchOverOverlay) and over.winner == "AI"
    assert [type(s).__name__ for s in app.context.manager.stack][-2:] == ["IndianScene",
                                                                      "MatchOverOverlay"]
    assert not scene.can_end_match()
    sitting = sitting_of(app, scene)
    assert sitting.ended_ms is not None and sitting.match_won is False
    assert app.context.profile.pending() is None
    [stats] = app.context.profile.stats().matches
    assert (stats.table, stats.played, stats.won) == ("indian", 1, 0)


def test_a_round_cut_short_by_a_resignation_still_verifies_against_its_seed(app):
    scene = open_match(app, VS_AI)
    scene.apply_actions(["raise 3"])
    scene.resign()
    [entry] = app.context.profile.history.recent(table="indian")
    report = check_round(app.context.profile.db, entry.id)
    assert report.verdict is Verdict.VERIFIED, report.lines


def test_after_a_resignation_the_table_offers_nothing_and_the_ai_stays_still(app):
    scene = open_match(app, VS_AI)
    scene.apply_actions(["raise 3"])
    before = scene.engine.snapshot()
    scene.hold_ai = False
    scene.resign()
    app.context.manager.pop()                   # the panel closed anyway: it comes back
    frames(app, 30)
    assert isinstance(top(app), MatchOverOverlay)
    assert scene.engine.snapshot() == before and not scene.offer().actions


def test_in_pass_and_play_the_player_looking_resigns_and_the_other_wins(app):
    scene = open_match(app, FRIENDS)
    scene.apply_actions(["raise 2"])             # Alice raised: Bob is to act
    frames(app)
    through_curtain(app)
    assert scene.viewer == 1
    scene.resign()
    frames(app)
    assert top(app).winner == "Alice"
    sitting = sitting_of(app, scene)
    assert sitting.ended_ms is not None and sitting.match_won is True


def test_the_match_over_panel_after_a_resignation_names_who_resigned(app):
    scene = open_match(app, VS_AI)
    scene.resign()
    words = " ".join(str(getattr(top(app).body, field, "")) for field in ("title", "line"))
    assert "AI wins the match!" in words and "You resigned in round 1" in words


# -- New match ----------------------------------------------------------------------------
def test_new_match_starts_afresh_with_the_same_setup_and_leaves_the_old_one_uncounted(app):
    config = IndianConfig(("Ann", "AI"), Opponent.AI, "easy", Mode.DEATH_MATCH,
                          items={ItemKind.FREE_FOLD: 1, ItemKind.CHIP_BONUS: None,
                                 ItemKind.DEAL_AGAIN: None})
    scene = open_match(app, config)
    scene.apply_actions(["raise 3"])
    old = scene.journal.id
    app.context.open_scene("pause", table="indian")
    scene.new_match()
    frames(app)
    fresh = top(app)
    assert isinstance(fresh, IndianScene) and fresh is not scene
    assert fresh.config == config and fresh.engine.round_no == 1
    assert fresh.engine.chips == [29, 29]
    journal = app.context.profile.journal
    assert journal.sitting(old).ended_ms is not None and journal.sitting(old).match_won is None
    assert app.context.profile.pending().sitting.id == fresh.journal.id != old
    assert not any(isinstance(s, IndianScene) and s is scene for s in app.context.manager.stack)


def test_new_match_in_pass_and_play_opens_behind_the_hand_over_curtain(app):
    scene = open_match(app, FRIENDS)
    scene.new_match()
    frames(app)
    assert isinstance(top(app), HandOverScene)


# -- the guided first round -----------------------------------------------------------
def moments_of_a_round(app, scene, words):
    seen = [scene.guide_moment()]
    for word in words:
        scene.apply_actions([word])
        frames(app)
        through_curtain(app)
        seen.append(scene.guide_moment())
    return seen


def test_the_guide_follows_a_round_against_the_ai(app):
    scene = open_match(app, VS_AI, cards=("5", "6", "7"))
    assert scene.guide_moment() == "ante"           # your first decision: raise or fold
    scene.apply_actions(["raise 2"])
    assert scene.guide_moment() == "waiting"        # the AI is to act
    scene.apply_actions(["raise 3"])                # the AI re-raises (played for it here)
    assert scene.guide_moment() == "call"
    scene.apply_actions(["call"])
    assert scene.guide_moment() == "hit"
    scene.apply_actions(["stay", "stay"])
    assert scene.guide_moment() == "pass"
    scene.apply_actions(["pass", "pass"])
    frames(app)
    assert scene.engine.phase is IndianPhase.RESULT and scene.guide_moment() == "result"


def test_the_guide_names_the_items_when_they_are_offered(app):
    items = {ItemKind.FREE_FOLD: None, ItemKind.CHIP_BONUS: 0, ItemKind.DEAL_AGAIN: 0}
    scene = open_match(app, IndianConfig(("You", "AI"), Opponent.AI, items=items),
                       cards=("5", "6", "7", "8", "9"))
    assert scene.guide_moment() == "chip_bonus"
    scene.apply_actions(["raise 2", "call", "hit"])
    assert scene.guide_moment() == "deal_again"


def test_the_guide_asks_for_the_hand_over_in_pass_and_play(app):
    scene = open_match(app, FRIENDS)
    scene.apply_actions(["raise 2"])               # Bob must take the computer now
    assert scene.guide_moment() == "handover"


def test_every_moment_has_a_tip_of_one_or_two_sentences(app):
    scene = open_match(app, VS_AI)
    tips = scene.guide_tips()
    assert set(tips) == set(GUIDE_TIPS)
    for key, tip in tips.items():
        sentences = [s for s in tip.replace("!", ".").split(". ") if s.strip()]
        assert 1 <= len(sentences) <= 2, key


@pytest.mark.parametrize("config", [VS_AI, FRIENDS])
def test_the_guide_never_depends_on_the_cards_so_it_never_reveals_your_own(app, config):
    """Every moment of two whole matches dealt differently: the key comes from a
    fixed list, and the tips are the same words whatever the cards."""
    tips = None
    for _ in range(2):                  # each match its own shoe
        scene = open_match(app, config, chips=(6, 6))
        for _ in range(400):
            if scene.engine.is_over():
                break
            moment = scene.guide_moment()
            assert moment is None or moment in GUIDE_TIPS
            tips = tips or scene.guide_tips()
            assert scene.guide_tips() == tips
            legal = scene.offer().actions or scene.engine.legal_actions()
            scene.act(legal[-1] if scene.engine.phase is not IndianPhase.RESULT else legal[0])
            frames(app, 1)
            through_curtain(app)
        app.context.manager.clear()
        app.context.open_scene("lobby")


def test_escape_on_the_match_over_panel_opens_the_pause_menu(app):
    scene = open_match(app, VS_AI)
    scene.resign()
    frames(app)
    app.dispatch(key_event(pygame.K_ESCAPE))
    frames(app)
    assert top(app).name == "pause"
