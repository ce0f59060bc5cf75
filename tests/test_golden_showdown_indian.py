"""Golden playthroughs of Showdown and Indian (seed 7), line by line.
Regenerate with ``python tests/golden_playthrough.py`` (see its docstring)."""
from __future__ import annotations

import golden_playthrough as gp
import pytest


@pytest.mark.parametrize("name", sorted(gp.GENERATORS))
def test_golden_playthrough_matches(name: str) -> None:
    expected = (gp.GOLDEN / name).read_text().splitlines()
    actual = gp.GENERATORS[name]()
    for i, (want, got) in enumerate(zip(expected, actual)):
        assert got == want, f"{name} line {i + 1} differs"
    assert len(actual) == len(expected)
