"""Reading the EMF lines the services print: each line's metrics as plain records.

The suite runs with ``POWERTOOLS_METRICS_DISABLED=true`` (``tests/conftest.py``); a test that
checks metrics asks for the ``emf`` fixture, which turns them on and reads what was printed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import pytest


@dataclass(frozen=True)
class Metric:
    """One metric of one EMF line, with the values of every dimension set it is under."""

    namespace: str
    name: str
    unit: str
    values: tuple[float, ...]
    #: Each dimension set of the line, with its values: ``({"tool": ..., "outcome": ...}, ...)``.
    dimension_sets: tuple[dict[str, str], ...]
    properties: dict[str, Any] = field(default_factory=dict)

    @property
    def value(self) -> float:
        """The metric's single value (every line the platform prints has one per metric)."""
        assert len(self.values) == 1, self.values
        return self.values[0]


def metrics_in(text: str) -> list[Metric]:
    """Every metric of every EMF line in ``text`` (other lines are skipped); a line that says
    it is EMF but breaks the format's rules fails the test."""
    found: list[Metric] = []
    for line in text.splitlines():
        if not line.startswith('{"_aws"'):
            continue
        record = json.loads(line)
        meta = record["_aws"]
        assert isinstance(meta["Timestamp"], int)
        (directive,) = meta["CloudWatchMetrics"]
        sets = tuple(
            {name: record[name] for name in dimension_set}
            for dimension_set in directive["Dimensions"]
        )
        names = {definition["Name"] for definition in directive["Metrics"]}
        reserved = {"_aws", *names, *(name for dims in sets for name in dims)}
        properties = {key: value for key, value in record.items() if key not in reserved}
        for definition in directive["Metrics"]:
            raw = record[definition["Name"]]
            values = tuple(raw) if isinstance(raw, list) else (raw,)
            found.append(
                Metric(
                    namespace=directive["Namespace"],
                    name=definition["Name"],
                    unit=definition["Unit"],
                    values=values,
                    dimension_sets=sets,
                    properties=properties,
                )
            )
    return found


class EmfCapture:
    """What the code under test printed as EMF since the last :meth:`read`."""

    def __init__(self, capsys: pytest.CaptureFixture[str]) -> None:
        self._capsys = capsys

    def read(self) -> list[Metric]:
        """The metrics printed since the last read."""
        return metrics_in(self._capsys.readouterr().out)

    def named(self, name: str) -> list[Metric]:
        """The metrics called ``name`` printed since the last read."""
        return [metric for metric in self.read() if metric.name == name]
