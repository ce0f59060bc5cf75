"""The Indian setup opens as it was last started: two friends find their
names, the mode and the items again (as Classic and Showdown keep their seats)."""
import pygame
import pytest
from scene_helpers import key, push

from game.storage.store import open_storage
from game.tables.indian.view import ItemKind
from scenes.app import i18n
from scenes.app.i18n import Language
from scenes.tables.indian.config import Mode, Opponent
from scenes.tables.indian.memory import SETUP_KEY
from scenes.tables.indian.setup import IndianSetupScene
from scenes.tables.seat_memory import remember_setup


@pytest.fixture
def app(app):
    app.context.profile = open_storage(app.context.data_dir).profile
    return app


def setup_screen(app) -> IndianSetupScene:
    app.context.manager.clear()
    return push(app, IndianSetupScene(app.context))


def type_name(scene, field, name):
    scene.editing = field
    for _ in range(20):
        key(scene, pygame.K_BACKSPACE)
    for letter in name:
        key(scene, pygame.K_a, letter)
    key(scene, pygame.K_RETURN)


def test_two_friends_find_their_setup_again(app):
    scene = setup_screen(app)
    key(scene, pygame.K_o)                 # a friend
    type_name(scene, 0, "Ada")
    type_name(scene, 1, "Bo")
    key(scene, pygame.K_m)                 # Death Match
    key(scene, pygame.K_1)                 # the Hacked Garnet to the next holder
    chosen = scene.config()
    assert chosen.opponent is Opponent.HUMAN and chosen.mode is Mode.DEATH_MATCH
    scene.start()
    again = setup_screen(app).config()
    assert again == chosen and again.names == ("Ada", "Bo")


def test_the_level_against_the_computer_is_kept_too(app):
    scene = setup_screen(app)
    key(scene, pygame.K_d)                 # normal -> hard
    assert scene.level == "hard"
    scene.start()
    again = setup_screen(app)
    assert again.opponent is Opponent.AI and again.level == "hard"


def test_default_names_chosen_in_dutch_read_in_english(app):
    try:
        i18n.set_language(Language.DUTCH)
        scene = setup_screen(app)
        key(scene, pygame.K_o)
        assert scene.names == ["Speler 1", "Speler 2"]
        scene.start()
    finally:
        i18n.set_language(Language.ENGLISH)
    assert setup_screen(app).names == ["Player 1", "Player 2"]


@pytest.mark.parametrize("kept", [[1, 2], {"names": ["A"]}, {"names": ["A", "B"],
                         "opponent": "human", "level": "normal", "mode": "finals",
                         "items": {"FREE_FOLD": 7}}, "nonsense"])
def test_a_kept_setup_that_is_not_one_gives_the_defaults(app, kept):
    remember_setup(app.context, SETUP_KEY, kept)
    scene = setup_screen(app)
    assert scene.opponent is Opponent.AI and scene.names == ["You", "AI"]
    assert scene.items[ItemKind.FREE_FOLD] == 0
