"""A resumed Indian match shows the THIS MATCH log it showed before the quit,
written again from the save (it used to come back empty)."""
import dataclasses
import random

import pytest
from scene_helpers import push
from test_scene_profile import crash, play_indian

from game.storage.store import open_storage
from scenes.app import i18n
from scenes.app.i18n import Language, say
from scenes.dialogs.handover import HandOverScene
from scenes.tables.indian import scene as indian
from scenes.tables.indian.config import DEFAULT_CONFIG, Mode, Opponent

APP_SEED = 0x9E3779B97F4A7C15F39CC0605CEDC835
FRIENDS = dataclasses.replace(DEFAULT_CONFIG, names=("Ada", "Bo"), opponent=Opponent.HUMAN)
DEATH_MATCH = dataclasses.replace(DEFAULT_CONFIG, mode=Mode.DEATH_MATCH)


@pytest.fixture
def app(app):
    app.context.profile = open_storage(app.context.data_dir).profile
    return app


def log_read(scene) -> list[str]:
    return [say(line) for line in scene.shown.log]


def play_friends(app, scene, rng, steps):
    """Both friends pick at random; each hand-over curtain is passed at once."""
    for _ in range(steps):
        top = app.context.manager.top
        if isinstance(top, HandOverScene):
            top.ready()
            continue
        scene.update(0.1)
        legal = scene.engine.legal_actions()
        if legal:
            scene.act(rng.choice(legal[:6]))
    while isinstance(app.context.manager.top, HandOverScene):
        app.context.manager.top.ready()


def quit_and_resume(app, config, steps):
    scene = push(app, indian.create_scene(app.context, config=config))
    if config.hotseat:
        play_friends(app, scene, random.Random(5), steps)
    else:
        play_indian(app, scene, random.Random(5), stop=steps)
    scene.timeline.skip()                          # the log as the player last saw it
    before = list(scene.shown.log)
    pending = app.context.profile.pending()
    crash(app, scene)
    return before, indian.create_scene(app.context, resume=pending)


@pytest.mark.parametrize("config", [DEFAULT_CONFIG, DEATH_MATCH, FRIENDS],
                         ids=["against the AI", "death match", "friends"])
def test_the_match_log_is_the_same_after_a_resume(app, config):
    before, resumed = quit_and_resume(app, config, steps=40)
    assert resumed.engine.round_no >= 2 and len(before) >= 5
    assert resumed.shown.log == before


def test_the_rebuilt_log_reads_in_the_language_of_the_moment(app):
    before, resumed = quit_and_resume(app, DEFAULT_CONFIG, steps=12)
    english = log_read(resumed)
    try:
        i18n.set_language(Language.DUTCH)
        dutch, dutch_before = log_read(resumed), [say(line) for line in before]
    finally:
        i18n.set_language(Language.ENGLISH)
    assert english and dutch == dutch_before and dutch != english
