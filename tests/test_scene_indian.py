"""Indian Blackjack scene: setup, betting bar, pass-and-play hand-overs, the
reveal, the AI's turns and the end of a match — headless, synthetic events."""
import pygame
from scene_helpers import click_events
from scene_helpers import key_event as key

from game.tables.indian.view import IndianKind, IndianPhase, ItemKind
from scenes.app.settings_store import AnimSpeed
from scenes.dialogs.handover import HandOverScene
from scenes.tables.base import TableScene
from scenes.tables.indian.config import IndianConfig, Mode, Opponent
from scenes.tables.indian.paint import seen_counts
from scenes.tables.indian.scene import IndianScene
from scenes.tables.indian.setup import IndianSetupScene
from scenes.tables.match_over import MatchOverOverlay, duel_over

NOBODY = {ItemKind.FREE_FOLD: None, ItemKind.CHIP_BONUS: None, ItemKind.DEAL_AGAIN: None}
FRIENDS = IndianConfig(("Alice", "Bob"), Opponent.HUMAN, items=dict(NOBODY))
VS_AI = IndianConfig(("You", "AI"), Opponent.AI, "normal", items=dict(NOBODY))


APP_SEED = 7   # the first shoe of the shared app fixture


def click(app, pos):
    for event in click_events(pos):
        app.dispatch(event)


def frames(app, n=3):
    for _ in range(n):
        app.step(1 / 60)
        app.render()


def open_table(app, config, **options) -> IndianScene:
    app.context.manager.clear()
    scene = IndianScene(app.context, config=config, **options)
    app.context.manager.push(scene)
    frames(app)
    return scene


def press(app, k):
    app.dispatch(key(k))
    frames(app)


def kinds(scene):
    return scene.controls.offer.kinds


def own_first_drawn(scene):
    return [d for d in scene.last_drawn if d.key == ("first", scene.viewer)]


def assert_own_card_hidden(app, scene):
    """From the observation and from what was drawn: the viewer's own first
    card is a back, pixel for pixel, while the round is being played."""
    obs = scene.engine.observation(scene.viewer)
    assert obs.own_first_card is None
    drawn = own_first_drawn(scene)
    assert len(drawn) == 1 and drawn[0].face is None
    own = scene.engine.first[scene.viewer]          # the test may peek; the scene may not
    assert all(d.face != own or d.key[1] != scene.viewer for d in scene.last_drawn)
    inner = drawn[0].rect.inflate(-24, -24)
    back = scene.painter.back
    shown = app.render().subsurface(inner)
    expect = back.subsurface(inner.move(-drawn[0].rect.x, -drawn[0].rect.y))
    assert shown.get_at((10, 10))[:3] == expect.get_at((10, 10))[:3]
    assert shown.get_at((inner.w // 2, inner.h // 2))[:3] == \
        expect.get_at((inner.w // 2, inner.h // 2))[:3]


def hand_over_if_asked(app, seen_names):
    top = app.context.manager.top
    if isinstance(top, HandOverScene):
        assert app.context.manager.visible_scenes() == [top]   # nothing of the table drawn
        seen_names.append(top.player_name)
        click(app, (640, 360))
        frames(app)
        return True
    return False


def play_round_by_keys(app, scene, checks, hit_by=(0,)):
    """Plays one round with the keyboard, checking the table on every turn."""
    names = []
    for _ in range(40):
        if hand_over_if_asked(app, names):
            continue
        if scene.engine.phase is IndianPhase.RESULT:
            return names
        checks(app, scene)
        k = kinds(scene)
        if IndianKind.HIT in k:
            press(app, pygame.K_h if scene.viewer in hit_by else pygame.K_s)
        elif IndianKind.CALL in k:
            press(app, pygame.K_c)
        elif IndianKind.PASS in k:
            press(app, pygame.K_p)
        else:
            press(app, pygame.K_r)
    raise AssertionError("the round did not end")


# -- setup -------------------------------------------------------------------------
def test_the_lobby_table_opens_the_setup_and_start_opens_a_match_against_the_ai(app):
    app.open_path("indian")
    setup = app.context.manager.top
    assert isinstance(setup, IndianSetupScene) and isinstance(setup, TableScene)
    frames(app)
    press(app, pygame.K_RETURN)
    table = app.context.manager.top
    assert isinstance(table, IndianScene) and not table.config.hotseat
    assert table.ai is not None and table.viewer == 0


def test_setup_takes_a_friend_typed_names_death_match_and_the_garnet_holder(app):
    app.open_path("indian")
    setup = app.context.manager.top
    press(app, pygame.K_o)                       # a friend
    assert setup.names == ["Player 1", "Player 2"]   # a friend: neutral names
    click(app, setup.fields[0].center)
    for _ in range(8):
        app.dispatch(key(pygame.K_BACKSPACE))
    for ch in "Alice":
        app.dispatch(key(pygame.K_a, ch))
    app.dispatch(key(pygame.K_TAB))
    for _ in range(8):
        app.dispatch(key(pygame.K_BACKSPACE))
    for ch in "Bob":
        app.dispatch(key(pygame.K_b, ch))
    app.dispatch(key(pygame.K_RETURN))           # leaves the field
    press(app, pygame.K_m)                       # Death Match
    press(app, pygame.K_1)                       # Garnet: player 1 → player 2
    config = setup.config()
    assert config.names == ("Alice", "Bob") and config.hotseat
    assert config.mode is Mode.DEATH_MATCH
    assert config.engine_items() == {ItemKind.FREE_FOLD: 1}


# -- what is drawn ----------------------------------------------------------------------
def test_against_the_ai_you_see_its_card_and_a_question_mark_for_your_own(app):
    scene = open_table(app, VS_AI)
    obs = scene.engine.observation(0)
    faces = {d.key: d.face for d in scene.last_drawn}
    assert faces[("first", 1)] == obs.opponent_cards[0]
    assert faces[("community", None)] == obs.community
    assert_own_card_hidden(app, scene)


def test_every_turn_of_a_pass_and_play_round_hides_the_players_own_card(app):
    scene = open_table(app, FRIENDS)
    assert isinstance(app.context.manager.top, HandOverScene)   # nobody has looked yet
    viewers = []

    def check(app, scene):
        assert scene.viewer == scene.engine.current_player()
        viewers.append(scene.viewer)
        assert_own_card_hidden(app, scene)
    names = play_round_by_keys(app, scene, check, hit_by=(0, 1))
    assert names[0] == "Alice" and "Bob" in names
    assert {0, 1} <= set(viewers)
    # The reveal: both first cards turn over, as the result reports them.
    result = scene.engine.result
    faces = {d.key: d.face for d in scene.last_drawn}
    assert faces[("first", 0)] == result.hands[0][0]
    assert faces[("first", 1)] == result.hands[1][0]


def test_next_round_in_pass_and_play_starts_behind_a_curtain(app):
    scene = open_table(app, FRIENDS)
    play_round_by_keys(app, scene, lambda a, s: None)
    scene.last_drawn = ["untouched"]
    press(app, pygame.K_n)
    top = app.context.manager.top
    assert isinstance(top, HandOverScene) and top.player_name == "Bob"   # round 2: Bob starts
    assert scene.last_drawn == ["untouched"]          # the new deal was never drawn
    click(app, (640, 360))
    frames(app)
    assert scene.viewer == 1
    assert_own_card_hidden(app, scene)


def test_counting_help_comes_from_the_observation_without_your_own_card(app):
    scene = open_table(app, VS_AI, cards=("7", "7", "7"))
    counts = seen_counts(scene.engine.observation(0))
    assert counts[7] == 2          # the community and the AI's 7; your own 7 is unknown
    assert sum(counts.values()) == 2


# -- the betting bar -------------------------------------------------------------------
def test_only_legal_actions_get_buttons_and_a_refused_key_explains_why(app):
    scene = open_table(app, VS_AI)
    assert kinds(scene) == {IndianKind.RAISE, IndianKind.FOLD}
    from scenes.tables.indian.text import reasons
    hint = reasons(scene.controls.offer, scene.observe())
    assert "no PASS" in hint and "no CALL" in hint and "from 2 (min) to 30 (cap)" in hint
    before = scene.engine.snapshot()
    press(app, pygame.K_p)
    assert "PASS" in scene.alert and "raise or fold" in scene.alert
    assert scene.engine.snapshot() == before


def test_the_raise_picker_moves_between_the_minimum_and_the_cap(app):
    scene = open_table(app, VS_AI)
    scene.hold_ai = True
    press(app, pygame.K_END)
    assert scene.controls.amount == 30
    press(app, pygame.K_HOME)
    press(app, pygame.K_DOWN)
    assert scene.controls.amount == 2
    press(app, pygame.K_UP)
    press(app, pygame.K_UP)
    assert scene.controls.by_kind[IndianKind.RAISE].text == "RAISE TO 4"
    press(app, pygame.K_r)
    assert scene.engine.bets[0] == 4 and scene.round_words == ["raise 4"]


def test_the_ai_answers_after_a_visible_pause(app):
    app.context.update_settings(anim_speed=AnimSpeed.NORMAL)
    scene = open_table(app, VS_AI)
    scene.timeline.skip()
    press(app, pygame.K_RETURN)                  # Enter: raise to the minimum
    scene.timeline.skip()
    assert scene.engine.current_player() == 1
    app.step(0.3)
    assert scene.engine.current_player() == 1     # still thinking
    for _ in range(120):
        app.step(1 / 30)
    assert len(scene.round_words) >= 2


# -- the result ------------------------------------------------------------------------
def test_the_reveal_spells_out_a_blackjack_bonus(app):
    scene = open_table(app, VS_AI, cards=("10", "11", "5"))
    scene.apply_actions(["raise 2", "call", "stay", "stay", "pass", "pass"])
    frames(app)
    text = " ".join(line[0] for line in _info_lines(scene))
    assert "BLACKJACK" in text and "pays 15 more" in text
    assert scene.message.startswith("You win")


def test_folding_on_21_spells_out_the_penalty(app):
    scene = open_table(app, VS_AI, cards=("10", "11", "5"))
    scene.apply_actions(["fold"])
    frames(app)
    text = " ".join(line[0] for line in _info_lines(scene))
    assert "21-fold" in text and "pay AI 10 more" in text


def _info_lines(scene):
    from scenes.tables.indian.text import result_lines
    assert scene.shown.result is not None
    return result_lines(scene.shown.result, scene.names)


def test_the_match_ends_with_the_winner_play_again_and_lobby(app):
    app.open_path("lobby")
    scene = IndianScene(app.context, config=VS_AI, chips=(2, 2), cards=("10", "11", "5"))
    app.context.manager.push(scene)
    scene.apply_actions(["raise 2", "call", "stay", "stay"])
    frames(app)
    press(app, pygame.K_n)
    over = app.context.manager.top
    assert isinstance(over, MatchOverOverlay) and over.winner == "You"
    press(app, pygame.K_RETURN)                  # PLAY AGAIN (focused)
    again = app.context.manager.top
    assert isinstance(again, IndianScene) and again is not scene
    assert again.engine.chips == [29, 29]
    again.apply_actions(["raise 2", "call"])     # a quick second match to leave
    again.engine.chips = [0, 60]
    app.context.manager.push(duel_over(app.context, "AI wins the match!", "", "AI",
                                       again.play_again, app.context.back_to_lobby))
    press(app, pygame.K_l)
    assert app.context.manager.top.name == "lobby"


def test_bad_scenario_words_change_nothing_and_say_why(app):
    scene = open_table(app, VS_AI)
    before = scene.engine.snapshot()
    scene.apply_actions(["jump"])
    assert "not an indian action" in scene.alert
    scene.apply_actions(["raise 99"])
    assert "raise" in scene.alert
    assert scene.engine.snapshot() == before


def test_deal_again_keeps_the_hitter_at_the_screen_until_they_decide(app):
    items = {**NOBODY, ItemKind.DEAL_AGAIN: 0}
    config = IndianConfig(("Alice", "Bob"), Opponent.HUMAN, items=items)
    scene = open_table(app, config, cards=("2", "3", "4", "5", "6"))
    names = []
    hand_over_if_asked(app, names)
    press(app, pygame.K_r)          # Alice raises
    hand_over_if_asked(app, names)
    press(app, pygame.K_c)          # Bob calls
    hand_over_if_asked(app, names)
    press(app, pygame.K_h)          # Alice hits: the 5
    assert scene.viewer == 0 and not isinstance(app.context.manager.top, HandOverScene)
    assert {IndianKind.DEAL_AGAIN} <= kinds(scene) and scene.controls.offer.keep
    press(app, pygame.K_d)          # discards the 5, takes the 6
    assert scene.engine.hits[0] == ["6"]
    assert isinstance(app.context.manager.top, HandOverScene)
    assert app.context.manager.top.player_name == "Bob"
