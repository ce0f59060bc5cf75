"""Every language the game ships formats its numbers (the frozen build's smoke check)."""
from __future__ import annotations

import babel.localedata

from scenes.app import format_check
from scenes.app.i18n import Language


def test_every_shipped_language_formats_money_percentages_and_months():
    assert format_check.formatting_problems() == []
    assert set(format_check.EXPECTED) == set(Language)


def test_a_language_whose_locale_data_is_missing_is_reported(monkeypatch, tmp_path):
    monkeypatch.setattr(babel.localedata, "_dirname", str(tmp_path))
    monkeypatch.setattr(babel.localedata, "_cache", {})
    problems = format_check.formatting_problems()
    assert len(problems) == len(Language)
    assert problems[0].startswith("English: ")


def test_a_language_that_writes_the_wrong_digits_is_reported(monkeypatch):
    monkeypatch.setitem(format_check.EXPECTED, Language.DUTCH, ("12,345.67", "0.5%", "March"))
    assert format_check.formatting_problems() == [
        "Nederlands: wrote ('12.345,67', '0,5%', 'maart'), "
        "expected ('12,345.67', '0.5%', 'March')"]
