"""The two faces of a dealer table's legality give one answer.

``Legality.allows`` (is it legal?) and ``Legality.error`` (why not?) are
written separately, one for speed and one for words; seeded random games at
both tables, under house rules that open every refusal (re-splits, surrender,
doubling anywhere, short racks), hold them to the same answer for every action
and non-action at every step. ``apply_legal`` moves a table exactly as
``apply`` does, and a table that nobody listens to plays the same cards.
"""
from __future__ import annotations

import random

import pytest
from fuzz_scale import SCALE

from game.errors import IllegalAction
from game.tables.dealer.actions import CHIP_VALUES, Action, Kind
from game.tables.dealer.rules import CLASSIC, MIDNIGHT, DealerRules, DoubleOn
from game.tables.dealer.table import DealerTable
from game.tables.dealer.view import Phase

VARIANTS: dict[str, DealerRules] = {
    "midnight": MIDNIGHT,
    "classic": CLASSIC,
    "midnight, re-splits and surrender": MIDNIGHT.with_changes(
        {"resplit_to": 4, "resplit_aces": True, "late_surrender": True, "double_on": DoubleOn.ANY,
         "split_aces_one_card": True, "double_after_split": False}),
    "classic, re-splits and surrender": CLASSIC.with_changes(
        {"resplit_to": 3, "late_surrender": True, "double_on": DoubleOn.TEN_OR_ELEVEN,
         "double_after_split": True, "decks": 1}),
}
GAMES = 40 * SCALE
STEPS = 60
ODD_AMOUNTS: tuple[object, ...] = (0, -1, 2, 3, 1000, 10**6, 2.5, "5", None, True)


def candidates(t: DealerTable) -> list[object]:
    """Every action a caller could try now, and some that are not actions."""
    out: list[object] = [Action(k) for k in Kind]
    out += [Action(Kind.BET, s, v) for s in range(-1, t.n_spots + 1)
            for v in (*CHIP_VALUES, *ODD_AMOUNTS)]
    out += [Action(Kind.BET), Action(Kind.BET, 0), Action(Kind.HIT, 0),
            Action(Kind.STAND, None, 5), Action(Kind.DEAL, 1, 1), Action(Kind.BET, "1", 5)]
    out += ["hit", None, 8, Kind.HIT, Action("hit")]          # type: ignore[arg-type]
    return out


def a_game(rules: DealerRules, seed: int):
    """A seeded random game, yielding the table before each move."""
    rng = random.Random(seed)
    players = rules.max_spots // rules.spots_per_player
    chips = [rng.choice((3, 12, 60, 400)) for _ in range(rng.randint(1, min(2, players)))]
    t = DealerTable(rules, seed=seed, chips=chips)
    for _ in range(STEPS):
        yield t
        legal = t.legal_actions()
        if not legal:
            return
        t.apply(_pick(rng, legal))


def _pick(rng: random.Random, legal: list[Action]) -> Action:
    """A random legal action, dealing sooner than a uniform choice among
    dozens of bets would."""
    dealing = [a for a in legal if a.kind in (Kind.DEAL, Kind.REBET_DEAL)]
    if dealing and rng.random() < 0.4:
        return rng.choice(dealing)
    return rng.choice(legal)


@pytest.mark.parametrize("name", VARIANTS)
def test_allows_and_error_agree_on_every_action_at_every_step(name):
    rules, steps, refused = VARIANTS[name], 0, set()
    for seed in range(GAMES):
        for t in a_game(rules, seed):
            for a in candidates(t):
                allowed, reason = t.legality.allows(a), t.legality.error(a)
                assert allowed == (reason is None), (name, seed, t.phase, a, reason)
                if not allowed and isinstance(a, Action):
                    refused.add(reason.template)
            steps += 1
    assert steps > GAMES * 5
    # the games reach the play refusals, not only "no round is being played"
    assert len(refused) >= 12, sorted(refused)


def test_a_refused_apply_still_says_why_and_changes_nothing():
    t = DealerTable(CLASSIC, seed=3, chips=[100])
    before = t.snapshot()
    with pytest.raises(IllegalAction, match="Place a bet first"):
        t.apply(Action(Kind.DEAL))
    with pytest.raises(IllegalAction, match="not an action"):
        t.apply("deal")                                           # type: ignore[arg-type]
    assert t.snapshot() == before


@pytest.mark.parametrize("rules", [MIDNIGHT, CLASSIC], ids=lambda r: r.name)
def test_apply_legal_and_a_table_nobody_listens_to_play_the_same_game(rules):
    rng_a, rng_b = random.Random(5), random.Random(5)
    loud = DealerTable(rules, seed=9, chips=[100_000])
    quiet = DealerTable(rules, seed=9, chips=[100_000], listening=False)
    for _ in range(400):
        legal = loud.legal_actions()
        if not legal:
            break
        assert quiet.legal_actions() == legal
        a = _pick(rng_a, legal)
        assert _pick(rng_b, quiet.legal_actions()) == a
        loud.apply(a)
        quiet.apply_legal(a)
        assert quiet.snapshot() == loud.snapshot()
    assert loud.rounds > 5
    assert loud.events() and quiet.events() == []


@pytest.mark.parametrize("rules", [MIDNIGHT, CLASSIC], ids=lambda r: r.name)
def test_a_deep_copy_and_a_clone_deal_what_the_table_deals(rules):
    import copy
    t = DealerTable(rules, seed=3, chips=[1000], listening=False)
    for _ in range(3):                       # a few rounds: the shoe is reseeded in place
        t.apply(Action(Kind.BET, 0, 5))
        copies = [copy.deepcopy(t), t.clone()]
        for table in (t, *copies):
            table.apply(Action(Kind.DEAL))
            while table.phase is not Phase.BETTING:
                table.apply_legal(min(table.legal_actions()))
        assert all(c.snapshot() == t.snapshot() for c in copies)
