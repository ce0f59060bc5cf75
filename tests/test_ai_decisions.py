"""Every AI level at Showdown and Indian takes the decisions pinned in the corpus.

The corpus (``tests/ai_corpus/*.json``, written by ``make_corpus.py``) holds
seeded match scripts; a turn is pinned where the decision is forced by exact
analysis or by the level's documented rule. A changed decision fails with the
position, the recorded move and the reason it was forced. After a deliberate
change of a bot, regenerate the corpus and review its diff.
"""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest
from ai_corpus import prices
from ai_corpus.replay import replay

CORPUS = Path(__file__).parent / "ai_corpus"
SHOWDOWN_LEVELS = ("random", "easy", "normal", "hard")
INDIAN_LEVELS = ("easy", "normal", "hard")


@cache
def scripts(game: str) -> tuple[dict, ...]:
    return tuple(json.loads((CORPUS / f"{game}.json").read_text(encoding="utf-8")))


def changed_decisions(script: dict) -> list[str]:
    out = []
    for turn in replay(script):
        pin = script["pinned"].get(str(turn.step))
        if pin is not None and turn.chosen != pin["move"]:
            out.append(f"{script['level']} (table seed {script['table_seed']}, step "
                       f"{turn.step}) {turn.position}: played {turn.chosen}, pinned "
                       f"{pin['move']} ({pin['why']})")
    return out


def check_level(game: str, level: str) -> None:
    mine = [s for s in scripts(game) if s["level"] == level]
    assert sum(len(s["pinned"]) for s in mine) >= 100, "the corpus pins too few decisions"
    changed = [line for s in mine for line in changed_decisions(s)]
    assert not changed, f"{len(changed)} decisions changed:\n" + "\n".join(changed[:20])


@pytest.mark.parametrize("level", SHOWDOWN_LEVELS)
def test_every_showdown_level_takes_its_pinned_decisions(level):
    if level == "random":   # its only rule: hit where a card cannot bust
        mine = [s for s in scripts("showdown") if s["level"] == level]
        assert sum(len(s["pinned"]) for s in mine) >= 20
        changed = [line for s in mine for line in changed_decisions(s)]
        assert not changed, "\n".join(changed[:20])
        return
    check_level("showdown", level)


@pytest.mark.parametrize("level", INDIAN_LEVELS)
def test_every_indian_level_takes_its_pinned_decisions(level):
    check_level("indian", level)


def pinned_moves(game: str, level: str) -> list[dict]:
    return [p for s in scripts(game) if s["level"] == level for p in s["pinned"].values()]


@pytest.mark.parametrize("level", ("easy", "normal", "hard"))
def test_showdown_corpus_pins_both_hit_and_stand_from_15_to_20(level):
    # (easy's rule hits every 12 to 14 on a fresh-deck bust chance under 40%)
    seen = {(p["total"], p["move"]) for p in pinned_moves("showdown", level)}
    missing = [(t, m) for t in range(15, 21) for m in ("HIT", "STAND") if (t, m) not in seen]
    assert not missing, f"{level}: no pinned position for {missing}"


@pytest.mark.parametrize("level", ("easy", "normal", "hard"))
def test_showdown_corpus_pins_a_hit_at_every_total_from_5_to_20(level):
    hits = {p["total"] for p in pinned_moves("showdown", level) if p["move"] == "HIT"}
    assert set(range(5, 21)) <= hits, sorted(set(range(5, 21)) - hits)


def test_showdown_hard_corpus_pins_hits_on_17_or_more_that_its_guard_does_not_force():
    """Below ``act``'s "hit when behind" guard: its own priced choice."""
    own = [p for p in pinned_moves("showdown", "hard")
           if p["move"] == "HIT" and p["total"] >= 17 and p["why"].startswith("exact")]
    assert len(own) >= 5


@pytest.mark.parametrize("level", INDIAN_LEVELS)
def test_indian_corpus_pins_every_kind_of_decision(level):
    kinds = {p["move"].split()[0] for p in pinned_moves("indian", level)}
    assert {"HIT", "STAY", "CALL", "FOLD", "RAISE", "PASS"} <= kinds


@pytest.mark.parametrize("level", INDIAN_LEVELS)
def test_indian_corpus_pins_more_than_one_raise_size(level):
    sizes = {p["move"] for p in pinned_moves("indian", level) if p["move"].startswith("RAISE")}
    assert len(sizes) >= 3, sizes


@cache
def recorded_prices() -> dict[str, list[list]]:
    return dict(json.loads(prices.PATH.read_text(encoding="utf-8")))


@pytest.mark.parametrize("game, level", [(g, lv) for g, levels in prices.BOTS.items()
                                         for lv in levels])
def test_every_bot_makes_and_prices_the_recorded_moves_at_the_corpus_positions(game, level):
    """Every turn's move (under three draws) and the numbers behind it, as
    recorded in ``ai_corpus/prices.json``: a changed price fails even where it
    does not flip a decision yet."""
    changed = []
    for i, script in enumerate(prices.corpus(game)):
        key = f"{game} {i} {level}"
        want = recorded_prices()[key]
        got = list(prices.record(game, script, level))
        assert len(got) == len(want), f"{key}: {len(got)} turns, recorded {len(want)}"
        for g, w in zip(got, want):
            if g[:2] != w[:2] or g[2:] != pytest.approx(w[2:], rel=1e-9, abs=1e-12):
                changed.append(f"{key} (table seed {script['table_seed']}, step {g[0]}): "
                               f"{g[1:]}, recorded {w[1:]}")
    assert not changed, f"{len(changed)} turns changed:\n" + "\n".join(changed[:10])


@pytest.mark.parametrize("level", prices.CLASSIC_BOTS)
def test_every_classic_seat_mate_makes_the_recorded_moves_at_seeded_tables(level):
    """Bets (chip by chip, with the bet target behind them) and plays."""
    for seed, chips in prices.CLASSIC_TABLES:
        key = f"classic {seed} {level}"
        got, want = prices.classic_record(level, seed, chips), recorded_prices()[key]
        first = next((i for i, (g, w) in enumerate(zip(got, want)) if g != w), None)
        assert first is None, f"{key}: move {first} is {got[first]}, recorded {want[first]}"
        assert len(got) == len(want), f"{key}: {len(got)} moves, recorded {len(want)}"


@pytest.mark.parametrize("level", prices.ITEM_LEVELS)
def test_short_indian_matches_with_items_end_as_recorded(level):
    """The corpus has no items: who wins, after how many rounds, and how often
    each item and kind of move was used, in short seeded matches with them."""
    got = json.loads(json.dumps(prices.items_record(level)))
    want = recorded_prices()[f"items {level}"]
    assert got == want, "\n".join(f"{g}\nrecorded {w}" for g, w in zip(got, want) if g != w)
