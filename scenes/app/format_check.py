"""Does every language the game ships still format its numbers?

The executables keep only the locale data of the game's own languages (see
``build.spec``); a language whose data went missing would show English digits
or fail at the first number.  ``--smoke`` runs this check in the frozen build
and the installed wheel, so a trimmed-away locale fails CI, not a player.
"""
from __future__ import annotations

from decimal import Decimal

from babel.core import Locale
from babel.dates import format_date
from babel.numbers import format_decimal, format_percent

from scenes.app.i18n import Language

# What each language must write: one amount of money, one percentage and
# one month's name (CLDR's, so a missing data file cannot pass by accident).
EXPECTED: dict[Language, tuple[str, str, str]] = {
    Language.ENGLISH: ("12,345.67", "0.5%", "March"),
    Language.DUTCH: ("12.345,67", "0,5%", "maart"),
}


def formatting_problems() -> list[str]:
    """One line per language whose formatting is missing or wrong; [] when all work."""
    from datetime import date

    problems = []
    for language in Language:
        expected = EXPECTED.get(language)
        if expected is None:
            problems.append(f"{language.native_name}: no formatting check written")
            continue
        try:
            locale = Locale.parse(language.babel_locale)
            written = (str(format_decimal(Decimal("12345.67"), format="#,##0.00", locale=locale)),
                       str(format_percent(Decimal("0.005"), format="#,##0.0%", locale=locale)),
                       str(format_date(date(2026, 3, 3), "MMMM", locale=locale)))
        except Exception as exc:  # a missing locale file raises many kinds
            problems.append(f"{language.native_name}: {type(exc).__name__}: {exc}")
            continue
        if written != expected:
            problems.append(f"{language.native_name}: wrote {written}, expected {expected}")
    return problems
