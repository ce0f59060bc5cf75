"""How much random play the seeded random-game and fuzz tests do.

``CLUB21_FUZZ_SCALE`` (default 1) multiplies the game counts: 1 is the CI
size, ``CLUB21_FUZZ_SCALE=20`` the long run (see docs/testing.md).
"""
import os

SCALE = max(1, int(os.environ.get("CLUB21_FUZZ_SCALE", "1")))
