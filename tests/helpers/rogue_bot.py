"""Bots that break the protocol on purpose, for the tournament's own tests.

    python tests/helpers/rogue_bot.py MODE [FILE]

MODE: garbage (answers nonsense), illegal (answers a word that is never legal
here), silent (reads but never answers), exit (exits at once with code 3),
crash (answers three decisions, then dies with a traceback), flood (answers
with a thousand lines at a time),
late (the first answer comes after a 1.5 s nap, then the first legal word at
once), record FILE (answers the first legal word and appends every line it
reads to FILE), pid FILE (writes its pid and the pid of a sleeping child it
started to FILE, then answers the first legal word).
"""
import json
import subprocess
import sys
import time


def main() -> int:
    mode = sys.argv[1]
    if mode == "exit":
        return 3
    if mode == "pid":
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
        with open(sys.argv[2], "a") as f:
            f.write(f"{__import__('os').getpid()} {child.pid}\n")
    first = True
    decisions = 0
    for line in sys.stdin:
        if mode == "record":
            with open(sys.argv[2], "a") as f:
                f.write(line)
        message = json.loads(line)
        if message["type"] != "decision":
            continue
        if mode == "silent":
            continue
        decisions += 1
        if mode == "crash" and decisions > 3:
            raise RuntimeError("a bug in the bot")
        if mode == "flood":
            sys.stdout.write((message["legal"][0] + "\n") * 1000)
            sys.stdout.flush()
        elif mode == "garbage":
            print("\x07 what?? {}", flush=True)
        elif mode == "illegal":
            print("raise 999999", flush=True)
        else:
            if mode == "late" and first:
                time.sleep(1.5)
            first = False
            print(message["legal"][0], flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
