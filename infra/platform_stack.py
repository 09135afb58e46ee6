"""The platform stack: composes the constructs of one stage (no account lookups, so it
synthesizes anywhere)."""

from __future__ import annotations

import aws_cdk as cdk
from constructs import Construct

from infra.config import PlatformConfig
from infra.constructs.ai_store import AiStore
from infra.constructs.alarms import Alarms
from infra.constructs.artifacts import Storage
from infra.constructs.database import PlatformDatabase
from infra.constructs.edge import Edge
from infra.constructs.figma import FigmaByLink
from infra.constructs.functions import LambdaLayers
from infra.constructs.network import Network
from infra.constructs.operations import Operations
from infra.constructs.queue import Des2CodeQueues
from infra.constructs.secrets import ServiceSecrets
from infra.constructs.services import Services


class PlatformStack(cdk.Stack):
    """Everything one stage of the platform needs."""

    def __init__(self, scope: Construct, construct_id: str, *, config: PlatformConfig) -> None:
        super().__init__(
            scope, construct_id, description=f"Guinness MCP context platform ({config.stage})"
        )
        network = Network(self, "Network", config=config)
        layers = LambdaLayers(self, "Layers", config=config)
        database = PlatformDatabase(self, "Database", config=config, network=network)
        ai_store = AiStore(self, "AiStore", config=config, network=network, database=database)
        storage = Storage(self, "Storage", config=config)
        queues = Des2CodeQueues(self, "Queues", config=config)
        secrets = ServiceSecrets(self, "Secrets", config=config)
        services = Services(
            self, "Services", config=config, network=network, layers=layers,
            database=database, ai_store=ai_store, storage=storage, queues=queues,
            secrets=secrets,
        )  # fmt: skip
        operations = Operations(
            self, "Operations", config=config, network=network, layers=layers,
            database=database, ai_store=ai_store, storage=storage, queues=queues,
            secrets=secrets, ai_function_name=services.ai.function_name,
            ai_internal_url=services.ai.internal_url,
            backend_function_name=services.backend.function_name,
            backend_internal_url=services.backend.internal_url,
        )  # fmt: skip
        # Schema first, then the services' new code.
        for function in services.functions:
            function.function.node.add_dependency(operations.migrations)
        figma = FigmaByLink(
            self, "Figma", config=config, network=network, layers=layers, storage=storage
        )
        edge = Edge(
            self, "Edge", config=config, mcp=services.mcp,
            edge_token=secrets.value("CLOUDFRONT_SECRET_HEADER"), log_bucket=storage.access_logs,
            figma_webhook=figma.function_url,
        )  # fmt: skip
        Alarms(
            self, "Alarms", config=config, dead_letters=queues.dead_letters,
            functions=[*services.functions, *operations.functions, *figma.functions],
        )  # fmt: skip
        self.shared_layer = layers.shared
        for name, value, description in (
            ("McpUrl", edge.mcp_url, "MCP endpoint for clients"),
            ("ArtifactBucketName", storage.artifacts.bucket_name, "Des2Code artifacts"),
            ("UploadBucketName", storage.uploads_bucket_name, "import uploads"),
            ("QueueName", queues.requests.queue_name, "Des2Code requests"),
            ("DeadLetterQueueName", queues.dead_letters.queue_name, "dead Des2Code requests"),
            ("AdminFunctionName", operations.admin.function_name, "guinness-admin --remote"),
            ("FigmaWebhookUrl", edge.figma_webhook_url, "where Figma webhooks are delivered"),
            ("FigmaFetchFunctionName", figma.fetch.function_name, "Figma fetches by link"),
        ):
            cdk.CfnOutput(self, name, value=value, description=description)
