"""Online matches in the save: the host's and each guest's save record the
match like a local one, marked online with the player's role, seat and
whether its check of the seed passed; every round re-deals from the seed from
that player's seat; nothing is recorded of a match that ended without a winner."""
from __future__ import annotations

from typing import Any

import pytest

from game.messages import N_, Chips, message
from game.net import fairplay
from game.net.fake import memory_match
from game.net.remote import RemoteTable
from game.storage.online import (
    ONLINE,
    NotRecorded,
    OnlineInfo,
    OnlineRecord,
    OnlineSeat,
    Role,
    online_info,
    online_sittings,
    record_online,
)
from game.storage.round_check import Verdict, check_round
from game.storage.store import open_storage
from tests.net_helpers import TableBot, hit_below_17, item_taker

ITEMS = {"items": {"free_fold": 1, "chip_bonus": 2, "deal_again": 2}}


@pytest.fixture
def profiles(tmp_path):
    opened = [open_storage(tmp_path / name) for name in ("host", "guest")]
    yield [o.profile for o in opened]
    for o in opened:
        o.profile.close()


def _finished(table: str, seats: list[str], seed: int, setup: dict[str, Any],
              choose: Any = None) -> list[RemoteTable]:
    match, links = memory_match(table, seats, seed=seed, setup=setup)
    tables = [RemoteTable(link) for link in links.values()]
    bots = [TableBot(t, choose(t) if choose else item_taker).start() for t in tables]
    try:
        for bot in bots:
            bot.join()
    finally:
        match.close()
    return tables


def _rounds(profile: Any, sid: int) -> list[int]:
    return [r for (r,) in profile.db.read().execute(
        "SELECT id FROM rounds WHERE sitting_id = ? ORDER BY id", (sid,))]


def test_host_and_guest_saves_record_an_indian_match_each_from_its_own_seat(profiles):
    host_table, guest_table = _finished("indian", ["guest", "guest"], 12, ITEMS)
    records = [host_table.online_record(Role.HOST), guest_table.online_record(Role.GUEST)]
    ids = [record_online(p, r) for p, r in zip(profiles, records)]
    winner = host_table.winner
    for profile, sid, you in zip(profiles, ids, (0, 1)):
        sitting = profile.sitting(sid)
        assert sitting.opponent == ONLINE and sitting.match_won is (winner == you)
        assert sitting.seed == records[0].seed and profile.pending() is None
        info = online_info(profile.db, sid)
        assert info is not None and info.you == you and info.verified
        assert online_sittings(profile.db) == {sid: info}
        rounds = _rounds(profile, sid)
        assert rounds and all(check_round(profile.db, r).verdict is Verdict.VERIFIED
                              for r in rounds)
    assert online_info(profiles[0].db, ids[0]).role is Role.HOST
    assert online_info(profiles[1].db, ids[1]).role is Role.GUEST
    stats = [p.stats().matches for p in profiles]
    assert [(m.table, m.opponent, m.played) for m in stats[0]] == [("indian", ONLINE, 1)]
    assert stats[0][0].won + stats[1][0].won == 1      # one save won what the other lost


def test_a_showdown_guest_at_seat_three_counts_its_own_rounds(profiles):
    tables = _finished("showdown", ["normal", "guest", "guest"], 21, {"chips": [20] * 3},
                       choose=hit_below_17)
    guest = tables[1]
    assert guest.seat == 2
    sid = record_online(profiles[1], guest.online_record(Role.GUEST))
    rounds = _rounds(profiles[1], sid)
    assert all(check_round(profiles[1].db, r).verdict is Verdict.VERIFIED for r in rounds)
    sitting = profiles[1].sitting(sid)
    assert sitting.match_won is (guest.winner == 2)
    assert [s.kind for s in online_info(profiles[1].db, sid).seats] == ["ai", "remote", "remote"]


def _record(**changes: Any) -> OnlineRecord:
    info = OnlineInfo(Role.GUEST, 1, (OnlineSeat("host", "Ann"), OnlineSeat("remote", "Bob")),
                      True, None)
    fields = {"table": "indian", "seed": 3, "setup": {}, "actions": ("raise 2",),
              "info": info, "ended": "won", **changes}
    return OnlineRecord(**fields)


@pytest.mark.parametrize("changes, why", [
    ({"ended": "abandoned"}, "counts nothing"),
    ({"ended": "capped"}, "counts nothing"),
    ({"actions": ("raise 2",)}, "no winner"),
    ({"actions": ("jump",)}, "cannot be re-dealt"),
])
def test_a_match_without_a_winner_or_that_cannot_be_redealt_writes_nothing(profiles, changes,
                                                                           why):
    with pytest.raises(NotRecorded, match=why):
        record_online(profiles[0], _record(**changes))
    assert profiles[0].db.read().execute("SELECT COUNT(*) FROM sittings").fetchone() == (0,)


def test_a_not_verified_match_is_recorded_with_its_first_mismatch(profiles):
    host_table, _ = _finished("indian", ["guest", "guest"], 5, ITEMS)
    record = host_table.online_record(Role.GUEST)
    mismatch = message(fairplay.ACTION_NOT_PLAYED, n=4, word="'hit'",
                       why=message(N_("You have {have}"), have=Chips(250)))
    bad = OnlineInfo(Role.GUEST, 0, record.info.seats, False, mismatch)
    sid = record_online(profiles[0], OnlineRecord(record.table, record.seed, record.setup,
                                                  record.actions, bad))
    info = online_info(profiles[0].db, sid)
    # Kept whole (template, values, the nested reason and its money), to be said in any language.
    assert info is not None and not info.verified and info.problem == mismatch
    assert str(info.problem) == ("action 4 ('hit') cannot be played in the re-dealt match: "
                                 "You have 2.50")


def test_an_older_saves_mismatch_in_plain_words_still_reads(profiles):
    info = OnlineInfo.from_json({"role": "guest", "you": 1, "verified": False,
                                 "problem": "view 3 is not what the seed deals",
                                 "seats": [{"kind": "host", "name": "Ann"},
                                           {"kind": "remote", "name": "Bo"}]})
    assert info is not None and str(info.problem) == "view 3 is not what the seed deals"


@pytest.mark.parametrize("problem", [{"template": "{x}", "values": {}}, {"template": 3},
                                     {"template": "{x}", "values": {"x": [1]}}, 7])
def test_a_mismatch_that_is_not_a_message_makes_the_online_marks_unreadable(problem):
    assert OnlineInfo.from_json({"role": "guest", "you": 1, "verified": False,
                                 "problem": problem, "seats": []}) is None


def test_a_local_match_has_no_online_marks(profiles):
    s = profiles[0].sit_down("indian", {}, {"chips": [30, 30]}, opponent="ai")
    assert online_info(profiles[0].db, s.id) is None
    assert online_sittings(profiles[0].db) == {}


def test_the_save_with_online_matches_passes_its_checks_when_opened_again(tmp_path):
    host_table, _ = _finished("indian", ["guest", "guest"], 12, ITEMS)
    opened = open_storage(tmp_path)
    record_online(opened.profile, host_table.online_record(Role.HOST))
    opened.profile.close()
    again = open_storage(tmp_path)
    try:
        assert again.ok and again.profile.db.verify() is None
    finally:
        again.profile.close()
