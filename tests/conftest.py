"""Suite-wide fixtures: tier markers by folder, and the real PostgreSQL the suite starts.

Without ``DATABASE_URL`` the suite starts one embedded PostgreSQL 16 per session in a
temporary folder; with it, the suite uses that server (it needs CREATEDB). Every test that
asks for a database gets a fresh one cloned from a migrated template, so tests are
isolated and may commit freely.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from guinness.db.connection import Connection, Database, connect
from guinness.db.databases import drop_database, ensure_database
from guinness.db.migrations import apply_migrations
from guinness.settings import DatabaseSettings
from tests.emf import EmfCapture
from tests.fixture_codebase import build_fixture_codebase

_TIERS = ("unit", "integration", "infra", "e2e")


def _node_major() -> str:
    """The major version of the machine's Node.js ("" without one)."""
    try:
        version = subprocess.run(
            ["node", "--version"], capture_output=True, text=True, timeout=30, check=False
        ).stdout
    except OSError:
        return ""
    return version.strip().removeprefix("v").split(".")[0]


# jsii (under aws-cdk-lib) prints an 11-line banner at every synth on a Node release past
# its support (the variables take the majors to keep quiet about); CDK synth works there,
# so keep the test output readable (`./dev cdk-app` says it once instead).
os.environ.setdefault("JSII_SILENCE_WARNING_UNTESTED_NODE_VERSION", "1")
for _variable in ("DEPRECATED", "END_OF_LIFE"):
    os.environ.setdefault(f"JSII_SILENCE_WARNING_{_variable}_NODE_VERSION", _node_major())
# No EMF lines in the suite's output (nor in the local stacks it starts); the tests that
# check metrics turn them on with the ``emf`` fixture.
os.environ.setdefault("POWERTOOLS_METRICS_DISABLED", "true")


@pytest.fixture(scope="session", autouse=True)
def _local_data_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The suite's own data folder: commands run in-process never write into the checkout's
    ``.local`` (a developer's stack), nor find a developer's running stack."""
    if os.environ.get("LOCAL_DATA_DIR"):
        yield
        return
    os.environ["LOCAL_DATA_DIR"] = str(tmp_path_factory.mktemp("local-data"))
    try:
        yield
    finally:
        os.environ.pop("LOCAL_DATA_DIR", None)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark each test with the tier of the folder it lives in."""
    for item in items:
        parts = Path(str(item.fspath)).parts
        for tier in _TIERS:
            if tier in parts:
                item.add_marker(getattr(pytest.mark, tier))


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[DatabaseSettings]:
    """Settings for the maintenance database of the suite's PostgreSQL server."""
    url = os.environ.get("DATABASE_URL")
    if url:
        yield DatabaseSettings.from_url(url)
        return
    from guinness.db.embedded import start_embedded_postgres

    # Not under pytest's basetemp: a concurrent pytest run prunes old basetemps, which
    # would delete a running server's data folder.
    data_dir = Path(tempfile.mkdtemp(prefix="guinness-test-pg-")) / "data"
    server = start_embedded_postgres(data_dir, delete_on_stop=True)
    # A throwaway server: durability buys nothing here and costs seconds per test run.
    admin = connect(server.settings)
    try:
        for setting in ("fsync", "synchronous_commit", "full_page_writes"):
            admin.run(f"ALTER SYSTEM SET {setting} = off")
        admin.run("SELECT pg_reload_conf()")
    finally:
        admin.close()
    yield server.settings
    server.stop()
    shutil.rmtree(data_dir.parent, ignore_errors=True)


@pytest.fixture(scope="session")
def migrated_template(postgres_server: DatabaseSettings) -> Iterator[str]:
    """Name of a database with every migration applied, cloned for each test."""
    name = f"guinness_template_{uuid.uuid4().hex[:8]}"
    ensure_database(postgres_server, name)
    conn = connect(postgres_server.with_database(name))
    try:
        apply_migrations(conn)
    finally:
        conn.close()
    yield name
    drop_database(postgres_server, name)


@pytest.fixture
def make_database(
    postgres_server: DatabaseSettings, migrated_template: str
) -> Iterator[Callable[..., DatabaseSettings]]:
    """Factory: a fresh database (migrated unless ``migrated=False``), dropped afterwards."""
    created: list[str] = []

    def _make(*, migrated: bool = True) -> DatabaseSettings:
        name = f"guinness_test_{uuid.uuid4().hex[:12]}"
        ensure_database(postgres_server, name, template=migrated_template if migrated else None)
        created.append(name)
        return postgres_server.with_database(name)

    yield _make
    for name in created:
        drop_database(postgres_server, name)


@pytest.fixture
def db_settings(make_database: Callable[..., DatabaseSettings]) -> DatabaseSettings:
    """Settings for this test's own migrated database."""
    return make_database()


@pytest.fixture
def database(db_settings: DatabaseSettings) -> Iterator[Database]:
    """A connection pool on this test's database."""
    pool = Database(db_settings)
    yield pool
    pool.close()


@pytest.fixture
def conn(database: Database) -> Iterator[Connection]:
    """One autocommit connection on this test's database."""
    with database.connection() as connection:
        yield connection


@pytest.fixture(scope="session")
def fixture_codebase(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The fixture code base folder (``tests.fixture_codebase``: the demo code base plus the
    test-only extras), built once per session; tests read it, never change it."""
    return build_fixture_codebase(tmp_path_factory.mktemp("fixture_codebase") / "codebase")


@pytest.fixture(scope="session")
def inspector_cli(pytestconfig: pytest.Config, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The pinned MCP Inspector CLI, installed on first use (kept in pytest's cache)."""
    from tests.inspector import install_inspector

    cache = getattr(pytestconfig, "cache", None)
    folder = cache.mkdir("mcp-inspector") if cache is not None else tmp_path_factory.mktemp("npm")
    return install_inspector(Path(folder))


@pytest.fixture(scope="session")
def code_connect_cli(pytestconfig: pytest.Config, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The pinned Code Connect CLI, installed on first use (kept in pytest's cache)."""
    from tests.code_connect_cli import install_code_connect

    cache = getattr(pytestconfig, "cache", None)
    folder = cache.mkdir("code-connect") if cache is not None else tmp_path_factory.mktemp("npm")
    return install_code_connect(Path(folder))


@pytest.fixture(scope="session")
def task_master_cli(pytestconfig: pytest.Config, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The pinned Task Master CLI, installed on first use (kept in pytest's cache)."""
    from tests.task_master_cli import install_task_master

    cache = getattr(pytestconfig, "cache", None)
    folder = cache.mkdir("task-master") if cache is not None else tmp_path_factory.mktemp("npm")
    return install_task_master(Path(folder))


@pytest.fixture(scope="session")
def snippet_checkers(pytestconfig: pytest.Config, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``node_modules`` with the pinned snippet type checkers (kept in pytest's cache)."""
    from tests.snippet_checkers import install_checkers

    cache = getattr(pytestconfig, "cache", None)
    folder = (
        cache.mkdir("snippet-checkers") if cache is not None else tmp_path_factory.mktemp("npm")
    )
    return install_checkers(Path(folder))


#: Seconds each snippet type check took, printed at the end of the run.
CHECK_TIMES: dict[str, float] = {}


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Print how long the snippet type checks took (the acceptance asks to see it)."""
    for name, seconds in sorted(CHECK_TIMES.items()):
        terminalreporter.write_line(f"snippet type check {name}: {seconds:.1f} s")


@pytest.fixture
def emf(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> EmfCapture:
    """Metrics turned on for the test; ``emf.read()`` gives the EMF lines printed so far."""
    monkeypatch.setenv("POWERTOOLS_METRICS_DISABLED", "false")
    monkeypatch.delenv("POWERTOOLS_METRICS_NAMESPACE", raising=False)
    capsys.readouterr()
    return EmfCapture(capsys)
