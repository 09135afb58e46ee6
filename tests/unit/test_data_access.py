"""SQL lives in the data-access package (``guinness.db``) only, and the import-linter
contract that keeps the edge to the keys and users repositories names every other module
of that package.

import-linter checks imports (pg8000 and pymongo only through ``guinness.db``); this test
checks the other half, the SQL text itself.
"""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PACKAGE = REPO / "layers" / "shared" / "python" / "guinness"
DATA_ACCESS = PACKAGE / "db"
#: Modules outside guinness.db allowed to hold SQL, and why.
SQL_ELSEWHERE = {
    # The local stack's queue keeps its messages in SQLite (never in the Lambda layer).
    "local/folder_queue.py",
}
#: What the edge may import of guinness.db.
EDGE_MAY_USE = {"connection", "keys", "users"}

_SQL = re.compile(
    r"^\s*(SELECT\s|INSERT\s+INTO\s|UPDATE\s+\w+\s+SET\s|DELETE\s+FROM\s|BEGIN\b|COMMIT\b"
    r"|ROLLBACK\b|CREATE\s+(TABLE|INDEX|UNIQUE|SCHEMA|ROLE|DATABASE|EXTENSION|FUNCTION)\b"
    r"|ALTER\s+(TABLE|ROLE|DATABASE)\b|DROP\s+(TABLE|DATABASE|ROLE|SCHEMA)\b|GRANT\s|REVOKE\s"
    r"|TRUNCATE\s|VACUUM\b|ANALYZE\b|SET\s+ROLE\b|WITH\s+\w+\s+AS\s*\()"
)


def _docstrings(tree: ast.Module) -> set[int]:
    """ids of the string nodes that are docstrings (prose, not statements)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def sql_texts(path: Path) -> list[str]:
    """The string literals of a module that start like an SQL statement."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = _docstrings(tree)
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
        and _SQL.match(node.value)
    ]


def test_sql_lives_only_in_the_data_access_package() -> None:
    holding = {
        path.relative_to(PACKAGE).as_posix(): sql_texts(path)
        for path in sorted(PACKAGE.rglob("*.py"))
        if DATA_ACCESS not in path.parents
    }

    outside = {module: texts[0][:60] for module, texts in holding.items() if texts}
    assert set(outside) == SQL_ELSEWHERE, outside


def test_the_detector_finds_the_repositories_sql() -> None:
    # The check above can fail: run over guinness.db it finds each repository's statements.
    for repository in ("keys", "users", "projects", "designs", "tasks", "des2code_requests"):
        assert sql_texts(DATA_ACCESS / f"{repository}.py"), repository
    assert sql_texts(PACKAGE / "local" / "folder_queue.py")


def test_the_edge_contract_names_every_other_data_access_module() -> None:
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    contract = next(
        c for c in config["tool"]["importlinter"]["contracts"] if c["id"] == "edge-repositories"
    )
    modules = {
        path.stem if path.is_file() else path.name
        for path in DATA_ACCESS.iterdir()
        if (path.suffix == ".py" and path.stem != "__init__") or (path / "__init__.py").is_file()
    }

    assert contract["source_modules"] == ["guinness.mcp_edge"]
    assert set(contract["forbidden_modules"]) == {
        f"guinness.db.{name}" for name in modules - EDGE_MAY_USE
    }
    assert modules >= EDGE_MAY_USE
