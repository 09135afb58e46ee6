"""Starting every service of the platform on one machine, wired as in AWS.

PostgreSQL is the embedded server, and Des2Code artifacts and the Des2Code queue (with its
DLQ) are files and a SQLite queue, all under the local data folder, so a restart loses
none of them (:mod:`guinness.local.folder_artifacts`, :mod:`guinness.local.folder_queue`,
behind the interfaces the S3 and SQS adapters have); the import bucket is moto's threaded
S3 server (in memory: an upload not yet imported is lost at a stop); the AI API, the
backend and the MCP edge run under uvicorn on loopback and talk HTTP; the worker is fed
from the queue with real SQS event shapes, its failures redriven to the DLQ whose consumer
runs too.

Every service is built by its own composition root (:mod:`guinness.composition`) from
settings parsed out of one environment mapping, the process's variables plus the stack's
wiring (addresses, generated secrets, ``AWS_ENDPOINT_URL`` pointing at moto), so every other
variable a service reads (``EMBEDDING_*``, ``TASK_CONTEXT_BUDGET_MS``, ``MCP_*`` ...) is
honoured exactly as in Lambda, and the process environment is never edited.
"""

from __future__ import annotations

import gc
import os
import secrets
from collections.abc import Callable, Iterator, Mapping
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from starlette.types import ASGIApp

from guinness.aws.clients import AwsClients
from guinness.aws.import_uploads import ImportUploads
from guinness.aws.settings import AwsSettings
from guinness.clients.figma_api import FigmaApi
from guinness.code_index.runner import ThreadRunner
from guinness.composition.ai import build_ai_app
from guinness.composition.backend import build_backend_app
from guinness.composition.edge import build_edge_app
from guinness.composition.import_job import build_import_job_runner
from guinness.composition.migrate import build_migrator
from guinness.composition.worker import build_worker
from guinness.db.connection import Database, connect
from guinness.db.databases import url_for
from guinness.db.roles import SERVICE_ROLES, set_role_passwords
from guinness.des2code.batches import WorkerBatches
from guinness.env import EnvReader
from guinness.local.data_dir import local_data_dir
from guinness.local.demo import DEMO_FILE_KEY, LOCAL_FIGMA_TOKEN
from guinness.local.fake_figma import FakeFigma
from guinness.local.figma_pipeline import LocalFigmaPipeline
from guinness.local.figma_tokens import LocalFigmaTokens
from guinness.local.figma_webhook_store import LocalWebhookStore
from guinness.local.folder_artifacts import FolderArtifactStore
from guinness.local.folder_queue import FolderQueue
from guinness.local.http_server import serve
from guinness.local.upload_events import LocalUploadEvents
from guinness.local.worker_loop import QueuePoller
from guinness.logs import get_logger
from guinness.operations.figma_fetch import FigmaFetchService
from guinness.operations.figma_webhook_app import WEBHOOK_PATH, figma_webhook_app
from guinness.operations.settings import ImportJobSettings, MigrateSettings
from guinness.settings import (
    AiSettings,
    BackendSettings,
    DatabaseSettings,
    McpSettings,
    UploadSettings,
    WorkerSettings,
)

REGION = "us-east-1"
#: Under the data folder: the artifacts, and the SQLite file of the queue and its DLQ.
ARTIFACTS_FOLDER = "artifacts"
QUEUE_FILE = "des2code-queue.sqlite3"
#: What ``ARTIFACT_BUCKET`` names locally (the folder stands in for the bucket).
BUCKET = "guinness-local-artifacts"
UPLOAD_BUCKET = "guinness-local-uploads"
#: The local Des2Code queue's visibility timeout (a failed delivery is retried this soon).
VISIBILITY_TIMEOUT_SECONDS = 10
QUEUE = "guinness-local-des2code"
MAX_RECEIVE_COUNT = 3
#: Connections each local service may hold at once (``DATABASE_CONNECTION_LIMIT``).
LOCAL_CONNECTION_LIMIT = "8"
#: MCP requests the local edge processes at once (``MCP_MAX_IN_FLIGHT``); the rest wait
#: their turn. Every service shares one Python process here, so requests processed side by
#: side share one interpreter: two at a time gave the highest throughput and the lowest
#: p99 under load (benchmarks/load.py: 99 calls/s at 20 clients, against 63 with six).
LOCAL_MAX_IN_FLIGHT = "2"
#: How long the local edge holds a throttled address's 429 (``AUTH_THROTTLED_DELAY_MS``):
#: a flood then waits instead of taking the interpreter from every other caller
#: (benchmarks/auth_flood.py). A Lambda container answers one request at a time, so the
#: deployed edge sends it at once and leaves floods to the WAF.
LOCAL_THROTTLED_DELAY_MS = "1000"
#: What the deployed stack gives its internal clients (``infra/constructs/services.py``).
INTERNAL_TIMEOUT_MS = "25000"


@dataclass(frozen=True)
class CompositionRoots:
    """The composition roots the stack builds its services with (tests may wrap them)."""

    ai: Callable[..., Any] = build_ai_app
    backend: Callable[..., Any] = build_backend_app
    worker: Callable[..., WorkerBatches] = build_worker
    edge: Callable[..., ASGIApp] = build_edge_app


@dataclass(frozen=True)
class LocalServices:
    """The services the stack runs, exactly as their composition roots returned them."""

    ai: Any
    backend: Any
    worker: WorkerBatches
    edge: ASGIApp


@dataclass(frozen=True)
class RunningStack:
    """Where each part of the running stack answers."""

    mcp_url: str
    backend_url: str
    ai_url: str
    aws_url: str
    #: Figma's API as the stack calls it (the local fake unless FIGMA_API_URL is set).
    figma_api_url: str
    #: Where Figma webhook deliveries are posted (``POST``).
    figma_webhook_url: str
    #: Whether ``figma_api_url`` is the stack's own fake (no FIGMA_API_URL was set).
    figma_is_fake: bool
    internal_key: str
    database: Database
    services: LocalServices
    worker: QueuePoller
    dead_letters: QueuePoller
    artifacts: FolderArtifactStore
    queue: FolderQueue
    dead_letter_queue: FolderQueue
    environments: Mapping[str, Mapping[str, str]] = field(default_factory=dict)


@contextmanager
def run_stack(
    settings: DatabaseSettings,
    *,
    mcp_port: int = 8000,
    host: str = "127.0.0.1",
    environ: Mapping[str, str] | None = None,
    roots: CompositionRoots | None = None,
    data_dir: Path | None = None,
    demo_figma: Path | None = None,
) -> Iterator[RunningStack]:
    """Start everything on ``settings``' database; ``environ`` is the environment the
    services read besides the stack's wiring (default: the process's); ``data_dir`` keeps
    Figma tokens, webhook registrations, artifacts and the Des2Code queue (default: the
    local data folder); without
    ``FIGMA_API_URL`` a fake Figma API serves ``demo_figma`` (the demo design). Stops
    everything when the block ends."""
    build = roots or CompositionRoots()
    logger = get_logger("local")
    internal_key = secrets.token_urlsafe(24)
    ai_token = secrets.token_urlsafe(24)
    webhook_secret = secrets.token_urlsafe(24)
    with ExitStack() as stack:
        aws_url = _start_moto(stack)
        base = _base_environment(os.environ if environ is None else environ, aws_url, settings)
        build_migrator(MigrateSettings.from_env(base)).migrate()
        # Each service connects as its own role, as in AWS (the owner only migrates).
        service_urls = _service_database_urls(settings)
        aws = AwsClients(AwsSettings.from_env(base))
        s3 = aws.client("s3")
        s3.create_bucket(Bucket=UPLOAD_BUCKET)
        source = os.environ if environ is None else environ
        folder = data_dir or local_data_dir(source)
        artifacts = FolderArtifactStore(folder / ARTIFACTS_FOLDER)
        queue, dead_letter_queue = local_queues(folder / QUEUE_FILE)
        figma_api_url = source.get("FIGMA_API_URL") or stack.enter_context(
            serve(_fake_figma(demo_figma).app())
        )

        environments: dict[str, dict[str, str]] = {}
        environments["ai"] = {**base, **service_urls["ai"], "AI_SERVICE_TOKEN": ai_token}
        ai_app = build.ai(AiSettings.from_env(environments["ai"]), build_runner=ThreadRunner())
        ai_url = stack.enter_context(serve(ai_app))

        environments["backend"] = {
            "AI_INTERNAL_TIMEOUT_MS": INTERNAL_TIMEOUT_MS,
            **base,
            **service_urls["backend"],
            "BACKEND_INTERNAL_API_KEY": internal_key,
            "AI_INTERNAL_URL": ai_url,
            "AI_SERVICE_TOKEN": ai_token,
            "DES2CODE_QUEUE_URL": queue.url,
            "ARTIFACT_BUCKET": BUCKET,
            "WEBHOOK_SIGNING_SECRET": webhook_secret,
            "IMPORT_BUCKET": UPLOAD_BUCKET,
            "DES2CODE_VISIBILITY_TIMEOUT_SECONDS": str(VISIBILITY_TIMEOUT_SECONDS),
            "DES2CODE_MAX_RECEIVE_COUNT": str(MAX_RECEIVE_COUNT),
        }
        environments["import-job"] = {
            **base,
            **service_urls["import-job"],
            "IMPORT_BUCKET": UPLOAD_BUCKET,
            "AI_INTERNAL_URL": ai_url,
            "AI_SERVICE_TOKEN": ai_token,
            "AI_INTERNAL_TIMEOUT_MS": INTERNAL_TIMEOUT_MS,
            "ARTIFACT_BUCKET": BUCKET,
            "DES2CODE_QUEUE_URL": queue.url,
        }
        import_job = build_import_job_runner(
            ImportJobSettings.from_env(environments["import-job"]), artifacts=artifacts, queue=queue
        )
        environments["figma-fetch"] = {**base, "IMPORT_BUCKET": UPLOAD_BUCKET}
        fetch_settings = UploadSettings.read(EnvReader(environments["figma-fetch"]))
        webhooks = LocalWebhookStore(folder / "figma-webhooks")
        figma = LocalFigmaPipeline(
            fetch=FigmaFetchService(
                tokens=LocalFigmaTokens(folder / "figma-tokens"),
                uploads=ImportUploads(s3, UPLOAD_BUCKET),
                webhooks=webhooks,
                api_for=lambda token: FigmaApi(token, base_url=figma_api_url),
                max_bytes=fetch_settings.max_bytes,
                logger=get_logger("figma-fetch"),
            ),
            runner=import_job,
            logger=logger,
        )
        stack.callback(figma.close)
        upload_events = LocalUploadEvents(
            s3=s3,
            bucket=UPLOAD_BUCKET,
            uploads=ImportUploads(s3, UPLOAD_BUCKET),
            runner=import_job,
            logger=logger,
        )
        upload_events.start()
        stack.callback(upload_events.stop)

        backend_app = build.backend(
            BackendSettings.from_env(environments["backend"]),
            figma_fetches=figma,
            component_resolver=figma,
            artifacts=artifacts,
            queue=queue,
        )
        backend_url = stack.enter_context(serve(backend_app))
        webhook_url = stack.enter_context(
            serve(figma_webhook_app(store=webhooks, fetches=figma, logger=logger))
        )

        environments["worker"] = {
            "BACKEND_INTERNAL_TIMEOUT_MS": INTERNAL_TIMEOUT_MS,
            **base,
            **service_urls["worker"],
            "BACKEND_INTERNAL_URL": backend_url,
            "BACKEND_INTERNAL_API_KEY": internal_key,
            "WEBHOOK_SIGNING_SECRET": webhook_secret,
            "ARTIFACT_BUCKET": BUCKET,
            "DES2CODE_MAX_RECEIVE_COUNT": str(MAX_RECEIVE_COUNT),
        }
        worker = build.worker(WorkerSettings.from_env(environments["worker"]), artifacts=artifacts)
        poller = QueuePoller(queue, worker.handle, region=REGION, logger=logger)
        dead_letters = QueuePoller(
            dead_letter_queue, worker.handle_dead_letters, region=REGION, logger=logger
        )
        for started in (poller, dead_letters):
            started.start()
            stack.callback(started.stop)

        environments["edge"] = {
            **base,
            **service_urls["edge"],
            "BACKEND_INTERNAL_URL": backend_url,
            "BACKEND_INTERNAL_API_KEY": internal_key,
        }
        edge = build.edge(McpSettings.from_env(environments["edge"]))
        mcp_url = stack.enter_context(serve(edge, port=mcp_port, host=host))

        database = Database(settings)
        stack.callback(database.close)
        # Everything built so far lives as long as the stack: out of the collector's way,
        # a full collection no longer pauses a request for the whole heap (moto, botocore's
        # models, every service), which took 150-200 ms, the whole task-context budget.
        gc.collect()
        gc.freeze()
        stack.callback(gc.unfreeze)
        yield RunningStack(
            mcp_url=f"{mcp_url}/mcp",
            backend_url=backend_url,
            ai_url=ai_url,
            aws_url=aws_url,
            figma_api_url=figma_api_url,
            figma_webhook_url=f"{webhook_url}{WEBHOOK_PATH}",
            figma_is_fake=not source.get("FIGMA_API_URL"),
            internal_key=internal_key,
            database=database,
            services=LocalServices(ai=ai_app, backend=backend_app, worker=worker, edge=edge),
            worker=poller,
            dead_letters=dead_letters,
            artifacts=artifacts,
            queue=queue,
            dead_letter_queue=dead_letter_queue,
            environments=environments,
        )


def _service_database_urls(settings: DatabaseSettings) -> dict[str, dict[str, str]]:
    """Each service's ``DATABASE_URL``: its own role, with a password set now (the embedded
    server trusts its socket; a server given by ``DATABASE_URL`` checks them)."""
    conn = connect(settings)
    try:
        passwords = set_role_passwords(conn, SERVICE_ROLES.values())
    finally:
        conn.close()
    return {
        service: {"DATABASE_URL": url_for(settings, user=role, password=passwords[role])}
        for service, role in SERVICE_ROLES.items()
    }


def _fake_figma(demo_figma: Path | None) -> FakeFigma:
    """The local fake Figma API: the demo design under its file key, one demo token."""
    files = {DEMO_FILE_KEY: demo_figma} if demo_figma and demo_figma.is_file() else {}
    return FakeFigma.serving(files, tokens={LOCAL_FIGMA_TOKEN: None})


def _base_environment(
    environ: Mapping[str, str], aws_url: str, database: DatabaseSettings
) -> dict[str, str]:
    """``environ`` plus what every local service shares: local mode, the database, and
    boto3's standard variables pointing every AWS client at moto."""
    base = {
        name: value for name, value in environ.items() if not name.startswith("AWS_ENDPOINT_URL")
    }
    base.setdefault("AI_STORE", "postgres")
    # A local server answers many requests at once (a Lambda container answers one).
    base.setdefault("DATABASE_CONNECTION_LIMIT", LOCAL_CONNECTION_LIMIT)
    base.setdefault("MCP_MAX_IN_FLIGHT", LOCAL_MAX_IN_FLIGHT)
    base.setdefault("AUTH_THROTTLED_DELAY_MS", LOCAL_THROTTLED_DELAY_MS)
    base.update(
        {
            "ENVIRONMENT": "local",
            "DATABASE_URL": url_for(database),
            "AWS_ENDPOINT_URL": aws_url,
            # moto accepts any credentials; nothing here can reach real AWS.
            "AWS_ACCESS_KEY_ID": "local",
            "AWS_SECRET_ACCESS_KEY": "local",
            "AWS_REGION": REGION,
        }
    )
    base.pop("AWS_SESSION_TOKEN", None)
    base.pop("AWS_IGNORE_CONFIGURED_ENDPOINT_URLS", None)
    return base


def _start_moto(stack: ExitStack) -> str:
    """moto's threaded server on a free loopback port; returns its URL."""
    from moto.server import ThreadedMotoServer

    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    stack.callback(server.stop)
    host, port = server.get_host_and_port()
    return f"http://{host}:{port}"


def local_queues(path: Path) -> tuple[FolderQueue, FolderQueue]:
    """The local Des2Code queue and its DLQ in the SQLite file at ``path``, redriven as the
    deployed queue is (``MAX_RECEIVE_COUNT`` receives, then the DLQ)."""
    dead_letters = FolderQueue(
        path, f"{QUEUE}-dlq", visibility_timeout_seconds=VISIBILITY_TIMEOUT_SECONDS
    )
    queue = FolderQueue(
        path,
        QUEUE,
        visibility_timeout_seconds=VISIBILITY_TIMEOUT_SECONDS,
        dead_letter_queue=dead_letters.name,
        max_receive_count=MAX_RECEIVE_COUNT,
    )
    return queue, dead_letters
