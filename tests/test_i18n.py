"""Two languages: the Dutch catalogue is complete and current, ships in every
layout, switches at once, and the Dutch screens show no English and no label
wider than its button."""
from __future__ import annotations

import gettext
import re
import shutil
import sys
from decimal import Decimal
from pathlib import Path

import pygame
import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from scenes.app import i18n, locations
from scenes.app.i18n import Language
from scenes.app.settings_store import Settings
from scenes.widgets.button import TEXT_PAD, Button

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "assets" / "locale"
DUTCH_PO = LOCALE / "nl" / "LC_MESSAGES" / "club21.po"
DUTCH_MO = DUTCH_PO.with_suffix(".mo")
PLACEHOLDER = re.compile(r"\{(\w*)\}")



def _catalogue():
    with DUTCH_PO.open("rb") as handle:
        return read_po(handle)


def _source_messages() -> set[str | tuple[str, ...]]:
    """Every string marked in game/ and scenes/ (what pybabel extract finds)."""
    found: set[str | tuple[str, ...]] = set()
    for folder in ("game", "scenes"):
        for _file, _line, message, _comments, _context in extract_from_dir(
                str(ROOT / folder), method_map=[("**.py", "python")]):
            found.add(message if isinstance(message, str) else tuple(message))
    return found


# -- the catalogue ----------------------------------------------------------------

def test_every_dutch_message_is_translated_and_none_is_fuzzy():
    catalogue = _catalogue()
    messages = [m for m in catalogue if m.id]
    untranslated = [m.id for m in messages
                    if not (m.string if isinstance(m.string, str) else all(m.string))]
    fuzzy = [m.id for m in messages if m.fuzzy]
    assert len(messages) > 250
    assert untranslated == [] and fuzzy == []


def test_every_string_marked_in_the_code_is_in_the_dutch_catalogue():
    """A new _("...") fails here until it is extracted and translated
    (docs/translating.md)."""
    ids = {m.id if isinstance(m.id, str) else tuple(m.id) for m in _catalogue() if m.id}
    missing = sorted(map(str, _source_messages() - ids))
    assert missing == [], f"not in {DUTCH_PO.name}: {missing}"


def test_translations_keep_every_placeholder_of_their_message():
    for message in _catalogue():
        if not message.id:
            continue
        ids = [message.id] if isinstance(message.id, str) else list(message.id)
        strings = [message.string] if isinstance(message.string, str) else list(message.string)
        wanted = set(PLACEHOLDER.findall(ids[-1]))
        # a singular form may leave the count out ("your push rides…")
        assert set(PLACEHOLDER.findall(strings[-1])) == wanted, message.id
        for string in strings[:-1]:
            assert set(PLACEHOLDER.findall(string)) <= wanted, message.id


def test_the_compiled_catalogue_matches_its_source():
    """The .mo is committed: it must say what the .po says."""
    with DUTCH_MO.open("rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    for message in _catalogue():
        if message.id and isinstance(message.id, str):
            assert compiled.gettext(message.id) == message.string, message.id
    assert compiled.ngettext("your push rides on its spot",
                             "your {count} pushes ride on their spots", 2) \
        == "je {count} gelijkspellen blijven op hun vak staan"


# -- finding the catalogue: checkout, wheel, executable -------------------------------

def _copy_locale(to: Path) -> None:
    shutil.copytree(LOCALE, to / "locale")


def test_a_checkout_finds_the_dutch_catalogue():
    assert i18n.load_translation(Language.DUTCH).gettext("DEAL") == "DELEN"


def test_an_installed_wheel_finds_the_catalogue_in_the_asset_package(monkeypatch, tmp_path):
    monkeypatch.setattr(locations, "SOURCE_ROOT", tmp_path / "site-packages")
    package = tmp_path / "lib" / locations.ASSET_PACKAGE
    package.mkdir(parents=True)
    _copy_locale(package)
    monkeypatch.syspath_prepend(str(tmp_path / "lib"))
    assert i18n.locale_dir() == package / "locale"
    assert i18n.load_translation(Language.DUTCH).gettext("CLEAR TABLE") == "TAFEL WISSEN"


def test_a_frozen_executable_finds_the_catalogue_in_its_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    _copy_locale(tmp_path / "assets")
    assert i18n.locale_dir() == tmp_path / "assets" / "locale"
    assert i18n.load_translation(Language.DUTCH).gettext("SAME BET") == "ZELFDE INZET"


def test_the_wheel_and_the_executable_take_the_catalogue_with_the_assets():
    import tomllib
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert pyproject["tool"]["setuptools"]["package-data"]["club21_assets"] == ["**/*"]
    assert any(d.startswith("babel") for d in pyproject["project"]["dependencies"])
    assert '(os.path.join(ROOT, "assets"), "assets")' in (ROOT / "build.spec").read_text()


# -- choosing the language ----------------------------------------------------------

@pytest.mark.parametrize("word, language", [
    ("nl", Language.DUTCH), ("nl_NL.UTF-8", Language.DUTCH), ("nl-BE", Language.DUTCH),
    ("Nederlands", Language.DUTCH), ("en_GB", Language.ENGLISH), ("de_DE", None), ("", None),
    ("C.UTF-8", None)])
def test_language_words_are_read_like_locale_names(word, language):
    assert i18n.parse_language(word) is language


def test_the_environment_beats_the_saved_choice_which_beats_the_system(monkeypatch):
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.delenv("CLUB21_LANG")
    assert i18n.chosen_language("") is Language.DUTCH          # the system's
    assert i18n.chosen_language("en") is Language.ENGLISH     # saved
    monkeypatch.setenv("CLUB21_LANG", "nl")
    assert i18n.chosen_language("en") is Language.DUTCH       # the environment


def test_the_language_is_saved_with_the_settings_and_a_wrong_one_is_refused():
    assert Settings.from_json(Settings(language="nl").to_json()).language == "nl"
    assert Settings.from_json({}).language == ""
    with pytest.raises(ValueError, match="language"):
        Settings.from_json({"language": 7})


def test_the_lang_option_sets_the_language_for_the_run(monkeypatch):
    from scenes.app import cli
    monkeypatch.setenv("CLUB21_LANG", "en")   # noted, so the suite's English comes back after
    monkeypatch.setattr(cli, "take_screenshot", lambda *args: 0)
    assert cli.run_cli(["--lang", "nl", "--screenshot", "x.png"]) == 0
    assert i18n.chosen_language("en") is Language.DUTCH


# -- numbers and money ---------------------------------------------------------------

def test_money_is_formatted_in_the_players_language(dutch):
    assert i18n.format_money(123_456) == "1.234,56"
    assert i18n.format_money(2_500, always_cents=False) == "25"
    assert i18n.format_money(1_250, always_cents=False) == "12,50"
    assert i18n.format_percent(Decimal("0.005")) == "0,5%"
    i18n.set_language(Language.ENGLISH)
    assert i18n.format_money(123_456) == "1,234.56"
    assert i18n.format_money(-1_000_000) == "-10,000.00"
    assert i18n.format_number(1_000_000) == "1,000,000"


# -- the screens in Dutch -------------------------------------------------------------

def _record_frame(app, monkeypatch):
    """Draw one frame; return (every text rendered, every button drawn)."""
    from scene_helpers import draw_recorded
    frame = draw_recorded(app)
    return frame.texts, frame.buttons


def _english_left(texts: list[str]) -> list[str]:
    """Texts drawn as their English message although Dutch has other words."""
    catalogue = {m.id: m.string for m in _catalogue() if isinstance(m.id, str) and m.id}
    return sorted({t for t in texts if t in catalogue and catalogue[t] != t})


def _too_wide(buttons: list[Button]) -> list[str]:
    return [f"{b.text!r} {b.text_width()} > {b.rect.w - 2 * TEXT_PAD}" for b in buttons
            if b.visible and b.text_width() > b.rect.w - 2 * TEXT_PAD]


@pytest.mark.parametrize("stack, words", [
    (["lobby"], ()),
    (["lobby", "settings"], ()),
    (["lobby", "midnight"], ("bet 1 10", "bet 2 25", "deal")),
    (["lobby", "midnight"], ("bet 1 10", "deal", "stand")),
    (["lobby", "midnight", "pause"], ()),
    (["lobby", "classic"], ()),
    (["lobby", "classic"], ("bet 1 10", "deal")),
    (["lobby", "showdown"], ()),
    (["lobby", "showdown"], ("stand",)),
])
def test_a_dutch_screen_shows_no_english_and_no_label_wider_than_its_button(
        app, monkeypatch, dutch, stack, words):
    app.context.manager.clear()
    for name in stack:
        scene = app.context.open_scene(name)
        if name != "lobby" and words:     # a table's setup hands the words to its table
            scene.apply_actions(list(words))
    for _frame in range(3):
        app.context.manager.update(1 / 60)
    texts, buttons = _record_frame(app, monkeypatch)
    assert buttons
    assert _english_left(texts) == []
    assert _too_wide(buttons) == []


@pytest.mark.parametrize("stack", [
    ["lobby", "stats"],
    ["lobby", "history"],
    ["lobby", "storage_problem"],
    ["lobby", "training"],
    ["lobby", "training", "strategy_drill"],
    ["lobby", "training", "count_drill"],
    ["lobby", "training", "heat_map"],
])
def test_the_records_problems_and_training_screens_are_dutch_and_fit(
        app, monkeypatch, dutch, stack):
    app.context.manager.clear()
    for name in stack:
        app.context.open_scene(name)
    for _frame in range(3):
        app.context.manager.update(1 / 60)
    texts, buttons = _record_frame(app, monkeypatch)
    assert buttons
    assert _english_left(texts) == []
    assert _too_wide(buttons) == []


def test_the_insurance_question_is_asked_in_dutch_within_its_buttons(monkeypatch, tmp_path):
    """Seed 28 deals the dealer an ace at Midnight."""
    from scene_helpers import opened_instant_app
    try:
        with opened_instant_app(tmp_path, 28) as app:
            i18n.set_language(Language.DUTCH)   # after the app took the suite's English
            app.context.manager.clear()
            table = app.context.open_scene("midnight")
            table.apply_actions(["bet 1 10", "deal"])
            app.context.manager.update(1 / 60)
            texts, buttons = _record_frame(app, monkeypatch)
            assert "GEEN VERZEKERING" in [b.text for b in buttons]
            assert table.message.startswith("De bank toont een aas")
            assert _english_left(texts) == [] and _too_wide(buttons) == []
    finally:
        i18n.set_language(Language.ENGLISH)


def test_the_quit_and_confirm_dialogs_fit_in_dutch(app, monkeypatch, dutch):
    from scenes.dialogs.confirm import Confirm
    from scenes.dialogs.quit_confirm import QuitConfirm
    app.context.manager.clear()
    app.context.open_scene("lobby")
    for dialog in (QuitConfirm(app.context),
                   Confirm(app.context, i18n._("Resign this match?"),
                           i18n._("It ends now and counts as lost."), i18n._("Resign"),
                           pygame.K_g, lambda: None)):
        app.context.manager.push(dialog)
        texts, buttons = _record_frame(app, monkeypatch)
        assert _english_left(texts) == [] and _too_wide(buttons) == []
        assert {"Stoppen", "Terug"} & {b.text for b in buttons}
        app.context.manager.pop()


@pytest.mark.parametrize("words", [(), ("raise 2",), ("raise 2", "call"),
                                   ("raise 2", "call", "stay", "stay")])
def test_the_indian_table_speaks_dutch_within_its_buttons(app, monkeypatch, dutch, words):
    from scenes.tables.indian.config import IndianConfig
    from scenes.tables.indian.scene import IndianScene
    app.context.manager.clear()
    app.context.open_scene("lobby")
    table = IndianScene(app.context, config=IndianConfig())
    app.context.manager.push(table)
    table.apply_actions(list(words))
    for _frame in range(3):
        app.context.manager.update(1 / 60)
    texts, buttons = _record_frame(app, monkeypatch)
    assert "Jij" in texts and buttons
    assert _english_left(texts) == [] and _too_wide(buttons) == []


def test_the_indian_setup_match_over_and_hand_over_fit_in_dutch(app, monkeypatch, dutch):
    from scenes.dialogs.handover import HandOverScene
    from scenes.tables.indian.text import match_over_words
    from scenes.tables.match_over import duel_over
    app.context.manager.clear()
    app.context.open_scene("lobby")
    app.context.open_scene("indian")
    title, line = match_over_words("You", 9, 60)
    for screen in (None, duel_over(app.context, title, line, "You", lambda: None,
                                   lambda: None),
                   HandOverScene(app.context, "Bob", lambda: None, "Ronde 2: Bob begint")):
        if screen is not None:
            app.context.manager.push(screen)
        texts, buttons = _record_frame(app, monkeypatch)
        assert _english_left(texts) == [] and _too_wide(buttons) == [], texts
    assert title == "Je wint de wedstrijd!" and line == "Je hebt alle 60 fiches na 9 rondes"


def test_every_keys_card_line_fits_its_card_in_dutch(app, dutch):
    from scenes.screens import keys_card
    card = keys_card.KeysCard(app.context)
    area = card.panel.content_rect
    room = area.right - (area.x + 222)
    res = app.context.resources
    from scenes.app.key_maps import KEY_MAPS
    from scenes.tables.registry import screen_key_maps
    every = [*KEY_MAPS.values(), *screen_key_maps().values()]
    rows = [row for keymap in every for row in keymap.rows()]
    rows += [(i18n._(keys), i18n._(meaning))
             for keys, meaning in [*keys_card.GENERAL[1], *keys_card.COMMON]]
    for keys, meaning in rows:
        assert res.text(meaning, 17, (0, 0, 0)).get_width() <= room, meaning
        assert res.text(keys, 17, (0, 0, 0), bold=True).get_width() <= 200, keys


def test_the_settings_labels_fit_beside_their_controls_in_dutch(app, dutch):
    from scenes.screens import settings
    res = app.context.resources
    room = settings.CONTROL_X - settings.LABEL_X - 8
    for label in settings.ROW_LABELS.values():
        assert res.text(i18n._(label), 20, (0, 0, 0), bold=True).get_width() <= room, label


def test_the_lobby_welcome_fits_its_panel_in_dutch(app, dutch):
    from scenes.screens import lobby
    res = app.context.resources
    room = lobby.INFO_PANEL.w - 2 * 20
    for line in filter(None, lobby.WELCOME_LINES):
        assert res.text(i18n._(line), 18, (0, 0, 0)).get_width() <= room, line


def test_choosing_nederlands_in_settings_changes_every_open_screen_at_once(app):
    app.context.manager.clear()
    lobby = app.context.open_scene("lobby")
    settings = app.context.open_scene("settings")
    try:
        settings.language_buttons[1].click()
        assert app.context.settings.language == "nl"
        assert i18n.current_language() is Language.DUTCH
        assert settings.back.text == "Terug"
        assert [b.text for b, _msg in lobby._labels][:2] == ["Instellingen", "Huisregels"]
        settings.language_buttons[0].click()
        assert settings.back.text == "Back"
        assert [b.text for b, _msg in lobby._labels][0] == "Settings"
    finally:
        i18n.set_language(Language.ENGLISH)


def test_a_table_under_the_menu_changes_its_buttons_and_felt_with_the_language(app):
    app.context.manager.clear()
    app.context.open_scene("lobby")
    table = app.context.open_scene("midnight")
    english_felt = pygame.image.tobytes(table._static, "RGB")
    try:
        app.context.update_settings(language="nl")
        labels = [item.button.text for item in table.bar.items]
        assert "DELEN" in labels and "TAFEL WISSEN" in labels
        assert table.menu_button.text == "Menu"
        assert pygame.image.tobytes(table._static, "RGB") != english_felt
    finally:
        app.context.update_settings(language="en")
    assert "DEAL" in [item.button.text for item in table.bar.items]


def test_an_engine_message_is_english_as_text_and_translated_with_its_money_when_said(dutch):
    from game.messages import N_, Chips, message
    refusal = message(N_("Place a bet first"))
    assert str(refusal) == "Place a bet first"
    assert i18n.say(refusal) == i18n._("Place a bet first")
    money = message(N_("{amount} chips"), amount=Chips(125_050))
    assert str(money) == "1,250.50 chips"
    assert i18n.say(money).startswith("1.250,50")


def test_a_translated_text_kept_from_before_a_switch_is_said_again_in_the_new_language():
    from scenes.app.i18n import _, format_money, ngettext, resay
    kept = _("Back")
    line = _("Spot {spot}").format(spot=2)
    money = format_money(123_450)
    counted = ngettext("your push rides on its spot",
                       "your {count} pushes ride on their spots", 2).format(count=2)
    try:
        i18n.set_language(Language.DUTCH)
        assert (resay(kept), resay(money)) == ("Terug", "1.234,50")
        assert resay(line) == _("Spot {spot}").format(spot=2) != "Spot 2"
        assert resay(counted) == "je 2 gelijkspellen blijven op hun vak staan"
        assert resay("plain words") == "plain words"
    finally:
        i18n.set_language(Language.ENGLISH)
    assert resay(resay(line)) == "Spot 2"


def test_the_smoke_run_names_its_language_and_fails_when_the_catalogue_is_gone(
        monkeypatch, tmp_path, capsys):
    from scenes.app import cli
    monkeypatch.setenv("CLUB21_LANG", "en")   # noted, so the suite's English comes back after
    monkeypatch.setenv("CLUB21_DATA_DIR", str(tmp_path / "data"))
    try:
        assert cli.run_cli(["--smoke", "--frames", "1", "--lang", "nl"]) == 0
        assert "scenes OK (Nederlands)" in capsys.readouterr().out
        monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path / "nowhere")
        assert cli.run_cli(["--smoke", "--frames", "1", "--lang", "nl"]) == 1
        assert "no catalogue for Nederlands" in capsys.readouterr().err
    finally:
        i18n.set_language(Language.ENGLISH)


@pytest.mark.parametrize("damage", [b"", b"\x00" * 7, b"\xde\x12\x04\x95" + b"\xff" * 40,
                                    b"not a catalogue at all, just words" * 3])
def test_a_damaged_dutch_catalogue_shows_english_instead_of_stopping_the_game(
        monkeypatch, tmp_path, damage):
    broken = tmp_path / "locale" / "nl" / "LC_MESSAGES"
    broken.mkdir(parents=True)
    (broken / "club21.mo").write_bytes(damage)
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path / "locale")
    translation = i18n.load_translation(Language.DUTCH)
    assert translation.gettext("DEAL") == "DEAL"
