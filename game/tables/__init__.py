"""One state machine per table, all with the surface of ``base.Table``."""
