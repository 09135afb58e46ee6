"""The one frozen configuration of the CDK app, read from ``cdk.json`` context.

Every value can be overridden with ``-c key=value``; invalid values fail synth with a
message naming the context key.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

_STAGE = re.compile(r"^[A-Za-z][A-Za-z0-9-]{0,20}$")
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
_URL = re.compile(r"^https?://[A-Za-z0-9][A-Za-z0-9.-]*(:\d{1,5})?(/[^\s]*)?$")
_ORIGIN = re.compile(r"^https?://[A-Za-z0-9*][A-Za-z0-9.*-]*(:(\d{1,5}|\*))?$")
#: The stage name the local stack uses; never deployable.
LOCAL_STAGE = "local"
DEFAULT_DEPENDENCY_LAYER_DIR = "build/layers/deps"


@dataclass(frozen=True)
class PlatformConfig:
    """Deploy-time choices: stage name, AI store, sizes, network and operations."""

    stage: str = "dev"
    ai_store: str = "postgres"
    lambda_memory_mb: int = 1024
    #: Folder holding the built third-party layer (``python/...``), relative to the repo.
    dependency_layer_dir: str = DEFAULT_DEPENDENCY_LAYER_DIR
    #: 0 keeps the VPC free of NAT (and of any route to the internet).
    nat_gateways: int = 0
    aurora_min_acu: float = 0.5
    aurora_max_acu: float = 4.0
    documentdb_instance_type: str = "t4g.medium"
    worker_timeout_seconds: int = 120
    max_receive_count: int = 3
    artifact_retention_days: int = 365
    log_retention_days: int = 30
    #: SnapStart on the latency-sensitive functions (mcp, backend, ai).
    snap_start: bool = True
    alarm_email: str | None = None
    #: Keep the database and buckets when the stack is destroyed (recommended).
    retain_data: bool = True
    #: Browser origins the edge accepts (``MCP_ALLOWED_ORIGINS``); empty keeps its default.
    mcp_allowed_origins: tuple[str, ...] = ()
    #: Reserved concurrency of each request-serving function (mcp, backend, ai); 0 leaves
    #: them unreserved (accounts whose whole concurrency quota is small need that).
    reserved_concurrency: int = 50
    #: Figma's REST API base for the Figma fetch function (``FIGMA_API_URL``); None leaves
    #: the function's default (Figma's own API).
    figma_api_url: str | None = None
    #: The us-east-1 web ACL (``Guinness-<stage>-Waf``'s ``WebAclArn``) the distribution
    #: attaches; None: none yet (deploy the WAF stack first, then pass its ARN).
    waf_web_acl_arn: str | None = None
    #: Requests one client address may make per five minutes before the WAF answers 429.
    waf_rate_limit: int = 2_000

    def __post_init__(self) -> None:
        # Every function gets ENVIRONMENT=<stage>; "local" would switch the public edge's
        # CloudFront token check off, so no deployable stage may be called that.
        if self.stage.lower() == LOCAL_STAGE:
            raise ValueError(
                "context 'stage' must not be 'local': that name switches the edge's "
                "CloudFront token check off and is reserved for ./dev up"
            )

    @property
    def prefix(self) -> str:
        """Prefix of every physical name this stage owns (``guinness-dev``)."""
        return f"guinness-{self.stage.lower()}"

    @classmethod
    def from_context(cls, get: Callable[[str], Any]) -> PlatformConfig:
        """Build from ``cdk.json`` / ``-c key=value`` context; invalid values fail synth."""
        defaults = cls()
        stage = str(get("stage") or defaults.stage)
        if not _STAGE.match(stage):
            raise ValueError(f"context 'stage' must match {_STAGE.pattern}, got {stage!r}")
        ai_store = str(get("aiStore") or defaults.ai_store)
        if ai_store not in ("postgres", "documentdb"):
            raise ValueError(f"context 'aiStore' must be postgres or documentdb, got {ai_store!r}")
        alarm_email = get("alarmEmail") or None
        if alarm_email is not None and not _EMAIL.match(str(alarm_email)):
            raise ValueError(f"context 'alarmEmail' must be an email address, got {alarm_email!r}")
        min_acu = _number(get, "auroraMinAcu", defaults.aurora_min_acu, 0, 256)
        return cls(
            stage=stage,
            ai_store=ai_store,
            lambda_memory_mb=int(_number(get, "lambdaMemoryMb", 1024, 128, 10_240)),
            dependency_layer_dir=str(get("dependencyLayerDir") or DEFAULT_DEPENDENCY_LAYER_DIR),
            nat_gateways=int(_number(get, "natGateways", 0, 0, 3)),
            aurora_min_acu=min_acu,
            aurora_max_acu=_number(
                get, "auroraMaxAcu", defaults.aurora_max_acu, max(min_acu, 1), 256
            ),
            documentdb_instance_type=str(
                get("documentDbInstanceType") or defaults.documentdb_instance_type
            ),
            worker_timeout_seconds=int(_number(get, "workerTimeoutSeconds", 120, 10, 900)),
            max_receive_count=int(_number(get, "maxReceiveCount", 3, 1, 100)),
            artifact_retention_days=int(_number(get, "artifactRetentionDays", 365, 1, 3650)),
            log_retention_days=int(_number(get, "logRetentionDays", 30, 1, 3653)),
            snap_start=_flag(get, "snapStart", defaults.snap_start),
            alarm_email=str(alarm_email) if alarm_email else None,
            retain_data=_flag(get, "retainData", defaults.retain_data),
            mcp_allowed_origins=_origins(get, "mcpAllowedOrigins"),
            reserved_concurrency=int(
                _number(get, "reservedConcurrency", defaults.reserved_concurrency, 0, 1000)
            ),
            figma_api_url=_url(get, "figmaApiUrl"),
            waf_web_acl_arn=_web_acl_arn(get, "wafWebAclArn"),
            waf_rate_limit=int(
                _number(get, "wafRateLimit", defaults.waf_rate_limit, 100, 2_000_000_000)
            ),
        )


def _origins(get: Callable[[str], Any], key: str) -> tuple[str, ...]:
    raw = get(key)
    if raw is None or raw == "":
        return ()
    items = raw if isinstance(raw, list) else str(raw).split(",")
    origins = tuple(str(item).strip() for item in items if str(item).strip())
    for origin in origins:
        if not _ORIGIN.match(origin):
            raise ValueError(
                f"context '{key}' entries must be origins like https://app.example.com "
                f"(a * may stand for a subdomain or the port), got {origin!r}"
            )
    return origins


_WEB_ACL_ARN = re.compile(r"^arn:aws[\w-]*:wafv2:us-east-1:\d{12}:global/webacl/[\w-]+/[\w-]+$")


def _web_acl_arn(get: Callable[[str], Any], key: str) -> str | None:
    raw = get(key)
    if raw is None or raw == "":
        return None
    arn = str(raw).strip()
    if not _WEB_ACL_ARN.match(arn):
        raise ValueError(
            f"context '{key}' must be the ARN of a CLOUDFRONT-scope web ACL in us-east-1 "
            f"(arn:aws:wafv2:us-east-1:ACCOUNT:global/webacl/NAME/ID), got {raw!r}"
        )
    return arn


def _url(get: Callable[[str], Any], key: str) -> str | None:
    raw = get(key)
    if raw is None or raw == "":
        return None
    url = str(raw).strip().rstrip("/")
    if not _URL.match(url):
        raise ValueError(
            f"context '{key}' must be an https:// (or http://) URL like "
            f"https://api.figma.com, got {raw!r}"
        )
    return url


def _number(get: Callable[[str], Any], key: str, default: float, low: float, high: float) -> float:
    raw = get(key)
    if raw is None or raw == "":
        return default
    try:
        value = float(raw)
    except (TypeError, ValueError):
        raise ValueError(f"context '{key}' must be a number, got {raw!r}") from None
    if not low <= value <= high:
        raise ValueError(f"context '{key}' must be {low:g}..{high:g}, got {raw}")
    return value


def _flag(get: Callable[[str], Any], key: str, default: bool) -> bool:
    raw = get(key)
    if raw is None or raw == "":
        return default
    if isinstance(raw, bool):
        return raw
    text = str(raw).lower()
    if text in ("true", "1", "yes"):
        return True
    if text in ("false", "0", "no"):
        return False
    raise ValueError(f"context '{key}' must be true or false, got {raw!r}")
