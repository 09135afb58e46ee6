"""One settings object per service, parsed once from the environment at cold start.

Variable names follow the MCP seed's table; the backend, AI service and worker use the
same style. Every class has ``from_env`` which validates everything and raises
:class:`~guinness.errors.ConfigError` naming each bad variable.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

from pydantic import SecretStr

from guinness.aws.settings import AwsSettings
from guinness.env import EnvReader, SecretSetting
from guinness.errors import ConfigError
from guinness.web.allowlist import pattern_problem

LOCAL = "local"
#: What an unset ``ENVIRONMENT`` means: not local (the edge token is required).
DEFAULT_ENVIRONMENT = "production"
#: How long a request waits for a free database connection before answering OVERLOADED.
DEFAULT_OVERLOADED_WAIT_MS = 2_000
DEFAULT_BACKEND_TIMEOUT_MS = 10_000
MAX_BACKEND_TIMEOUT_MS = 120_000


@dataclass(frozen=True)
class DatabaseSettings:
    """How to reach one PostgreSQL database with pg8000 (TCP or unix socket)."""

    name: str
    user: str
    host: str | None = None
    socket_dir: str | None = None
    port: int = 5432
    password: SecretSetting = field(default_factory=lambda: SecretSetting(name="DATABASE_PASSWORD"))
    ssl: bool = False
    #: The CA bundle TLS verifies the server with (None: the system's trust store, which
    #: trusts RDS Proxy but not Aurora's own certificates).
    ssl_root_cert: str | None = None
    iam_auth: bool = False
    region: str | None = None
    connection_limit: int = 1
    socket_timeout_seconds: int = 30
    wait_ms: int = DEFAULT_OVERLOADED_WAIT_MS

    @property
    def unix_sock(self) -> str | None:
        """The socket file path when connecting over a unix socket."""
        if self.socket_dir is None:
            return None
        return f"{self.socket_dir.rstrip('/')}/.s.PGSQL.{self.port}"

    def describe(self) -> str:
        """Where this points, for logs (never the password)."""
        where = self.host or self.socket_dir or "?"
        return f"postgresql://{self.user}@{where}:{self.port}/{self.name}"

    def with_database(self, name: str) -> DatabaseSettings:
        """The same server, another database."""
        return DatabaseSettings(**{**self.__dict__, "name": name})

    @classmethod
    def from_url(cls, url: str, *, variable: str = "DATABASE_URL") -> DatabaseSettings:
        """Parse ``postgresql://user:password@host:port/db?host=/socket/dir&sslmode=require``."""
        parts = urlsplit(url)
        if parts.scheme not in ("postgres", "postgresql"):
            raise ConfigError(f"{variable} must start with postgresql://")
        query = parse_qs(parts.query)
        socket_dir = query.get("host", [None])[0]
        password = unquote(parts.password) if parts.password else None
        port_text = query.get("port", [None])[0]
        return cls(
            name=unquote(parts.path.lstrip("/")) or "postgres",
            user=unquote(parts.username) if parts.username else "postgres",
            host=None if socket_dir else (parts.hostname or "localhost"),
            socket_dir=socket_dir,
            port=int(port_text) if port_text else (parts.port or 5432),
            password=SecretSetting(
                name="DATABASE_PASSWORD", value=SecretStr(password) if password else None
            ),
            ssl=query.get("sslmode", ["disable"])[0] in ("require", "verify-ca", "verify-full"),
        )

    @classmethod
    def read(
        cls, env: EnvReader, *, prefix: str = "DATABASE_", required: bool = True
    ) -> DatabaseSettings | None:
        """Read ``{prefix}URL`` or the individual ``{prefix}*`` variables."""
        limit = env.integer(f"{prefix}CONNECTION_LIMIT", 1, minimum=1, maximum=100)
        wait_ms = _overloaded_wait_ms(env)
        url = env.raw(f"{prefix}URL")
        if url is not None:
            try:
                parsed = cls.from_url(url, variable=f"{prefix}URL")
            except Exception as exc:  # noqa: BLE001 - reported as a config problem
                env.problem(f"{prefix}URL is not a valid PostgreSQL URL ({exc})")
                return None
            return DatabaseSettings(
                **{**parsed.__dict__, "connection_limit": limit, "wait_ms": wait_ms}
            )
        host = env.raw(f"{prefix}RDS_PROXY_ENDPOINT") or env.raw(f"{prefix}HOST")
        if host is None:
            if required:
                env.problem(
                    f"{prefix}RDS_PROXY_ENDPOINT or {prefix}HOST (or {prefix}URL) is required"
                )
            return None
        iam_auth = env.boolean(f"{prefix}IAM_AUTH", False)
        password = env.secret(f"{prefix}PASSWORD", required=not iam_auth)
        root_cert = env.raw(f"{prefix}SSL_ROOT_CERT")
        if root_cert is not None and not Path(root_cert).is_file():
            env.problem(
                f"{prefix}SSL_ROOT_CERT names {root_cert}, which is not a file (in AWS, build"
                " the dependency layer with --rds-ca-bundle)"
            )
        return cls(
            name=env.string(f"{prefix}NAME", required=True) or "",
            user=env.string(f"{prefix}USER", required=True) or "",
            host=host,
            port=env.integer(f"{prefix}PORT", 5432, minimum=1, maximum=65535),
            password=password,
            ssl=env.boolean(f"{prefix}SSL", iam_auth or root_cert is not None),
            ssl_root_cert=root_cert,
            iam_auth=iam_auth,
            region=env.raw("AWS_REGION"),
            connection_limit=limit,
            wait_ms=wait_ms,
        )


BEDROCK_DIMS = (256, 512, 1024)
DEFAULT_BEDROCK_MODEL = "amazon.titan-embed-text-v2:0"


@dataclass(frozen=True)
class EmbeddingSettings:
    """The configured embedding."""

    provider: str = "hashed"
    bedrock_model_id: str = DEFAULT_BEDROCK_MODEL
    dims: int = 256
    region: str | None = None

    @classmethod
    def read(cls, env: EnvReader) -> EmbeddingSettings:
        """Read ``EMBEDDING_PROVIDER``, ``BEDROCK_EMBEDDING_MODEL_ID``, ``EMBEDDING_DIMS``."""
        provider = env.choice("EMBEDDING_PROVIDER", "hashed", ("hashed", "bedrock"))
        dims = env.integer("EMBEDDING_DIMS", 256, minimum=16, maximum=4096)
        if provider == "bedrock" and dims not in BEDROCK_DIMS:
            env.problem(f"EMBEDDING_DIMS must be one of {BEDROCK_DIMS} with Bedrock, got {dims}")
        return cls(
            provider=provider,
            bedrock_model_id=env.string("BEDROCK_EMBEDDING_MODEL_ID", DEFAULT_BEDROCK_MODEL)
            or DEFAULT_BEDROCK_MODEL,
            dims=dims,
            region=env.raw("AWS_REGION"),
        )


def _environment(env: EnvReader) -> str:
    # Fail closed: only an explicit ENVIRONMENT=local relaxes the edge's checks.
    return env.string("ENVIRONMENT", DEFAULT_ENVIRONMENT) or DEFAULT_ENVIRONMENT


def _overloaded_wait_ms(env: EnvReader) -> int:
    return env.integer("OVERLOADED_WAIT_MS", DEFAULT_OVERLOADED_WAIT_MS, minimum=0, maximum=60_000)


def _timeout_ms(env: EnvReader, name: str) -> int:
    return env.integer(name, DEFAULT_BACKEND_TIMEOUT_MS, minimum=1, maximum=MAX_BACKEND_TIMEOUT_MS)


@dataclass(frozen=True)
class ApiKeyAuthSettings:
    """Tuning of API-key verification shared by every service that authenticates keys."""

    cache_ttl_seconds: int = 60
    last_used_interval_seconds: int = 300
    #: Failed authentications one source address may make per minute (0: no limit).
    failures_per_minute: int = 10
    #: Key checks (a database lookup and scrypt) running at once; the others wait.
    max_concurrent_checks: int = 4
    #: How long a check waits for its turn before the request gets 503 OVERLOADED.
    check_wait_ms: int = 1_000
    #: Requests per key per minute unless the key's project sets its own (0: no quota).
    requests_per_minute: int = 0

    @classmethod
    def read(cls, env: EnvReader) -> ApiKeyAuthSettings:
        """Read ``API_KEY_CACHE_TTL_SECONDS``, ``API_KEY_LAST_USED_INTERVAL_SECONDS``,
        ``AUTH_FAILURES_PER_MINUTE``, ``AUTH_MAX_CONCURRENT_CHECKS``, ``AUTH_CHECK_WAIT_MS``
        and ``API_KEY_REQUESTS_PER_MINUTE``."""
        return cls(
            cache_ttl_seconds=env.integer("API_KEY_CACHE_TTL_SECONDS", 60, minimum=0, maximum=3600),
            last_used_interval_seconds=env.integer(
                "API_KEY_LAST_USED_INTERVAL_SECONDS", 300, minimum=1, maximum=86_400
            ),
            failures_per_minute=env.integer(
                "AUTH_FAILURES_PER_MINUTE", 10, minimum=0, maximum=100_000
            ),
            max_concurrent_checks=env.integer(
                "AUTH_MAX_CONCURRENT_CHECKS", 4, minimum=1, maximum=1_000
            ),
            check_wait_ms=env.integer("AUTH_CHECK_WAIT_MS", 1_000, minimum=0, maximum=60_000),
            requests_per_minute=env.integer(
                "API_KEY_REQUESTS_PER_MINUTE", 0, minimum=0, maximum=1_000_000
            ),
        )


@dataclass(frozen=True)
class McpSettings:
    """The public MCP edge (seed 004's table, plus key-cache, allowlist and JWT tuning)."""

    environment: str
    cloudfront_secret: SecretSetting
    database: DatabaseSettings
    backend_internal_url: str
    backend_internal_api_key: SecretSetting
    backend_internal_timeout_ms: int
    api_keys: ApiKeyAuthSettings
    allowed_hosts: tuple[str, ...]
    allowed_origins: tuple[str, ...]
    max_body_bytes: int
    jwt_secret: SecretSetting
    jwt_issuer: str | None
    jwt_audience: str | None
    jwt_jwks: str | None = None
    jwt_jwks_url: str | None = None
    jwt_project_claim: str = "project_id"
    aws: AwsSettings = field(default_factory=AwsSettings)
    max_in_flight: int = 0
    overloaded_wait_ms: int = DEFAULT_OVERLOADED_WAIT_MS
    #: How long a long-running edge holds a throttled address's 429 before sending it.
    throttled_delay_ms: int = 0
    #: The most tokens one tool result may take (estimated as UTF-8 bytes / 3).
    max_result_tokens: int = 20_000

    @property
    def is_local(self) -> bool:
        """Whether edge-token checks are skipped (``ENVIRONMENT=local``)."""
        return self.environment == LOCAL

    @property
    def jwt_enabled(self) -> bool:
        """Whether Bearer JWTs are accepted (a secret, a JWKS or a JWKS URL is configured)."""
        return self.jwt_secret.is_set or self.jwt_jwks is not None or self.jwt_jwks_url is not None

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> McpSettings:
        """Parse and validate; raises ConfigError naming every bad variable."""
        env = EnvReader(os.environ if environ is None else environ)
        environment = _environment(env)
        settings = cls(
            environment=environment,
            cloudfront_secret=env.secret("CLOUDFRONT_SECRET_HEADER", required=environment != LOCAL),
            database=DatabaseSettings.read(env) or _unset_database(),
            backend_internal_url=env.url("BACKEND_INTERNAL_URL", required=True) or "",
            backend_internal_api_key=env.secret("BACKEND_INTERNAL_API_KEY", required=True),
            backend_internal_timeout_ms=_timeout_ms(env, "BACKEND_INTERNAL_TIMEOUT_MS"),
            api_keys=ApiKeyAuthSettings.read(env),
            allowed_hosts=env.csv("MCP_ALLOWED_HOSTS", ("127.0.0.1:*", "localhost:*")),
            allowed_origins=env.csv(
                "MCP_ALLOWED_ORIGINS", ("http://127.0.0.1:*", "http://localhost:*")
            ),
            max_body_bytes=env.integer(
                "MCP_MAX_BODY_BYTES", 1_048_576, minimum=1024, maximum=6_291_456
            ),
            jwt_secret=env.secret("JWT_SECRET"),
            jwt_issuer=env.string("JWT_ISSUER"),
            jwt_audience=env.string("JWT_AUDIENCE"),
            jwt_jwks=_jwks_document(env, "JWT_JWKS"),
            jwt_jwks_url=_https_url(env, "JWT_JWKS_URL"),
            jwt_project_claim=env.string("JWT_PROJECT_CLAIM", "project_id") or "project_id",
            aws=AwsSettings.read(env),
            max_in_flight=env.integer("MCP_MAX_IN_FLIGHT", 0, minimum=0, maximum=10_000),
            overloaded_wait_ms=_overloaded_wait_ms(env),
            throttled_delay_ms=env.integer("AUTH_THROTTLED_DELAY_MS", 0, minimum=0, maximum=10_000),
            max_result_tokens=env.integer(
                "MCP_MAX_RESULT_TOKENS", 20_000, minimum=2_000, maximum=1_000_000
            ),
        )
        _check_allowlists(env, settings)
        if settings.jwt_enabled and not (settings.jwt_issuer and settings.jwt_audience):
            env.problem("JWT_ISSUER and JWT_AUDIENCE are required when JWT auth is configured")
        env.check("MCP service")
        return settings


#: The largest import through the upload bucket (``IMPORT_MAX_BYTES``): code archives and
#: Figma files pushed from CI or fetched by link.
DEFAULT_IMPORT_MAX_BYTES = 256 * 1024 * 1024
DEFAULT_UPLOAD_EXPIRES_SECONDS = 3600


@dataclass(frozen=True)
class UploadSettings:
    """The import upload bucket and its limits."""

    bucket: str
    max_bytes: int
    expires_seconds: int

    @classmethod
    def read(cls, env: EnvReader) -> UploadSettings:
        """Read ``IMPORT_BUCKET``, ``IMPORT_MAX_BYTES`` and ``IMPORT_UPLOAD_EXPIRES_SECONDS``."""
        return cls(
            bucket=env.string("IMPORT_BUCKET", required=True) or "",
            max_bytes=env.integer(
                "IMPORT_MAX_BYTES", DEFAULT_IMPORT_MAX_BYTES, minimum=1, maximum=2**32
            ),
            expires_seconds=env.integer(
                "IMPORT_UPLOAD_EXPIRES_SECONDS",
                DEFAULT_UPLOAD_EXPIRES_SECONDS,
                minimum=60,
                maximum=43_200,
            ),
        )


@dataclass(frozen=True)
class BackendSettings:
    """The backend internal API (scope, dispatch, artifacts, webhook, task context)."""

    environment: str
    database: DatabaseSettings
    internal_api_key: SecretSetting
    ai_internal_url: str
    ai_service_token: SecretSetting
    ai_internal_timeout_ms: int
    des2code_queue_url: str
    artifact_bucket: str
    webhook_signing_secret: SecretSetting
    task_context_budget_ms: int
    aws: AwsSettings
    embedding: EmbeddingSettings
    #: The Figma fetch function imports by link are sent to (None: not deployed).
    figma_fetch_function: str | None = None
    #: The import bucket code pushed from CI is uploaded to (None: not configured).
    uploads: UploadSettings | None = None
    #: The Des2Code queue's visibility timeout and redrive limit (a request's retry horizon).
    des2code_visibility_timeout_seconds: int = 720
    des2code_max_receive_count: int = 3

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> BackendSettings:
        """Parse and validate; raises ConfigError naming every bad variable."""
        env = EnvReader(os.environ if environ is None else environ)
        settings = cls(
            environment=_environment(env),
            database=DatabaseSettings.read(env) or _unset_database(),
            internal_api_key=env.secret("BACKEND_INTERNAL_API_KEY", required=True),
            ai_internal_url=env.url("AI_INTERNAL_URL", required=True) or "",
            ai_service_token=env.secret("AI_SERVICE_TOKEN", required=True),
            ai_internal_timeout_ms=_timeout_ms(env, "AI_INTERNAL_TIMEOUT_MS"),
            des2code_queue_url=env.string("DES2CODE_QUEUE_URL", required=True) or "",
            artifact_bucket=env.string("ARTIFACT_BUCKET", required=True) or "",
            webhook_signing_secret=env.secret("WEBHOOK_SIGNING_SECRET", required=True),
            task_context_budget_ms=env.integer(
                "TASK_CONTEXT_BUDGET_MS", 150, minimum=1, maximum=30_000
            ),
            aws=AwsSettings.read(env),
            embedding=EmbeddingSettings.read(env),
            figma_fetch_function=env.string("FIGMA_FETCH_FUNCTION"),
            uploads=UploadSettings.read(env) if env.string("IMPORT_BUCKET") else None,
            des2code_visibility_timeout_seconds=env.integer(
                "DES2CODE_VISIBILITY_TIMEOUT_SECONDS", 720, minimum=1, maximum=43_200
            ),
            des2code_max_receive_count=env.integer(
                "DES2CODE_MAX_RECEIVE_COUNT", 3, minimum=1, maximum=100
            ),
        )
        env.check("backend")
        return settings


@dataclass(frozen=True)
class AiStoreSettings:
    """Which document store serves the AI documents, and how to reach it."""

    kind: str
    database: DatabaseSettings | None
    documentdb_uri: SecretSetting
    documentdb_database: str

    @classmethod
    def read(cls, env: EnvReader) -> AiStoreSettings:
        """Read ``AI_STORE`` and the variables of the chosen store."""
        kind = env.choice("AI_STORE", "postgres", ("postgres", "documentdb"))
        database = None
        if kind == "postgres":
            database = DatabaseSettings.read(env, prefix="AI_STORE_DATABASE_", required=False)
            if database is None:
                # The PostgreSQL store may share the backend's server (own schema).
                database = DatabaseSettings.read(env)
        documentdb_uri = env.secret("DOCUMENTDB_URI", required=kind == "documentdb")
        return cls(
            kind=kind,
            database=database,
            documentdb_uri=documentdb_uri,
            documentdb_database=env.string("DOCUMENTDB_DATABASE", "guinness_ai") or "guinness_ai",
        )


@dataclass(frozen=True)
class AiSettings:
    """The AI internal API (documents, code index)."""

    environment: str
    service_token: SecretSetting
    store: AiStoreSettings
    embedding: EmbeddingSettings
    aws: AwsSettings = field(default_factory=AwsSettings)

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> AiSettings:
        """Parse and validate; raises ConfigError naming every bad variable."""
        env = EnvReader(os.environ if environ is None else environ)
        settings = cls(
            environment=_environment(env),
            service_token=env.secret("AI_SERVICE_TOKEN", required=True),
            store=AiStoreSettings.read(env),
            embedding=EmbeddingSettings.read(env),
            aws=AwsSettings.read(env),
        )
        env.check("AI service")
        return settings


@dataclass(frozen=True)
class WorkerSettings:
    """The Des2Code worker (SQS consumer)."""

    environment: str
    store: AiStoreSettings
    artifact_bucket: str
    backend_internal_url: str
    backend_internal_api_key: SecretSetting
    backend_internal_timeout_ms: int
    webhook_signing_secret: SecretSetting
    max_receive_count: int
    aws: AwsSettings
    embedding: EmbeddingSettings

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> WorkerSettings:
        """Parse and validate; raises ConfigError naming every bad variable."""
        env = EnvReader(os.environ if environ is None else environ)
        settings = cls(
            environment=_environment(env),
            store=AiStoreSettings.read(env),
            artifact_bucket=env.string("ARTIFACT_BUCKET", required=True) or "",
            backend_internal_url=env.url("BACKEND_INTERNAL_URL", required=True) or "",
            backend_internal_api_key=env.secret("BACKEND_INTERNAL_API_KEY", required=True),
            backend_internal_timeout_ms=_timeout_ms(env, "BACKEND_INTERNAL_TIMEOUT_MS"),
            webhook_signing_secret=env.secret("WEBHOOK_SIGNING_SECRET", required=True),
            max_receive_count=env.integer("DES2CODE_MAX_RECEIVE_COUNT", 3, minimum=1, maximum=100),
            aws=AwsSettings.read(env),
            embedding=EmbeddingSettings.read(env),
        )
        env.check("des2code worker")
        return settings


def _jwks_document(env: EnvReader, name: str) -> str | None:
    """A JSON Web Key Set given inline: ``{"keys": [...]}`` with at least one key."""
    text = env.raw(name)
    if text is None:
        return None
    try:
        keys = json.loads(text).get("keys")
    except (ValueError, AttributeError):
        keys = None
    if not isinstance(keys, list) or not keys:
        env.problem(f'{name} must be a JSON Web Key Set: {{"keys": [...]}} with at least one key')
    return text


def _https_url(env: EnvReader, name: str) -> str | None:
    """A web address fetched with a plain HTTP GET (never a lambda:// service address)."""
    value = env.string(name)
    if value is not None and not value.startswith(("https://", "http://")):
        env.problem(f"{name} must be an https:// URL, got {value!r}")
    return value


def _check_allowlists(env: EnvReader, settings: McpSettings) -> None:
    for name, patterns, with_scheme in (
        ("MCP_ALLOWED_HOSTS", settings.allowed_hosts, False),
        ("MCP_ALLOWED_ORIGINS", settings.allowed_origins, True),
    ):
        for pattern in patterns:
            problem = pattern_problem(pattern, with_scheme=with_scheme)
            if problem is not None:
                env.problem(f"{name} entry {pattern!r} is not valid: {problem}")


def _unset_database() -> DatabaseSettings:
    # Only reached when a required database variable was missing; check() raises right after.
    return DatabaseSettings(name="", user="")
