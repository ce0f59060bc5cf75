"""Names read back from the save are kept as typed names are: printable
characters only, within the name field's limit.  An edited save (its meta
rows' checksums recomputed) may hold a NUL, which pygame cannot draw."""
import json

import pygame
from scene_helpers import push

from game.storage.db import put_meta
from game.storage.store import open_storage
from scenes.screens.round_story import player_names
from scenes.tables.dealer.classic_setup import NAME_LIMIT, SEATS, ClassicSetupScene
from scenes.tables.seat_config import SeatKind
from scenes.tables.showdown.config import NAME_MAX
from scenes.tables.showdown.setup import ShowdownSetupScene
from scenes.widgets.text_field import kept_name

HOSTILE = "Ann\x00\x07\u200bBee\n" + "x" * 40


def remember(profile, key, rows):
    with profile.db.write() as cur:
        put_meta(cur, key, json.dumps(rows))


def drawn(app, scene):
    push(app, scene)
    scene.update(0.016)
    scene.draw(pygame.Surface((1280, 720)))


def test_a_name_from_the_save_keeps_what_typing_keeps():
    assert kept_name(HOSTILE, 14) == "AnnBeexxxxxxxx"
    assert kept_name(None, 14) == "None" and kept_name("Zoë", 14) == "Zoë"


def test_a_nul_in_a_remembered_showdown_seat_name_neither_shows_nor_raises(app, tmp_path):
    app.context.profile = open_storage(tmp_path).profile
    remember(app.context.profile, "showdown.seats",
             [{"kind": "human", "name": HOSTILE, "level": "normal"},
              {"kind": "ai", "name": "Z\x00ed", "level": "easy"}])
    setup = ShowdownSetupScene(app.context)
    names = [p.name for p in setup.players()[:2]]
    assert names == [kept_name(HOSTILE, NAME_MAX), "Zed"]
    drawn(app, setup)


def test_a_nul_in_a_remembered_classic_seat_name_neither_shows_nor_raises(app, tmp_path):
    app.context.profile = open_storage(tmp_path).profile
    rows = [{"kind": "empty", "name": "", "level": "normal"}] * SEATS
    rows[0] = {"kind": "human", "name": HOSTILE, "level": "normal"}
    remember(app.context.profile, "classic.seats", rows)
    setup = ClassicSetupScene(app.context)
    assert setup.seats[0].kind is SeatKind.HUMAN
    assert setup.seats[0].name == kept_name(HOSTILE, NAME_LIMIT)
    drawn(app, setup)


def test_the_history_names_players_as_typing_would_have_kept_them():
    assert player_names("indian", {"names": [HOSTILE, "B\x00"]}) == \
        [kept_name(HOSTILE, 14), "B"]
    assert player_names("classic", {"seats": [{"kind": "human", "name": "\x00Q"}]}) == ["Q"]
