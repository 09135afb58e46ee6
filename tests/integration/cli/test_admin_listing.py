"""``org|project|user list``: what is there, a page at a time, by id."""

from __future__ import annotations

from typing import Any

import pytest

from guinness.cli import admin


def _ids(page: dict[str, Any], name: str) -> list[int]:
    return [row["id"] for row in page[name]]


def test_organizations_list_by_id_with_their_project_counts_a_page_at_a_time(run) -> None:
    _, before, _ = run("org", "list", "--limit", "1000")
    known = _ids(before, "organizations")
    created = [run("org", "create", "--name", f"List {n}")[1]["organization_id"] for n in range(3)]
    run("project", "create", "--org-id", str(created[0]), "--name", "Web")
    run("project", "create", "--org-id", str(created[0]), "--name", "App")
    after = str(max(known, default=0))

    code, first, _ = run("org", "list", "--limit", "2", "--after-id", after)
    _, rest, _ = run("org", "list", "--limit", "2", "--after-id", str(first["next_after_id"]))

    assert code == 0
    assert _ids(first, "organizations") == created[:2]
    assert first["next_after_id"] == created[1]
    assert _ids(rest, "organizations") == created[2:]
    assert rest["next_after_id"] is None
    row = first["organizations"][0]
    assert (row["name"], row["projects"]) == ("List 0", 2)
    assert row["created_at"].endswith("+00:00")  # ISO 8601, as every admin answer


def test_projects_list_for_one_organization(run) -> None:
    org_a = run("org", "create", "--name", "A")[1]["organization_id"]
    org_b = run("org", "create", "--name", "B")[1]["organization_id"]
    web = run("project", "create", "--org-id", str(org_a), "--name", "Web")[1]["project_id"]
    run("project", "create", "--org-id", str(org_b), "--name", "Other")
    run("project", "quota", "--project-id", str(web), "--per-minute", "60")

    _, listed, _ = run("project", "list", "--org-id", str(org_a))

    assert listed["projects"] == [
        {
            "id": web,
            "organization_id": org_a,
            "name": "Web",
            "requests_per_minute": 60,
            "created_at": listed["projects"][0]["created_at"],
        }
    ]
    assert listed["next_after_id"] is None


def test_users_list_with_their_subscription_and_never_more(run) -> None:
    pro = run("user", "create", "--email", "pro@list.test", "--name", "Pro")[1]["user_id"]
    free = run("user", "create", "--email", "free@list.test")[1]["user_id"]
    run("subscription", "set", "--user-id", str(pro), "--tier", "pro_tier")

    _, listed, _ = run("user", "list", "--after-id", str(min(pro, free) - 1))
    rows = {row["id"]: row for row in listed["users"]}

    assert (rows[pro]["entitlement_id"], rows[pro]["subscription_status"]) == (
        "pro_tier",
        "active",
    )
    assert (rows[free]["entitlement_id"], rows[free]["subscription_status"]) == (None, None)
    assert set(rows[pro]) == {
        "id", "email", "name", "created_at", "entitlement_id", "subscription_status"
    }  # fmt: skip


def test_a_page_over_the_limit_is_a_one_line_error(run) -> None:
    code, _, err = run("org", "list", "--limit", "5000")

    assert code == 1
    assert "limit" in err
    assert "1000" in err
    assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("user", "list", "--limit", "0"), "must be a positive integer"),
        (("project", "list", "--after-id", "-1"), "must be zero or a positive integer"),
    ],
)
def test_a_malformed_page_is_refused_by_the_parser(
    argv: tuple[str, ...], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as refused:
        admin.main(list(argv))

    assert refused.value.code == 2
    assert message in capsys.readouterr().err
