"""The house-rules screen: pickers, presets, the live edge (a fake one here), applying."""
import json
import threading
import time

import pygame
import pytest
from scene_helpers import key, push

from game.tables.dealer.house_rules import (
    FIELDS,
    PRESETS,
    TABLES,
    build,
    edge_key,
    fields_for,
    step,
    value_of,
)
from scenes.app.settings_store import SettingsStore
from scenes.dialogs.pause import PauseOverlay
from scenes.screens.edge_worker import EdgeWorker
from scenes.screens.house_rules import HouseRulesScene
from scenes.screens.lobby import LobbyScene
from scenes.tables.dealer.midnight import MidnightScene

APP_SEED = 5   # the first shoe of the shared app fixture


def fake_edge(table: str, overrides: dict) -> float:
    """Instant and telling: +0.0022 for H17, +0.0136 for 6:5, from 0.005."""
    edge = 0.005
    if overrides.get("dealer_hits_soft_17"):
        edge += 0.0022
    if overrides.get("blackjack_pays") == "6:5":
        edge += 0.0136
    return edge


def settle(scene, seconds=5.0):
    """Wait (briefly: the fake is instant) for the worker to finish what is asked."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        scene.update(0)
        base = scene.worker.result(edge_key(scene.table, {}))
        if scene.edge_now() is not None and base is not None:
            return
        time.sleep(0.005)
    raise AssertionError("the edge worker did not answer")



def open_screen(app, table="midnight", choose_table=False, compute=fake_edge):
    scene = HouseRulesScene(app.context, table=table, choose_table=choose_table,
                            edge_worker=EdgeWorker(compute))
    return push(app, scene)


def focus_row(scene, name):
    while scene.rows[scene.focus] != name:
        key(scene, pygame.K_DOWN)


def test_arrows_change_the_chosen_rule_and_the_screen_names_its_cost(app):
    scene = open_screen(app)
    settle(scene)
    focus_row(scene, "dealer_hits_soft_17")
    key(scene, pygame.K_RIGHT)
    assert scene.overrides == {"dealer_hits_soft_17": True}
    settle(scene)
    assert scene.edge_now().edge == pytest.approx(0.0072)
    assert scene.change_line()[0] == "hits soft 17: +0.22%"
    key(scene, pygame.K_LEFT)
    assert scene.overrides == {}
    assert scene.change_line()[0] == "no hits soft 17: -0.22%"   # back: cached, instant


def test_an_illegal_change_is_refused_with_the_reason_and_changes_nothing(app):
    scene = open_screen(app)
    focus_row(scene, "resplit_aces")
    key(scene, pygame.K_RIGHT)
    assert scene.overrides == {}
    assert scene.message_bad and "Re-split to 3 or 4" in scene.message


def test_fewer_decks_move_a_chosen_cut_card_with_the_shoe():
    result = step("classic", {"cut_card_range": [78, 104]}, "decks", -1)
    assert result.overrides == {"decks": 4, "cut_card_range": [52, 69]}
    build("classic", result.overrides)          # still within half the shoe


def test_lowering_re_splits_to_two_hands_turns_re_split_aces_off_and_says_so():
    result = step("midnight", {"resplit_to": 3, "resplit_aces": True}, "resplit_to", -1)
    assert result.overrides == {} and "Re-split aces turned off" in str(result.note)


def test_every_preset_sets_every_rule_field_at_both_tables():
    for table, base in TABLES.items():
        for chosen in PRESETS[1:]:
            from game.tables.dealer.house_rules import preset
            rules = build(table, preset(table, chosen))
            for field in FIELDS:
                expected = chosen.rules.get(field.name, value_of(base, field.name))
                assert value_of(rules, field.name) == expected, (table, chosen.name, field.name)
            assert set(chosen.rules) == {f.name for f in FIELDS} - {"min_bet", "max_bet"}


def test_the_preset_row_steps_through_the_presets_and_names_them(app):
    scene = open_screen(app, "classic")
    focus_row(scene, "preset")
    names = []
    for _ in PRESETS:
        key(scene, pygame.K_RIGHT)
        names.append(scene.preset_name())
    assert names == [p.name for p in PRESETS[1:]] + [PRESETS[0].name]
    assert scene.overrides == {}


def test_apply_saves_the_rules_and_the_next_sitting_uses_them(app, tmp_path):
    scene = open_screen(app)
    focus_row(scene, "blackjack_pays")
    key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_RETURN)
    assert app.context.manager.top is not scene
    assert app.context.settings.house_rules == {"midnight": {"blackjack_pays": "6:5"}}
    saved, message = SettingsStore(tmp_path).load()
    assert message is None and saved.house_rules == {"midnight": {"blackjack_pays": "6:5"}}
    table = push(app, MidnightScene(app.context))
    assert table.engine.rules.blackjack_pays.value == "6:5"
    assert table.felt_print()[0] == "BLACKJACK PAYS 6 TO 5"


def test_a_table_already_sat_at_keeps_its_rules_until_the_next_sitting(app):
    table = push(app, MidnightScene(app.context))
    table.apply_actions(["bet 1 10", "deal"])        # mid-round
    pause = push(app, PauseOverlay(app.context, "midnight"))
    key(pause, pygame.K_h)
    screen = app.context.manager.top
    assert isinstance(screen, HouseRulesScene) and screen.rows[0] == "preset"
    focus_row(screen, "dealer_hits_soft_17")
    key(screen, pygame.K_RIGHT)
    key(screen, pygame.K_RETURN)
    assert table.engine.rules.dealer_hits_soft_17 is False
    assert app.context.settings.house_rules["midnight"] == {"dealer_hits_soft_17": True}


def test_a_superseded_computation_is_never_shown(app):
    release = threading.Event()
    started = []

    def slow(table, overrides):
        started.append(dict(overrides))
        if not overrides:
            release.wait(60)           # the default's edge takes its time (a hang bound:
                                       # on a loaded machine 5 s could pass before release)
        return fake_edge(table, overrides)

    scene = open_screen(app, compute=slow)
    begun = time.monotonic() + 60    # a hang bound: the default's edge has begun
    while not started and time.monotonic() < begun:
        time.sleep(0.005)
    focus_row(scene, "dealer_hits_soft_17")
    key(scene, pygame.K_RIGHT)       # H17 asked while the default still computes
    key(scene, pygame.K_LEFT)        # back to default …
    key(scene, pygame.K_RIGHT)       # … and H17 again
    focus_row(scene, "blackjack_pays")
    key(scene, pygame.K_RIGHT)       # H17 + 6:5 supersedes H17 before it started
    assert scene.edge_now() is None  # computing: no stale number
    release.set()
    end = time.monotonic() + 60     # a hang bound, not a speed check
    while scene.edge_now() is None and time.monotonic() < end:
        time.sleep(0.005)          # no update(): nothing else is asked meanwhile
    assert scene.edge_now().edge == pytest.approx(0.005 + 0.0022 + 0.0136)
    assert {"dealer_hits_soft_17": True} not in started   # superseded: never computed
    assert scene.change_line() == ("blackjack pays 6 to 5: …", None)
    end = time.monotonic() + 60      # the rules before the change are computed next
    while scene.change_line()[1] is None and time.monotonic() < end:
        settle(scene)
        time.sleep(0.005)
    assert scene.change_line()[0] == "blackjack pays 6 to 5: +1.36%"


def test_the_lobby_opens_the_screen_with_a_table_row(app):
    lobby = push(app, LobbyScene(app.context))
    key(lobby, pygame.K_u, "u")
    screen = app.context.manager.top
    assert isinstance(screen, HouseRulesScene) and screen.rows[0] == "table"
    assert "cut_card_range" not in screen.rows
    key(screen, pygame.K_RIGHT)      # Midnight → Classic
    assert screen.table == "classic" and "cut_card_range" in screen.rows


def test_only_the_dealer_tables_pause_menus_offer_house_rules(app):
    texts = lambda p: [b.text for b in p.menu.buttons]   # noqa: E731
    assert "House rules" in texts(PauseOverlay(app.context, "classic"))
    assert "House rules" not in texts(PauseOverlay(app.context, "showdown"))


def test_settings_with_refused_house_rules_are_set_aside_with_a_message(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps(
        {"house_rules": {"classic": {"decks": 3}}}))
    settings, message = SettingsStore(tmp_path).load()
    assert settings.house_rules == {} and "decks" in message


def test_the_cut_card_is_offered_only_where_there_is_a_shoe():
    assert "cut_card_range" in [f.name for f in fields_for("classic")]
    assert "cut_card_range" not in [f.name for f in fields_for("midnight")]


def test_the_screen_draws_inside_the_window(app):
    scene = open_screen(app, "classic", choose_table=True)
    settle(scene)
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    last = scene.row_rect(len(scene.rows) - 1)
    assert last.bottom < scene.back_button.rect.top - 60      # the footer text fits below


def test_a_round_under_house_rules_verifies_and_the_history_says_house_rules(tmp_path):
    import random

    from helpers.verify_fixtures import play_dealer

    from game.storage.history import History
    from game.storage.round_check import Verdict, check_round
    from game.storage.store import open_storage

    profile = open_storage(tmp_path).profile
    try:
        house = {"blackjack_pays": "6:5", "late_surrender": True, "decks": 2}
        sitting = play_dealer(profile, "classic", 4, random.Random(3), house=house)
        plain = play_dealer(profile, "midnight", 1, random.Random(4))
        rounds = profile.journal.rounds_of(sitting.id)
        report = check_round(profile.db, rounds[-1]["id"])
        assert report.verdict is Verdict.VERIFIED, report.lines
        assert any("House rules of the sitting" in line for line in report.lines)
        entries = {e.sitting_id: e for e in History(profile.db).recent()}
        assert entries[sitting.id].house_rules == house
        assert entries[plain.id].house_rules == {}
    finally:
        profile.close()


class Recording(pygame.Surface):
    """A surface that notes where each image was put."""

    def __init__(self, size):
        super().__init__(size)
        self.placed: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        at = dest.topleft if isinstance(dest, pygame.Rect) else dest[:2]
        self.placed.append(source.get_rect(topleft=at))
        return super().blit(source, dest, *args, **kwargs)


def test_at_150_percent_the_edge_box_keeps_its_lines_inside_and_apart(app):
    from scenes.screens.house_rules import EDGE_BOX
    app.context.resources.set_text_scale(150)
    try:
        scene = open_screen(app)
        settle(scene)
        surface = Recording((1280, 720))
        scene._draw_edge(surface)
        lines = [r for r in surface.placed if r != EDGE_BOX]        # not the box itself
        assert len(lines) >= 6
        assert all(EDGE_BOX.contains(r) for r in lines), lines
        for n, a in enumerate(lines):
            assert not any(a.colliderect(b) for b in lines[n + 1:]), (a, lines)
    finally:
        app.context.resources.set_text_scale(100)
