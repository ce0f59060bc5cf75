"""The version of Club 21: the one place it is written.

``pyproject.toml`` reads it from here (``[tool.setuptools.dynamic]``), so the
wheel, the executable's metadata (``build.spec``), ``club21 --version`` and
the About panel all show the same number, installed or not.
"""
__version__ = "0.6.0"
