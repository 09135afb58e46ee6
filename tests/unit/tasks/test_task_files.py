from __future__ import annotations

import json
from pathlib import Path

import pytest

from guinness.errors import TaskGraphError
from guinness.tasks.task_files import (
    TaskDocument,
    parse_task_files,
    parse_task_json,
    parse_task_markdown,
    read_task_documents,
    read_task_folder,
)

TASK_FILE = """---
id: API-2
title: Expose the orders endpoint
depends_on: [DB-1, AUTH-3]
status: todo
code: [src/api/orders.ts, 42_button]
---

Build `GET /orders`.

- paginate
"""


def test_markdown_task_file_is_read_with_front_matter_and_body() -> None:
    document = parse_task_markdown(TASK_FILE, source="tasks/api-2.md")

    assert document == TaskDocument(
        id="API-2",
        title="Expose the orders endpoint",
        depends_on=("DB-1", "AUTH-3"),
        status="todo",
        code=("src/api/orders.ts", "42_button"),
        body="Build `GET /orders`.\n\n- paginate",
        source="tasks/api-2.md",
    )


def test_optional_fields_default_to_empty_and_a_single_dependency_may_be_a_string() -> None:
    document = parse_task_markdown("---\nid: A\ndepends_on: B\n---\n", source="a.md")

    assert (document.title, document.status, document.code, document.body) == ("", None, (), "")
    assert document.depends_on == ("B",)


def test_numeric_ids_are_read_as_strings_and_repeated_dependencies_once() -> None:
    document = parse_task_markdown("---\nid: 42\ndepends_on: [7, 7, '7']\n---\n", source="n.md")

    assert (document.id, document.depends_on) == ("42", ("7",))


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("# no front matter\n", "a.md: no front matter: a task file must start with a '---' line"),
        ("---\nid: A\n", "a.md: the front matter is not closed by a '---' line"),
        ("---\n- A\n- B\n---\n", "a.md: the front matter must be a mapping of keys to values"),
        ("---\ntitle: x\n---\n", "a.md: missing 'id'"),
        ("---\nid: [A]\n---\n", "a.md: 'id' must be a string (quote ids that look like numbers)"),
        ("---\nid: A\ndepends_on: {B: 1}\n---\n", "a.md: 'depends_on' must be a list of ids"),
        ("---\nid: A\ncode: [[x]]\n---\n", "a.md: 'code' must hold only strings, found ['x']"),
        ("---\nid: A\ntitle: [x]\n---\n", "a.md: 'title' must be a string"),
        ("---\nid: A\n---\nnul \x00 here\n", "a.md: contains a NUL character"),
    ],
)
def test_malformed_front_matter_names_the_file_and_the_reason(text: str, reason: str) -> None:
    with pytest.raises(TaskGraphError) as raised:
        parse_task_markdown(text, source="a.md")

    assert raised.value.message == reason
    assert raised.value.code == "INVALID_TASK_GRAPH"
    assert raised.value.status == 422


def test_invalid_yaml_reports_the_line_in_the_file() -> None:
    with pytest.raises(TaskGraphError) as raised:
        parse_task_markdown("---\nid: A\ntitle: [unclosed\n---\n", source="b.md")

    assert raised.value.message.startswith("b.md: the front matter is not valid YAML:")
    assert "(line " in raised.value.message


def test_json_document_is_read_like_the_markdown_form() -> None:
    document = {
        "tasks": [
            {"id": "DB-1", "title": "Schema", "body": "  Create tables.\n"},
            {"id": "API-2", "depends_on": ["DB-1"], "status": "todo", "code": ["c1"]},
        ]
    }

    tasks = parse_task_json(json.dumps(document), source="tasks.json")

    assert [(t.id, t.title, t.depends_on, t.status, t.code, t.body) for t in tasks] == [
        ("DB-1", "Schema", (), None, (), "Create tables."),
        ("API-2", "", ("DB-1",), "todo", ("c1",), ""),
    ]
    assert tasks[1].source == "tasks.json: tasks[1]"


@pytest.mark.parametrize(
    ("document", "reason"),
    [
        ("{not json", "tasks.json: not valid JSON:"),
        ('{"items": []}', 'tasks.json: expected an object with a "tasks" list'),
        ('{"tasks": [1]}', "tasks.json: tasks[0]: each task must be an object"),
        ('{"tasks": [{"title": "x"}]}', "tasks.json: tasks[0]: missing 'id'"),
        ('{"tasks": [{"id": "A", "body": 3}]}', "tasks.json: tasks[0]: 'body' must be a string"),
    ],
)
def test_malformed_json_names_the_document_element_and_the_reason(
    document: str, reason: str
) -> None:
    with pytest.raises(TaskGraphError) as raised:
        parse_task_json(document, source="tasks.json")

    assert raised.value.message.startswith(reason)


def test_task_files_are_read_in_name_order() -> None:
    files = {"b.md": "---\nid: B\n---\n", "a.md": "---\nid: A\n---\n"}

    assert [document.id for document in parse_task_files(files)] == ["A", "B"]


def test_task_folder_is_read_recursively_and_ignores_other_files(tmp_path: Path) -> None:
    (tmp_path / "backend").mkdir()
    (tmp_path / "backend" / "db.md").write_text("---\nid: DB-1\n---\nbody\n", encoding="utf-8")
    (tmp_path / "api.markdown").write_text("---\nid: API-2\n---\n", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("not a task", encoding="utf-8")

    documents = read_task_folder(tmp_path)

    assert [(d.source, d.id) for d in documents] == [
        ("api.markdown", "API-2"),
        ("backend/db.md", "DB-1"),
    ]


def test_a_file_that_is_not_utf8_is_refused_by_name(tmp_path: Path) -> None:
    (tmp_path / "bad.md").write_bytes(b"---\nid: A\ntitle: \xff\n---\n")

    with pytest.raises(TaskGraphError, match=r"^bad\.md: not UTF-8 text$"):
        read_task_folder(tmp_path)


def test_a_path_may_be_a_folder_a_json_document_or_one_markdown_file(tmp_path: Path) -> None:
    (tmp_path / "tasks.json").write_text('{"tasks": [{"id": "J"}]}', encoding="utf-8")
    (tmp_path / "one.md").write_text("---\nid: M\n---\n", encoding="utf-8")

    assert [d.id for d in read_task_documents(tmp_path / "tasks.json")] == ["J"]
    assert [d.id for d in read_task_documents(tmp_path / "one.md")] == ["M"]
    assert [d.id for d in read_task_documents(tmp_path)] == ["M"]
