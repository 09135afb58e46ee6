from __future__ import annotations

import json

import pytest

from guinness.auth.authenticator import ApiKeyAuthenticator
from guinness.cli import admin
from guinness.db.connection import Database
from guinness.db.keys import find_api_key_by_prefix
from guinness.errors import InvalidApiKeyError
from guinness.settings import ApiKeyAuthSettings


def _authenticator(database: Database) -> ApiKeyAuthenticator:
    return ApiKeyAuthenticator(database, ApiKeyAuthSettings(cache_ttl_seconds=0))


def _setup_scope(run) -> tuple[int, int, int]:
    _, org, _ = run("org", "create", "--name", "Acme")
    _, project, _ = run(
        "project", "create", "--org-id", str(org["organization_id"]), "--name", "Web"
    )
    _, user, _ = run("user", "create", "--email", "dev@acme.test", "--name", "Dev")
    return org["organization_id"], project["project_id"], user["user_id"]


def test_an_admin_can_set_up_a_project_and_issue_a_working_key(run, database) -> None:
    org_id, project_id, user_id = _setup_scope(run)
    code, subscription, _ = run(
        "subscription", "set", "--user-id", str(user_id), "--tier", "pro_tier"
    )
    assert code == 0
    assert subscription == {
        "user_id": user_id,
        "entitlement_id": "pro_tier",
        "status": "active",
    }

    code, created, err = run(
        "key",
        "create",
        "--user-id",
        str(user_id),
        "--project-id",
        str(project_id),
        "--name",
        "laptop",
        "--write",
        "--expires-in-days",
        "30",
    )

    assert code == 0
    assert "shown only once" in err
    assert created["permissions"] == ["READ", "WRITE"]
    principal = _authenticator(database).authenticate(created["api_key"])
    assert (principal.project_id, principal.organization_id, principal.user_id) == (
        project_id,
        org_id,
        user_id,
    )


def test_key_list_never_shows_secrets_or_hashes(run) -> None:
    _, project_id, user_id = _setup_scope(run)
    _, created, _ = run(
        "key", "create", "--user-id", str(user_id), "--project-id", str(project_id), "--name", "ci"
    )
    secret = created["api_key"].rsplit("_", 1)[1]

    code, listed, _ = run("key", "list", "--project-id", str(project_id))

    assert code == 0
    assert [item["prefix"] for item in listed] == [created["prefix"]]
    assert listed[0]["state"] == "active"
    text = json.dumps(listed)
    assert secret not in text
    assert not {"salt", "hash", "api_key"} & set(listed[0])


def test_revoke_and_delete_by_prefix_or_id_stop_the_key(run, database) -> None:
    _, project_id, user_id = _setup_scope(run)
    keys = [
        run(
            "key", "create", "--user-id", str(user_id), "--project-id", str(project_id), "--name", n
        )[1]
        for n in ("a", "b")
    ]

    assert run("key", "revoke", "--prefix", keys[0]["prefix"])[0] == 0
    assert run("key", "delete", "--id", str(keys[1]["id"]))[0] == 0

    for key in keys:
        with pytest.raises(InvalidApiKeyError):
            _authenticator(database).authenticate(key["api_key"])
    _, listed, _ = run("key", "list", "--all")
    assert {item["state"] for item in listed} == {"revoked", "deleted"}
    _, live, _ = run("key", "list")
    assert [item["prefix"] for item in live] == [keys[0]["prefix"]]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ("key", "create", "--user-id", "1", "--project-id", "999", "--name", "x"),
            "does not exist",
        ),
        (("project", "create", "--org-id", "999", "--name", "x"), "does not exist"),
        (("key", "revoke", "--prefix", "nosuchprefix"), "No API key with prefix"),
        (("key", "delete", "--id", "424242"), "No live API key"),
        (
            (
                "key",
                "create",
                "--user-id",
                "1",
                "--project-id",
                "1",
                "--name",
                "x",
                "--expires-at",
                "2001-01-01T00:00:00+00:00",
            ),
            "must be in the future",
        ),
    ],
)
def test_failures_are_one_line_errors_without_traceback(run, argv, message) -> None:
    _setup_scope(run)

    code, _, err = run(*argv)

    assert code == 1
    assert message in err
    assert err.count("\n") == 1
    assert "Traceback" not in err


def test_duplicate_names_are_reported_as_already_existing(run) -> None:
    run("org", "create", "--name", "Acme")

    code, _, err = run("org", "create", "--name", "Acme")

    assert code == 1
    assert "already exists" in err


@pytest.mark.parametrize(
    "argv",
    [
        ("key", "create", "--user-id", "abc", "--project-id", "1", "--name", "x"),
        ("key", "create", "--user-id", "0", "--project-id", "1", "--name", "x"),
        (
            "key",
            "create",
            "--user-id",
            "1",
            "--project-id",
            "1",
            "--name",
            "x",
            "--expires-at",
            "tomorrow",
        ),
        (
            "key",
            "create",
            "--user-id",
            "1",
            "--project-id",
            "1",
            "--name",
            "x",
            "--expires-at",
            "2030-01-01T00:00",
        ),
        ("subscription", "set", "--user-id", "1", "--tier", "gold"),
        ("key", "revoke"),
        ("nonsense",),
    ],
)
def test_bad_arguments_exit_non_zero_with_one_line(argv, capsys) -> None:
    with pytest.raises(SystemExit) as raised:
        admin.main(list(argv))

    err = capsys.readouterr().err
    assert raised.value.code == 2
    assert err.count("\n") == 1
    assert err.startswith("guinness-admin")


def test_migrate_reports_nothing_to_do_on_a_migrated_database(run) -> None:
    assert run("migrate") == (0, {"applied": []}, "")


def _all_command_paths() -> list[tuple[str, ...]]:
    paths: list[tuple[str, ...]] = [()]

    def walk(parser, prefix: tuple[str, ...]) -> None:
        for action in parser._actions:
            choices = getattr(action, "choices", None)
            if isinstance(choices, dict):
                for name, sub in choices.items():
                    paths.append((*prefix, name))
                    walk(sub, (*prefix, name))

    walk(admin.build_parser(), ())
    return paths


@pytest.mark.parametrize("path", _all_command_paths(), ids=lambda p: " ".join(p) or "top")
def test_every_command_has_help(path, capsys) -> None:
    with pytest.raises(SystemExit) as raised:
        admin.main([*path, "--help"])

    assert raised.value.code == 0
    assert "usage: guinness-admin" in capsys.readouterr().out


def test_an_expiry_in_days_lands_that_many_days_ahead(run) -> None:
    from datetime import UTC, datetime, timedelta

    _, project_id, user_id = _setup_scope(run)

    _, created, _ = run(
        "key",
        "create",
        "--user-id",
        str(user_id),
        "--project-id",
        str(project_id),
        "--name",
        "temp",
        "--expires-in-days",
        "7",
    )

    expires = datetime.fromisoformat(created["expires_at"])
    assert abs(expires - (datetime.now(UTC) + timedelta(days=7))) < timedelta(minutes=1)


def test_a_project_quota_reaches_its_keys_and_default_clears_it(run, database) -> None:
    _, project_id, user_id = _setup_scope(run)
    _, key, _ = run(
        "key", "create", "--user-id", str(user_id), "--project-id", str(project_id), "--name", "q"
    )
    project = str(project_id)

    code, set_quota, _ = run("project", "quota", "--project-id", project, "--per-minute", "600")
    with database.connection() as conn:
        stored = find_api_key_by_prefix(conn, prefix=key["prefix"])
    cleared_code, cleared, _ = run("project", "quota", "--project-id", project, "--default")
    with database.connection() as conn:
        after = find_api_key_by_prefix(conn, prefix=key["prefix"])

    assert code == 0
    assert set_quota == {"project_id": project_id, "requests_per_minute": 600}
    assert stored is not None
    assert stored.requests_per_minute == 600
    assert cleared_code == 0
    assert cleared == {"project_id": project_id, "requests_per_minute": None}
    assert after is not None
    assert after.requests_per_minute is None


def test_a_quota_for_an_unknown_project_is_a_one_line_error(run) -> None:
    code, _, error = run("project", "quota", "--project-id", "424242", "--per-minute", "5")

    assert code != 0
    assert "Project 424242 does not exist" in error
    assert "Traceback" not in error
