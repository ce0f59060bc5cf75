"""The cards of a replayed table snapshot, as labelled rows ("Dealer",
"Spot 1, hand 2", "Seat 3"…) for the hand history to lay out."""
from __future__ import annotations

from typing import Any

from game.cards import is_indian_card, is_standard_card
from scenes.app.i18n import N_, _
from scenes.tables.registry import find_view

# Snapshot keys that hold cards nobody has seen (the shoe) or bookkeeping.
SKIP_KEYS = {"shoe", "rng", "undealt", "discards", "burned", "stacked", "last_bets", "deck",
             "discard", "seen"}
# A row's words as the player reads them; the labels themselves stay English
# (the history screen recognises the dealer's row by its label).  Every word a
# label can hold: the dealer tables' places, and the snapshot keys of Showdown
# ("Hand 1", "Summary Seat 2") and Indian ("First", "Hit 1", "Result Hand 2",
# "Past seen": the cards seen in the rounds before, since the shuffle).
LABEL_WORDS = {"Dealer": N_("Dealer"), "Spot": N_("Spot"), "Seat": N_("Seat"),
               "Player": N_("Player"), "hand": N_("hand"), "Hand": N_("Hand"),
               "Summary": N_("Summary"), "First": N_("First cards"),
               "Hit": N_("Hit cards"), "Community": N_("Community card"), "Cards": N_("Cards"),
               "Result": N_("Result"), "Past seen": N_("Seen before")}


def shown_label(label: str) -> str:
    """``"Spot 1, hand 2"`` as drawn: its words translated, numbers kept."""
    if label in LABEL_WORDS:                     # a label of more than one word
        return _(LABEL_WORDS[label])
    return " ".join(_(LABEL_WORDS[word]) if word in LABEL_WORDS else word
                    for word in label.split(" "))


def card_rows(snapshot: object, path: tuple[str | int, ...] = (),
              table: str | None = None) -> list[tuple[str, list[str]]]:
    """Every list of card codes in a table snapshot, labelled ("Dealer", "Seat 2",
    "Spot 1, hand 2").  A dealer table's hand is named by its seat or spot, not
    by its place in the list: a split inserts a hand, and a row named by place
    would then show another player's cards under the same name."""
    rows: list[tuple[str, list[str]]] = []
    if isinstance(snapshot, dict):
        table = snapshot.get("table", table) if not path else table
        if isinstance(snapshot.get("spot"), int) and isinstance(snapshot.get("cards"), list):
            return [(_hand_label(snapshot, table), list(snapshot["cards"]))]
        for key, value in snapshot.items():
            if key not in SKIP_KEYS:
                rows += card_rows(value, (*path, key), table)
    elif isinstance(snapshot, list):
        if snapshot and all(isinstance(c, str) and (is_standard_card(c) or is_indian_card(c))
                            for c in snapshot):
            rows.append((_label(path), list(snapshot)))
        else:
            for i, value in enumerate(snapshot):
                rows += card_rows(value, (*path, i), table)
    return rows


def _hand_label(hand: dict[str, Any], table: str | None) -> str:
    view = find_view(table)
    place = view.hand_place if view else "Spot"
    label = f"{place} {hand['spot'] + 1}"
    if hand.get("from_split") or hand.get("part"):
        label += f", hand {int(hand.get('part') or 0) + 1}"
    return label


def _label(path: tuple[str | int, ...]) -> str:
    words = []
    for i, part in enumerate(path):
        if isinstance(part, int):
            words.append(str(part + 1))
        elif part != "cards":
            nxt = path[i + 1] if i + 1 < len(path) else None
            word = part[:-1] if isinstance(nxt, int) and part.endswith("s") else part
            words.append(word.replace("_", " ").capitalize())
    return " ".join(words) or "Cards"
