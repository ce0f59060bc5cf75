"""Entry point of the packaged executable (PyInstaller starts here).

``main`` answers every problem with words; this last net makes sure the
frozen executable never shows a Python traceback either (an import failing,
Ctrl-C in a console).
"""
import sys


def _run() -> int:
    try:
        from scenes.app.cli import main
        return main()
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # one line, never a traceback
        try:
            print(f"club21: error: {type(exc).__name__}: {exc}", file=sys.stderr)
        except (OSError, ValueError, AttributeError):   # windowed: no console at all
            pass
        return 1


if __name__ == "__main__":
    # A child process started with 'spawn' (the house edge's calculator) runs
    # this same executable: freeze_support runs the child's work and exits.
    import multiprocessing
    multiprocessing.freeze_support()
    sys.exit(_run())
