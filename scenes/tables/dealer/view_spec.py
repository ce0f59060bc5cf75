"""Midnight Blackjack and Classic Shoe as the screens show them."""
from __future__ import annotations

from scenes.app.i18n import N_
from scenes.tables.dealer.keys import CLASSIC, CLASSIC_SETUP, MIDNIGHT
from scenes.tables.dealer.rules_words import CLASSIC_RULES, MIDNIGHT_RULES
from scenes.tables.dealer.story import classic_names, classic_story, midnight_story
from scenes.tables.view_spec import LobbyModel, ModelShape, TableView

_DEALER_ANCHORS = ("dealer_hand", "shoe", "discard")
_BANKROLL_ANCHORS = ("chip_rack", "buttons", "message", "bankroll", "seed_label")

MIDNIGHT_VIEW = TableView(
    name="midnight", title="Midnight Blackjack", short_title="Midnight",
    scene_module="scenes.tables.dealer.midnight", felt=(18, 34, 78),
    felt_print=(N_("BLACKJACK PAYS 3 TO 2"),
                N_("Dealer draws to 16 and stands on all 17s  ·  Insurance pays 2 to 1")),
    welcome=N_("Place your bets on up to three spots"),
    anchors=(*_DEALER_ANCHORS, "spot_1", "spot_2", "spot_3", *_BANKROLL_ANCHORS),
    key_map=MIDNIGHT, rules=MIDNIGHT_RULES, fan_cards=("AS", "KH"),
    lobby_model=LobbyModel(ModelShape.HALF_MOON, stools=3), lobby_spot=(64, 144),
    story=midnight_story, rules_arc=(300, 1600), hint_on_question=True)

CLASSIC_VIEW = TableView(
    name="classic", title="Classic Shoe", short_title="Classic",
    scene_module="scenes.tables.dealer.classic", felt=(20, 92, 52),
    felt_print=(N_("BLACKJACK PAYS 3 TO 2"),
                N_("Dealer must stand on all 17s  ·  Insurance pays 2 to 1")),
    welcome=N_("Take a seat and place your bet"),
    anchors=(*_DEALER_ANCHORS, *(f"seat_{i}" for i in range(1, 8)), *_BANKROLL_ANCHORS),
    key_map=CLASSIC, screen_keys=(("classic_setup", CLASSIC_SETUP),),
    rules=CLASSIC_RULES, fan_cards=("AD", "QC"),
    lobby_model=LobbyModel(ModelShape.HALF_MOON, stools=7), lobby_spot=(480, 144),
    story=classic_story, player_names=classic_names, hand_place="Seat",
    rules_arc=(305, 1600), hint_on_question=True)
