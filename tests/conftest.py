"""Headless test setup: no window, no sound card, no pygame banner."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


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
    import gc
    gc.collect()
    gc.freeze()
