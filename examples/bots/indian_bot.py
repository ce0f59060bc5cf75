"""An example Indian Blackjack bot for ``python -m game.sim.tournament`` (docs/bots.md).

    python -m game.sim.tournament indian --a normal --b "cmd:python examples/bots/indian_bot.py"

Reads one JSON message per line on stdin; answers each "decision" with one
action word on stdout. Standard library only. Its idea: my own first card is
one of the cards I have not seen, each as likely as its count; from that,
my chance to win the reveal against the opponent's visible hand decides.
"""
import json
import sys

DECK = {value: 4 for value in range(1, 12)}      # 44 cards: four of each 1-11


def unseen(state):
    """How many of each value I have not seen: my own first card is one of them."""
    counts = dict(DECK)
    for card in state["seen_cards"]:
        counts[int(card)] -= 1
    return counts


def win_chance(state):
    """P(my total beats the opponent's) over my unknown first card
    (a tie counts half; my hit card, if any, is known)."""
    me, opp = state["you"], state["opponent"]
    community = int(state["community"])
    theirs = community + int(opp["first_card"]) + int(opp["hit_card"] or 0)
    mine_known = community + int(me["hit_card"] or 0)
    counts = unseen(state)
    total = sum(counts.values())
    if total == 0:
        return 0.5
    score = 0.0
    for value, n in counts.items():
        mine = mine_known + value
        if mine > 21:
            score += n * (0.5 if theirs > 21 else 0.0)
        elif theirs > 21 or mine > theirs:
            score += n
        elif mine == theirs:
            score += n * 0.5
    return score / total


def should_hit(state):
    """Hit when a card more likely helps than busts me (on average)."""
    me = state["you"]
    if me["hit_card"] is not None:
        return False
    counts = unseen(state)
    total = sum(counts.values()) or 1
    community = int(state["community"])
    # My expected total without a hit: the community plus an average unseen card.
    expected = community + sum(v * n for v, n in counts.items()) / total
    return expected <= 11


def decide(message):
    legal = message["legal"]
    state = message["state"]
    if message["offer"]:
        return "decline"
    if "hit" in legal:
        return "hit" if should_hit(state) else "stay"
    if "deal_again" in legal:
        return "stay"
    p = win_chance(state)
    raises = [w for w in legal if w.startswith("raise ")]
    if raises and p > 0.65:
        # Raise a few chips over the opponent's bet, more when surer.
        target = state["opponent"]["bet"] + (3 if p > 0.8 else 1)
        return min(raises, key=lambda w: abs(int(w.split()[1]) - target))
    if "pass" in legal:
        return "pass"
    if "call" in legal:
        return "call" if p > 0.4 else "fold"
    if raises and p > 0.3:
        return raises[0]          # round 1's starter cannot check: the smallest raise
    return "fold"


def main():
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "decision":
            print(decide(message), flush=True)
        # match_start, round_over, match_over: nothing to answer


if __name__ == "__main__":
    main()
