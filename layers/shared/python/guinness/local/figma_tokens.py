"""Each project's Figma token in the local stack's data folder, readable by its owner only.

The local equivalent of the Secrets Manager store: ``{data}/figma-tokens/{project_id}.json``
written with mode 0600 in a folder of mode 0700, never printed.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from guinness.contracts.figma import FigmaToken


class LocalFigmaTokens:
    """Figma tokens by project in ``folder`` (created on first write)."""

    def __init__(self, folder: Path) -> None:
        self._folder = folder

    def _path(self, project_id: int) -> Path:
        return self._folder / f"{int(project_id)}.json"

    def token_for(self, project_id: int) -> FigmaToken | None:
        """The project's token, or None when none is set."""
        path = self._path(project_id)
        if not path.is_file():
            return None
        stored = json.loads(path.read_text())
        return FigmaToken(str(stored["token"]), oauth=bool(stored.get("oauth")))

    def set_token(self, project_id: int, token: FigmaToken) -> None:
        """Create or replace the project's token (owner-only file)."""
        self._folder.mkdir(parents=True, exist_ok=True)
        self._folder.chmod(0o700)
        path = self._path(project_id)
        temporary = path.with_suffix(".tmp")
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "w") as handle:
            json.dump({"token": token.value, "oauth": token.oauth}, handle)
        temporary.replace(path)

    def clear_token(self, project_id: int) -> bool:
        """Delete the project's token; whether there was one."""
        path = self._path(project_id)
        if not path.is_file():
            return False
        path.unlink()
        return True
