"""Headless test setup: no window, no sound card, no pygame banner."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "slow: a full computation taking seconds (deselect with -m 'not slow')")
