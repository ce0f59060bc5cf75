"""How History and Statistics say that a match was played online: the tag
"online · host · verified" and the detail line with the first mismatch."""
from __future__ import annotations

import logging
from typing import Any

from game.storage.online import OnlineInfo, Role
from scenes.app.i18n import N_, _, say

log = logging.getLogger("club21")
ROLE_WORDS = {Role.HOST: N_("host"), Role.GUEST: N_("guest")}
# A match's opponent as Statistics lists it (the save's words: ai, human, online).
OPPONENT_WORDS = {"ai": N_("the AI"), "human": N_("a friend here"), "online": N_("online")}


def online_tag(info: OnlineInfo) -> str:
    """"online · host · verified" / "online · guest · NOT verified"."""
    check = _("verified") if info.verified else _("NOT verified")
    return _("online · {role} · {check}").format(role=_(ROLE_WORDS[info.role]), check=check)


def online_detail(info: OnlineInfo) -> str:
    """The detail panel's line: the role and the check, with the first
    mismatch when the check failed."""
    if info.verified:
        return _("Online match, you were the {role}: the seed checked out, every card and "
                 "result verified").format(role=_(ROLE_WORDS[info.role]))
    return _("Online match, you were the {role}: NOT verified: {problem}").format(
        role=_(ROLE_WORDS[info.role]), problem=say(info.problem) if info.problem else "?")


def opponent_words(opponent: str) -> str:
    return _(OPPONENT_WORDS[opponent]) if opponent in OPPONENT_WORDS else opponent


def online_of(profile: Any) -> dict[int, OnlineInfo]:
    """The save's online matches by sitting id ({} without a save; a failing
    read is logged and shows them as local)."""
    if profile is None:
        return {}
    from game.storage.online import online_sittings
    try:
        return online_sittings(profile.db)
    except Exception:  # a failing disk: the lines still show, untagged
        log.exception("reading the online matches failed")
        return {}


def online_stats_of(profile: Any) -> list[Any]:
    """``online_match_stats`` of the save ([] without one, or if it cannot be read)."""
    if profile is None:
        return []
    from game.storage.online_stats import online_match_stats
    try:
        return online_match_stats(profile.db)
    except Exception:  # a failing disk: Statistics shows the rest
        log.exception("reading the online match statistics failed")
        return []
