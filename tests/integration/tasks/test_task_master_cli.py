"""The Task Master fixtures are files Task Master itself reads: ``task-master list`` and
``show`` (the real CLI, pinned) read both forms without error or warning and see the same
tasks and subtasks, with the same dependencies, as the import does."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from guinness.tasks.task_files import read_task_documents
from tests.task_master_cli import run_task_master, task_master_project

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "taskmaster"


def _listed(binary: Path, project: Path, *args: str) -> dict[str, tuple[str, ...]]:
    listed = run_task_master(binary, project, "list", "--json", "--with-subtasks", *args)
    assert listed.returncode == 0, listed.stderr
    assert "invalid dependenc" not in (listed.stdout + listed.stderr).lower()
    # The JSON comes first; a first run in a project prints a one-time notice after it.
    document, _ = json.JSONDecoder().raw_decode(listed.stdout.lstrip())
    found: dict[str, tuple[str, ...]] = {}
    for task in document["tasks"]:
        found[str(task["id"])] = tuple(str(dep) for dep in task["dependencies"])
        for subtask in task.get("subtasks") or []:
            found[f"{task['id']}.{subtask['id']}"] = tuple(
                str(dep) for dep in subtask.get("dependencies") or []
            )
    return found


@pytest.mark.parametrize("name", ["tasks.json", "tasks-legacy.json"])
def test_task_master_lists_the_tasks_the_import_reads(
    task_master_cli: Path, tmp_path: Path, name: str
) -> None:
    project = task_master_project(tmp_path, FIXTURES / name)

    listed = _listed(task_master_cli, project)

    imported = {document.id: document for document in read_task_documents(FIXTURES / name)}
    assert set(listed) == set(imported)
    for task_id, dependencies in listed.items():
        parent, _, _ = task_id.partition(".")
        expected = {dep if "." in dep or parent == task_id else f"{parent}.{dep}"
                    for dep in dependencies}  # fmt: skip
        implicit = {parent} if parent != task_id else set()
        assert set(imported[task_id].depends_on) == expected | implicit, task_id


def test_task_master_reads_another_tag_and_shows_a_subtask(
    task_master_cli: Path, tmp_path: Path
) -> None:
    project = task_master_project(tmp_path, FIXTURES / "tasks.json")

    tagged = _listed(task_master_cli, project, "--tag", "gift-wrap")
    shown = run_task_master(task_master_cli, project, "show", "20.2")

    imported = read_task_documents(FIXTURES / "tasks.json", tag="gift-wrap")
    assert set(tagged) == {document.id for document in imported} == {"1", "2"}
    assert shown.returncode == 0, shown.stderr
    assert "Wire the data for checkout payment step" in shown.stdout
