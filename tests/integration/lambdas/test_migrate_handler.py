from __future__ import annotations

import pytest

from guinness.db.connection import connect
from guinness.db.databases import url_for
from guinness.db.migrations import applied_versions, discover_migrations
from tests.lambda_loader import FakeLambdaContext, load_handler


def test_deploy_time_migrations_apply_then_are_idempotent(make_database, monkeypatch) -> None:
    settings = make_database(migrated=False)
    monkeypatch.setenv("DATABASE_URL", url_for(settings))
    migrate = load_handler("migrate")

    created = migrate.handler({"RequestType": "Create"}, FakeLambdaContext())
    updated = migrate.handler({"RequestType": "Update"}, FakeLambdaContext())

    assert created["Data"]["applied"] == ",".join(
        f"{m.version:04d}_{m.name}" for m in discover_migrations()
    )
    assert updated["Data"]["applied"] == ""
    conn = connect(settings)
    try:
        assert applied_versions(conn) == [m.version for m in discover_migrations()]
    finally:
        conn.close()


def test_stack_deletion_leaves_the_database_alone(monkeypatch) -> None:
    monkeypatch.delenv("DATABASE_URL", raising=False)
    migrate = load_handler("migrate")

    result = migrate.handler(
        {"RequestType": "Delete", "PhysicalResourceId": "guinness-schema-migrations"},
        FakeLambdaContext(),
    )

    assert result == {"PhysicalResourceId": "guinness-schema-migrations"}


def test_missing_database_configuration_fails_naming_the_variables(monkeypatch) -> None:
    for name in ("DATABASE_URL", "DATABASE_HOST", "DATABASE_RDS_PROXY_ENDPOINT"):
        monkeypatch.delenv(name, raising=False)
    migrate = load_handler("migrate")

    with pytest.raises(Exception, match="DATABASE_RDS_PROXY_ENDPOINT or DATABASE_HOST"):
        migrate.handler({"RequestType": "Create"}, FakeLambdaContext())
