"""The Indian setup the player last started with (opponent, level, names, mode,
who holds each item), remembered in the save so the setup screen opens as it
was left: two friends find their names again.

A default name is kept in English ("You", "Player 2") and shown in the
language of the moment, so a setup chosen in Dutch reads right in English.
"""
from __future__ import annotations

import dataclasses
import logging

from scenes.app.context import Context
from scenes.app.i18n import _
from scenes.tables.indian.config import IndianConfig, config_data, config_from_data
from scenes.tables.indian.text import means_you, shown
from scenes.tables.seat_config import PLAYER_NUMBER
from scenes.tables.seat_memory import remember_setup, remembered_setup

SETUP_KEY = "indian.setup"     # meta key of the remembered setup
log = logging.getLogger(__name__)


def kept_name(name: str) -> str:
    """A default name in English, whatever language it was given in; a chosen one as typed."""
    if means_you(name):
        return "You"
    head = _(PLAYER_NUMBER).split("{number}")[0]
    number = name[len(head):]
    if head and name.startswith(head) and number.isdigit():
        return PLAYER_NUMBER.format(number=number)
    return name


def remember_indian_setup(context: Context, config: IndianConfig) -> None:
    first, second = (kept_name(name) for name in config.names)
    kept = dataclasses.replace(config, names=(first, second))
    remember_setup(context, SETUP_KEY, config_data(kept))


def remembered_indian_setup(context: Context) -> IndianConfig | None:
    """The last setup started, names in the language shown now; None the
    first time, without a save, or for data that is not a setup."""
    data = remembered_setup(context, SETUP_KEY)
    if data is None:
        return None
    try:
        config = config_from_data(data)
    except (TypeError, KeyError, ValueError):
        log.warning("the remembered Indian setup is not one: %r", data)
        return None
    first, second = (shown(name) for name in config.names)
    return dataclasses.replace(config, names=(first, second))
