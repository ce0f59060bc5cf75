"""A fifth table, registered from the tests (``helpers.high_card``), is played,
saved, counted, told and verified with no edit of a shared module."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from helpers.high_card import NAME, SPEC, Act, register_high_card

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

SHOTS = os.environ.get("CLUB21_TEST_SHOTS")     # a folder: the screens are saved there


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


# -- at the table ------------------------------------------------------------------
@pytest.fixture
def high_card_app(high_card, tmp_path, monkeypatch):
    """An app whose data is in ``tmp_path/data`` and which finds the test table's map."""
    from helpers.high_card_scene import MAP

    from scenes.app import layout
    own_map = tmp_path / f"{NAME}.tmx"
    own_map.write_text(MAP)
    real = layout.map_path
    monkeypatch.setattr(layout, "map_path", lambda name: own_map if name == NAME else real(name))

    def start():
        from scene_helpers import instant_app
        app = instant_app(tmp_path / "data", seed=3)
        app.context.profile = open_storage(app.context.data_dir).profile
        return app
    return start


def test_the_fifth_table_is_set_up_from_its_rules_and_its_setup_keys_are_on_the_keys_card(
        high_card_app):
    import pygame
    from helpers.high_card import SETUP_SCREEN
    from scene_helpers import key_event

    from scenes.screens.keys_card import KeysCard
    app = high_card_app()
    setup = app.context.open_scene(NAME)
    assert setup.keys_name == SETUP_SCREEN and "Table maximum: 100" in setup.message
    app.dispatch(key_event(pygame.K_F1))                   # its keys, from its view
    card = app.context.manager.top
    assert isinstance(card, KeysCard) and card.title == "High Card: setup"
    app.dispatch(key_event(pygame.K_ESCAPE))
    app.dispatch(key_event(pygame.K_UP))                    # 100 -> 5 (its rules' choices)
    assert "Table maximum: 5" in setup.message
    app.dispatch(key_event(pygame.K_RETURN))
    table = app.context.manager.top
    assert table is not setup and table.engine.rules.max_bet == 5
    assert not table.act(Act("bet", 6))                   # over the chosen maximum
    assert table.alert and table.alert in app.context.messages.newest(1)
    app.dispatch(key_event(pygame.K_SPACE))               # the next press reads it
    assert table.alert == ""
    assert table.act(Act("bet", 5)) and table.act(Act("deal"))
    record = app.context.profile.journal.sitting(table.saver.journal.id).record([])
    assert record["rules"] == {"max_bet": 5}              # the save keeps the setup
    app.context.manager.clear()
    app.close()


def test_the_fifth_table_resumes_after_its_process_is_killed(high_card_app, tmp_path):
    from helpers.high_card_scene import MAP

    from scenes.tables.journal import open_sitting
    own_map = tmp_path / f"{NAME}.tmx"                    # the fixture's map, for the child too
    own_map.write_text(MAP)
    player = Path(__file__).resolve().parent / "helpers" / "high_card_player.py"
    child = subprocess.Popen([sys.executable, str(player), str(tmp_path / "data"), str(own_map)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = child.stdout.readline() if child.stdout else ""
        assert line.startswith("OPEN"), (line, child.stderr.read() if child.stderr else "")
    finally:
        child.send_signal(signal.SIGKILL)                 # killed mid-round, no goodbye
        child.wait(timeout=60)
        for pipe in (child.stdout, child.stderr):
            if pipe is not None:
                pipe.close()
    assert child.returncode == -signal.SIGKILL
    cents, bet_cents = (int(n) for n in line.split()[1:])
    app = high_card_app()                                 # the next start, same data
    pending = open_sitting(app.context.profile, NAME)
    assert pending is not None and pending.round_id is not None
    scene = app.context.open_scene(NAME, resume=pending)
    assert (scene.engine.cents, scene.engine.bet_cents) == (cents, bet_cents) == (cents, 700)
    assert scene.act(Act("deal"))
    profile = app.context.profile
    assert profile.stats().table(NAME).rounds == 2
    said: list[str] = []
    assert verify.verify_profile(profile.db, said.append), said
    app.context.manager.clear()
    app.close()


def test_the_fifth_table_plays_saves_resumes_after_a_kill_and_shows_in_the_screens(
        high_card_app):
    import pygame

    from scenes.tables.journal import open_sitting
    app = high_card_app()
    scene = app.context.open_scene(NAME, max_bet=100)
    assert not scene.act(Act("deal"))                     # refused: nothing is bet
    assert "deal is not legal now" in scene.alert
    assert scene.act(Act("bet", 5)) and scene.act(Act("deal"))
    assert scene.act(Act("bet", 7))                       # a round open when the game dies
    cents = scene.engine.cents
    app.context.profile.db.close()                        # killed: nothing more is written
    app = high_card_app()
    pending = open_sitting(app.context.profile, NAME)
    assert pending is not None and pending.round_id is not None
    scene = app.context.open_scene(NAME, resume=pending)
    assert (scene.engine.cents, scene.engine.bet_cents) == (cents, 700)
    assert scene.act(Act("deal"))
    profile = app.context.profile
    assert profile.stats().table(NAME).rounds == 2
    said: list[str] = []
    assert verify.verify_profile(profile.db, said.append), said
    assert scene.saver.journal.leave()                    # stood up: the seed is shown
    surface = pygame.Surface((1280, 720))
    for screen in ("stats", "history"):
        app.context.open_scene(screen).draw(surface)      # a fifth column, a fifth table's rows
        if SHOTS:
            pygame.image.save(surface, f"{SHOTS}/{NAME}-{screen}.png")
    history = app.context.manager.top
    assert history.entry.table == NAME
    for _ in history.steps:                               # the replay deals it again
        history.step(1)
    assert history.step_index == len(history.steps) - 1
    history.verify()
    assert history.verify_lines[0][0].startswith("VERIFIED"), history.verify_lines
    app.context.manager.clear()
    app.close()


def test_the_lobby_places_the_fifth_table_and_sits_the_player_down_at_it(high_card_app):
    import pygame
    from helpers.high_card import SETUP_SCREEN
    from scene_helpers import key_event

    from scenes.screens.lobby import LobbyScene
    app = high_card_app()
    lobby = app.context.open_scene("lobby")
    assert isinstance(lobby, LobbyScene)
    names = [table.scene for table in lobby.tables]
    assert names.count(NAME) == 1 and len(names) == 6     # four tables, the door, and it
    if SHOTS:
        surface = pygame.Surface((1280, 720))
        lobby.draw(surface)
        pygame.image.save(surface, f"{SHOTS}/{NAME}-lobby.png")
    lobby.open_table(names.index(NAME))
    assert app.context.manager.top.keys_name == SETUP_SCREEN   # its setup first
    app.dispatch(key_event(pygame.K_RETURN))
    assert app.context.manager.top.name == NAME and hasattr(app.context.manager.top, "engine")
    app.context.manager.clear()
    app.close()
