"""A project's Figma token as the stores keep it and the Figma client sends it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class FigmaToken:
    """A personal access token, or an OAuth token (``oauth``). Its repr hides the value."""

    value: str
    oauth: bool = False

    def headers(self) -> dict[str, str]:
        """How Figma's API takes it: ``X-Figma-Token``, or ``Authorization: Bearer``."""
        if self.oauth:
            return {"Authorization": f"Bearer {self.value}"}
        return {"X-Figma-Token": self.value}

    def __repr__(self) -> str:  # never the secret
        return f"FigmaToken(oauth={self.oauth})"
