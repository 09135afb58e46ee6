"""Code import of a generated front-end code base of 1,000 components (mixed languages).

Prints ``code_import 1000 components time: X s`` (the import only: reading, parsing,
linking) and ``code_import 1000 components peak memory: Y MB`` (the process's peak RSS).
Goal: at most 10 s.
"""

from __future__ import annotations

import resource
import sys
import tempfile
import time
from pathlib import Path

from guinness.code import import_code_base
from guinness.code.features import embed_code_source
from guinness.matching import build_index

COMPONENTS = 1000
# Of every 20 components: 12 React TSX (function, forwardRef, memo, styled), 2 React JSX,
# 3 Vue, 2 Svelte and 1 CSS-only BEM block.
_PLAN = ["tsx"] * 12 + ["jsx"] * 2 + ["vue"] * 3 + ["svelte"] * 2 + ["scss"]

_TSX = """import {{ forwardRef, memo }} from "react";
import styled from "styled-components";
import styles from "./{name}.module.css";
{imports}
export interface {name}Props {{
  /** Visual style. */
  variant?: "primary" | "secondary" | "ghost";
  size?: "sm" | "md" | "lg";
  disabled?: boolean;
  label: string;
  onSelect?: (id: string) => void;
  children?: React.ReactNode;
}}

{body}
"""
_BODIES = [
    """/** {name} for the generated benchmark. */
export function {name}({{
  variant = "primary",
  size = "md",
  disabled = false,
  label,
  children,
}}: {name}Props) {{
  const classes = `${{styles.root}} ${{styles[variant]}} ${{styles[size]}}`;
  return (
    <div className={{classes}} aria-disabled={{disabled}}>
      <span className="label">{{label}}</span>
      {render}
      {{children}}
    </div>
  );
}}""",
    """export const {name} = forwardRef<HTMLDivElement, {name}Props>(function {name}(
  {{ variant = "secondary", label }},
  ref,
) {{
  return (
    <div ref={{ref}} className={{styles.root}} data-variant={{variant}}>
      {{label}}
      {render}
    </div>
  );
}});""",
    """function {name}Impl({{ size = "sm", label }}: {name}Props) {{
  return <section className={{styles.root}} data-size={{size}}>{{label}}{render}</section>;
}}
export const {name} = memo({name}Impl);""",
    """export const {name} = styled.button<{{ $tone?: "info" | "warn" }}>`
  padding: 4px;
  &:hover {{ opacity: 0.9; }}
  &:disabled {{ opacity: 0.5; }}
`;""",
]
_CSS = """.root {{ display: flex; }}
.root:hover {{ filter: brightness(1.1); }}
.root:focus-visible {{ outline: 2px solid; }}
.root:disabled, .root[aria-disabled="true"] {{ opacity: 0.5; }}
.primary {{ color: blue; }}
.secondary {{ color: gray; }}
.sm {{ height: 24px; }}
.md {{ height: 32px; }}
.lg {{ height: 40px; }}
.c{index} {{ order: {index}; }}
"""
_STORY = """import type {{ Meta, StoryObj }} from "@storybook/react";
import {{ {name} }} from "./{name}";

const meta = {{ component: {name}, args: {{ label: "Hello" }} }} satisfies Meta<typeof {name}>;
export default meta;
export const Primary: StoryObj<typeof meta> = {{ args: {{ variant: "primary" }} }};
export const Large: StoryObj<typeof meta> = {{ args: {{ size: "lg", disabled: true }} }};
"""
_JSX = """import PropTypes from "prop-types";
import "./{name}.css";

/** @deprecated Use the TypeScript version. */
export default function {name}({{ tone = "neutral", title, onClose }}) {{
  return (
    <div className={{`legacy legacy--${{tone}}`}}>
      <h4 className="legacy__title">{{title}}</h4>
      <button onClick={{onClose}}>x</button>
    </div>
  );
}}

{name}.propTypes = {{
  tone: PropTypes.oneOf(["neutral", "danger"]),
  title: PropTypes.string.isRequired,
  onClose: PropTypes.func,
}};
"""
_PLAIN_CSS = """.legacy {{ padding: 8px; }}
.legacy--danger {{ color: red; }}
.legacy:hover {{ opacity: 0.8; }}
.legacy__title {{ margin: 0; }}
.l{index} {{ order: {index}; }}
"""
_VUE = """<template>
  <div class="card-{index}" :class="{{ 'card-{index}--raised': raised }}">
    <h3 class="card-{index}__title">{{{{ title }}}}</h3>
    <slot />
  </div>
</template>

<script setup lang="ts">
interface Props {{
  title: string
  tone?: 'neutral' | 'info' | 'danger'
  raised?: boolean
}}
withDefaults(defineProps<Props>(), {{ tone: 'neutral', raised: false }})
</script>

<style scoped lang="scss">
.card-{index} {{
  padding: 12px;
  &--raised {{ box-shadow: 0 1px 2px #0003; }}
  &:hover {{ border-color: blue; }}
}}
</style>
"""
_SVELTE = """<script lang="ts">
  interface Props {{ kind?: 'solid' | 'outline'; label: string; onclick?: () => void }}
  let {{ kind = 'solid', label, onclick }}: Props = $props();
</script>

<button class="pill-{index} pill-{index}--{{kind}}" {{onclick}}>{{label}}</button>

<style>
  .pill-{index}:hover {{ opacity: 0.9; }}
  .pill-{index}:focus-visible {{ outline: 2px solid; }}
</style>
"""
_SCSS = """.block-{index} {{
  display: inline-flex;
  &__icon {{ width: 16px; }}
  &--primary {{ color: blue; }}
  &--lg {{ height: 40px; }}
  &:hover {{ opacity: 0.9; }}
  &:disabled {{ opacity: 0.5; }}
}}
"""


def generate(root: Path, count: int) -> None:
    """Write a code base of ``count`` components under ``root``."""
    barrel: list[str] = []
    for index in range(count):
        kind = _PLAN[index % len(_PLAN)]
        folder = root / "src" / f"group{index // 50:02d}"
        folder.mkdir(parents=True, exist_ok=True)
        name = f"Widget{index:04d}"
        if kind == "tsx":
            _write_tsx(folder, name, index)
            barrel.append(f'export * from "./{folder.name}/{name}";')
        elif kind == "jsx":
            (folder / f"{name}.jsx").write_text(_JSX.format(name=name))
            (folder / f"{name}.css").write_text(_PLAIN_CSS.format(index=index))
            barrel.append(f'export {{ default as {name} }} from "./{folder.name}/{name}";')
        elif kind == "vue":
            (folder / f"{name}.vue").write_text(_VUE.format(index=index))
        elif kind == "svelte":
            (folder / f"{name}.svelte").write_text(_SVELTE.format(index=index))
        else:
            (folder / f"block-{index}.scss").write_text(_SCSS.format(index=index))
    (root / "src" / "index.ts").write_text("\n".join(barrel) + "\n")
    modules = root / "node_modules" / "react"
    modules.mkdir(parents=True)
    (modules / "index.js").write_text("module.exports = {};\n")


def _write_tsx(folder: Path, name: str, index: int) -> None:
    previous = f"Widget{index - 1:04d}" if index % 20 not in (0, 4, 8) else None
    imports = f'import {{ {previous} }} from "./{previous}";\n' if previous else ""
    render = f'<{previous} label="nested" />' if previous else ""
    body = _BODIES[index % len(_BODIES)].format(name=name, render=render)
    (folder / f"{name}.tsx").write_text(_TSX.format(name=name, imports=imports, body=body))
    (folder / f"{name}.module.css").write_text(_CSS.format(index=index))
    if index % 4 == 0:
        (folder / f"{name}.stories.tsx").write_text(_STORY.format(name=name))


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        generate(root, COMPONENTS)
        start = time.perf_counter()
        result = import_code_base(root, project_id=1, organization_id=1)
        elapsed = time.perf_counter() - start
    if result.counts.components != COMPONENTS or result.unparseable:
        sys.exit(f"code_import: expected {COMPONENTS} components, got {result.counts}")
    # What the import then stores and indexes: an embedding per component (as the backend
    # computes it) and the matching features the worker builds from the stored documents.
    start = time.perf_counter()
    sources = [
        source.model_copy(update={"embedding": embed_code_source(source)})
        for source in result.sources
    ]
    embedded = time.perf_counter() - start
    start = time.perf_counter()
    build_index(sources)
    indexed = time.perf_counter() - start
    # ru_maxrss is in kilobytes on Linux and in bytes on macOS.
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    peak_mb = peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024
    print(f"code_import {COMPONENTS} components time: {elapsed:.1f} s")
    print(f"code_import {COMPONENTS} components embeddings: {embedded:.2f} s")
    print(f"code_index {COMPONENTS} components features: {indexed:.2f} s")
    print(f"code_import+index {COMPONENTS} components total: {elapsed + embedded + indexed:.1f} s")
    print(f"code_import {COMPONENTS} components peak memory: {peak_mb:.0f} MB")


if __name__ == "__main__":
    main()
