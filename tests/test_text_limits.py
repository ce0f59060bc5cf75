"""Every name field keeps its length limit, whatever one event carries."""
import pygame
import pytest

from scenes.app.loop import App
from scenes.widgets.text_field import type_into

FLOOD = "x" * 10_000


def test_typing_is_cut_to_the_limit_and_drops_unprintable_characters():
    assert type_into("Alice", "bob", 14) == ("Alicebob", False)
    assert type_into("Alice", FLOOD, 14) == ("Alicexxxxxxxxx", True)
    assert type_into("A", "\x00\n\tb", 14) == ("Ab", False)
    assert type_into("A" * 14, "b", 14) == ("A" * 14, True)


@pytest.fixture
def app(tmp_path):
    application = App(strict=True, data_dir=tmp_path)
    yield application
    application.close()


def names_of(scene):
    if hasattr(scene, "names"):
        return list(scene.names)
    return [s.name for s in scene.seats]


@pytest.mark.parametrize("table, limit", [("indian", 14), ("classic", 12), ("showdown", 14)])
def test_a_flood_of_characters_in_one_event_stops_at_the_name_limit(app, table, limit):
    app.open_path(table)
    setup = app.context.manager.top
    setup.editing = 0
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode=FLOOD,
                                    scancode=0))
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=FLOOD))
    setup.editing = 0
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode=FLOOD,
                                    scancode=0))
    assert all(len(name) <= limit for name in names_of(setup)), names_of(setup)
    assert names_of(setup)[0].endswith("x")
    app.render()


def test_names_read_back_from_an_edited_save_keep_the_limits(tmp_path):
    from types import SimpleNamespace

    from game.storage.store import open_storage
    from scenes.tables.dealer.classic import saved_seats
    from scenes.tables.indian.save import saved_config
    from scenes.tables.journal import save_scene_setup
    from scenes.tables.showdown.save import saved_players
    profile = open_storage(tmp_path).profile
    context = SimpleNamespace(profile=profile, practice=False)
    setups = {"classic": {"seats": [{"kind": "human", "name": FLOOD, "level": "normal"}]},
              "showdown": {"players": [{"name": FLOOD, "kind": "human", "level": "normal"}]},
              "indian": {"names": [FLOOD, FLOOD], "opponent": "ai", "level": "normal",
                         "mode": "finals", "items": {}}}
    names = {}
    for sid, (table, setup) in enumerate(setups.items(), 1):
        save_scene_setup(profile, sid, setup)
        pending = SimpleNamespace(sitting=SimpleNamespace(id=sid, opponent="ai"),
                                  record={"setup": {}})
        loader = {"classic": saved_seats, "showdown": saved_players,
                  "indian": saved_config}[table]
        loaded = loader(context, pending)
        names[table] = list(loaded.names) if table == "indian" else [s.name for s in loaded]
    profile.close()
    assert names == {"classic": ["x" * 12], "showdown": ["x" * 14], "indian": ["x" * 14] * 2}
