"""The Dutch words follow ONE glossary (docs/translating.md, "Glossary"):
neither the catalogue nor the Dutch rules use a word of its "never" column
("8 decks", "Laat opgeven", "Bank hit op zachte 17", "stoel")."""
from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY = ROOT / "docs" / "translating.md"
CATALOGUE = ROOT / "assets" / "locale" / "nl" / "LC_MESSAGES" / "club21.po"
RULES = ROOT / "docs" / "rules.nl.md"


def never_words() -> list[str]:
    """The last column of the glossary table, one phrase per comma."""
    text = GLOSSARY.read_text(encoding="utf-8").split("### Glossary", 1)[1]
    rows = [line for line in text.splitlines() if line.startswith("|")][2:]
    return [word.strip() for row in rows for word in row.strip("|").split("|")[-1].split(",")
            if word.strip()]


def pattern(phrase: str) -> re.Pattern[str]:
    """A phrase as whole words, any case; a number in it stands for any number."""
    words = [r"\d+" if w.isdigit() else re.escape(w) for w in phrase.split()]
    return re.compile(r"(?<!\w)" + r"\s+".join(words) + r"(?!\w)", re.I)


def plain(text: str) -> str:
    """``text`` without placeholders and code: ``{decks}``, `decks` are not words."""
    return re.sub(r"\{[^}]*\}|`[^`]*`", " ", text)


def dutch_texts() -> list[str]:
    with CATALOGUE.open("rb") as f:
        catalogue = read_po(f, locale="nl")
    texts = []
    for entry in catalogue:
        if entry.id:
            texts.extend([entry.string] if isinstance(entry.string, str) else entry.string)
    return texts


def breaches(texts: list[str]) -> list[str]:
    found = []
    for phrase in never_words():
        rule = pattern(phrase)
        found += [f"{phrase!r} in {text!r}" for text in texts if rule.search(plain(text))]
    return found


def test_the_glossary_names_the_words_it_forbids():
    words = never_words()
    assert {"deck", "decks", "laat opgeven", "zachte 17", "schoen", "hitten"} <= set(words)


def test_the_dutch_catalogue_keeps_to_the_glossary():
    assert breaches(dutch_texts()) == []


def test_the_dutch_rules_keep_to_the_glossary():
    assert breaches(RULES.read_text(encoding="utf-8").splitlines()) == []


def test_the_check_finds_what_the_glossary_forbids():
    assert breaches(["8 decks", "Laat opgeven", "Bank hit op zachte 17"]) == [
        "'decks' in '8 decks'", "'hit op' in 'Bank hit op zachte 17'",
        "'bank hit' in 'Bank hit op zachte 17'", "'laat opgeven' in 'Laat opgeven'",
        "'zachte 17' in 'Bank hit op zachte 17'"]
    assert breaches(["{decks} spellen", "de shoe van `decks`"]) == []
