"""The bots' keyed dice: one fresh generator per decision, from the seed and the place."""
import subprocess
import sys
from pathlib import Path

from game.ai.base import Bot, decision_rng


def test_the_same_seed_and_place_roll_the_same_dice():
    first = decision_rng(5, "indian", "act", 3).random()
    assert decision_rng(5, "indian", "act", 3).random() == first


def test_another_place_or_seed_rolls_other_dice():
    base = decision_rng(5, "indian", "act", 3).random()
    assert base != decision_rng(5, "indian", "act", 4).random()
    assert base != decision_rng(6, "indian", "act", 3).random()
    assert base != decision_rng(5, "indian", "offer", 3).random()


def test_the_dice_do_not_depend_on_the_process_hash_seed():
    code = ("from game.ai.base import decision_rng; "
            "print(decision_rng(5, 'indian', 'act', 3).random())")
    runs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           env={"PYTHONHASHSEED": seed,
                                "PYTHONPATH": str(Path(__file__).parents[1])}).stdout
            for seed in ("1", "2")}
    assert runs == {f"{decision_rng(5, 'indian', 'act', 3).random()}\n"}


def test_the_bot_protocol_still_names_observe_and_offer():
    assert {"act", "reset", "observe", "offer"} <= set(dir(Bot))
