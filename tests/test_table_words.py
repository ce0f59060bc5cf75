"""What the tables say matches what happened: naturals, the deal, pushes,
the round's net, and the key that plays an Indian match again."""
import pygame
import pytest
from scene_helpers import click, key, key_event, push

from game.tables.showdown.table import ShowdownTable
from scenes.app.settings_store import AnimSpeed
from scenes.tables.dealer import midnight
from scenes.tables.match_over import duel_over
from scenes.tables.showdown.scene import ShowdownScene
from scenes.tables.showdown.seats import SeatConfig, SeatKind

# Midnight, three spots of 10: spot 1 T T (20) wins, spot 2 8 8 splits and both
# hands lose, spot 3 A K is a Blackjack; the dealer T 9 (19).
SPLIT_ROUND = ["TS", "8C", "AS", "TD", "TH", "8D", "KS", "TC", "9C", "9D"]
# Two spots of 10: spot 1 T 9 (19) wins, spot 2 T 7 (17) loses; the dealer T 8.
EVEN_ROUND = ["TS", "TC", "TD", "9S", "7C", "8D"]
# One spot of 10: T 9 against the dealer's T 9 — a push that rides.
PUSH_ROUND = ["TS", "TD", "9S", "9D"]


APP_SEED = 5   # the first shoe of the shared app fixture


def bet_tens(scene, spots):
    for spot in spots:
        for _ in range(2):
            click(scene, scene.rack.slots[5].center)
            click(scene, scene.spot_rect(spot).center)


def play_midnight(app, stack, spots, keys=()):
    scene = push(app, midnight.create_scene(app.context, stack=list(stack)))
    bet_tens(scene, spots)
    key(scene, pygame.K_RETURN)
    for k in keys:
        key(scene, k)
    while not scene.engine.round_finished:
        key(scene, pygame.K_s)
    scene.update(0)
    return scene


# -- Midnight ------------------------------------------------------------------------
def test_a_round_of_wins_and_losses_that_nets_zero_says_what_made_it_up(app):
    scene = play_midnight(app, EVEN_ROUND, [0, 1])
    assert scene.prompt().startswith("Even round: won 10, lost 10")


def test_a_split_round_announces_its_real_net_and_the_parts(app):
    scene = play_midnight(app, SPLIT_ROUND, [0, 1, 2], keys=(pygame.K_s, pygame.K_p))
    assert scene.prompt().startswith("You won 5 (won 25, lost 20)")


def test_without_a_push_the_table_never_speaks_of_pushes(app):
    scene = play_midnight(app, EVEN_ROUND, [0, 1])
    assert "push" not in scene.prompt()
    bet_tens(scene, [0])                                   # the next round's bet
    assert "push" not in scene.prompt() and "DEAL (Enter)" in scene.prompt()


def test_a_push_that_rides_is_named(app):
    scene = play_midnight(app, PUSH_ROUND, [0])
    assert "your push rides on its spot" in scene.prompt()


def test_the_shuffle_words_are_gone_once_the_cards_go_out(app):
    app.context.update_settings(anim_speed=AnimSpeed.NORMAL)
    scene = push(app, midnight.create_scene(app.context))    # a fresh shoe every round
    for _ in range(120):
        scene.update(1 / 60)
    bet_tens(scene, [0, 1])
    for _ in range(60):
        scene.update(1 / 60)
    scene.handle_event(key_event(pygame.K_RETURN))
    seen = []                                  # (cards left in the shoe, words shown)
    for _ in range(600):
        scene.update(1 / 60)
        seen.append((scene.board.shoe_left, scene.message))
        if not scene.timeline.busy:
            break
    assert seen[0][1] == "Shuffling the shoe…"
    first_card = next(i for i in range(1, len(seen)) if seen[i][0] < seen[i - 1][0])
    assert all(words != "Shuffling the shoe…" for _, words in seen[first_card:])


# -- Showdown ------------------------------------------------------------------------
def test_two_naturals_are_both_named_and_share_the_pot(app):
    app.context.update_settings(anim_speed=AnimSpeed.NORMAL)
    players = [SeatConfig("You"), SeatConfig("Ada", SeatKind.AI), SeatConfig("Bo", SeatKind.AI)]
    scene = ShowdownScene(app.context, players=players)
    scene.start_match(ShowdownTable(seed=1, tokens=[100, 100, 100],
                                    cards=["AS", "KD", "5C", "TH", "AH", "9S"]))
    app.context.manager.push(scene)
    said = set()
    for _ in range(2000):
        scene.update(1 / 60)
        said.add(scene.message)
        if scene.overlay is not None:
            break
    assert any("for you and Ada" in m and "share the pot" in m for m in said), said
    assert not any(m.startswith("Natural for") for m in said)


# -- Indian --------------------------------------------------------------------------
@pytest.mark.parametrize("k", [pygame.K_RETURN, pygame.K_a])
def test_the_indian_match_end_plays_again_on_the_key_it_names(app, k):
    again = []
    overlay = duel_over(app.context, "You win the match!", "You hold all 60 chips after 9 rounds",
                        "You", lambda: again.append(1), lambda: None)
    app.context.manager.push(overlay)
    button = overlay.menu.buttons[1]
    overlay.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center,
                                            rel=(0, 0), buttons=(0, 0, 0)))
    overlay.handle_event(key_event(k))
    assert again == [1]
