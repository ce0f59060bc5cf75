"""The hand history's replay names every dealer-table hand by its seat or spot
(a split's hands by part), so a hand keeps its row from step to step and the
cards a step deals are the ones that fly in."""
import pytest

from scenes.app.loop import App
from scenes.screens.history import HistoryScene
from scenes.screens.replay_rows import card_rows


def hand(spot, part, cards, from_split=False):
    return {"spot": spot, "part": part, "owner": 0, "bet": 500, "cards": cards,
            "insurance": 0, "ins_live": False, "doubled": False, "from_split": from_split,
            "finished": False, "outcome": None, "payout": 0, "rides": False}


def snapshot(table, hands, dealer=("6D", "JC")):
    return {"table": table, "hands": hands, "dealer": list(dealer), "hole_hidden": True,
            "phase": "play", "shoe": {"cards": ["2C"]}}


BEFORE_SPLIT = snapshot("classic", [hand(0, 0, ["8S", "8H"]), hand(2, 0, ["KH", "7C"])])
AFTER_SPLIT = snapshot("classic", [hand(0, 0, ["8S", "3D"], True), hand(0, 1, ["8H"], True),
                                   hand(2, 0, ["KH", "7C"])])


def test_classic_hands_are_named_by_seat_and_a_split_by_part():
    assert card_rows(BEFORE_SPLIT) == [("Seat 1", ["8S", "8H"]), ("Seat 3", ["KH", "7C"]),
                                       ("Dealer", ["6D", "JC"])]
    assert card_rows(AFTER_SPLIT) == [("Seat 1, hand 1", ["8S", "3D"]),
                                      ("Seat 1, hand 2", ["8H"]), ("Seat 3", ["KH", "7C"]),
                                      ("Dealer", ["6D", "JC"])]


def test_midnight_hands_are_named_by_spot():
    rows = card_rows(snapshot("midnight", [hand(1, 0, ["AS", "KD"])]))
    assert rows[0] == ("Spot 2", ["AS", "KD"])


@pytest.fixture
def history(tmp_path):
    app = App(strict=True, data_dir=tmp_path)
    scene = HistoryScene(app.context)
    yield scene
    app.close()


class Step:
    def __init__(self, word, snap, cards=()):
        self.word, self.table_snapshot, self.cards = word, snap, list(cards)


def test_a_split_step_keeps_every_other_hand_in_its_row_and_draws_all_its_cards(history):
    history.steps = [Step("deal", BEFORE_SPLIT), Step("split", AFTER_SPLIT, ["3D"])]
    history.step_index = 0
    history._place_all()
    history.step(1)
    flying = {history.rows()[r][1][i] for r, i, _ in history.flying}
    assert flying == {"3D"}                      # the one card this step dealt
    assert ("Seat 3", ["KH", "7C"]) in history.rows()
    for r, (_label, cards) in enumerate(history.rows()):
        assert all((r, i) in history.positions for i in range(len(cards)))
    assert sorted(c for _, cards in history.rows() for c in cards) == \
        sorted(["8S", "3D", "8H", "KH", "7C", "6D", "JC"])
