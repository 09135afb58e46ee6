"""Which data folders running local stacks use, so ``guinness-admin`` finds the stack's.

``guinness-local`` writes one small record per running stack (its process, its data folder,
its MCP and backend URLs) into a folder of the user's under the system's temporary folder,
and removes it when it stops. The admin CLI, started without ``LOCAL_DATA_DIR``, uses the
data folder of the one running stack; a record whose process is gone (a killed stack) is
ignored and removed. Two stacks at once need ``LOCAL_DATA_DIR`` to say which.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import asdict, dataclass
from pathlib import Path

import psutil  # type: ignore[import-untyped]  # pgserver's own dependency


@dataclass(frozen=True)
class RunningStack:
    """One running stack's record."""

    pid: int
    #: The process's start time, so a record is never taken for a new process that got
    #: the same pid.
    started: float
    data_dir: str
    mcp_url: str
    backend_url: str


def registry_folder() -> Path:
    """Where records are kept: one folder per user under the system's temporary folder."""
    return Path(tempfile.gettempdir()) / f"guinness-local-stacks-{os.getuid()}"


@contextmanager
def announced(
    data_dir: Path, *, mcp_url: str, backend_url: str, folder: Path | None = None
) -> Iterator[RunningStack]:
    """Record this process as a running stack on ``data_dir`` until the block ends."""
    folder = folder or registry_folder()
    folder.mkdir(mode=0o700, exist_ok=True)
    pid = os.getpid()
    record = RunningStack(
        pid=pid,
        started=psutil.Process(pid).create_time(),
        data_dir=str(data_dir.resolve()),
        mcp_url=mcp_url,
        backend_url=backend_url,
    )
    path = folder / f"{pid}.json"
    partial = folder / f".{pid}.json.tmp"
    partial.write_text(json.dumps(asdict(record)), encoding="utf-8")
    partial.replace(path)  # readers never see half a record
    try:
        yield record
    finally:
        with suppress(OSError):
            path.unlink()


def running_stacks(folder: Path | None = None) -> list[RunningStack]:
    """The stacks running now, oldest first; removes the records of stopped ones."""
    folder = folder or registry_folder()
    found: list[RunningStack] = []
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else ():
        record = _read(path)
        if record is None or not _alive(record):
            with suppress(OSError):
                path.unlink()
            continue
        found.append(record)
    return sorted(found, key=lambda record: record.started)


class SeveralStacksError(Exception):
    """More than one local stack runs, and nothing says which one is meant."""


def running_data_dir(folder: Path | None = None) -> Path | None:
    """The data folder of the one running stack; None when none runs. Raises
    SeveralStacksError when several do."""
    stacks = running_stacks(folder)
    if not stacks:
        return None
    if len({stack.data_dir for stack in stacks}) > 1:
        listed = ", ".join(f"{stack.data_dir} (pid {stack.pid})" for stack in stacks)
        raise SeveralStacksError(
            f"several local stacks are running ({listed}): set LOCAL_DATA_DIR to the one to use"
        )
    return Path(stacks[0].data_dir)


def _read(path: Path) -> RunningStack | None:
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
        return RunningStack(**document)
    except (OSError, ValueError, TypeError):
        return None


def _alive(record: RunningStack) -> bool:
    try:
        process = psutil.Process(record.pid)
        same = abs(process.create_time() - record.started) < 1.0
        return bool(same and process.status() != psutil.STATUS_ZOMBIE)
    except psutil.Error:
        return False
