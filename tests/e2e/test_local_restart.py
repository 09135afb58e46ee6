"""Stopping the local stack with SIGTERM or SIGKILL while Des2Code requests are queued.

After SIGTERM nothing is lost: every request triggered before the stop succeeds after the
restart. After SIGKILL the next start adopts the PostgreSQL server the killed stack left
running, the requests it was processing come back after the visibility timeout, and none
answers ``pending`` past its retry horizon. A request id never issued is refused at once.
"""

from __future__ import annotations

import signal
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import psutil

from guinness.ids import uuid7
from guinness.local.folder_queue import FolderQueue
from guinness.local.stack import MAX_RECEIVE_COUNT, QUEUE, QUEUE_FILE, VISIBILITY_TIMEOUT_SECONDS
from tests.e2e.local_stack_process import LocalStack, StackProcess, start, stop
from tests.mcp_clients import call_tool, error_code

#: How long a request can take at most: every receive's visibility timeout, plus slack for
#: a slow machine's worker and the restart itself.
HORIZON_SECONDS = VISIBILITY_TIMEOUT_SECONDS * MAX_RECEIVE_COUNT + 60
TRIGGERS = 6


def _call(stack: LocalStack, tool: str, arguments: dict[str, Any]) -> Any:
    result = call_tool(
        stack.mcp_url.removesuffix("/mcp"),
        tool,
        arguments,
        headers={"MCP-API-Key": stack.api_key},
        era="legacy",
    )
    assert not result.is_error, result.content
    return result.structured_content


def _trigger(stack: LocalStack, count: int) -> list[str]:
    design = _call(stack, "get-design-detail", {"design_id": stack.design_id})
    arguments = {
        "design_id": stack.design_id,
        "project_id": design["project_id"],
        "organization_id": design["organization_id"],
    }
    # All at once, faster than the worker takes them: some are still queued at the stop.
    with ThreadPoolExecutor(max_workers=count) as pool:
        answers = pool.map(lambda _: _call(stack, "trigger-des2code", arguments), range(count))
    return [answer["request_id"] for answer in answers]


def _statuses_after(stack: LocalStack, request_ids: list[str], seconds: float) -> dict[str, str]:
    """Each request's status once none is pending, or when ``seconds`` have passed."""
    deadline = time.monotonic() + seconds
    statuses: dict[str, str] = {}
    while True:
        for request_id in request_ids:
            if statuses.get(request_id, "pending") == "pending":
                answer = _call(
                    stack, "get-des2code", {"design_id": stack.design_id, "request_id": request_id}
                )
                statuses[request_id] = answer["status"]
        if "pending" not in statuses.values() or time.monotonic() > deadline:
            return statuses
        time.sleep(0.5)


def _queued(data_dir: Path) -> int:
    """Requests in the local queue, received or not (the worker deletes what it finished)."""
    return FolderQueue(data_dir / QUEUE_FILE, QUEUE, visibility_timeout_seconds=1).count()


def _postgres_pid(data_dir: Path) -> int | None:
    """The embedded server's postmaster, if one runs on ``data_dir``."""
    pid_file = data_dir / "postgres" / "postmaster.pid"
    if not pid_file.is_file():
        return None
    pid = int(pid_file.read_text().splitlines()[0])
    try:
        alive = psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return None
    return pid if alive else None


def test_requests_survive_term_and_kill_and_no_postgres_is_orphaned(tmp_path: Path) -> None:
    data_dir = tmp_path / "local"
    first: StackProcess = start(data_dir)
    stack = first.banner
    before_term = _trigger(stack, TRIGGERS)
    assert _queued(data_dir) > 0, "the worker finished every request before the stop"
    stop(first, signal.SIGTERM)
    assert _postgres_pid(data_dir) is None, "SIGTERM left PostgreSQL running"

    second = start(data_dir)
    stack = second.banner
    assert stack.key_state == "reused"
    # Nothing triggered before the clean stop is lost: each one's artifact is there or
    # is written now from the queue kept in the data folder.
    assert _statuses_after(stack, before_term, HORIZON_SECONDS) == dict.fromkeys(
        before_term, "success"
    )
    before_kill = _trigger(stack, TRIGGERS)
    assert _queued(data_dir) > 0, "the worker finished every request before the kill"
    stop(second, signal.SIGKILL)
    orphan = _postgres_pid(data_dir)
    assert orphan is not None  # what SIGKILL leaves behind: the next start adopts it

    third = start(data_dir)
    try:
        stack = third.banner
        assert _postgres_pid(data_dir) == orphan
        statuses = _statuses_after(stack, before_kill + before_term, HORIZON_SECONDS)
        assert "pending" not in statuses.values(), statuses
        assert statuses == dict.fromkeys(before_kill + before_term, "success"), statuses
        # An id never issued is refused at once, not left pending.
        started = time.monotonic()
        never_issued = call_tool(
            stack.mcp_url.removesuffix("/mcp"),
            "get-des2code",
            {"design_id": stack.design_id, "request_id": str(uuid7())},
            headers={"MCP-API-Key": stack.api_key},
            era="legacy",
        )
        assert error_code(never_issued) == "REQUEST_NOT_FOUND"
        assert time.monotonic() - started < 10
    finally:
        stop(third, signal.SIGTERM)
    # The adopted server stopped with its last user.
    assert _postgres_pid(data_dir) is None, "the adopted PostgreSQL was left running"
