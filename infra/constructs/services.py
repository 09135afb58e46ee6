"""The four services of SPEC section 2 (mcp, backend, ai, des2code worker), plus the
worker's dead-letter consumer, each wired to exactly what it talks to.

Internal hops are Lambda Invoke through the Lambda VPC endpoint: the caller gets
``lambda:InvokeFunction`` on the callee's ``live`` alias (ARN built from the callee's
name) and ``…_INTERNAL_URL=lambda://<callee>:live``. Neither backend nor ai has a URL.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import aws_cdk as cdk
from aws_cdk import aws_lambda_event_sources as sources
from aws_cdk import aws_sqs as sqs
from constructs import Construct

from infra.config import PlatformConfig
from infra.constructs.ai_store import AiStore
from infra.constructs.artifacts import Storage
from infra.constructs.database import PlatformDatabase
from infra.constructs.figma import grant_fetch
from infra.constructs.functions import LambdaLayers, PlatformFunction, grant_invoke_by_name
from infra.constructs.network import Network
from infra.constructs.queue import VISIBILITY_FACTOR, Des2CodeQueues
from infra.constructs.secrets import ServiceSecrets

#: How long a caller waits for an internal answer (below its own function timeout).
INTERNAL_TIMEOUT_MS = 25_000
#: Requests per API key per minute in a deployed stack, unless a project sets its own.
DEPLOYED_REQUESTS_PER_MINUTE = 1_200
WORKER_BATCH_SIZE = 5
WORKER_MAX_CONCURRENCY = 5


class Services(Construct):
    """mcp, backend, ai, worker and dead-letter worker functions."""

    def __init__(
        self,
        scope: Construct,
        construct_id: str,
        *,
        config: PlatformConfig,
        network: Network,
        layers: LambdaLayers,
        database: PlatformDatabase,
        ai_store: AiStore,
        storage: Storage,
        queues: Des2CodeQueues,
        secrets: ServiceSecrets,
    ) -> None:
        super().__init__(scope, construct_id)
        stack = cdk.Stack.of(self)
        common: dict[str, Any] = {"config": config, "network": network, "layers": layers}

        self.ai = PlatformFunction(
            self, "Ai", name="ai", description="AI internal API (documents, code index)",
            timeout_seconds=120, snap_start=config.snap_start, invokable=True,
            reserved_concurrency=config.reserved_concurrency, **common,
        )  # fmt: skip
        self.ai.add_environment(ai_store.bind(self.ai.role, self.ai.connections, service="ai"))
        self.ai.add_environment(secrets.bind(self.ai.role, "AI_SERVICE_TOKEN"))

        self.backend = PlatformFunction(
            self, "Backend", name="backend", description="backend internal API",
            timeout_seconds=60, snap_start=config.snap_start, invokable=True,
            reserved_concurrency=config.reserved_concurrency, **common,
        )  # fmt: skip
        backend = self.backend
        backend.add_environment(database.bind(backend.role, backend.connections, service="backend"))
        backend.add_environment(queues.grant_send(backend.role))
        # Reads artifacts for get-des2code; deletes them with a design or a project.
        storage.grant_artifact_delete(backend.role)
        # Code pushed from CI: it records jobs and presigns their uploads, as the admin does.
        storage.grant_import_hand_out(backend.role)
        grant_invoke_by_name(backend.role, stack, self.ai.function_name)
        backend.add_environment(
            {
                "ARTIFACT_BUCKET": storage.artifacts.bucket_name,
                "IMPORT_BUCKET": storage.uploads_bucket_name,
                # A request's retry horizon: the queue's visibility timeout and redrive.
                "DES2CODE_VISIBILITY_TIMEOUT_SECONDS": str(
                    VISIBILITY_FACTOR * config.worker_timeout_seconds
                ),
                "DES2CODE_MAX_RECEIVE_COUNT": str(config.max_receive_count),
                # Imports by link: the fetch runs outside the VPC (see figma.py).
                **grant_fetch(backend.role, config),
                "AI_INTERNAL_URL": self.ai.internal_url,
                "AI_INTERNAL_TIMEOUT_MS": str(INTERNAL_TIMEOUT_MS),
                **secrets.bind(
                    backend.role,
                    "BACKEND_INTERNAL_API_KEY",
                    "AI_SERVICE_TOKEN",
                    "WEBHOOK_SIGNING_SECRET",
                ),
            }
        )

        self.mcp = PlatformFunction(
            self, "Mcp", name="mcp", description="public MCP edge (behind CloudFront)",
            timeout_seconds=30, snap_start=config.snap_start, invokable=True,
            reserved_concurrency=config.reserved_concurrency, **common,
        )  # fmt: skip
        mcp = self.mcp
        mcp.add_environment(database.bind(mcp.role, mcp.connections, service="edge"))
        grant_invoke_by_name(mcp.role, stack, backend.function_name)
        mcp.add_environment(
            {
                "BACKEND_INTERNAL_URL": backend.internal_url,
                "BACKEND_INTERNAL_TIMEOUT_MS": str(INTERNAL_TIMEOUT_MS),
                # CloudFront sends the Function URL's host; the URL itself cannot be put here
                # without a cycle, so the allowlist names its domain.
                "MCP_ALLOWED_HOSTS": f"*.lambda-url.{cdk.Aws.REGION}.on.aws",
                # Counted across every container (a row per key and minute in PostgreSQL).
                "API_KEY_REQUESTS_PER_MINUTE": str(DEPLOYED_REQUESTS_PER_MINUTE),
                **secrets.bind(mcp.role, "CLOUDFRONT_SECRET_HEADER", "BACKEND_INTERNAL_API_KEY"),
            }
        )
        if config.mcp_allowed_origins:
            # Browser-based MCP clients send Origin; command-line agents send none.
            mcp.add_environment({"MCP_ALLOWED_ORIGINS": ",".join(config.mcp_allowed_origins)})

        worker_deps = _WorkerDependencies(config, network, layers, ai_store, storage, secrets)
        self.worker = self._worker(
            "Worker", "des2code-worker", "handler.handler", queues.requests, worker_deps
        )
        self.dead_letter_worker = self._worker(
            "DeadLetterWorker",
            "des2code-dead-letters",
            "handler.dead_letter_handler",
            queues.dead_letters,
            worker_deps,
        )

    @property
    def functions(self) -> list[PlatformFunction]:
        """Every function of this construct."""
        return [self.mcp, self.backend, self.ai, self.worker, self.dead_letter_worker]

    def _worker(
        self,
        construct_id: str,
        name: str,
        handler: str,
        queue: sqs.IQueue,
        deps: _WorkerDependencies,
    ) -> PlatformFunction:
        worker = PlatformFunction(
            self,
            construct_id,
            config=deps.config,
            network=deps.network,
            layers=deps.layers,
            name=name,
            code_dir="des2code_worker",
            handler=handler,
            description="Des2Code matching (SQS consumer)",
            timeout_seconds=deps.config.worker_timeout_seconds,
        )
        worker.add_environment(
            deps.ai_store.bind(worker.role, worker.connections, service="worker")
        )
        deps.storage.grant_artifact_write(worker.role)
        grant_invoke_by_name(worker.role, cdk.Stack.of(self), self.backend.function_name)
        worker.add_environment(
            {
                "ARTIFACT_BUCKET": deps.storage.artifacts.bucket_name,
                "BACKEND_INTERNAL_URL": self.backend.internal_url,
                "BACKEND_INTERNAL_TIMEOUT_MS": str(INTERNAL_TIMEOUT_MS),
                "DES2CODE_MAX_RECEIVE_COUNT": str(deps.config.max_receive_count),
                **deps.secrets.bind(
                    worker.role, "BACKEND_INTERNAL_API_KEY", "WEBHOOK_SIGNING_SECRET"
                ),
            }
        )
        worker.function.add_event_source(
            sources.SqsEventSource(
                queue,
                batch_size=WORKER_BATCH_SIZE,
                report_batch_item_failures=True,
                max_concurrency=WORKER_MAX_CONCURRENCY,
            )
        )
        return worker


@dataclass(frozen=True)
class _WorkerDependencies:
    config: PlatformConfig
    network: Network
    layers: LambdaLayers
    ai_store: AiStore
    storage: Storage
    secrets: ServiceSecrets
