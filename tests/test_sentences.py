"""Sentences, not concatenations: every line with a player in it is written
whole for "You" and for a name, and reads right both ways in both languages.

The pairs are found in the code (a call given ``N_("You take the pot")``
then ``N_("{name} takes the pot")``); every template of the catalogue with a
player's name in it must be the named half of such a pair, or be listed
below with the reason it never speaks of the player at the keyboard."""
from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from scenes.app import i18n
from scenes.app.i18n import Language
from scenes.tables.sentences import said

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = ROOT / "assets" / "locale" / "club21.pot"
PLAYER_FIELDS = ("{name}", "{who}", "{seat}", "{payer}", "{winner}")

# Templates with a player's name that need no "You" form, and why.
NOT_ABOUT_YOU = {
    # labels and headings: a name and what follows, not a sentence about the player
    "{name}: {words}", "{name}: won {amount}", "{name}: lost {amount}", "{name}: even",
    "{name}: {chips} chips", "{name}: {total} — HIT ({hit}) or STAND ({stand})?", "{name} (AI)",
    "{name} (you)", "{name}, your turn: {actions}", "{name}: CHIP BONUS", "{name} · AI {level}",
    "{name}  ·  level: {level}", "{name} ({rules})  ·  {mode}",
    "{name}: deal again, or keep the card?", "{who} · {amount}",
    # names that are never the player at the keyboard: AI players, a preset, a typed name
    "{name} is thinking…", "{name} is betting…", "{name} is an AI player",
    "Wait: {name} is thinking…", "Wait: it is {name}'s turn (AI)", "Preset: {name}",
    "Two seats are called {name}: names must differ",
    "{name} (seat {number}) has been gone {seconds} s",   # a dropped guest, seen by the host
    # pass-and-play: the line speaks to everyone else about the next player's seat name
    "Pass to {name} — click when ready", "Wait: it is {name}'s turn",
    "Everyone else, please look away. {name}: click, or press Enter, when you alone are "
    "watching.",
    # the other player of a two-player duel, never the one asked
    "{name} may take the Chip Bonus (+5) now, before the first bet",
}


def _literal(node: ast.expr) -> str | None:
    """The text of ``N_("...")``, or None."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "N_" \
            and node.args and isinstance(node.args[0], ast.Constant):
        return str(node.args[0].value)
    return None


def sentence_pairs() -> list[tuple[str, str]]:
    """Every (you, named) pair written in the scenes."""
    pairs = set()
    for path in (ROOT / "scenes").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                texts = [_literal(arg) for arg in node.args]
                for you, named in zip(texts, texts[1:]):
                    if you is not None and named is not None and "{name}" in named \
                            and "{name}" not in you:
                        pairs.add((you, named))
    return sorted(pairs)


PAIRS = sentence_pairs()


def catalogue_ids() -> list[str]:
    text = TEMPLATE.read_text(encoding="utf-8")
    ids = []
    for block in re.findall(r'^msgid ((?:".*"\n)+)', text, re.M):
        ids.append("".join(re.findall(r'"(.*)"', block)).replace('\\"', '"'))
    return [i for i in ids if i]


def fields(template: str) -> set[str]:
    return {f for _text, f, _spec, _conv in string.Formatter().parse(template) if f}


def sample_values(you: str, named: str) -> dict[str, str]:
    values = {f: "7" for f in fields(you) | fields(named)}
    values.pop("name", None)
    if "payee" in values:
        values["payee"] = "Bob"
    return values


def read_both(you: str, named: str, language: Language) -> tuple[str, str]:
    i18n.set_language(language)
    try:
        values = sample_values(you, named)
        return said("You", you, named, **values), said("Anna", you, named, **values)
    finally:
        i18n.set_language(Language.ENGLISH)


# A third-person verb after "you", a second-person one after a name.
ENGLISH_YOU_WRONG = re.compile(r"\b[Yy]ou (is|has|was|does|\w*[^s\W]s)\b|\b[Yy]ou's")
ENGLISH_NAMED_WRONG = re.compile(
    r"\bAnna (are|have|were|take|win|pay|hit|stand|bust|fold|call|raise|stay|use|show|ante|"
    r"sweep|discard|resign|sit)\b")
# Dutch says "je" to the player ("Je wint de pot"), never "jij" in one line and
# "je" in the next; "bent/hebt/kunt" go with "je", "is/heeft/kan" with a name.
DUTCH_YOU_WRONG = re.compile(r"\b[Jj]ij\b|\b[Jj]e (is|heeft|kan|wil|zal)\b")
DUTCH_NAMED_WRONG = re.compile(r"\bAnna (bent|hebt|kunt|wilt|zult)\b|\b[Jj]ij\b")


def test_the_pairs_are_found():
    assert ("You take the pot: {amount}", "{name} takes the pot: {amount}") in PAIRS
    assert len(PAIRS) > 40


def test_every_sentence_with_a_player_in_it_has_a_you_form():
    """"{name} takes the pot" alone would read "You takes the pot"."""
    named = {n for _you, n in PAIRS}
    lonely = [i for i in catalogue_ids()
              if any(field in i for field in PLAYER_FIELDS)
              and i not in named and i not in NOT_ABOUT_YOU]
    assert lonely == []


@pytest.mark.parametrize(("you", "named"), PAIRS)
def test_a_sentence_reads_right_for_you_and_for_a_name_in_english(you, named):
    to_you, about_anna = read_both(you, named, Language.ENGLISH)
    assert "Anna" not in to_you and not ENGLISH_YOU_WRONG.search(to_you), to_you
    assert "Anna" in about_anna and not ENGLISH_NAMED_WRONG.search(about_anna), about_anna


@pytest.mark.parametrize(("you", "named"), PAIRS)
def test_a_sentence_reads_right_for_you_and_for_a_name_in_dutch(you, named):
    to_you, about_anna = read_both(you, named, Language.DUTCH)
    assert to_you != you and about_anna != named.replace("{name}", "Anna")
    assert "Anna" not in to_you and not DUTCH_YOU_WRONG.search(to_you), to_you
    assert "Anna" in about_anna and not DUTCH_NAMED_WRONG.search(about_anna), about_anna


def test_the_checks_catch_the_usual_mistakes():
    assert ENGLISH_YOU_WRONG.search("You takes the pot: 60")
    assert ENGLISH_YOU_WRONG.search("It is You's turn to bet")
    assert not ENGLISH_YOU_WRONG.search("You pass") and not ENGLISH_YOU_WRONG.search("You bust")
    assert ENGLISH_NAMED_WRONG.search("Anna take the pot")
    assert DUTCH_YOU_WRONG.search("Jij wint de pot") and DUTCH_YOU_WRONG.search("Je heeft 21")
    assert DUTCH_NAMED_WRONG.search("Anna hebt 21")
    assert not DUTCH_YOU_WRONG.search("Je hebt 21 en past")


def test_the_showdown_table_says_you_take_the_pot_not_you_takes(app, monkeypatch):
    """Play rounds as "You" against "Pat": every line said about a seat reads
    right, and the lines about you are said in the second person."""
    from test_scene_showdown import YOU, play_round_by_standing, seat

    from scenes.tables.showdown.scene import ShowdownScene
    from scenes.tables.showdown.seats import SeatConfig
    from scenes.tables.showdown.summary import RoundSummaryOverlay

    heard: list[str] = []
    real_say = ShowdownScene.say
    monkeypatch.setattr(ShowdownScene, "say",
                        lambda table, text: (heard.append(i18n.say(text)), real_say(table, text)))
    app.open_path("lobby")
    table = seat(app, [YOU, SeatConfig("Pat")])
    for _ in range(6):
        play_round_by_standing(app)
        overlay = app.context.manager.top
        if isinstance(overlay, RoundSummaryOverlay):
            overlay.next_button.click()
    about_you = [line for line in heard if re.search(r"\b[Yy]ou\b", line)]
    assert about_you and table.engine.round_no > 1
    assert [line for line in heard if ENGLISH_YOU_WRONG.search(line)] == []
    assert any(line.startswith("You stand on ") or line.startswith("You take the pot")
               for line in about_you), about_you
