"""Seed commitments and python -m game.verify."""
import random
import subprocess
import sys

from game.storage.fairness import check, commitment, new_seed
from game.storage.journal import RoundResult
from game.storage.store import open_storage
from game.tables.dealer.actions import format_action, parse_action
from game.tables.dealer.rules import CLASSIC, MIDNIGHT
from game.tables.dealer.table import DealerTable
from game.verify import verify_round


def test_a_commitment_is_sha256_of_the_seed_and_binds_it():
    assert commitment(7) == commitment(7) and len(commitment(7)) == 64
    assert check(7, commitment(7)) and not check(8, commitment(7))
    # Golden: the same on every machine.
    assert commitment(1) == "bd8164ef6414af6533f2e167481f7daaa9dd2583e1c1c88dec03926324d3f615"


def test_seeds_come_from_secrets_with_128_bits():
    seeds = {new_seed() for _ in range(200)}
    assert len(seeds) == 200 and max(s.bit_length() for s in seeds) > 120


def play(profile, rules, table_name, rounds, rng):
    s = profile.sit_down(table_name, {}, {"cents": [profile.bankroll_cents]})
    t = DealerTable(rules, s.seed, None, cents=[profile.bankroll_cents])

    def money():
        return {"rack_cents": t.chips_of(0), "staked_cents": t.on_table_of(0)}

    for _ in range(rounds):
        t.apply(parse_action("bet 1 10", rules))
        profile.record_action(s.id, "bet 1 10", **money())
        t.apply(parse_action("deal", rules))
        profile.begin_round(s.id, "deal", **money())
        if t.round_finished:
            profile.settle_round(s.id, RoundResult(), **money())
        while not t.round_finished:
            word = format_action(rng.choice(t.legal_actions()))
            t.apply(parse_action(word, rules))
            if t.round_finished:
                profile.settle_round(s.id, RoundResult(), word=word, **money())
            else:
                profile.record_action(s.id, word, **money())
    return s


def test_every_round_verifies_from_its_revealed_seed(tmp_path):
    profile = open_storage(tmp_path).profile
    rng = random.Random(11)
    s = play(profile, MIDNIGHT, "midnight", 15, rng)
    lines = []
    assert not verify_round(profile.db, 1, out=lines.append)    # still secret
    assert any("still secret" in line for line in lines)
    profile.stand_up(s.id)
    s2 = play(profile, CLASSIC, "classic", 40, rng)             # crosses a cut card
    profile.stand_up(s2.id)
    for rid in range(1, 56):
        assert verify_round(profile.db, rid, out=lambda *_: None), rid
    profile.close()


def test_verify_command_line(tmp_path):
    profile = open_storage(tmp_path).profile
    s = play(profile, MIDNIGHT, "midnight", 2, random.Random(3))
    profile.stand_up(s.id)
    profile.close()
    run = subprocess.run([sys.executable, "-m", "game.verify", "2", "--db", str(tmp_path)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "matches the commitment: yes" in run.stdout and "VERIFIED" in run.stdout
    bad = subprocess.run([sys.executable, "-m", "game.verify", "99", "--db", str(tmp_path)],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
