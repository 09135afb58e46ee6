"""The local stack runs exactly what the services' composition roots return."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx

from guinness.composition.ai import build_ai_app
from guinness.composition.backend import build_backend_app
from guinness.composition.edge import build_edge_app
from guinness.composition.worker import build_worker
from guinness.db.connection import Database
from guinness.local.stack import CompositionRoots, run_stack
from guinness.settings import WorkerSettings


def _recording(built: dict[str, Any], name: str, root: Callable[..., Any]) -> Callable[..., Any]:
    def build(*args: Any, **kwargs: Any) -> Any:
        built[name] = root(*args, **kwargs)
        return built[name]

    return build


def test_the_local_stack_runs_the_services_its_composition_roots_return(
    database: Database, tmp_path: Path
) -> None:
    built: dict[str, Any] = {}
    roots = CompositionRoots(
        ai=_recording(built, "ai", build_ai_app),
        backend=_recording(built, "backend", build_backend_app),
        worker=_recording(built, "worker", build_worker),
        edge=_recording(built, "edge", build_edge_app),
    )
    environment_before = dict(os.environ)

    with run_stack(
        database.settings,
        mcp_port=0,
        environ={"EMBEDDING_DIMS": "128", "DES2CODE_MAX_RECEIVE_COUNT": "7"},
        roots=roots,
        data_dir=tmp_path,
    ) as running:
        services = running.services
        assert set(built) == {"ai", "backend", "worker", "edge"}
        assert services.ai is built["ai"]
        assert services.backend is built["backend"]
        assert services.edge is built["edge"]
        assert services.worker is built["worker"]
        # The queue pollers hand batches to that worker's own entry points.
        assert running.worker.handler == built["worker"].handle
        assert running.dead_letters.handler == built["worker"].handle_dead_letters
        # Settings come from the environment given, as in Lambda; the stack's wiring wins only
        # where it must (the redrive limit matches the queue it creates).
        worker_settings = WorkerSettings.from_env(running.environments["worker"])
        assert worker_settings.embedding.dims == 128
        assert built["worker"].worker.max_receive_count == 3
        assert worker_settings.aws.endpoint_for("s3") == running.aws_url
        # Artifacts and the queue are kept in the data folder, handed to the roots built.
        assert built["worker"].worker.artifacts is running.artifacts
        assert running.artifacts.root == tmp_path / "artifacts"
        assert running.queue.url.startswith((tmp_path / "des2code-queue.sqlite3").as_uri())
        # The edge served is the one built: it answers with the local stack's guard.
        answer = httpx.get(running.mcp_url, timeout=10)
        assert answer.status_code == 405

    # Nothing was written to the process environment (no fake AWS credentials).
    assert dict(os.environ) == environment_before
