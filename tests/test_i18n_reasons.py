"""Every reason for a refused action, and every reason the save gives, reaches
a Dutch player in Dutch: the engine hands over a ``Message`` whose English
sentence is the one scenario files, records and bots have always read."""
from __future__ import annotations

import errno
import random
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from scene_helpers import push

from game.errors import IllegalAction
from game.messages import Message
from game.money import CENTS_PER_CHIP
from game.storage.errors import StorageError
from game.storage.store import OpenStatus, open_storage
from game.storage.write_errors import plain_message, plain_reason
from game.tables.dealer.actions import Action, Kind, bet, parse_action
from game.tables.dealer.rules import CLASSIC, MIDNIGHT, DoubleOn
from game.tables.dealer.table import DealerTable
from game.tables.indian.game import INDIAN_GAME
from game.tables.indian.table import IndianTable
from game.tables.indian.view import IndianAction, IndianKind, chip_bonus, raise_to
from game.tables.showdown.game import SHOWDOWN_GAME
from game.tables.showdown.table import ShowdownTable
from game.tables.showdown.view import HIT, NEXT, STAND
from scenes.app import i18n
from scenes.app.i18n import Language

DUTCH_PO = Path(__file__).resolve().parents[1] / "assets/locale/nl/LC_MESSAGES/club21.po"


@pytest.fixture(scope="module")
def translated() -> dict[str, str]:
    with DUTCH_PO.open("rb") as handle:
        return {m.id: m.string for m in read_po(handle) if isinstance(m.id, str) and m.id}



def refusal(attempt) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        attempt()
    return caught.value


def templates(message: Message) -> list[str]:
    """The message's template and those of the messages inside it."""
    inner = [t for v in message.values.values() if isinstance(v, Message) for t in templates(v)]
    return [message.template, *inner]


def assert_said_in_dutch(exc: IllegalAction | StorageError, translated: dict[str, str]) -> None:
    message = exc.message
    for template in templates(message):
        assert translated.get(template), f"not translated: {template!r}"
    i18n.set_language(Language.DUTCH)
    try:
        said = i18n.say(message)
    finally:
        i18n.set_language(Language.ENGLISH)
    assert said != str(message), said
    assert "{" not in said and "}" not in said, said


# -- driving each table into its refusals ------------------------------------------

DEALER_RULES = [
    MIDNIGHT, CLASSIC,
    CLASSIC.with_changes({"late_surrender": True, "resplit_to": 4, "resplit_aces": False,
                          "double_on": DoubleOn.TEN_OR_ELEVEN}),
    MIDNIGHT.with_changes({"double_after_split": False, "resplit_to": 3,
                           "split_aces_one_card": True, "late_surrender": True}),
]
PAIRS = [["8S", "9H", "8D"], ["AS", "5H", "AD", "AC"], ["5S", "9H", "4D"], ["JS", "6H", "KD"],
         ["8S", "9H", "8D", "8C", "8H"], ["AS", "TH", "6D"], ["3S", "7H", "3D"]]


def dealer_probes(table: DealerTable) -> list[object]:
    spots = (-1, 0, 1, table.n_spots, "two")
    amounts = (0, 1, 2, 7, 400, 1001, 10**6, 1.5)
    return ([Action(k) for k in Kind if k is not Kind.BET] + [Action(Kind.HIT, 0), "hit"]
            + [bet(s, a) for s in spots for a in amounts])   # type: ignore[arg-type]


def dealer_refusals(seed: int) -> list[IllegalAction]:
    rng = random.Random(seed)
    rules = DEALER_RULES[seed % len(DEALER_RULES)]
    players = rng.randint(1, rules.max_spots // rules.spots_per_player)
    table = DealerTable(rules, seed, [rng.choice((3, 9, 40, 600)) for _ in range(players)])
    found = []
    for _step in range(60):
        if table.phase.name == "BETTING" and rng.random() < 0.5:
            table.shoe.stack(rng.choice(PAIRS))
        for probe in dealer_probes(table):
            if not table.is_legal(probe):
                found.append(refusal(lambda p=probe: table.apply(p)))  # type: ignore[misc]
        legal = table.legal_actions()
        if not legal:
            break
        table.apply(rng.choice(legal))
    words = ["", "fly", "bet 1", "bet x 5", "hit now", 42] + ([] if rules.same_bet else ["rebet"])
    for word in words:
        found.append(refusal(lambda w=word: parse_action(w, rules)))  # type: ignore[misc]
    return found


def showdown_refusals(seed: int) -> list[IllegalAction]:
    rng = random.Random(seed)
    table = ShowdownTable(SHOWDOWN_GAME.rules, seed, [30, 20, 40][: rng.randint(2, 3)])
    found = [refusal(lambda: SHOWDOWN_GAME.parse(table, "fly")),
             refusal(lambda: table.apply("hit"))]  # type: ignore[arg-type]
    for _step in range(400):
        for action in (HIT, STAND, NEXT):
            if action not in table.legal_actions():
                found.append(refusal(lambda a=action: table.apply(a)))  # type: ignore[misc]
        if table.is_over():
            break
        table.apply(rng.choice(table.legal_actions()))
    return found


def indian_probes(table: IndianTable) -> list[IndianAction]:
    plain = [IndianAction(k) for k in IndianKind
             if k not in (IndianKind.RAISE, IndianKind.CHIP_BONUS)]
    return plain + [raise_to(t) for t in (0, 1, 3, 99)] + [chip_bonus(0), chip_bonus(1)]


def indian_refusals(seed: int) -> list[IllegalAction]:
    rng = random.Random(seed)
    table = INDIAN_GAME.new_state(seed, {"chips": [12, 9], "items": {
        "free_fold": 1, "deal_again": 2, "chip_bonus": 1}})
    found = [refusal(lambda: INDIAN_GAME.parse(table, "fly")),
             refusal(lambda: table.apply("call"))]  # type: ignore[arg-type]
    for _step in range(300):
        legal = table.legal_actions()
        for probe in indian_probes(table):
            if probe not in legal:
                try:
                    table.apply(probe)
                except IllegalAction as exc:
                    found.append(exc)
                else:   # a raise beyond the offered list, yet legal: keep on playing
                    break
        else:
            if table.is_over():
                break
            table.apply(rng.choice(legal))
    return found


@pytest.mark.parametrize("seed", range(12))
def test_every_refusal_at_a_dealer_table_is_said_in_dutch(seed, translated):
    for exc in dealer_refusals(seed):
        assert_said_in_dutch(exc, translated)


def test_the_dealer_tables_give_every_kind_of_refusal_in_dutch(translated):
    """Across the seeds the walk reaches the whole range of reasons."""
    seen = {exc.message.template for seed in range(12) for exc in dealer_refusals(seed)}
    assert {"You can't {action} now: no round is being played",
            "You can't cover a bet of {amount}: you have {have}",
            "There is no spot {number} at this table", "There is no seat {number} at this table",
            "Bets are closed until this round is over",
            "You can double only on {allowed} (this hand is {total})",
            "You can split only two cards of the same rank",
            "You can split only two cards of the same value",
            "{action} takes no spot or amount", "{action} is not an action at this table",
            "There is no SAME BET at this table", "Place a bet first"} <= seen
    assert len(seen) >= 25, sorted(seen)


@pytest.mark.parametrize("seed", range(4))
def test_every_refusal_at_showdown_is_said_in_dutch(seed, translated):
    found = showdown_refusals(seed)
    assert {e.message.template for e in found} >= {
        "NEXT HAND only on the round summary: hit or stand", "the round is over: only NEXT HAND",
        "the match is over"}
    for exc in found:
        assert_said_in_dutch(exc, translated)


@pytest.mark.parametrize("seed", range(4))
def test_every_refusal_at_indian_blackjack_is_said_in_dutch(seed, translated):
    found = indian_refusals(seed)
    assert {e.message.template for e in found} >= {
        "{action} is not legal in bet1", "{action} is not legal in hit",
        "a raise must be a total from {low} to {high}", "the round is over: only next",
        "chip bonus: only its holder, once, before the round's first betting action"}
    for exc in found:
        assert_said_in_dutch(exc, translated)


def test_an_indian_phase_is_told_as_a_sentence_never_by_its_internal_name(dutch):
    table = INDIAN_GAME.new_state(7, {})
    exc = refusal(lambda: table.apply(INDIAN_GAME.parse(table, "call")))
    assert exc.reason == "call is not legal in bet1"
    assert i18n.say(exc.message) == "‘meegaan’ mag niet in de eerste inzetronde"


# -- English stays as it was ---------------------------------------------------------

def test_the_english_reasons_read_exactly_as_before():
    """``reason`` (scenario files, records, bots) and the message's English agree."""
    small = DealerTable(MIDNIGHT, 1, [2])
    classic = DealerTable(CLASSIC, 1, [600])
    classic.apply(bet(0, 3))
    indian = INDIAN_GAME.new_state(7, {})
    cases = {
        refusal(lambda: small.apply(bet(0, 5))): "You can't cover a bet of 5: you have 2",
        refusal(lambda: small.apply(bet(3, 1))): "There is no spot 4 at this table",
        refusal(lambda: small.apply(Action(Kind.DOUBLE))):
            "You can't double now: no round is being played",
        refusal(lambda: classic.apply(bet(0, 498))):
            "The table maximum is 500 per seat; seat 1 already has 3",
        refusal(lambda: parse_action("bet 1", MIDNIGHT)):
            "'bet 1' is not an action: say 'bet SPOT AMOUNT'",
        refusal(lambda: indian.apply(INDIAN_GAME.parse(indian, "call"))):
            "call is not legal in bet1",
        refusal(lambda: SHOWDOWN_GAME.parse(None, "fly")):
            "not a showdown action: 'fly' (hit, stand, next)",
    }
    for exc, english in cases.items():
        assert exc.reason == english == str(exc.message) == str(exc)


def test_money_in_a_reason_is_english_money_in_english_and_dutch_money_in_dutch():
    table = DealerTable(MIDNIGHT, 1, (), cents=[123_450])
    exc = refusal(lambda: table.apply(bet(0, 2000)))
    assert exc.reason == "You can't cover a bet of 2000: you have 1,234.50"
    i18n.set_language(Language.DUTCH)
    try:
        assert i18n.say(exc.message) == "Je kunt geen 2000 inzetten: je hebt 1.234,50"
    finally:
        i18n.set_language(Language.ENGLISH)


# -- the tables show them in Dutch ---------------------------------------------------

def test_a_dutch_midnight_table_shows_a_refused_bet_in_dutch_with_dutch_money(app, dutch):
    from scenes.tables.dealer.midnight import MidnightScene
    app.context.bankroll_cents = 123_450
    scene = push(app, MidnightScene(app.context))
    assert not scene.act(bet(0, 2000))
    assert scene.alert == "Je kunt geen 2000 inzetten: je hebt 1.234,50"
    assert not scene.act(Action(Kind.HIT))
    assert scene.alert == "‘kaart’ kan nu niet: er wordt geen ronde gespeeld"


def test_a_scripted_refusal_at_a_dutch_indian_table_is_said_in_dutch(app, dutch):
    from scenes.tables.indian.config import IndianConfig
    from scenes.tables.indian.scene import IndianScene
    scene = push(app, IndianScene(app.context, config=IndianConfig()))
    scene.apply_actions(["call"])
    said = scene.alert
    assert "bet1" not in said and "refused" not in said
    assert said == "'call' geweigerd: ‘meegaan’ mag niet in de eerste inzetronde"


def test_a_refused_move_at_a_dutch_showdown_table_is_said_in_dutch(app, dutch):
    from scenes.tables.showdown.config import SeatConfig
    from scenes.tables.showdown.scene import ShowdownScene
    scene = push(app, ShowdownScene(app.context, players=[SeatConfig("A"), SeatConfig("B")]))
    assert not scene.act(NEXT)
    assert scene.alert == "VOLGENDE HAND pas na de ronde: nu kaart of passen"


# -- the save's reasons ----------------------------------------------------------------

def test_a_full_disk_is_said_in_dutch_and_in_the_same_english_as_before(dutch):
    full = OSError(errno.ENOSPC, "No space left on device")
    assert plain_reason(full) == "the disk is full"
    assert i18n.say(plain_message(full)) == "de schijf is vol"


def test_a_damaged_save_is_explained_in_dutch_on_the_problem_screen(app, dutch, tmp_path):
    from scenes.dialogs.storage_problem import StorageProblemScene
    folder = tmp_path / "broken"
    folder.mkdir()
    (folder / "club21.db").write_bytes(b"")
    opened = open_storage(folder)
    assert opened.status is OpenStatus.DAMAGED
    assert opened.message is not None and opened.message.startswith(
        "Your saved game could not be read: the save file is empty.")
    body = " ".join(StorageProblemScene(app.context, opened=opened).body())
    assert body.startswith("Je opgeslagen spel kon niet gelezen worden: "
                           "het opslagbestand is leeg.")
    assert "Er is geen reservekopie" in body and "{" not in body


def test_a_refused_refill_is_said_in_dutch(tmp_path, translated):
    profile = open_storage(tmp_path).profile
    assert profile is not None and profile.bankroll_cents >= 10 * CENTS_PER_CHIP
    try:
        with pytest.raises(StorageError) as caught:
            profile.refill()
    finally:
        profile.close()
    assert str(caught.value) == "a refill is only given when the bankroll is empty"
    assert_said_in_dutch(caught.value, translated)


def test_the_save_fault_screen_says_the_disk_problem_in_dutch(app, dutch, tmp_path):
    from scenes.dialogs.save_fault import FaultScreen, SaveFault
    fault = SaveFault(None, OSError(errno.ENOSPC, "No space left on device"), tmp_path)
    first = FaultScreen(app.context, fault).paragraphs()[0][0]
    assert first == "Club 21 kon niet naar zijn opslag schrijven: de schijf is vol."
    assert fault.line().startswith("club21: your game could not be saved: the disk is full")


def test_a_dutch_table_refuses_play_while_the_save_fails_in_dutch(app, dutch, tmp_path):
    from scenes.dialogs.save_fault import SaveFault
    from scenes.tables.dealer.midnight import MidnightScene
    scene = push(app, MidnightScene(app.context))
    app.context.save_fault = SaveFault(None, OSError(errno.ENOSPC, "full"), tmp_path)
    try:
        assert not scene.act(bet(0, 5))
    finally:
        app.context.save_fault = None
    assert scene.alert == ("Je spel is nog niet opgeslagen: tot dan kan er niet gespeeld "
                           "worden")
