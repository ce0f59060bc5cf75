"""An example Blackjack Showdown bot for ``python -m game.sim.tournament`` (docs/bots.md).

    python -m game.sim.tournament showdown --a normal --b "cmd:python examples/bots/showdown_bot.py" --seats 4

Reads one JSON message per line on stdin; answers each "decision" with one
action word ("hit" or "stand") on stdout. Standard library only. Its idea:
the pot goes to the best total that did not bust, so stand once my total
beats every total already standing and is 17 or more; hit while it is behind.
"""
import json
import sys


def decide(message):
    state, me = message["state"], message["you"]
    seats = state["seats"]
    mine = seats[me - 1]["total"]
    best_standing = max((s["total"] for s in seats
                         if s["seat"] != me and s["status"] == "stood"), default=0)
    if mine < best_standing:
        return "hit"              # standing would lose for sure
    return "stand" if mine >= 17 else "hit"


def main():
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "decision":
            print(decide(message), flush=True)
        # match_start, round_over, match_over: nothing to answer


if __name__ == "__main__":
    main()
