"""The time budget of one task-context assembly."""

from __future__ import annotations

import time
from collections.abc import Callable

from guinness.errors import ContextTimeoutError

#: Default time budget of an assembly (the seed's bar).
DEFAULT_BUDGET_MS = 150
Clock = Callable[[], float]


class Deadline:
    """Started on creation; :meth:`check` raises ContextTimeoutError once the budget is spent.

    ``clock`` returns seconds (``time.perf_counter`` by default); tests pass a fake one.
    """

    def __init__(
        self, budget_ms: float = DEFAULT_BUDGET_MS, clock: Clock = time.perf_counter
    ) -> None:
        self.budget_ms = budget_ms
        self._clock = clock
        self._started = clock()

    def elapsed_ms(self) -> float:
        """Milliseconds since the start."""
        return (self._clock() - self._started) * 1000.0

    def remaining_ms(self) -> float:
        """Milliseconds left (negative once exceeded)."""
        return self.budget_ms - self.elapsed_ms()

    def check(self) -> None:
        """Raise ContextTimeoutError when the budget is spent."""
        if self.elapsed_ms() > self.budget_ms:
            raise ContextTimeoutError()
