"""Headless test setup: no window, no sound card, no pygame banner; the
scene tests' shared ``app``."""
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The golden screens and every text assertion are English, whatever the machine's locale.
os.environ["CLUB21_LANG"] = "en"
SDL_DRIVERS = {name: os.environ[name] for name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}


def pytest_runtest_teardown(item, nextitem):
    # Importing pettingzoo (tests/test_rl_envs.py) sets SDL_AUDIODRIVER to "dsp",
    # which would leave every later test without a mixer: the drivers go back
    # after collection and after every test (its environments import more of it).
    os.environ.update(SDL_DRIVERS)


def pytest_configure(config):
    # The same examples on every run (CI stays reproducible), unless a seed is
    # asked for: then --hypothesis-seed=N really explores other examples.
    from hypothesis import settings
    seed = config.getoption("hypothesis_seed", default=None)
    settings.register_profile("club21", derandomize=seed is None)
    settings.load_profile("club21")
    config.addinivalue_line(
        "markers", "slow: a full computation taking seconds (deselect with -m 'not slow')")


def pytest_collection_finish(session):
    # Scenes leaving the stack run a full collection (as the app does), and
    # the suite's own objects — every collected test, hypothesis, the imported
    # modules — would make each one cost tens of milliseconds.  Frozen, they
    # are skipped, as the app freezes its start-up (scenes/app/heap.py).
    os.environ.update(SDL_DRIVERS)
    import gc
    gc.collect()
    gc.freeze()


@pytest.fixture
def app(request, tmp_path):
    """A strict headless app (errors raise) with its data in ``tmp_path`` and
    instant animations, its stack cleared and closed after the test.  The seed
    of its first shoe is the test module's ``APP_SEED`` (11 without one)."""
    from scene_helpers import opened_instant_app
    with opened_instant_app(tmp_path, getattr(request.module, "APP_SEED", 11)) as application:
        yield application


@pytest.fixture
def dutch():
    """Dutch for one test; English again afterwards whatever happens."""
    from scenes.app import i18n
    i18n.set_language(i18n.Language.DUTCH)
    try:
        yield
    finally:
        i18n.set_language(i18n.Language.ENGLISH)


@pytest.fixture(autouse=True)
def default_keys():
    """Every test starts and ends with the default keys (a chosen key is
    process-wide, as the language is)."""
    from scenes.app.keymap import choose_keys
    choose_keys({})
    yield
    choose_keys({})


@pytest.fixture(autouse=True)
def fresh_opponent_memories():
    """Every test starts with Indian bots that remember nothing of earlier
    matches (the hard bot and the ``learner`` keep one memory per process)."""
    from game.sim.tournament import forget_opponents
    forget_opponents()
    yield
