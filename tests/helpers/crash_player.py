"""A scripted Midnight player that plays through the journal, to be killed.

    python tests/helpers/crash_player.py DATA_DIR TARGET_ROUNDS

It plays random legal actions on a real ``DealerTable`` exactly as a table
scene must: apply to the engine in memory, write to the journal, then "show"
(here: print one line).  At start it resumes whatever the journal holds by
replaying the record, checks the replayed chips equal the stored bankroll and
stake, and prints ``RESUMED <sitting> <actions> <digest>``.  After every write
it prints ``J <sitting> <actions> <digest>`` (digest: SHA-256 of the table's
snapshot) so the killer can compare the resumed table with the one it killed.

Exit codes: 0 done, 3 save not usable, 4 money mismatch on resume.
"""
from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.storage.journal import RoundResult
from game.storage.store import open_storage
from game.tables.dealer.actions import Kind, format_action, parse_action
from game.tables.dealer.rules import MIDNIGHT
from game.tables.dealer.table import DealerTable

BET_KINDS = (Kind.DEAL, Kind.REBET_DEAL)


def build(record: dict) -> DealerTable:
    """Replay a journal record (until game.record lands, this is the adapter)."""
    table = DealerTable(MIDNIGHT, record["seed"], None, cents=record["setup"]["cents"])
    for word in record["actions"]:
        table.apply(parse_action(word, MIDNIGHT))
    table.events()
    return table


def digest(table: DealerTable) -> str:
    blob = json.dumps(table.snapshot(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()[:20]


def result_of(table: DealerTable) -> RoundResult:
    outcomes = [h.outcome.value for h in table.hands if h.outcome is not None]
    return RoundResult(blackjacks=outcomes.count("blackjack"), summary=" ".join(outcomes),
                       detail={"dealer": list(table.dealer)})


def money(table: DealerTable) -> dict:
    return {"rack_cents": table.chips_of(0), "staked_cents": table.on_table_of(0)}


def say(*parts) -> None:
    print(*parts, flush=True)


def choose_bet(table: DealerTable, rng: random.Random) -> str | None:
    rack = table.chips_of(0) // 100
    if rack < 1:
        return None
    amount = min(rng.choice([1, 5, 25, 50, rack]), rack, MIDNIGHT.max_bet)  # sometimes all in
    word = f"bet {rng.randint(1, 3)} {amount}"
    if table.is_legal(parse_action(word, MIDNIGHT)):
        return word
    return "deal" if table.is_legal(parse_action("deal", MIDNIGHT)) else None


def main(argv: list[str]) -> int:
    folder, target = Path(argv[1]), int(argv[2])
    rng = random.Random()
    opened = open_storage(folder)
    if not opened.ok:
        say("PROBLEM", opened.message)
        return 3
    profile = opened.profile
    say("START")
    pending = profile.pending()
    if pending is not None:
        table = build(pending.record)
        sid = pending.sitting.id
        if (table.chips_of(0), table.on_table_of(0)) != (profile.bankroll_cents,
                                                         pending.sitting.staked_cents):
            say("MISMATCH", table.chips_of(0), table.on_table_of(0),
                profile.bankroll_cents, pending.sitting.staked_cents)
            return 4
        say("RESUMED", sid, len(pending.record["actions"]), digest(table))
        if pending.round_id is not None:
            say("MIDROUND", pending.round_id)
        if pending.round_id is not None and table.round_finished:
            profile.settle_round(sid, result_of(table), **money(table))  # killed before settling
    else:
        table, sid = None, None
    n_actions = len(pending.record["actions"]) if pending else 0
    while profile.history.count() < target or (table is not None and not table.round_finished
                                               and table.rounds):
        if table is None:                                   # sit down
            if profile.can_refill():
                profile.refill()
            seed = rng.getrandbits(128)
            cents = [profile.bankroll_cents]
            sid = profile.sit_down("midnight", {}, {"cents": cents}, seed=seed).id
            table, n_actions = DealerTable(MIDNIGHT, seed, None, cents=cents), 0
        between = table.phase.value == "betting"
        if between and (table.round_finished or not table.rounds) and rng.random() < 0.03:
            profile.stand_up(sid)                             # leave, maybe with a push riding
            table = None
            continue
        if between:
            word = choose_bet(table, rng) if (not sum(table.spots) or rng.random() < 0.3) \
                else "deal"
            if word is None:
                word = "deal" if table.on_table_of(0) else None
            if word is None:
                profile.stand_up(sid)
                table = None
                continue
        else:
            word = format_action(rng.choice(table.legal_actions()))
        action = parse_action(word, MIDNIGHT)
        table.apply(action)                                  # 1. engine (may refuse: bug)
        table.events()
        if action.kind in BET_KINDS:                         # 2. journal …
            profile.begin_round(sid, word, **money(table))
            if table.round_finished:
                profile.settle_round(sid, result_of(table), **money(table))
        elif table.round_finished and profile.journal.open_round(sid) is not None:
            profile.settle_round(sid, result_of(table), word=word, **money(table))
        else:
            profile.record_action(sid, word, **money(table))
        n_actions += 1
        say("J", sid, n_actions, digest(table))             # 3. … then show
    say("DONE")
    profile.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
