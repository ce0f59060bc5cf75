"""The storage layer's refusals (re-exported by ``journal``, where they began)."""


class StorageError(Exception):
    """A call the journal refuses (wrong order, unknown id); nothing was written."""
