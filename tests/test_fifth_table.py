"""A fifth table, registered from the tests (``helpers.high_card``), is played,
saved, counted, told and verified with no edit of a shared module."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest
from helpers.high_card import NAME, SPEC, register_high_card

from game import verify
from game.ai.registry import make_bot
from game.scenario import build_table
from game.storage.replays import round_steps
from game.storage.stats import compute
from game.storage.store import open_storage
from game.tables.games import game_for
from game.tables.registry import register, spec_for, table_names
from game.tables.spec import Money
from scenes.screens.round_story import round_story
from scenes.screens.rules_view import rules_of
from scenes.tables.registry import short_title, view_names


@pytest.fixture
def high_card():
    with register_high_card():
        yield


def play_rounds(profile, rounds: int, rng: random.Random):
    """``rounds`` rounds by the table's bot, journaled as a scene journals them."""
    start = profile.bankroll_cents
    sitting = profile.sit_down(NAME, {}, {"cents": [start]}, seed=rng.getrandbits(128))
    game = game_for(NAME)
    table = game.new_state(sitting.seed, {"cents": [start]})
    bot = make_bot(NAME, "normal")

    def money():
        return {"rack_cents": table.chips_of(0), "staked_cents": table.on_table_of(0)}

    for _ in range(rounds):
        for _word in range(2):
            action = bot.act(table.observation(0), table.legal_actions(), rng)
            word = game.format(table, action)
            table.apply(action)
            if action.kind == "bet":
                profile.begin_round(sitting.id, word, **money())
            else:
                profile.settle_round(sitting.id, spec_for(NAME).round_result(table, 0),
                                     word=word, **money())
    profile.stand_up(sitting.id)
    return sitting, table


def test_the_fifth_table_is_listed_after_the_four_and_gone_when_unregistered(high_card):
    assert table_names()[-1] == NAME and view_names()[-1] == NAME
    with pytest.raises(ValueError):            # a name is one table
        register(replace(SPEC, name="midnight"))
    assert spec_for("midnight").money is Money.BANKROLL


def test_the_scenario_runner_sets_the_fifth_table_up_with_its_house_rules(high_card):
    game, state = build_table(NAME, 7, {"max_bet": 5}, {"cents": [10_000]}, [])
    assert game.rules.max_bet == 5
    assert max(a.chips for a in state.legal_actions()) == 5


def test_a_round_at_the_fifth_table_is_saved_counted_told_and_verified(high_card, tmp_path):
    profile = open_storage(tmp_path).profile
    sitting, table = play_rounds(profile, 3, random.Random(5))
    stats = compute(profile.db)
    row = stats.table(NAME)
    assert row.rounds == 3 and row.money                  # a bankroll table: net in cents
    assert row.net_cents == table.cents - 100_000
    assert profile.bankroll_cents == table.cents
    rounds = profile.journal.rounds_of(sitting.id)
    record = profile.journal.sitting(sitting.id).record(profile.journal.actions(sitting.id))
    steps = round_steps(record, rounds[0]["first_seq"], rounds[0]["last_seq"])
    [line] = round_story(NAME, steps)
    assert line.startswith("You ") and ", house " in line
    said: list[str] = []
    assert verify.verify_round(profile.db, rounds[-1]["id"], said.append), said
    assert any("VERIFIED" in line for line in said), said
    assert verify.verify_profile(profile.db, said.append), said
    profile.close()


def test_a_forged_fifth_table_round_fails_verification(high_card, tmp_path):
    from game.storage.db import get_row, put_row
    profile = open_storage(tmp_path).profile
    sitting, _ = play_rounds(profile, 2, random.Random(9))
    rid = profile.journal.rounds_of(sitting.id)[0]["id"]
    with profile.db.write() as cur:
        row = get_row(cur, "rounds", "id = ?", (rid,))
        row["summary"] = "AS v 2C"
        put_row(cur, "rounds", row)
    said: list[str] = []
    assert not verify.verify_round(profile.db, rid, said.append)
    assert any("the summary" in line for line in said), said
    profile.close()


def test_the_fifth_tables_screens_read_its_view(high_card):
    assert short_title(NAME) == "High"
    assert [line.text for line in rules_of(NAME)] == ["High Card", "Higher card wins."]
