"""Reading task documents: Markdown files with YAML front matter, or one JSON document.

A Markdown task file starts with a front matter block::

    ---
    id: API-2
    title: Expose the orders endpoint
    depends_on: [DB-1, AUTH-3]
    status: todo            # optional
    code: [src/api/orders.ts, 42_button]   # optional: code ids or paths
    ---
    Markdown body ...

The JSON form is ``{"tasks": [{"id", "title", "depends_on", "status", "code", "body"}]}``;
Task Master's ``tasks.json`` is read too (:mod:`guinness.tasks.task_master`).
Anything unreadable raises :class:`~guinness.errors.TaskGraphError` naming the file (or
JSON element) and the reason; graph-level problems (cycles, missing dependencies,
duplicate or invalid ids) are judged later by :func:`guinness.tasks.graph.build_task_graph`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any, cast

import yaml  # type: ignore[import-untyped]

from guinness.errors import TaskGraphError
from guinness.tasks.task_document import TaskDocument
from guinness.tasks.task_master import is_task_master, read_task_master

#: File name endings read as Markdown task files inside a task folder.
MARKDOWN_SUFFIXES = (".md", ".markdown")
_FENCE = "---"
_FENCE_ENDS = ("---", "...")


def parse_task_markdown(text: str, *, source: str) -> TaskDocument:
    """One Markdown task file; ``source`` names it in error messages."""
    lines = text.removeprefix("\ufeff").splitlines(keepends=True)
    if not lines or lines[0].strip() != _FENCE:
        raise _error(source, "no front matter: a task file must start with a '---' line")
    end = next(
        (number for number in range(1, len(lines)) if lines[number].rstrip() in _FENCE_ENDS),
        None,
    )
    if end is None:
        raise _error(source, "the front matter is not closed by a '---' line")
    try:
        fields = yaml.safe_load("".join(lines[1:end]))
    except yaml.YAMLError as exc:
        raise _error(source, f"the front matter is not valid YAML: {_yaml_reason(exc)}") from exc
    if not isinstance(fields, dict):
        raise _error(source, "the front matter must be a mapping of keys to values")
    return _document(fields, body="".join(lines[end + 1 :]), source=source)


def parse_task_json(
    document: str | bytes | Mapping[str, Any], *, source: str, tag: str | None = None
) -> list[TaskDocument]:
    """The tasks of a JSON document ``{"tasks": [...]}`` (a bare list is accepted too), or
    of a Task Master ``tasks.json`` (``tag``: which of its task lists; ``master`` by
    default)."""
    if isinstance(document, str | bytes):
        try:
            document = json.loads(document)
        except ValueError as exc:
            raise _error(source, f"not valid JSON: {exc}") from exc
    if is_task_master(document):
        return read_task_master(cast(Mapping[str, Any], document), source=source, tag=tag)
    if tag is not None:
        raise _error(source, "a tag selects tasks of a Task Master tasks.json; this is not one")
    items = document.get("tasks") if isinstance(document, Mapping) else document
    if not isinstance(items, list):
        raise _error(source, 'expected an object with a "tasks" list')
    tasks = []
    for position, item in enumerate(items):
        where = f"{source}: tasks[{position}]"
        if not isinstance(item, dict):
            raise TaskGraphError(f"{where}: each task must be an object")
        tasks.append(_document(item, body=item.get("body"), source=where))
    return tasks


def parse_task_files(files: Mapping[str, str]) -> list[TaskDocument]:
    """Markdown task files given as name -> text, read in name order."""
    return [parse_task_markdown(files[name], source=name) for name in sorted(files)]


def read_task_folder(folder: Path) -> list[TaskDocument]:
    """Every Markdown file under ``folder`` (recursively), named by its relative path."""
    if not folder.is_dir():
        raise TaskGraphError(f"{folder.name}: not a folder")
    files: dict[str, str] = {}
    for path in folder.rglob("*"):
        if not path.is_file() or path.suffix.lower() not in MARKDOWN_SUFFIXES:
            continue
        name = path.relative_to(folder).as_posix()
        try:
            files[name] = path.read_text(encoding="utf-8")
        except UnicodeDecodeError as exc:
            raise _error(name, "not UTF-8 text") from exc
    return parse_task_files(files)


def read_task_documents(path: Path, *, tag: str | None = None) -> list[TaskDocument]:
    """A task folder, a ``.json`` document (Task Master's ``tasks.json`` too: ``tag``
    picks its task list) or a single Markdown file."""
    if path.is_dir():
        return read_task_folder(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise _error(path.name, "not UTF-8 text") from exc
    if path.suffix.lower() == ".json":
        return parse_task_json(text, source=path.name, tag=tag)
    return [parse_task_markdown(text, source=path.name)]


def _document(fields: Mapping[str, Any], *, body: object, source: str) -> TaskDocument:
    if "id" not in fields or fields["id"] is None:
        raise _error(source, "missing 'id'")
    task_id = fields["id"]
    if isinstance(task_id, bool) or not isinstance(task_id, str | int):
        raise _error(source, "'id' must be a string (quote ids that look like numbers)")
    if body is not None and not isinstance(body, str):
        raise _error(source, "'body' must be a string")
    document = TaskDocument(
        id=str(task_id).strip(),
        title=_text(fields.get("title"), "title", source) or "",
        depends_on=_references(fields.get("depends_on"), "depends_on", source),
        status=_text(fields.get("status"), "status", source) or None,
        code=_references(fields.get("code"), "code", source),
        body=(body or "").strip(),
        source=source,
    )
    texts = (document.title, document.status or "", document.body, *document.code)
    if any("\x00" in text for text in texts):
        # PostgreSQL text cannot hold NUL; refuse it here with the file's name.
        raise _error(source, "contains a NUL character")
    return document


def _text(value: object, key: str, source: str) -> str | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise _error(source, f"'{key}' must be a string")
    return str(value).strip()


def _references(value: object, key: str, source: str) -> tuple[str, ...]:
    if value is None:
        return ()
    items = [value] if isinstance(value, str) else value
    if not isinstance(items, list):
        raise _error(source, f"'{key}' must be a list of ids")
    references: list[str] = []
    for item in items:
        if isinstance(item, bool) or not isinstance(item, str | int):
            raise _error(source, f"'{key}' must hold only strings, found {item!r}")
        reference = str(item).strip()
        if reference and reference not in references:
            references.append(reference)
    return tuple(references)


def _yaml_reason(exc: yaml.YAMLError) -> str:
    mark = getattr(exc, "problem_mark", None)
    problem = getattr(exc, "problem", None) or str(exc)
    if mark is not None:
        # +2: the mark counts from 0 inside the block, which starts after the '---' line.
        return f"{problem} (line {mark.line + 2})"
    return str(problem)


def _error(source: str, reason: str) -> TaskGraphError:
    return TaskGraphError(f"{source}: {reason}")
