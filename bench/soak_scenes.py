"""One sitting at each table, played through its real scene by a seeded random player.

    played = play_sitting(app, "showdown", rng)     # -> Played (how it ended)

Every move goes in where a person's would: a chip on a spot through the bet
rack (``bets.add``), HIT / STAND / SPLIT … through ``press`` / ``human_act``,
the summary's NEXT HAND, WATCH (AUTO) and SKIP TO END as key presses, resign
and new match through the scene's match control.  The scenes' own AI seats
move by themselves from ``update``.  Whatever is played is therefore written
to the save by the scenes' own journal code, as in a real game.

The player is random but legal: it picks among what the engine lists as legal
(``legal_actions``), from ``rng`` only, so a seed repeats a soak exactly.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any

import pygame

from game.tables.dealer.actions import CHIP_VALUES, CLEAR, DEAL, REBET_DEAL, Kind
from game.tables.dealer.house_rules import FIELDS, PRESETS, build, choices_of
from game.tables.dealer.view import Phase
from game.tables.indian.view import ItemKind
from game.tables.showdown.view import ShowdownPhase

STEP_GUARD = 200_000        # moves in one sitting; only a stuck scene reaches it
TABLES = ("midnight", "classic", "showdown", "indian")


class Ending(str, Enum):
    """How a sitting ended (the soak counts each)."""
    LEFT = "left the table"                       # dealer tables: stood up between rounds
    BROKE = "ran out of chips"                    # dealer tables: nobody can bet
    FINISHED = "match played to its end"
    WATCHED = "human out, rest watched"           # Showdown: WATCH (AUTO) to the end
    SKIPPED = "human out, skipped to end"         # Showdown: SKIP TO END
    RESIGNED = "resigned"


@dataclass(frozen=True)
class Played:
    table: str
    ending: Ending
    rounds: int             # rounds the scene played (the save holds the finished ones)
    new_matches: int = 0    # matches given up for a new one on the way (Showdown, Indian)


class Stuck(RuntimeError):
    """A scene stopped moving: nobody can act and nothing is over (a bug)."""


def step(app: Any) -> None:
    """One frame's update of the scene on top.  (``App.step`` would also run a
    full garbage collection each time a summary leaves the stack: the soak
    would spend most of its time there.)"""
    app.context.manager.update(0.0)


def key(app: Any, k: int) -> None:
    """A key press on whatever is on top, as the window would send it."""
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    step(app)


def _push(app: Any, scene: Any) -> Any:
    manager = app.context.manager
    manager.clear()
    manager.push(scene)
    scene.update(0.0)
    return scene


def _refill_if_broke(app: Any) -> None:
    profile = app.context.profile
    if profile is not None and profile.can_refill():
        profile.refill()


# -- Midnight and Classic ------------------------------------------------------------
LOW_BANKROLL_CENTS = 2_500     # below the highest minimum a house rule can set


def house_rules(table: str, rng: random.Random, bankroll_cents: int) -> dict[str, Any]:
    """A preset, or a few fields changed at random (only rule sets the engine takes).
    A low bankroll plays by the table's own minimum, so it can be played down to
    a refill."""
    if rng.random() < 0.3 or bankroll_cents < LOW_BANKROLL_CENTS:
        return {}
    overrides = dict(rng.choice(PRESETS).rules)
    rules = build(table, {})
    for field in rng.sample(FIELDS, rng.randint(0, 3)):
        overrides[field.name] = rng.choice(choices_of(field, rules))
    try:
        build(table, overrides)
    except Exception:  # a combination the engine refuses: table rules
        return {}
    return overrides


def _bet_chips(scene: Any, spot: int, rng: random.Random) -> None:
    """Chips on ``spot`` through the rack, as clicks would put them."""
    e = scene.engine
    for _ in range(rng.randint(1, 3)):
        values = [a.amount for a in e.legal_actions() if a.kind is Kind.BET and a.spot == spot]
        small = [v for v in values if v in CHIP_VALUES and v <= 25] or values
        if not small:
            return
        scene.rack.selected = rng.choice(small)
        scene.bets.add(spot)
    if rng.random() < 0.1 and scene.bets.placed[spot]:
        scene.bets.take_back(spot)                 # a right-click


def _play_hand(scene: Any, rng: random.Random, human: Callable[[], bool]) -> None:
    """Random legal decisions for the humans until the round is over."""
    e = scene.engine
    for _ in range(STEP_GUARD):
        if e.phase is Phase.BETTING or e.round_finished:
            return
        if not human():
            scene.update(0.0)          # an AI seat-mate (Classic) moves by itself
            continue
        legal = e.legal_actions()
        if not legal:
            raise Stuck(f"{scene.table_name}: a hand with no legal action")
        scene.press(rng.choice(legal))
    raise Stuck(f"{scene.table_name}: the round never ended")


def play_midnight(app: Any, rng: random.Random) -> Played:
    from scenes.tables.dealer.midnight import MidnightScene
    _refill_if_broke(app)
    scene = _push(app, MidnightScene(app.context, house_rules=house_rules(
        "midnight", rng, app.context.bankroll_cents)))
    e = scene.engine
    rounds = rng.randint(1, 12)
    for _ in range(rounds):
        if e.is_over():
            app.context.manager.clear()
            return Played("midnight", Ending.BROKE, e.rounds)
        if REBET_DEAL in e.legal_actions() and rng.random() < 0.3:
            scene.press(REBET_DEAL)                # SAME BET + DEAL
        else:
            if any(e.spots) and rng.random() < 0.5:
                scene.press(CLEAR)
            for spot in rng.sample(range(e.n_spots), rng.randint(1, e.n_spots)):
                _bet_chips(scene, spot, rng)
            if not any(e.spots):
                continue
            scene.press(DEAL)
        _play_hand(scene, rng, lambda: True)
        scene.update(0.0)
    app.context.manager.clear()                    # leaving: stands up (riding bets back)
    return Played("midnight", Ending.LEFT, e.rounds)


def classic_seats(rng: random.Random) -> list[Any]:
    """Seven seats: one to three humans (pass-and-play), AI players, empty seats."""
    from scenes.tables.seat_config import EMPTY_SEAT, SeatConfig, SeatKind
    humans = rng.randint(1, 3)
    seats = [SeatConfig(f"Human {i + 1}") for i in range(humans)]
    seats += [SeatConfig(f"AI {i + 1}", SeatKind.AI, rng.choice(("easy", "normal")))
              for i in range(rng.randint(0, 7 - humans))]
    seats += [EMPTY_SEAT] * (7 - len(seats))
    rng.shuffle(seats)
    return seats


def play_classic(app: Any, rng: random.Random, seats: list[Any] | None = None) -> Played:
    from scenes.tables.dealer.classic import DONE, NEXT, ClassicScene
    _refill_if_broke(app)
    seats = classic_seats(rng) if seats is None else seats
    scene = _push(app, ClassicScene(app.context, seats=seats,
                                    house_rules=house_rules(
                                        "classic", rng, app.context.bankroll_cents)))
    e = scene.engine
    rounds = rng.randint(1, 10)
    for _ in range(STEP_GUARD):
        if (e.rounds >= rounds and e.phase is Phase.BETTING) or e.is_over():
            break
        if scene.between:
            scene.press(NEXT)
            continue
        if e.phase is Phase.BETTING:
            p = scene.bet_turn
            if p is None:
                scene.update(0.0)
                continue
            if not scene.is_human(p):
                scene.update(0.0)              # the AI seat bets by itself
                continue
            if rng.random() < 0.85:                # else this person sits the round out
                _bet_chips(scene, p, rng)
            if e.spots[p]:
                scene.press(DONE)
            else:
                scene.finish_betting(sit_out=True)   # what the confirm's Sit out does
            continue
        _play_hand(scene, rng, lambda: scene.is_human(scene.turn()))
        scene.update(0.0)
    else:
        raise Stuck("classic: the sitting never ended")
    ending = Ending.BROKE if e.is_over() else Ending.LEFT
    app.context.manager.clear()
    return Played("classic", ending, e.rounds)


# -- Showdown -------------------------------------------------------------------------
class ShowdownPlan(str, Enum):
    WATCH = "watch"         # once the human is out: WATCH (AUTO) to the end
    SKIP = "skip"           # once the human is out: SKIP TO END
    RESIGN = "resign"       # resign after a few rounds (mid-round or between)
    NEW_MATCH = "new"       # give the match up for a new one, then play that to its end


def showdown_players(rng: random.Random) -> list[Any]:
    from scenes.tables.showdown.config import SeatConfig, SeatKind
    humans = 1 if rng.random() < 0.8 else 2
    ais = rng.randint(max(1, 2 - humans), 5)
    players = [SeatConfig("You")] + [SeatConfig(f"Guest {i}") for i in range(2, humans + 1)]
    players += [SeatConfig(f"AI {i}", SeatKind.AI, rng.choice(("easy", "normal")))
                for i in range(1, ais + 1)]
    return players


def _showdown_round_over(app: Any, scene: Any, plan: ShowdownPlan) -> bool:
    """The round summary is up: NEXT HAND, or once every human is out, WATCH /
    SKIP; True when the match goes on without a human."""
    if scene.watching.humans_out() and not scene.engine.is_over():
        if plan is ShowdownPlan.SKIP:
            key(app, pygame.K_k)
        elif not scene.watching.watching:
            key(app, pygame.K_w)
        else:
            step(app)                  # watching: the summary moves on by itself
        return True
    key(app, pygame.K_n)
    return False


def play_showdown(app: Any, rng: random.Random, plan: ShowdownPlan | None = None,
                  players: list[Any] | None = None) -> Played:
    from scenes.tables.showdown.scene import ShowdownScene
    plan = rng.choice(list(ShowdownPlan)) if plan is None else plan
    players = showdown_players(rng) if players is None else players
    scene = _push(app, ShowdownScene(app.context, players=players))
    give_up_at = rng.randint(1, 12)
    stop_mid_round = rng.random() < 0.5
    rounds, played_on, new_matches = 0, False, 0
    for _ in range(STEP_GUARD):
        e = scene.engine
        manager = app.context.manager
        if e.is_over():
            break
        at_give_up = plan in (ShowdownPlan.RESIGN, ShowdownPlan.NEW_MATCH) \
            and e.round_no >= give_up_at and (stop_mid_round == (e.phase is ShowdownPhase.PLAY))
        if at_give_up:
            rounds += e.round_no
            if plan is ShowdownPlan.RESIGN:
                scene.resign()
                manager.clear()
                return Played("showdown", Ending.RESIGNED, rounds)
            scene.new_match()
            plan, played_on = rng.choice((ShowdownPlan.WATCH, ShowdownPlan.SKIP)), False
            new_matches += 1
            continue
        if manager.top is not scene:
            if scene.overlay is not None and manager.top is scene.overlay \
                    and e.phase is ShowdownPhase.SUMMARY:
                played_on = _showdown_round_over(app, scene, plan) or played_on
            else:
                step(app)
            continue
        if scene.why_not_human() is None:
            scene.human_act(rng.choice(e.legal_actions()))
        else:
            step(app)
    else:
        raise Stuck("showdown: the match never ended")
    e = scene.engine
    ending = Ending.FINISHED
    if played_on:
        ending = Ending.SKIPPED if plan is ShowdownPlan.SKIP else Ending.WATCHED
    app.context.manager.clear()
    return Played("showdown", ending, rounds + e.round_no, new_matches)


# -- Indian ---------------------------------------------------------------------------
def indian_config(rng: random.Random) -> Any:
    """Against the AI (a level at random), or two people passing the screen."""
    from scenes.tables.indian.config import LEVELS, IndianConfig, Mode, Opponent
    holders = (0, 1, None)
    items = {kind: rng.choice(holders) for kind in ItemKind}
    mode = rng.choice(list(Mode))
    if rng.random() < 0.3:
        return IndianConfig(names=("Ann", "Ben"), opponent=Opponent.HUMAN, mode=mode,
                            items=items)
    return IndianConfig(level=rng.choice(LEVELS), mode=mode, items=items)


class IndianPlan(str, Enum):
    PLAY = "play"           # to the end
    RESIGN = "resign"       # resign after a few rounds, mid-round or at a result
    NEW_MATCH = "new"       # give it up for a new match, played to its end


def _indian_move(scene: Any, rng: random.Random) -> bool:
    """The person looking (player 1 against the AI; in pass-and-play whoever has
    the screen) does one of the things the buttons offer now; False: nothing
    is offered (the AI's turn)."""
    offer = scene.offer()
    if offer.keep and (not offer.actions or rng.random() < 0.5):
        scene.keep_card()                  # KEEP CARD in the Deal Again window
        return True
    if not offer.actions:
        return False
    scene.act(rng.choice(offer.actions))
    return True


def play_indian(app: Any, rng: random.Random, plan: IndianPlan | None = None,
                config: Any = None) -> Played:
    from scenes.dialogs.handover import HandOverScene
    from scenes.tables.indian.scene import IndianScene
    plan = rng.choice(list(IndianPlan)) if plan is None else plan
    config = indian_config(rng) if config is None else config
    scene = _push(app, IndianScene(app.context, config=config))
    give_up_at = rng.randint(1, 4)
    rounds = new_matches = 0
    manager = app.context.manager
    for _ in range(STEP_GUARD):
        e = scene.engine
        if e.is_over():
            break
        if plan is not IndianPlan.PLAY and e.round_no >= give_up_at and rng.random() < 0.5:
            rounds += e.round_no
            if plan is IndianPlan.RESIGN:
                scene.resign()
                manager.clear()
                return Played("indian", Ending.RESIGNED, rounds)
            scene.new_match()                  # replaces the scene with a fresh match
            scene = next(s for s in reversed(manager.stack) if isinstance(s, IndianScene))
            plan = IndianPlan.PLAY
            new_matches += 1
            continue
        if isinstance(manager.top, HandOverScene):
            key(app, pygame.K_RETURN)          # pass-and-play: the next person is ready
            continue
        if manager.top is not scene or scene.timeline.busy:
            step(app)
            continue
        if not _indian_move(scene, rng):
            step(app)                      # the AI's turn
    else:
        raise Stuck("indian: the match never ended")
    manager.clear()
    return Played("indian", Ending.FINISHED, rounds + scene.engine.round_no, new_matches)


PLAYERS: dict[str, Callable[[Any, random.Random], Played]] = {
    "midnight": play_midnight, "classic": play_classic,
    "showdown": play_showdown, "indian": play_indian}


def play_sitting(app: Any, table: str, rng: random.Random) -> Played:
    return PLAYERS[table](app, rng)
