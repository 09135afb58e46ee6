"""The local data folder: embedded PostgreSQL, the demo key, Figma tokens and webhooks."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path


def local_data_dir(environ: Mapping[str, str] | None = None) -> Path:
    """The folder holding local state (``LOCAL_DATA_DIR``, default ``.local``)."""
    env = os.environ if environ is None else environ
    return Path(env.get("LOCAL_DATA_DIR") or ".local").resolve()
