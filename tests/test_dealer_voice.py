"""The dealer's voice: a speech bubble over the dealer's place at the key moments
("Insurance?", "Even money?", "Dealer stands on 17", "Dealer busts", "Blackjack!",
"Push"), said when the animation reaches the moment, fading after a moment, and
never over a card or a button."""
import pygame
import pytest
from scene_helpers import instant_app, push

from game.tables.dealer.actions import DEAL, NO_INSURE, STAND, bet
from game.tables.dealer.view import Phase
from scenes.app.loop import App
from scenes.tables.base import TOP_BAR_H
from scenes.tables.dealer.anim import dealer_words
from scenes.tables.dealer.classic import ClassicScene
from scenes.tables.dealer.hud import VOICE_FADE, VOICE_SECONDS, VOICE_TAIL
from scenes.tables.dealer.midnight import MidnightScene
from scenes.tables.seat_config import EMPTY_SEAT, SeatConfig

ACE_UP = ["TS", "AH", "9C", "6D"]            # Midnight: spot 1 T 9, dealer A, then 6 (soft 17)
NATURAL_VS_ACE = ["AS", "AH", "KC", "6D"]    # Midnight: spot 1 A K against an ace
TWO_SPOTS_PUSH = ["TS", "TH", "9C", "9D", "8S", "TD", "7C", "9H"]  # 19 pushes, 18 loses
CLASSIC_BUST = ["TS", "6H", "9C", "TD", "9S"]  # Classic: You 19, dealer 6 T then 9


@pytest.fixture
def app(tmp_path):
    application = instant_app(tmp_path, seed=11)
    yield application
    application.context.manager.clear()
    application.close()


@pytest.fixture
def slow_app(tmp_path):
    """Animations at normal speed: the timeline must be played to reach a moment."""
    application = App(strict=True, data_dir=tmp_path, seed=11)
    yield application
    application.context.manager.clear()
    application.close()


def midnight(app, stack):
    return push(app, MidnightScene(app.context, stack=stack))


def classic(app, stack):
    seats = [SeatConfig("You")] + [EMPTY_SEAT] * 6
    return push(app, ClassicScene(app.context, seats=seats, stack=stack))


def test_insurance_is_asked_when_the_animation_reaches_the_question_not_before(slow_app):
    scene = midnight(slow_app, ACE_UP)
    scene.act(bet(0, 10))
    scene.act(DEAL)
    assert scene.engine.phase is Phase.INSURANCE      # the engine never waits for the words
    assert scene.timeline.busy and not scene.voice.showing
    scene.timeline.skip()
    assert scene.voice.lines == ["Insurance?"]


def test_a_blackjack_against_an_ace_is_offered_even_money(app):
    scene = midnight(app, NATURAL_VS_ACE)
    scene.act(bet(0, 10))
    scene.act(DEAL)
    assert scene.voice.lines == ["Even money?"]


def test_the_dealer_says_it_stands_on_17_and_the_answered_question_goes(app):
    scene = midnight(app, ACE_UP)
    for action in (bet(0, 10), DEAL, NO_INSURE, STAND):
        scene.act(action)
    assert scene.voice.lines == ["Dealer stands on 17"]


def test_a_push_is_said_after_the_dealers_total(app):
    scene = midnight(app, TWO_SPOTS_PUSH)
    for action in (bet(0, 10), bet(1, 10), DEAL, STAND, STAND):
        scene.act(action)
    assert scene.voice.lines == ["Dealer stands on 19", "Push"]


def test_last_rounds_words_go_when_the_next_round_is_dealt(app):
    scene = midnight(app, TWO_SPOTS_PUSH + ["TC", "9S", "8C", "7D"])
    for action in (bet(0, 10), bet(1, 10), DEAL, STAND, STAND):
        scene.act(action)
    assert scene.voice.showing
    scene.act(DEAL)                                   # the push rides into the next round
    assert not scene.voice.showing


def test_the_classic_dealer_says_it_busts(app):
    scene = classic(app, CLASSIC_BUST)
    scene.apply_actions(["bet 1 10", "deal", "stand"])
    assert scene.voice.lines == ["Dealer busts"]


def test_the_dealers_words_name_a_finished_hand():
    assert dealer_words(["AH", "6D"]) == "Dealer stands on 17"
    assert dealer_words(["TH", "6D", "9C"]) == "Dealer busts"
    assert dealer_words(["AH", "KD"]) == "Blackjack!"
    assert dealer_words(["TH", "2D"]) == ""          # never played out: nothing to say
    assert dealer_words(["TH"]) == ""


def test_the_bubble_fades_while_the_play_moves_on(app):
    scene = midnight(app, ACE_UP)
    scene.act(bet(0, 10))
    scene.act(DEAL)
    scene.voice.keep = False                          # as while the cards still fly
    scene.voice.update(VOICE_SECONDS - VOICE_FADE / 2)
    assert scene.voice.showing                        # fading, still there
    surface = pygame.Surface((1280, 720))
    scene.voice.draw(surface)
    assert scene.voice._bubble().get_alpha() < 255
    scene.voice.update(VOICE_FADE)
    assert not scene.voice.showing


def test_the_last_words_stay_whole_while_the_table_waits_for_the_player(app):
    scene = midnight(app, ACE_UP)
    scene.act(bet(0, 10))
    scene.act(DEAL)
    scene.update(VOICE_SECONDS * 10)
    assert scene.voice.showing
    scene.voice.draw(pygame.Surface((1280, 720)))
    assert scene.voice._bubble().get_alpha() in (None, 255)


@pytest.mark.parametrize("table", ["midnight", "classic"])
def test_the_bubble_covers_no_card_and_no_button(app, table):
    scene = midnight(app, TWO_SPOTS_PUSH) if table == "midnight" else classic(app, CLASSIC_BUST)
    words = (["bet 1 10", "bet 2 10", "deal", "stand", "stand"] if table == "midnight"
             else ["bet 1 10", "deal", "stand"])
    scene.apply_actions(words)
    box = scene.voice.rect()
    assert box is not None
    whole = box.inflate(0, 2 * 8)                     # with its tail
    cards = [s.rect for s in scene.board.dealer] + \
        [s.rect for h in scene.board.hands for s in h.cards]
    buttons = [i.button.rect for i in scene.bar.items] + [
        scene.menu_button.rect, scene.advisor.hint_button.rect, scene.advisor.coach_button.rect]
    assert cards and not any(whole.colliderect(r) for r in cards + buttons)


@pytest.mark.parametrize("table", ["midnight", "classic"])
def test_at_150_percent_the_bubble_keeps_inside_the_top_bar_clear_of_its_words(app, table):
    app.context.resources.set_text_scale(150)
    try:
        scene = midnight(app, TWO_SPOTS_PUSH) if table == "midnight" \
            else classic(app, CLASSIC_BUST)
        scene.apply_actions(["bet 1 10", "bet 2 10", "deal", "stand", "stand"]
                            if table == "midnight" else ["bet 1 10", "deal", "stand"])
        box = scene.voice.rect()
        assert box is not None
        body = pygame.Rect(box.x, box.y, box.w, box.h - VOICE_TAIL)     # without its tail
        assert body.bottom <= TOP_BAR_H
        assert not any(body.colliderect(at) for _text, at in scene.top_bar_words())
        assert box.left < scene.voice.point[0] < box.right             # still pointing down
    finally:
        app.context.resources.set_text_scale(100)
