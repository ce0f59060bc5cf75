"""The game's languages: gettext catalogues, the current language, and
locale-aware numbers and money.

Strings are marked with ``_()`` / ``ngettext()`` and looked up when they are
built, never at import time.  What they return is a ``Said``: a ``str`` in the
current language that remembers how it was said — its message, the values
``.format()`` put in, the cents ``format_money`` showed.  So a text kept
anywhere (a button's label, a table's message line) is said again in the new
language when it is drawn after a switch: ``Resources.text`` and the widgets
call ``resay``.  A text glued together with ``+`` or an f-string is a plain
``str`` and forgets; so do surfaces rendered ahead of time.  Scenes rebuild
those in ``Scene.language_changed`` (the Context calls it on every scene of
the stack).  Text kept at import time is
marked with ``N_()`` (extracted, not translated) and passed through ``_()``
when drawn.

Catalogues: ``assets/locale/<lang>/LC_MESSAGES/club21.mo``, shipped with the
other assets (the ``club21_assets`` package in a wheel, ``assets/`` in the
frozen executable).  docs/translating.md says how to extract and compile them.

Money stays integer cents in the engine; only the view formats it, through
Babel: ``format_money(123456)`` is "1,234.56" in English and "1.234,56" in
Dutch.
"""
from __future__ import annotations

import functools
import gettext
import locale
import logging
import os
import struct
from collections.abc import Callable
from decimal import Decimal
from enum import Enum
from pathlib import Path
from typing import ParamSpec

from game.messages import Chips, Message
from scenes.app.locations import asset_root

DOMAIN = "club21"
log = logging.getLogger(__name__)
P = ParamSpec("P")
ENV_VARIABLE = "CLUB21_LANG"


class Language(str, Enum):
    ENGLISH = "en"
    DUTCH = "nl"

    @property
    def native_name(self) -> str:
        """The language's own name: what a speaker of it looks for in a picker."""
        return {"en": "English", "nl": "Nederlands"}[self.value]

    @property
    def babel_locale(self) -> str:
        return {"en": "en_US", "nl": "nl_NL"}[self.value]


DEFAULT = Language.ENGLISH
_current = DEFAULT
_translation: gettext.NullTranslations = gettext.NullTranslations()


def locale_dir() -> Path:
    """Where the compiled catalogues are, however the game was installed."""
    return asset_root() / "locale"


def parse_language(word: str | None) -> Language | None:
    """``"nl"``, ``"nl_NL.UTF-8"``, ``"Dutch"``… → a Language; None if not ours."""
    if not word:
        return None
    code = word.strip().lower().replace("-", "_").split(".")[0].split("_")[0]
    aliases = {"dutch": "nl", "nederlands": "nl", "english": "en"}
    code = aliases.get(code, code)
    try:
        return Language(code)
    except ValueError:
        return None


def system_language() -> Language:
    """The operating system's language if we have it, else English."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        found = parse_language(os.environ.get(variable))
        if found is not None:
            return found
    try:
        found = parse_language(locale.getlocale()[0])
    except ValueError:
        found = None
    return found or DEFAULT


def chosen_language(saved: str | None) -> Language:
    """``$CLUB21_LANG`` (screenshots, tests) over the saved choice over the system's."""
    return (parse_language(os.environ.get(ENV_VARIABLE)) or parse_language(saved)
            or system_language())


def load_translation(language: Language) -> gettext.NullTranslations:
    """The catalogue of ``language``; English (the source strings) when it is
    missing or damaged — a broken file must not stop the game from starting."""
    if language is Language.ENGLISH:  # the source strings are English
        return gettext.NullTranslations()
    try:
        return gettext.translation(DOMAIN, locale_dir(), languages=[language.value],
                                   fallback=True)
    except (OSError, ValueError, UnicodeError, IndexError, struct.error) as exc:
        log.warning("the %s catalogue cannot be read (%s): English is shown", language.value,
                    exc)
        return gettext.NullTranslations()


def set_language(language: Language) -> None:
    """Switch every later ``_()`` to ``language`` (no restart)."""
    global _current, _translation
    _translation = load_translation(language)
    _current = language
    _said.cache_clear()          # the catalogue may be another file for the same language


def current_language() -> Language:
    return _current


def catalogue_found() -> bool:
    """Whether the current language has its catalogue (English needs none):
    a build that lost ``assets/locale`` would show English silently."""
    return _current is Language.ENGLISH or type(_translation) is not gettext.NullTranslations


class Said(str):
    """A text in the language it was said in, able to say itself again.

    ``again`` rebuilds the text in the current language; ``.format()`` keeps
    that ability (its values said again too).  Everything else a ``str`` does
    (``+``, ``upper``, slicing) gives a plain ``str``."""

    again: Callable[[], str]
    language: Language

    def __new__(cls, text: str, again: Callable[[], str]) -> Said:
        said = super().__new__(cls, text)
        said.again, said.language = again, _current
        return said

    def format(self, *args: object, **kwargs: object) -> Said:
        template = self
        return Said(str.format(self, *args, **kwargs),
                    lambda: str.format(resay(template), *map(resay_value, args),
                                       **{k: resay_value(v) for k, v in kwargs.items()}))


def remade(make: Callable[[], str]) -> Said:
    """The text ``make()`` builds now, built again by ``make`` after a switch:
    for a text shaped by more than ``format`` (``capitalize``, joins)."""
    return Said(make(), make)


def joined(separator: str, parts: list[str]) -> Said:
    """``separator.join(parts)`` that says each part again after a switch."""
    kept = list(parts)
    return Said(separator.join(kept), lambda: separator.join(resay(part) for part in kept))


def said_again(function: Callable[P, str]) -> Callable[P, str]:
    """Decorate a formatter so what it returns is said again after a switch."""
    @functools.wraps(function)
    def formatted(*args: P.args, **kwargs: P.kwargs) -> str:
        return remade(lambda: function(*args, **kwargs))
    return formatted


def resay(text: str) -> str:
    """``text`` in the current language if it is a ``Said`` from another one."""
    if isinstance(text, Said) and text.language is not _current:
        return text.again()
    return text


def resay_value(value: object) -> object:
    return resay(value) if isinstance(value, Said) else value


def _(message: str) -> str:
    return _said(message, _current)


@functools.lru_cache(maxsize=4096)
def _said(message: str, language: Language) -> Said:
    """``message`` translated, kept by (message, language): a frame asks for the
    same few dozen texts each time, and a ``Said`` never changes once made."""
    return Said(_translation.gettext(message), lambda: _(message))


def ngettext(singular: str, plural: str, count: int) -> str:
    return Said(_translation.ngettext(singular, plural, count),
                lambda: ngettext(singular, plural, count))


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it now."""
    return message


def say(text: Message | str) -> str:
    """An engine ``Message`` (or a plain English text marked elsewhere) in
    the current language: the template translated, its values filled in —
    money through ``format_money``, a nested Message said in turn."""
    if isinstance(text, str):
        return _(text)
    values = {name: _say_value(value) for name, value in text.values.items()}
    return Said(_(text.template).format(**values), lambda: say(text))


def _say_value(value: object) -> object:
    if isinstance(value, Chips):
        return format_money(value.cents, always_cents=False)
    if isinstance(value, Message):
        return say(value)
    return value


# -- numbers and money (Babel is imported only when a number is first shown) --
def format_number(value: int | Decimal) -> str:
    return _number(value, _current)


@functools.lru_cache(maxsize=1024)
def _number(value: int | Decimal, language: Language) -> Said:
    from babel.numbers import format_decimal
    return Said(str(format_decimal(value, locale=language.babel_locale)),
                lambda: format_number(value))


def format_percent(fraction: Decimal) -> str:
    """0.005 -> "0.5%" / "0,5%"."""
    return _percent(fraction, _current)


@functools.lru_cache(maxsize=1024)
def _percent(fraction: Decimal, language: Language) -> Said:
    from babel.numbers import format_percent as babel_percent
    return Said(str(babel_percent(fraction, format="#,##0.0%", locale=language.babel_locale)),
                lambda: format_percent(fraction))


@said_again
def format_fixed(value: float, decimals: int, *, signed: bool = False) -> str:
    """``value`` with ``decimals`` digits after the point: "0.5166" / "0,5166";
    ``signed`` puts "+" before a positive value.  Rounded as Python's format
    rounds (what the English screens always showed), then written in the
    player's language."""
    from babel.numbers import format_decimal
    text = f"{value:+.{decimals}f}" if signed else f"{value:.{decimals}f}"
    sign = text[0] if text[0] in "+-" else ""
    pattern = "0." + "0" * decimals if decimals else "0"
    return sign + str(format_decimal(Decimal(text.lstrip("+-")), format=pattern,
                                     locale=_current.babel_locale))


@said_again
def format_points(points: float, decimals: int, *, signed: bool = False) -> str:
    """Percentage points with ``decimals`` digits: 0.5166 -> "0.5166%" / "0,5166%"."""
    from babel.numbers import format_percent as babel_percent
    text = f"{points:+.{decimals}f}" if signed else f"{points:.{decimals}f}"
    sign = text[0] if text[0] in "+-" else ""
    pattern = ("0." + "0" * decimals if decimals else "0") + "%"
    return sign + str(babel_percent(Decimal(text.lstrip("+-")) / 100, format=pattern,
                                    locale=_current.babel_locale))


@said_again
def format_when(epoch_ms: int, *, with_year: bool = False, comma: bool = False) -> str:
    """A moment in local time with the month's name in the player's language:
    "03 Mar 14:05" / "3 mrt. 14:05"; ``with_year`` adds the year, ``comma``
    puts one before the time.  The patterns are Babel's (CLDR), translatable."""
    from datetime import datetime

    from babel.dates import format_datetime
    moment = datetime.fromtimestamp(epoch_ms / 1000).astimezone()
    patterns = {(False, False): N_("dd MMM HH:mm"), (True, False): N_("dd MMM yyyy HH:mm"),
                (False, True): N_("dd MMM, HH:mm"), (True, True): N_("dd MMM yyyy, HH:mm")}
    return str(format_datetime(moment, _(patterns[with_year, comma]), tzinfo=moment.tzinfo,
                               locale=_current.babel_locale))


def format_money(cents: int, *, always_cents: bool = True) -> str:
    """Integer cents as chips: "1,234.56" / "1.234,56"; whole amounts drop
    ".00" unless ``always_cents``."""
    return _money(cents, always_cents, _current)


@functools.lru_cache(maxsize=4096)
def _money(cents: int, always_cents: bool, language: Language) -> Said:
    """``format_money`` kept by (amount, form, language): a table shows the same
    few amounts every frame, and Babel takes ~0.1 ms for each."""
    from babel.numbers import format_decimal
    amount = Decimal(cents) / 100
    pattern = "#,##0.00" if always_cents or cents % 100 else "#,##0"
    return Said(str(format_decimal(amount, format=pattern, locale=language.babel_locale)),
                lambda: format_money(cents, always_cents=always_cents))
