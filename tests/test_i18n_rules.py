"""The rules in Dutch: every line of the four tables' rules screen is a
catalogue message with Dutch words of its own, the Dutch screen draws no
English rules line and changes language while it is open, and the players'
rules document has a complete Dutch twin (same sections, tables and numbers)
whose links all lead somewhere."""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pygame
import pytest

from scenes.app import i18n
from scenes.screens.rules_text import NO_RULES, Markup
from scenes.screens.rules_view import RulesView
from scenes.tables.registry import view_for
from scenes.widgets.theme import FontName

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
ENGLISH_DOC = DOCS / "rules.md"
DUTCH_DOC = DOCS / "rules.nl.md"
TABLES = ("midnight", "classic", "showdown", "indian")
# Names the Dutch table says as the English one does.
SAME_IN_DUTCH = {"Midnight Blackjack", "Classic Shoe", "Blackjack Showdown",
                 "Indian Blackjack", "Items"}



def _lines(table: str):
    return view_for(table).rules


class _RecordingFont:
    """A font that notes every text it renders (the page's words)."""

    def __init__(self, font: pygame.font.Font, drawn: list[str]) -> None:
        self._font, self._drawn = font, drawn

    def render(self, text, *args, **kwargs):
        self._drawn.append(text)
        return self._font.render(text, *args, **kwargs)

    def __getattr__(self, name):
        return getattr(self._font, name)


def _words_on_the_page(app, monkeypatch, table: str) -> str:
    """Build the rules screen; every line it renders, joined as running text."""
    drawn: list[str] = []
    resources = app.context.resources
    real_font = resources.font
    monkeypatch.setattr(resources, "font",
                        lambda *args, **kwargs: _RecordingFont(real_font(*args, **kwargs), drawn))
    view = RulesView(app.context, table)
    monkeypatch.setattr(resources, "font", real_font)
    view.draw(pygame.Surface((1280, 720)))
    return " ".join(text for text in drawn if text != "•")


# -- the screen ------------------------------------------------------------------------

@pytest.mark.parametrize("table", TABLES)
def test_every_rules_line_of_a_table_has_dutch_words_of_its_own(dutch, table):
    untranslated = [line.text for line in (*_lines(table), *NO_RULES)
                    if i18n._(line.text) == line.text and line.text not in SAME_IN_DUTCH]
    assert untranslated == []


@pytest.mark.parametrize("table", TABLES)
def test_a_rules_page_keeps_its_markup_whatever_the_language(table):
    lines = _lines(table)
    assert lines[0].markup is Markup.HEADING                       # the title
    assert {line.markup for line in lines} >= {Markup.HEADING, Markup.BULLET}
    assert not any(line.text.startswith(("# ", "- ")) for line in lines)


@pytest.mark.parametrize("table", TABLES)
def test_the_dutch_rules_screen_of_a_table_draws_no_english_rules_line(
        app, monkeypatch, dutch, table):
    page = _words_on_the_page(app, monkeypatch, table)
    english = [line.text for line in _lines(table)
               if line.text not in SAME_IN_DUTCH and line.text in page]
    missing_dutch = [i18n._(line.text) for line in _lines(table)
                     if i18n._(line.text) not in page]
    assert english == [] and missing_dutch == []


def test_the_dutch_rules_say_the_casino_phrases_players_know(dutch):
    page = " ".join(i18n._(line.text) for table in TABLES for line in _lines(table))
    for phrase in ("Blackjack betaalt 3 tegen 2",
                   "De bank trekt tot en met 16 en past op alle 17's",
                   "Verzekering betaalt 2 tegen 1"):
        assert phrase in page


@pytest.mark.parametrize("table", TABLES)
def test_every_dutch_heading_is_dutch_and_fits_the_rules_page(app, dutch, table):
    """Headings are not wrapped: a long one would run off the page."""
    view = RulesView(app.context, table)
    res = app.context.resources
    for index, line in enumerate(_lines(table)):
        if line.markup is Markup.HEADING:
            words = i18n._(line.text)
            assert words != line.text or line.text in SAME_IN_DUTCH
            font = res.font(FontName.BOLD, 30 if index == 0 else 22)
            assert font.size(words)[0] <= view.page.get_width(), words


def test_switching_the_language_on_an_open_rules_screen_changes_its_text(app):
    app.context.manager.clear()
    app.context.open_scene("lobby")
    app.context.open_scene("indian")
    app.context.open_scene("pause")
    view = app.context.open_scene("rules", table="indian")
    english_page = pygame.image.tobytes(view.page, "RGBA")
    view.scroll_by(10_000)
    try:
        app.context.update_settings(language="nl")
        assert view.close_button.text == "Sluiten"
        assert pygame.image.tobytes(view.page, "RGBA") != english_page
        assert view.scroll == view.max_scroll > 0   # still at the end, of the Dutch page
        view.draw(pygame.Surface((1280, 720)))
    finally:
        app.context.update_settings(language="en")
    assert view.close_button.text == "Close"
    assert pygame.image.tobytes(view.page, "RGBA") == english_page


# -- the document --------------------------------------------------------------------

HEADING = re.compile(r"^(#{1,6}) ", re.MULTILINE)
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"```.*?```", re.DOTALL)


def _doc(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _table_shapes(text: str) -> list[tuple[int, int]]:
    """(rows, columns) of every markdown table, in order."""
    shapes, rows = [], []
    for line in [*text.splitlines(), ""]:
        if line.startswith("|"):
            rows.append(line)
        elif rows:
            shapes.append((len(rows), rows[0].count("|")))
            rows = []
    return shapes


def _numbers(text: str) -> Counter[str]:
    """Every run of digits: 1,000.50 and 1.000,50 both give 1, 000 and 50."""
    return Counter(re.findall(r"\d+", text))


def _slug(heading: str) -> str:
    """The anchor GitHub gives a heading."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def _anchors(path: Path) -> set[str]:
    seen: Counter[str] = Counter()
    anchors = set()
    for line in _doc(path).splitlines():
        if HEADING.match(line):
            slug = _slug(line.lstrip("#"))
            anchors.add(slug if not seen[slug] else f"{slug}-{seen[slug]}")
            seen[slug] += 1
    return anchors


def test_the_dutch_rules_document_has_the_english_ones_sections_tables_and_numbers():
    english, dutch = _doc(ENGLISH_DOC), _doc(DUTCH_DOC)
    levels = [Counter(HEADING.findall(text)) for text in (english, dutch)]
    assert levels[0] == levels[1]
    assert _table_shapes(english) == _table_shapes(dutch)
    assert _numbers(english) == _numbers(dutch)
    assert len(dutch.splitlines()) > 0.9 * len(english.splitlines())


def test_the_dutch_rules_document_is_written_in_dutch():
    dutch = _doc(DUTCH_DOC)
    english_paragraphs = [p for p in _doc(ENGLISH_DOC).split("\n\n")
                          if len(p) > 80 and not p.startswith(("|", "```"))]
    assert [p for p in english_paragraphs if p in dutch] == []
    for phrase in ("Blackjack betaalt 3 tegen 2", "Verzekering betaalt 2 tegen 1", "de bank"):
        assert phrase in dutch


def test_the_english_and_dutch_rules_documents_name_each_other_at_the_top():
    english_top = _doc(ENGLISH_DOC).splitlines()[:4]
    dutch_top = _doc(DUTCH_DOC).splitlines()[:4]
    assert any("Nederlands" in line and "(rules.nl.md)" in line for line in english_top)
    assert any("English" in line and "(rules.md)" in line for line in dutch_top)


def test_every_link_in_both_rules_documents_leads_to_a_file_and_heading_that_exist():
    broken = []
    for doc in (ENGLISH_DOC, DUTCH_DOC):
        for target in LINK.findall(FENCE.sub("", _doc(doc))):
            if target.startswith(("http://", "https://", "mailto:")):
                continue
            file_part, _hash, anchor = target.partition("#")
            linked = (doc.parent / file_part).resolve() if file_part else doc
            if not linked.exists() or (anchor and linked.suffix == ".md"
                                       and anchor not in _anchors(linked)):
                broken.append(f"{doc.name}: {target}")
    assert broken == []
