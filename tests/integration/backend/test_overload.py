"""A backend whose database connections are all busy answers 503 OVERLOADED, then recovers."""

from __future__ import annotations

import threading
from dataclasses import replace

from fastapi.testclient import TestClient

from guinness.composition.backend import build_backend_app
from guinness.db.connection import Database
from tests.backend_stack import Backend, backend_settings


def test_a_burst_beyond_the_pool_gets_overloaded_with_retry_after(backend: Backend) -> None:
    settings = backend_settings(backend.database, ai_url="http://127.0.0.1:9")
    tight = Database(replace(settings.database, connection_limit=1, wait_ms=100))
    app = build_backend_app(settings, database=tight)
    holding, release = threading.Event(), threading.Event()

    def hold() -> None:
        with tight.connection():
            holding.set()
            release.wait(5)

    holder = threading.Thread(target=hold)
    holder.start()
    holding.wait(5)
    with TestClient(app) as client:
        busy = client.post(
            "/internal/task-context", headers=backend.headers(), json={"taskId": "T1"}
        )
        release.set()
        holder.join()
        after = client.post(
            "/internal/task-context", headers=backend.headers(), json={"taskId": "T1"}
        )
    tight.close()

    assert busy.status_code == 503
    assert busy.headers["retry-after"] == "1"
    assert busy.json()["error"]["code"] == "OVERLOADED"
    assert after.status_code == 404  # the pool works again: no such task
    assert after.json()["error"]["code"] == "TASK_NOT_FOUND"
