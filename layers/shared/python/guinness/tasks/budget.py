"""The token budget of a bundle.

Tokens are estimated, not counted: ``ceil(characters / 4)``, the usual rule of thumb for
English prose and code with current tokenizers. It needs no tokenizer (fast, no model
files) and errs on the generous side for code-heavy text. Because ``ceil`` is
subadditive, the estimate of a whole bundle never exceeds the sum of its parts, so a
budget checked part by part holds for the rendered bundle.
"""

from __future__ import annotations

CHARS_PER_TOKEN = 4


def estimate_tokens(text: str) -> int:
    """Estimated tokens of ``text``: ``ceil(len(text) / 4)``."""
    return -(-len(text) // CHARS_PER_TOKEN)


class TokenBudget:
    """Tokens spent so far against an optional limit (``None``: unlimited)."""

    def __init__(self, max_tokens: int | None) -> None:
        self.max_tokens = max_tokens
        self.used = 0

    def fits(self, tokens: int) -> bool:
        """Whether ``tokens`` more stay within the limit."""
        return self.max_tokens is None or self.used + tokens <= self.max_tokens

    def spend(self, tokens: int) -> None:
        """Count ``tokens`` as used (even past the limit: the target is always included)."""
        self.used += tokens
