"""The house-rules choices of the dealer tables: pickers, presets, one step at a time.

A rule set is a dict of overrides in the words of ``rules.with_overrides``
(``{"blackjack_pays": "6:5", "decks": 2}``), kept minimal: a field equal to
the table's own rule is left out, so ``{}`` is the table's default.  Every
change goes through ``with_overrides``: what it refuses comes back as a
sentence and the rule set is unchanged.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from game.errors import SetupError
from game.messages import N_, Message, message
from game.tables.dealer.rules import (
    CLASSIC,
    DECK_CHOICES,
    MIDNIGHT,
    RESPLIT_CHOICES,
    BlackjackPays,
    DealerRules,
    DoubleOn,
)
from game.tables.overrides import with_overrides

# A rule set: field name -> value in override words (JSON: true, 2, "6:5", [60, 75]);
# each value's type is its field's, so the values are typed per field, not here.
Overrides = dict[str, Any]

TABLES: dict[str, DealerRules] = {"midnight": MIDNIGHT, "classic": CLASSIC}
HOUSE_TABLES = tuple(TABLES)
# Cut-card ranges (cards left undealt) offered for a 6-deck shoe; scaled with the decks.
CUT_CARD_CHOICES_6_DECKS = ((39, 52), (60, 75), (78, 104))
# Fields that do not change the mathematics: the edge of a rule set ignores them.
EDGE_FREE_FIELDS = frozenset({"min_bet", "max_bet", "cut_card_range"})


@dataclass(frozen=True)
class RuleField:
    name: str
    label: str          # what the picker's row says (English, marked N_: the view translates)
    short: str          # what the effect of a change is called: "hits soft 17: +0.22%"
    choices: tuple[Any, ...] = ()     # values in override words


FIELDS = (
    RuleField("decks", N_("Decks"), "", DECK_CHOICES),   # its change reads "4 decks: -0.05%"
    RuleField("dealer_hits_soft_17", N_("Dealer hits soft 17"), N_("hits soft 17"), (False, True)),
    RuleField("double_on", N_("Double on"), N_("double on"), tuple(d.value for d in DoubleOn)),
    RuleField("double_after_split", N_("Double after split"), N_("double after split"),
              (False, True)),
    RuleField("resplit_to", N_("Re-split to"), N_("re-split to"), RESPLIT_CHOICES),
    RuleField("resplit_aces", N_("Re-split aces"), N_("re-split aces"), (False, True)),
    RuleField("split_aces_one_card", N_("Split aces: one card each"), N_("split aces one card"),
              (False, True)),
    RuleField("late_surrender", N_("Late surrender"), N_("late surrender"), (False, True)),
    RuleField("blackjack_pays", N_("Blackjack pays"), N_("blackjack pays"),
              tuple(b.value for b in BlackjackPays)),
    RuleField("min_bet", N_("Table minimum (chips)"), N_("minimum"), (1, 2, 5, 10, 25)),
    RuleField("max_bet", N_("Table maximum (chips)"), N_("maximum"),
              (100, 250, 500, 1000, 2000, 5000)),
)
CUT_CARD_FIELD = RuleField("cut_card_range", N_("Cut card (cards left)"), N_("cut card"))


@dataclass(frozen=True)
class Preset:
    name: str
    rules: Overrides     # every edge-changing field; limits and cut card stay the table's


# The commonly cited rule sets (the Wizard of Odds' and rule-variation tables'
# standard games). None = the table's own rules.
PRESETS = (
    Preset(N_("Table default"), {}),
    # Hoyle's classic game: one deck, dealer stands on all 17s, double any two
    # cards, no double after a split, one split only, split aces one card, 3:2.
    Preset(N_("Hoyle / Classic"), {"decks": 1, "dealer_hits_soft_17": False, "double_on": "any",
                               "double_after_split": False, "resplit_to": 2,
                               "resplit_aces": False, "split_aces_one_card": True,
                               "late_surrender": False, "blackjack_pays": "3:2"}),
    # Las Vegas Strip shoe: 6 decks, stands on soft 17, double any two, DAS,
    # re-split to 4 hands except aces, split aces one card, no surrender, 3:2.
    Preset(N_("Las Vegas Strip"), {"decks": 6, "dealer_hits_soft_17": False, "double_on": "any",
                               "double_after_split": True, "resplit_to": 4,
                               "resplit_aces": False, "split_aces_one_card": True,
                               "late_surrender": False, "blackjack_pays": "3:2"}),
    # Downtown Las Vegas double deck: hits soft 17, double any two, DAS,
    # re-split to 4 except aces, no surrender, 3:2.
    Preset(N_("Downtown"), {"decks": 2, "dealer_hits_soft_17": True, "double_on": "any",
                        "double_after_split": True, "resplit_to": 4, "resplit_aces": False,
                        "split_aces_one_card": True, "late_surrender": False,
                        "blackjack_pays": "3:2"}),
    # Atlantic City: 8 decks, stands on soft 17, double any two, DAS, late
    # surrender, no re-splitting, split aces one card, 3:2.
    Preset(N_("Atlantic City"), {"decks": 8, "dealer_hits_soft_17": False, "double_on": "any",
                             "double_after_split": True, "resplit_to": 2,
                             "resplit_aces": False, "split_aces_one_card": True,
                             "late_surrender": True, "blackjack_pays": "3:2"}),
    # The 6:5 shoe now common on the Strip: 6 decks, hits soft 17, DAS,
    # re-split to 4, blackjack pays only 6 to 5.
    Preset(N_("6:5 trap"), {"decks": 6, "dealer_hits_soft_17": True, "double_on": "any",
                        "double_after_split": True, "resplit_to": 4, "resplit_aces": False,
                        "split_aces_one_card": True, "late_surrender": False,
                        "blackjack_pays": "6:5"}),
)


def fields_for(table: str) -> tuple[RuleField, ...]:
    """The pickers of ``table`` (the cut card only where there is a shoe)."""
    return FIELDS + ((CUT_CARD_FIELD,) if TABLES[table].cut_card_range else ())


def build(table: str, overrides: Overrides) -> DealerRules:
    """The table's rules with ``overrides`` (SetupError if they are refused)."""
    return with_overrides(TABLES[table], dict(overrides))


def value_of(rules: DealerRules, name: str) -> Any:
    """A field's value in override words (``"6:5"``, ``[60, 75]``)."""
    value = getattr(rules, name)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return list(value)
    return value


def choices_of(field: RuleField, rules: DealerRules) -> tuple[Any, ...]:
    if field is CUT_CARD_FIELD:
        d = rules.decks
        return tuple([lo * d // 6, hi * d // 6] for lo, hi in CUT_CARD_CHOICES_6_DECKS)
    return field.choices


def value_words(name: str, value: Any) -> Message:
    """A field's value as the picker shows it: "8 decks", "3 to 2", "Yes"."""
    if isinstance(value, bool):
        return message(N_("Yes") if value else N_("No"))
    if name == "decks":
        return message(N_("{count} deck") if value == 1 else N_("{count} decks"), count=value)
    if name == "resplit_to":
        return (message(N_("2 hands (no re-split)")) if value == 2
                else message(N_("{count} hands"), count=value))
    if name == "double_on":
        return message({"any": N_("any two cards"), "9-11": N_("9, 10 or 11"),
                        "10-11": N_("10 or 11")}[value])
    if name == "blackjack_pays":
        paid, staked = str(value).split(":")
        return message(N_("{paid} to {staked}"), paid=paid, staked=staked)
    if name == "cut_card_range":
        return message(N_("{low}–{high}"), low=value[0], high=value[1])
    return message(N_("{value}"), value=value)


def value_text(name: str, value: Any) -> str:
    """``value_words`` in English."""
    return str(value_words(name, value))


def change_words(field: RuleField, value: Any) -> Message:
    """What a rule set with ``field`` at ``value`` is called in a change line or a
    summary: "hits soft 17", "no late surrender", "blackjack pays 6 to 5", "4 decks"."""
    if isinstance(value, bool):
        return message(field.short) if value else message(N_("no {rule}"),
                                                          rule=message(field.short))
    if not field.short:
        return value_words(field.name, value)
    return message(N_("{rule} {value}"), rule=message(field.short),
                   value=value_words(field.name, value))


def minimal(table: str, overrides: Overrides) -> Overrides:
    """``overrides`` without the fields equal to the table's own rules."""
    base = TABLES[table]
    return {k: v for k, v in overrides.items() if value_of(base, k) != v}


@dataclass(frozen=True)
class Step:
    overrides: Overrides              # the new rule set (the old one when refused)
    refused: Message | None = None    # why the change was refused
    note: Message | None = None       # what else changed with it


def step(table: str, overrides: Overrides, name: str, direction: int) -> Step:
    """Move field ``name`` one choice right (+1) or left (-1), wrapping round."""
    field = next(f for f in fields_for(table) if f.name == name)
    rules = build(table, overrides)
    options = choices_of(field, rules)
    current = value_of(rules, name)
    index = options.index(current) if current in options else 0
    new_value = options[(index + direction) % len(options)]
    changed = {**overrides, name: new_value}
    note = None
    if name == "resplit_aces" and new_value and rules.resplit_to == 2:
        return Step(overrides, message(N_("Re-split aces needs re-splits: set Re-split to 3 "
                                          "or 4 hands first")))
    if name == "resplit_to" and new_value == 2 and rules.resplit_aces:
        changed["resplit_aces"] = False
        note = message(N_("Re-split aces turned off (no re-splits)"))
    if name == "decks" and "cut_card_range" in overrides:   # the cut card moves with the shoe
        lo, hi = overrides["cut_card_range"]
        changed["cut_card_range"] = [lo * new_value // rules.decks, hi * new_value // rules.decks]
    try:
        build(table, changed)
    except SetupError as exc:
        return Step(overrides, message(N_("Not allowed: {reason}"), reason=str(exc)))
    return Step(minimal(table, changed), note=note)


def preset(table: str, chosen: Preset) -> Overrides:
    """The overrides of a preset at ``table`` (its limits and cut card stay the table's)."""
    return minimal(table, dict(chosen.rules))


def edge_key(table: str, overrides: Overrides) -> tuple[str | tuple[str, str], ...]:
    """What the exact edge depends on (limits and the cut card do not change it)."""
    return (table,) + tuple(sorted((k, str(v)) for k, v in overrides.items()
                                   if k not in EDGE_FREE_FIELDS))


def check_saved(saved: object) -> dict[str, Overrides]:
    """Saved house rules ``{table: overrides}``, or ValueError saying what is wrong."""
    if not isinstance(saved, dict):
        raise ValueError("house_rules must be an object of table: rules")
    checked = {}
    for table, overrides in saved.items():
        if table not in TABLES:
            raise ValueError(f"house_rules: no house rules at table {table!r}")
        try:
            build(table, overrides)
        except SetupError as exc:
            raise ValueError(f"house_rules of {table}: {exc}") from None
        checked[table] = minimal(table, overrides)
    return checked


def rule_phrases(overrides: Overrides) -> tuple[Message, ...]:
    """Each rule of a rule set in a few words, in the pickers' order."""
    return tuple(change_words(field, overrides[field.name])
                 for field in (*FIELDS, CUT_CARD_FIELD) if field.name in overrides)


TABLE_RULES = N_("table rules")      # what a rule set without overrides is called
RULES_SEPARATOR = " · "


def describe(overrides: Overrides) -> str:
    """A rule set in a few words, e.g. "2 decks · hits soft 17 · blackjack pays 6 to 5";
    "table rules" for none.  (The view says ``rule_phrases`` in the player's language.)"""
    if not overrides:
        return TABLE_RULES
    return RULES_SEPARATOR.join(str(phrase) for phrase in rule_phrases(overrides))
