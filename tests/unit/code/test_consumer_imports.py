"""The import a consumer writes for each component: package entry points, path aliases,
SvelteKit's ``$lib``, explicit extensions, and the path from the code base root (small
authored projects written into a temporary folder)."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest

from guinness.code import CodeImport, CodeSourceDocument, import_code_base

BUTTON_TSX = "export function Button(props: { label: string }) { return <button />; }\n"


@pytest.fixture(autouse=True)
def _repository_root(tmp_path: Path) -> None:
    # Project files are read up to the repository root: keep the search inside tmp_path.
    (tmp_path / ".git").mkdir()


def _write(root: Path, files: dict[str, str]) -> Path:
    for path, text in files.items():
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
    return root


def _import(folder: Path) -> CodeImport:
    return import_code_base(folder, project_id=1, organization_id=1, node_modules=[])


def _component(result: CodeImport, name: str) -> CodeSourceDocument:
    (found,) = [source for source in result.sources if source.component_name == name]
    return found


def _statements(result: CodeImport) -> dict[str, str | None]:
    return {source.component_name: source.import_statement for source in result.sources}


def test_a_package_is_imported_by_its_exports_mapped_from_built_files_to_sources(
    tmp_path: Path,
) -> None:
    manifest = {
        "name": "@acme/ui",
        "exports": {
            ".": {"types": "./dist/index.d.ts", "import": "./dist/index.mjs"},
            "./icons": "./dist/icons/index.js",
            "./*": "./dist/*.js",
            "./package.json": "./package.json",
        },
    }
    folder = _write(
        tmp_path / "ui",
        {
            "package.json": json.dumps(manifest),
            "src/index.ts": 'export { Button } from "./button/Button";\n',
            "src/button/Button.tsx": BUTTON_TSX,
            "src/icons/index.ts": 'export { Star } from "./Star";\n',
            "src/icons/Star.tsx": "export const Star = () => <svg />;\n",
            "src/forms/Field.tsx": "export function Field() { return <input />; }\n",
        },
    )

    result = _import(folder)

    assert _statements(result) == {
        # The root entry point beats the component's own file.
        "Button": 'import { Button } from "@acme/ui";',
        "Field": 'import { Field } from "@acme/ui/forms/Field";',
        "Star": 'import { Star } from "@acme/ui/icons";',
    }
    assert _component(result, "Button").import_source == "@acme/ui"


def test_a_package_without_exports_is_imported_by_its_main_entry_and_the_rest_is_internal(
    tmp_path: Path,
) -> None:
    folder = _write(
        tmp_path / "kit",
        {
            "package.json": json.dumps({"name": "acme-kit", "main": "./lib/index.js"}),
            "src/index.js": 'export { Button } from "./Button";\n',
            "src/Button.tsx": BUTTON_TSX,
            "src/Badge.tsx": "export const Badge = () => <span />;\n",
        },
    )

    result = _import(folder)

    assert _statements(result) == {
        # Exported by its file for the package's own use; its entry point leaves it out.
        "Badge": None,
        "Button": 'import { Button } from "acme-kit";',
    }
    assert _component(result, "Badge").internal
    assert not _component(result, "Button").internal


def test_an_application_is_imported_through_its_tsconfig_paths_with_extends_and_comments(
    tmp_path: Path,
) -> None:
    folder = _write(
        tmp_path / "app",
        {
            # An application: a name but no entry point, so no package specifiers.
            "package.json": json.dumps({"name": "web", "private": True}),
            "tsconfig.base.json": """{
                // Shared by every app of the repository.
                "compilerOptions": {
                    "baseUrl": ".",
                    "paths": { "@/*": ["./src/*"], "@ui": ["./src/components/ui/index.ts"], },
                },
            }""",
            "tsconfig.json": '{ "extends": "./tsconfig.base.json", /* no paths */ }',
            "src/components/ui/index.ts": 'export { Button } from "./button";\n',
            "src/components/ui/button.tsx": BUTTON_TSX,
            "src/components/Header.tsx": "export default function Header() { return <h1 />; }\n",
        },
    )

    assert _statements(_import(folder)) == {
        "Button": 'import { Button } from "@ui";',
        "Header": 'import Header from "@/components/Header";',
    }


def test_a_vite_vue_app_takes_its_aliases_from_tsconfig_app_json_and_its_barrels(
    tmp_path: Path,
) -> None:
    folder = _write(
        tmp_path / "vue-app",
        {
            "tsconfig.json": '{ "files": [], "references": [{ "path": "./tsconfig.app.json" }] }',
            "tsconfig.app.json": '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }',
            "src/components/button/index.ts": (
                'export { default as Button } from "./Button.vue";\n'
            ),
            "src/components/button/Button.vue": (
                '<script setup lang="ts">\ndefineProps<{ size?: "sm" | "lg" }>()\n</script>\n'
                "<template><button /></template>\n"
            ),
            "src/components/button/ButtonSpinner.vue": "<template><i /></template>\n",
            "src/components/Card.vue": "<template><div /></template>\n",
        },
    )

    result = _import(folder)

    assert _statements(result) == {
        "Button": 'import { Button } from "@/components/button";',
        # Left out of its folder's barrel: a part of Button, not imported by consumers.
        "ButtonSpinner": None,
        # A single-file component keeps its extension.
        "Card": 'import Card from "@/components/Card.vue";',
    }
    assert _component(result, "ButtonSpinner").internal
    assert not _component(result, "Card").internal


def test_sveltekit_lib_alias_with_nodenext_keeps_the_emitted_extension(tmp_path: Path) -> None:
    folder = _write(
        tmp_path / "kit-app",
        {
            "package.json": json.dumps({"name": "site", "devDependencies": {"@sveltejs/kit": "2"}}),
            "tsconfig.json": '{ "compilerOptions": { "moduleResolution": "NodeNext" } }',
            "src/lib/ui/button/index.ts": (
                'import Root from "./button.svelte";\nexport { Root as Button };\n'
            ),
            "src/lib/ui/button/button.svelte": (
                '<script lang="ts">\nlet { size = "sm" }: { size?: "sm" | "lg" } = $props();\n'
                "</script>\n<button></button>\n"
            ),
        },
    )

    assert _statements(_import(folder)) == {
        "Button": 'import { Button } from "$lib/ui/button/index.js";'
    }


def test_a_sveltekit_library_is_imported_by_its_package_built_from_src_lib(
    tmp_path: Path,
) -> None:
    # `svelte-package` builds src/lib into dist: the entry points name dist, the source
    # is under src/lib.
    folder = _write(
        tmp_path / "kit-lib",
        {
            "package.json": json.dumps(
                {
                    "name": "@acme/kit",
                    "svelte": "./dist/index.js",
                    "exports": {
                        ".": {"types": "./dist/index.d.ts", "svelte": "./dist/index.js"},
                        "./tabs": {"svelte": "./dist/components/Tabs/index.js"},
                    },
                }
            ),
            "src/lib/index.ts": 'export { default as Button } from "./components/Button.svelte";\n',
            "src/lib/components/Button.svelte": (
                '<script lang="ts">\nlet { size = "sm" }: { size?: "sm" | "lg" } = $props();\n'
                "</script>\n<button></button>\n"
            ),
            "src/lib/components/Tabs/index.ts": (
                'export { default as TabsList } from "./TabsList.svelte";\n'
            ),
            "src/lib/components/Tabs/TabsList.svelte": '<div role="tablist"></div>\n',
        },
    )

    assert _statements(_import(folder)) == {
        "Button": 'import { Button } from "@acme/kit";',
        "TabsList": 'import { TabsList } from "@acme/kit/tabs";',
    }


def test_a_folder_import_reads_the_repository_tsconfig_above_it_and_an_archive_does_not(
    tmp_path: Path,
) -> None:
    repository = _write(
        tmp_path / "repo",
        {
            "tsconfig.json": '{ "compilerOptions": { "paths": { "@/*": ["./*"] } } }',
            "registry/ui/button.tsx": BUTTON_TSX,
            "registry/ui/card.tsx": "export const Card = () => <div />;\n",
        },
    )
    (repository / ".git").mkdir()
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as bundle:
        for path in ("button.tsx", "card.tsx"):
            bundle.write(repository / "registry/ui" / path, path)

    from_folder = _import(repository / "registry/ui")
    from_archive = import_code_base(
        archive.getvalue(), project_id=1, organization_id=1, archive_name="ui.zip"
    )

    assert _statements(from_folder) == {
        "Button": 'import { Button } from "@/registry/ui/button";',
        "Card": 'import { Card } from "@/registry/ui/card";',
    }
    assert _statements(from_archive) == {
        "Button": 'import { Button } from "button";',
        "Card": 'import { Card } from "card";',
    }


def test_the_shallowest_barrel_wins_and_a_renamed_export_is_imported_by_its_barrel_name(
    tmp_path: Path,
) -> None:
    folder = _write(
        tmp_path / "lib",
        {
            "src/index.ts": 'export * from "./components";\n',
            "src/components/index.ts": (
                'export { Dialog as Modal } from "./Dialog";\nexport * from "./Button";\n'
            ),
            "src/components/Button.tsx": BUTTON_TSX,
            "src/components/Dialog.tsx": (
                "function Part() { return <i />; }\nexport function Dialog() { return <Part />; }\n"
            ),
        },
    )

    result = _import(folder)

    assert _statements(result) == {
        "Button": 'import { Button } from "src";',
        "Dialog": 'import { Modal } from "src";',
        # Exported nowhere: nothing to import.
        "Part": None,
    }
    assert _component(result, "Part").internal
    assert _component(result, "Part").import_source is None


def test_a_broken_package_json_is_reported_and_imports_fall_back_to_paths(
    tmp_path: Path,
) -> None:
    folder = _write(
        tmp_path / "broken",
        {
            "package.json": '{ "name": "@acme/ui", "main": ',
            "src/Button.tsx": BUTTON_TSX,
        },
    )

    result = _import(folder)

    assert _statements(result) == {"Button": 'import { Button } from "src/Button";'}
    assert [problem.path for problem in result.partially_parsed] == ["package.json"]
    assert result.partially_parsed[0].reason.startswith("not valid JSON")


def test_types_resolve_through_declared_aliases_and_emitted_js_extensions(
    tmp_path: Path,
) -> None:
    folder = _write(
        tmp_path / "site",
        {
            "package.json": json.dumps({"name": "site", "devDependencies": {"@sveltejs/kit": "2"}}),
            "tsconfig.json": '{ "compilerOptions": { "paths": { "#ui/*": ["./src/ui/*"] } } }',
            "src/lib/ui/button/button.svelte": (
                '<script lang="ts" module>\nexport type ButtonSize = "sm" | "lg";\n</script>\n'
                '<script lang="ts">\nlet { size = "sm" }: { size?: ButtonSize } = $props();\n'
                "</script>\n<button></button>\n"
            ),
            "src/lib/ui/button/index.ts": (
                'import Root, { type ButtonSize } from "./button.svelte";\n'
                "export { Root as Button, type ButtonSize };\n"
            ),
            # `$lib` (SvelteKit) and the `.js` a NodeNext import writes for `index.ts`.
            "src/lib/ui/dialog/dialog-action.svelte": (
                '<script lang="ts">\nimport type { ButtonSize } from "$lib/ui/button/index.js";\n'
                'let { size = "lg" }: { size?: ButtonSize } = $props();\n'
                "</script>\n<button></button>\n"
            ),
            # A tsconfig alias no convention knows.
            "src/ui/types.ts": 'export interface BadgeProps { tone?: "info" | "danger" }\n',
            "src/ui/Badge.tsx": (
                'import type { BadgeProps } from "#ui/types";\n'
                "export function Badge({ tone }: BadgeProps) { return <span />; }\n"
            ),
        },
    )

    result = _import(folder)

    def values(name: str, prop: str) -> list[str]:
        (found,) = [item for item in _component(result, name).props if item.name == prop]
        return list(found.values)

    assert values("DialogAction", "size") == ["sm", "lg"]
    assert values("Badge", "tone") == ["info", "danger"]


def test_a_workspace_package_of_the_code_base_resolves_by_its_name(tmp_path: Path) -> None:
    folder = _write(
        tmp_path / "monorepo",
        {
            # `exports` without "." (as some workspaces write it): `types` still names the root.
            "packages/core/package.json": json.dumps(
                {
                    "name": "@acme/core",
                    "types": "./src/index.d.ts",
                    "exports": {"./tokens": "./src/tokens.js"},
                }
            ),
            "packages/core/src/index.d.ts": (
                "export type Hinted<T extends string> = (string & {}) | T;\n"
            ),
            "packages/core/src/tokens.js": "export const tones = ['info'];\n",
            "packages/core/src/tokens.d.ts": "export type Tone = 'info' | 'danger';\n",
            "packages/ui/package.json": json.dumps({"name": "@acme/ui", "main": "./src/index.ts"}),
            "packages/ui/src/index.ts": 'export { Badge } from "./Badge";\n',
            "packages/ui/src/Badge.tsx": (
                'import type { Hinted } from "@acme/core";\n'
                'import type { Tone } from "@acme/core/tokens";\n'
                "type Props = { size?: Hinted<'sm' | 'lg'> | null; tone?: Tone };\n"
                "export function Badge(props: Props) {\n  return <span />;\n}\n"
            ),
        },
    )

    result = _import(folder)
    badge = {prop.name: prop for prop in _component(result, "Badge").props}

    assert (badge["size"].kind, badge["size"].values) == ("string", ["sm", "lg"])
    # Through `exports` to a script, and its declaration file beside it.
    assert badge["tone"].values == ["info", "danger"]
    assert _component(result, "Badge").import_statement == 'import { Badge } from "@acme/ui";'


def test_a_default_export_renamed_by_its_barrel_is_known_by_that_name(tmp_path: Path) -> None:
    folder = _write(
        tmp_path / "icons-app",
        {
            "package.json": json.dumps({"name": "site", "devDependencies": {"@sveltejs/kit": "2"}}),
            "src/lib/icons/index.ts": 'export { default as BellIcon } from "./bell.svelte";\n',
            "src/lib/icons/bell.svelte": '<svg viewBox="0 0 24 24"><path d="M0 0" /></svg>\n',
        },
    )

    assert _statements(_import(folder)) == {"BellIcon": 'import { BellIcon } from "$lib/icons";'}


def test_a_vue_component_named_with_a_prefix_is_known_by_its_barrel_name(tmp_path: Path) -> None:
    folder = _write(
        tmp_path / "vue-kit",
        {
            "package.json": json.dumps({"name": "@acme/vue", "main": "src/index.js"}),
            "src/index.js": "import Button from './Button.vue'\nexport { Button }\n",
            "src/Button.vue": (
                '<template><button class="tw-button"><slot /></button></template>\n'
                "<script>\nexport default { name: 'TwButton', props: { size: String } }\n"
                "</script>\n"
            ),
        },
    )

    assert _statements(_import(folder)) == {"Button": 'import { Button } from "@acme/vue";'}
