"""The advisor at the dealer tables (HINT, ``?``, coach mode) and bots that learn
from round results at Showdown and Indian — headless, synthetic events."""
import pygame
from scene_helpers import click, key, push

import scenes.tables.dealer.advice as dealer_advice
from game.strategy.basic import Play, basic_chart, chart_play
from game.tables.dealer.actions import DOUBLE, HIT, STAND
from game.tables.dealer.rules import CLASSIC, MIDNIGHT
from game.tables.dealer.view import DealerObservation, Phase
from game.tables.indian.view import IndianPhase
from game.tables.showdown.view import STAND as SHOWDOWN_STAND
from game.tables.showdown.view import ShowdownPhase
from scenes.app.settings_store import SettingsStore
from scenes.tables.dealer.classic import ClassicScene
from scenes.tables.dealer.midnight import MidnightScene
from scenes.tables.indian.config import IndianConfig, Opponent
from scenes.tables.indian.scene import IndianScene
from scenes.tables.seat_config import EMPTY_SEAT, SeatConfig, SeatKind
from scenes.tables.showdown.scene import ShowdownScene
from scenes.tables.showdown.seats import SeatConfig as ShowdownSeat

ELEVEN_VS_SIX = ["5S", "6D", "6H", "9C"]      # Classic: 5+6 against a 6 up (hole 9)
ELEVEN_VS_TEN = ["5S", "TD", "6H"]            # Midnight: 5+6 against a ten (no hole card)


APP_SEED = 5   # the first shoe of the shared app fixture


def midnight(app, stack) -> MidnightScene:
    scene = push(app, MidnightScene(app.context, stack=list(stack)))
    click(scene, scene.rack.slots[25].center)
    click(scene, scene.spot_rect(0).center)
    key(scene, pygame.K_RETURN)
    assert scene.engine.phase is Phase.PLAY
    return scene


def classic(app, stack) -> ClassicScene:
    seats = [SeatConfig("Mia")] + [EMPTY_SEAT] * 6
    scene = push(app, ClassicScene(app.context, seats=seats, stack=list(stack)))
    click(scene, scene.rack.slots[25].center)
    click(scene, scene.spot_rect(0).center)
    key(scene, pygame.K_RETURN)                    # BET DONE: the only seat, so the deal
    assert scene.engine.phase is Phase.PLAY
    return scene


def chart(rules, cards, up):
    return chart_play(basic_chart(rules), cards, up, can_double=True, can_split=False)


def test_hint_at_classic_says_double_on_eleven_against_six_like_the_chart(app):
    scene = classic(app, ELEVEN_VS_SIX)
    click(scene, scene.advisor.hint_button.rect.center)
    advice = scene.advisor.advice
    assert scene.advisor.open and advice.best == DOUBLE
    assert chart(CLASSIC, ["5S", "6H"], "6D") is Play.DOUBLE
    assert set(advice.evs) == set(scene.engine.legal_actions())
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)                             # the panel draws from the cache
    assert scene.advisor.panel_rect.w > 0


def test_hint_at_midnight_says_hit_on_eleven_against_ten_and_question_mark_opens_it(app):
    scene = midnight(app, ELEVEN_VS_TEN)
    key(scene, pygame.K_SLASH, "?", pygame.KMOD_SHIFT)
    assert scene.advisor.open
    assert scene.advisor.advice.best == HIT
    assert chart(MIDNIGHT, ["5S", "6H"], "TD") is Play.HIT
    key(scene, pygame.K_ESCAPE)                    # Esc closes the hint, not the table
    assert not scene.advisor.open and app.context.manager.top is scene
    key(scene, pygame.K_QUESTION, "?")
    assert scene.advisor.open


def test_the_hint_is_computed_once_per_decision_from_the_observation_only(app, monkeypatch):
    seen = []
    real = dealer_advice.advise

    def spy(obs, legal, rules=None):
        seen.append(obs)
        return real(obs, legal, rules)

    monkeypatch.setattr(dealer_advice, "advise", spy)
    scene = classic(app, ELEVEN_VS_SIX)
    key(scene, pygame.K_QUESTION, "?")
    for _ in range(5):
        scene.update(1 / 60)
        scene.draw(pygame.Surface((1280, 720)))
    assert len(seen) == 1 and isinstance(seen[0], DealerObservation)
    assert seen[0].dealer_cards[1] is None         # the hole card is never given
    other = classic(app, ["5S", "6D", "6H", "KC", "2D", "3H"])   # another hole, shoe order
    key(other, pygame.K_QUESTION, "?")
    assert other.advisor.advice.evs == scene.advisor.advice.evs
    assert scene.advisor.last_ms < 50


def test_the_panel_closes_on_the_next_action(app):
    scene = midnight(app, ELEVEN_VS_TEN + ["2C", "3D"])
    key(scene, pygame.K_QUESTION, "?")
    key(scene, pygame.K_h)
    assert not scene.advisor.open
    key(scene, pygame.K_QUESTION, "?")
    assert scene.advisor.open                        # a new decision, a new answer
    click(scene, (640, 120))                         # a click elsewhere closes it
    assert not scene.advisor.open


def test_coach_mode_holds_a_costly_move_until_it_is_confirmed(app, tmp_path):
    scene = midnight(app, ELEVEN_VS_TEN + ["9C"])
    key(scene, pygame.K_k)                           # COACH on (C is CLEAR TABLE)
    assert app.context.settings.coach and SettingsStore(tmp_path).load()[0].coach
    before = scene.engine.snapshot()
    key(scene, pygame.K_s)                           # standing on 11: costly
    assert scene.advisor.confirm is not None and scene.engine.snapshot() == before
    scene.draw(pygame.Surface((1280, 720)))
    key(scene, pygame.K_ESCAPE)                      # no: nothing happened
    assert scene.advisor.confirm is None and scene.engine.snapshot() == before
    assert app.context.manager.top is scene
    key(scene, pygame.K_s)
    key(scene, pygame.K_RETURN)                      # yes: the stand is applied
    assert scene.history[-1][1][-1] == "stand"      # it ended the round
    assert scene.engine.phase is Phase.BETTING


def test_coach_mode_lets_a_good_move_straight_through(app):
    scene = midnight(app, ELEVEN_VS_TEN + ["9C"])
    app.context.update_settings(coach=True)
    key(scene, pygame.K_h)
    assert scene.advisor.confirm is None and scene.round_words[-1] == "hit"
    assert STAND in scene.engine.legal_actions()     # 20 now, still to act


class Spy:
    """A bot that stands and remembers what it was shown between its turns."""

    def __init__(self, action=None):
        self.action = action
        self.seen = []

    def act(self, obs, legal, rng):
        return self.action if self.action in legal else legal[0]

    def observe(self, obs):
        self.seen.append(obs)


def test_showdown_bots_see_the_round_summary(app):
    players = [ShowdownSeat("You"), ShowdownSeat("Bob", SeatKind.AI, "hard")]
    scene = ShowdownScene(app.context, players=players)
    app.context.manager.push(scene)
    spy = scene.bots[1] = Spy(SHOWDOWN_STAND)
    for _ in range(3):
        if scene.engine.phase is not ShowdownPhase.PLAY:
            break
        scene.act(SHOWDOWN_STAND)
    assert scene.engine.phase is not ShowdownPhase.PLAY
    assert spy.seen and spy.seen[-1].phase is not ShowdownPhase.PLAY


def test_the_indian_bot_sees_the_result(app):
    config = IndianConfig(("You", "AI"), Opponent.AI, "hard")
    scene = IndianScene(app.context, config=config)
    app.context.manager.push(scene)
    spy = scene.ai.bot = Spy()
    scene.apply_actions(["fold"])
    assert scene.engine.phase in (IndianPhase.RESULT, IndianPhase.OVER)
    assert spy.seen and spy.seen[-1].phase in (IndianPhase.RESULT, IndianPhase.OVER)
