"""Fakes for task-context tests: a code reader, a clock, and a source that counts loads."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from guinness.tasks.assembly import InMemoryTaskSource
from guinness.tasks.code_sources import CodeSnippet
from guinness.tasks.deadline import Deadline
from guinness.tasks.graph import Task
from guinness.tasks.traversal import Check


@dataclass
class FakeCodeReader:
    """Resolves the references it was given; records every call."""

    snippets: dict[str, CodeSnippet] = field(default_factory=dict)
    calls: list[tuple[int, list[str]]] = field(default_factory=list)

    def read_code_sources(
        self, project_id: int, refs: Sequence[str], *, deadline: Deadline
    ) -> Mapping[str, CodeSnippet]:
        self.calls.append((project_id, list(refs)))
        return {ref: self.snippets[ref] for ref in refs if ref in self.snippets}


@dataclass
class SteppingClock:
    """Seconds that advance by ``step`` on every reading."""

    now: float = 100.0
    step: float = 0.0

    def __call__(self) -> float:
        value = self.now
        self.now += self.step
        return value


class CountingSource(InMemoryTaskSource):
    """An in-memory source that records which tasks were loaded."""

    def __init__(self, tasks: Iterable[Task]) -> None:
        super().__init__(tasks)
        self.loaded: list[str] = []

    def load_tasks(self, task_ids: Sequence[str]) -> Mapping[str, Task]:
        self.loaded.extend(task_ids)
        return super().load_tasks(task_ids)


class SlowSource(InMemoryTaskSource):
    """An in-memory source whose upstream read moves a clock past any budget."""

    def __init__(self, tasks: Iterable[Task], clock: SteppingClock, seconds: float) -> None:
        super().__init__(tasks)
        self._clock = clock
        self._seconds = seconds

    def upstream_depths(self, task_id: str, max_depth: int, check: Check) -> dict[str, int] | None:
        depths = super().upstream_depths(task_id, max_depth, check)
        self._clock.now += self._seconds
        return depths
