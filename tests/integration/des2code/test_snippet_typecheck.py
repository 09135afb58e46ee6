"""Generated snippets type-check with each framework's own checker: the demo design's
React and Vue snippets with ``tsc --noEmit`` and ``vue-tsc --noEmit``, a Svelte 5 corpus
design's with ``svelte-check`` (the corpus code base, not written for this test). Only
errors in the snippet files count: the code bases were not written for a type checker.
Each checker is also shown a snippet with a wrong prop value, and must refuse it."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

from guinness.code import import_code_base
from guinness.designs import import_figma_file
from guinness.matching import build_index, match_design
from guinness.matching.snippets import merged_imports
from tests.conftest import CHECK_TIMES
from tests.snippet_checkers import run_checker

REPO = Path(__file__).resolve().parents[3]
DEMO = REPO / "demo"
SVELTE_SET = REPO / "benchmarks" / "corpus" / "svelte-attrs-tune"


def _snippets(design_file: Path, code: Path, file_key: str) -> dict[str, list[str]]:
    imported = import_figma_file(
        design_file.read_bytes(), project_id=1, organization_id=1, file_key=file_key
    )
    sources = import_code_base(code, project_id=1, organization_id=1).sources
    index = build_index(sources)
    framework = {source.code_id: source.framework for source in sources}
    found: dict[str, list[str]] = {"react": [], "vue": [], "svelte": []}
    for design in imported.designs:
        for match in match_design(design, index).usage_matches:
            kind = framework.get(match.code_id or "")
            if match.matched and match.snippet and kind in found:
                found[kind].append(match.snippet)
    return found


def _split(snippets: list[str]) -> tuple[list[str], list[str]]:
    imports: list[str] = []
    elements: list[str] = []
    for snippet in snippets:
        lines = snippet.splitlines()
        imports += [line for line in lines if line.startswith("import ")]
        elements.append("\n".join(line for line in lines if not line.startswith("import ")))
    return merged_imports(imports), elements


def _project(code: Path, modules: Path, tmp_path: Path) -> Path:
    project = tmp_path / "project"
    shutil.copytree(code, project)
    (project / "node_modules").symlink_to(modules)
    (project / "snippets").mkdir()
    return project


def _react_file(snippets: list[str]) -> str:
    imports, elements = _split(snippets)
    body = "\n".join("      " + line for element in elements for line in element.splitlines())
    return (
        "\n".join(imports)
        + f"\n\nexport function Snippets() {{\n  return (\n    <>\n{body}\n    </>\n  );\n}}\n"
    )


def _vue_file(snippets: list[str]) -> str:
    imports, elements = _split(snippets)
    body = "\n".join("    " + line for element in elements for line in element.splitlines())
    script = "\n".join(imports)
    template = f"<template>\n  <div>\n{body}\n  </div>\n</template>\n"
    return f'<script setup lang="ts">\n{script}\n</script>\n\n{template}'


def _svelte_file(snippets: list[str]) -> str:
    imports, elements = _split(snippets)
    script = "\n".join(imports)
    return f'<script lang="ts">\n{script}\n</script>\n\n' + "\n".join(elements) + "\n"


def _errors_in_snippets(output: str) -> list[str]:
    return [line for line in output.splitlines() if "snippets/" in line and "error" in line.lower()]


def _timed(name: str, project: Path, *command: str) -> str:
    started = time.perf_counter()
    _code, output = run_checker(project, *command)
    CHECK_TIMES[name] = CHECK_TIMES.get(name, 0.0) + time.perf_counter() - started
    return output


_TSCONFIG = {
    "compilerOptions": {
        "jsx": "react-jsx", "module": "esnext", "moduleResolution": "bundler",
        "target": "es2022", "strict": True, "noEmit": True, "skipLibCheck": True,
        "baseUrl": ".", "allowJs": True, "checkJs": False,
    },
}  # fmt: skip


def test_the_demo_designs_react_and_vue_snippets_type_check(
    snippet_checkers: Path, tmp_path: Path
) -> None:
    snippets = _snippets(DEMO / "figma" / "checkout.json", DEMO / "codebase", "DEMOCHECKOUT")
    assert snippets["react"]
    assert snippets["vue"]
    project = _project(DEMO / "codebase", snippet_checkers, tmp_path)
    (project / "snippets" / "Snippets.tsx").write_text(_react_file(snippets["react"]))
    (project / "snippets" / "Snippets.vue").write_text(_vue_file(snippets["vue"]))
    (project / "tsconfig.json").write_text(json.dumps({**_TSCONFIG, "include": ["snippets/*.tsx"]}))
    (project / "tsconfig.vue.json").write_text(
        json.dumps(
            {
                "compilerOptions": {**_TSCONFIG["compilerOptions"], "jsx": "preserve"},
                "include": ["snippets/*.vue", "src/**/*.vue"],
            }
        )
    )

    react = _timed("tsc (React)", project, "tsc", "-p", "tsconfig.json")
    vue = _timed("vue-tsc (Vue)", project, "vue-tsc", "-p", "tsconfig.vue.json")

    assert _errors_in_snippets(react) == [], react
    assert _errors_in_snippets(vue) == [], vue
    # The checks can fail: a size the Button does not have is refused.
    broken = _react_file(snippets["react"]).replace('size="lg"', 'size="enormous"', 1)
    (project / "snippets" / "Snippets.tsx").write_text(broken)
    assert _errors_in_snippets(_timed("tsc (React)", project, "tsc", "-p", "tsconfig.json"))


def test_a_svelte_designs_snippets_pass_svelte_check(
    snippet_checkers: Path, tmp_path: Path
) -> None:
    labels = json.loads((SVELTE_SET / "labels.json").read_text())
    snippets = _snippets(SVELTE_SET / "design.json", SVELTE_SET / "code", labels["file_key"])
    assert len(snippets["svelte"]) > 50
    project = _project(SVELTE_SET / "code", snippet_checkers, tmp_path)
    (project / "svelte.config.js").unlink(missing_ok=True)  # it names an adapter not installed
    (project / "snippets" / "Snippets.svelte").write_text(_svelte_file(snippets["svelte"]))
    (project / "tsconfig.json").write_text(
        json.dumps(
            {
                "compilerOptions": {
                    **{k: v for k, v in _TSCONFIG["compilerOptions"].items() if k != "jsx"},
                    "verbatimModuleSyntax": True,
                    "paths": {"$lib": ["./src/lib"], "$lib/*": ["./src/lib/*"]},
                },
                "include": ["snippets/*.svelte", "src/**/*.svelte", "src/**/*.ts"],
            }
        )
    )
    command = ("svelte-check", "--tsconfig", "./tsconfig.json", "--output", "machine")

    output = _timed("svelte-check (Svelte)", project, *command)

    assert "COMPLETED" in output, output[-2000:]
    assert _errors_in_snippets(output) == [], output
    broken = _svelte_file(snippets["svelte"]).replace('size="sm"', 'size="enormous"', 1)
    (project / "snippets" / "Snippets.svelte").write_text(broken)
    assert _errors_in_snippets(_timed("svelte-check (Svelte)", project, *command))
