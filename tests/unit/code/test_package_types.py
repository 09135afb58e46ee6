"""Props declared by installed packages and by declaration files of the code base
(small authored packages written into a temporary ``node_modules``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from guinness.code import CodeImport, CodeSourceDocument, import_code_base
from guinness.code.packages import PackageDeclarations, PackageLimits, package_folders

PRIMITIVE_DTS = """import * as React from 'react';
declare const NODES: readonly ["button", "div"];
type Primitives = { [E in (typeof NODES)[number]]: PrimitiveForwardRefComponent<E> };
type PrimitivePropsWithRef<E extends React.ElementType> = React.ComponentPropsWithRef<E> & {
    asChild?: boolean | undefined;
};
interface PrimitiveForwardRefComponent<E extends React.ElementType>
    extends React.ForwardRefExoticComponent<PrimitivePropsWithRef<E>> {}
declare const Primitive: Primitives;
export { Primitive };
"""

DIALOG_DTS = """import * as React from 'react';
import { Primitive } from '@acme/primitive';
import type { Tone } from './tone';
declare const Side: {
    readonly Top: "top";
    readonly Bottom: "bottom";
};
type Side = (typeof Side)[keyof typeof Side];
interface DialogProps {
    children?: React.ReactNode;
    open?: boolean | undefined;
    /** @default false */
    modal?: boolean;
    onOpenChange?(open: boolean): void;
}
declare const Dialog: React.FC<DialogProps>;
type PrimitiveDivProps = React.ComponentPropsWithoutRef<typeof Primitive.div>;
interface DialogContentProps extends Omit<ContentImplProps, 'trapFocus'> {
    forceMount?: true | undefined;
}
interface ContentImplProps extends PrimitiveDivProps {
    trapFocus?: boolean;
    side?: Side | undefined;
    tone?: Tone;
}
declare const DialogContent: React.ForwardRefExoticComponent<
    DialogContentProps & React.RefAttributes<HTMLDivElement>
>;
export { Dialog, Dialog as Root, DialogContent as Content, type DialogContentProps };
export type { Tone };
"""

TONE_DTS = """export type Tone = 'neutral' | 'danger';
"""

UI_INDEX_DTS = """import * as acmeDialog from '@acme/dialog';
export { acmeDialog as Dialog };
export * as Primitives from '@acme/primitive';
"""

#: Parts offered as a namespace of a module (`export * as Menu`), each a value and a
#: declared namespace of its types (`Menu.Popup.Props`).
PARTS_INDEX_DTS = """export * as Menu from "./menu/index.parts.mjs";
"""
PARTS_MENU_DTS = """export { MenuPopup as Popup } from "./popup/MenuPopup.mjs";
"""
PARTS_MENU_TYPES_DTS = """export type * from "./popup/MenuPopup.mjs";
"""
PARTS_POPUP_DTS = """import * as React from 'react';
declare const SIDES: readonly ["top", "bottom"];
export type Side = (typeof SIDES)[number];
export interface MenuPopupProps {
  side?: Side | undefined;
  loop?: boolean;
}
export declare const MenuPopup: React.ForwardRefExoticComponent<MenuPopupProps>;
export declare namespace MenuPopup {
  type Props = MenuPopupProps;
}
export declare type MenuArrowProps = { tip?: 'round' | 'sharp' };
"""

VUE_KIT_INDEX_DTS = """export * from './Accordion';
"""
VUE_KIT_ACCORDION_INDEX_DTS = """export {
    default as AccordionRoot, type AccordionRootProps,
} from './AccordionRoot';
"""
VUE_KIT_ACCORDION_DTS = """import { PrimitiveProps } from '../Primitive';
export type Orientation = 'vertical' | 'horizontal';
export interface AccordionRootProps extends PrimitiveProps {
    collapsible?: boolean;
    orientation?: Orientation;
}
declare const _default: unknown;
export default _default;
"""
VUE_KIT_PRIMITIVE_DTS = """export type AsTag = 'div' | 'button' | ({} & string);
export interface PrimitiveProps {
    asChild?: boolean;
    as?: AsTag | Component;
}
"""


def _package(root: Path, name: str, manifest: dict[str, object], files: dict[str, str]) -> None:
    folder = root / "node_modules" / name
    folder.mkdir(parents=True)
    (folder / "package.json").write_text(json.dumps({"name": name, **manifest}))
    for path, text in files.items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_text(text)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """An app folder beside the packages it installed."""
    _package(
        tmp_path,
        "@acme/primitive",
        {"exports": {".": {"import": {"types": "./dist/index.d.mts"}}}},
        {"dist/index.d.mts": PRIMITIVE_DTS},
    )
    _package(
        tmp_path,
        "@acme/dialog",
        {"types": "./dist/index.d.ts"},
        {"dist/index.d.ts": DIALOG_DTS, "dist/tone.d.ts": TONE_DTS},
    )
    _package(tmp_path, "acme-ui", {"main": "./dist/index.js"}, {"dist/index.d.ts": UI_INDEX_DTS})
    _package(
        tmp_path,
        "vue-kit",
        {"exports": {".": {"types": "./dist/index.d.ts", "import": "./dist/index.js"}}},
        {
            "dist/index.d.ts": VUE_KIT_INDEX_DTS,
            "dist/Accordion/index.d.ts": VUE_KIT_ACCORDION_INDEX_DTS,
            "dist/Accordion/AccordionRoot.d.ts": VUE_KIT_ACCORDION_DTS,
            "dist/Primitive/index.d.ts": VUE_KIT_PRIMITIVE_DTS,
        },
    )
    _package(
        tmp_path,
        "@acme/parts",
        {"exports": {".": {"types": "./index.d.mts"}, "./*": {"types": "./*/index.d.mts"}}},
        {
            "index.d.mts": PARTS_INDEX_DTS,
            "menu/index.parts.d.mts": PARTS_MENU_DTS,
            "menu/index.d.mts": PARTS_MENU_TYPES_DTS,
            "menu/popup/MenuPopup.d.mts": PARTS_POPUP_DTS,
        },
    )
    app = tmp_path / "app"
    files = {
        "dialog.tsx": (
            "import * as React from 'react';\n"
            "import * as DialogPrimitive from '@acme/dialog';\n"
            "function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {\n"
            "  return <DialogPrimitive.Root {...props} />;\n"
            "}\n"
            "function DialogContent({ className, ...props }:\n"
            "  React.ComponentProps<typeof DialogPrimitive.Content>) {\n"
            "  return <DialogPrimitive.Content className={className} {...props} />;\n"
            "}\n"
            "export { Dialog, DialogContent };\n"
        ),
        "sheet.tsx": (
            "import * as React from 'react';\n"
            "import { Dialog as SheetPrimitive, Primitives } from 'acme-ui';\n"
            "export const Sheet = SheetPrimitive.Root;\n"
            "export function SheetPanel(props: Omit<SheetPrimitive.DialogContentProps, 'tone'>)"
            " {\n  return <SheetPrimitive.Content {...props} />;\n}\n"
            "export function Box(props: React.ComponentProps<typeof Primitives.Primitive.div>)"
            " {\n  return <div {...props} />;\n}\n"
        ),
        "button.tsx": (
            "type Size = 'sm' | 'lg';\n"
            "export function Button({ size = 'sm', tone }:"
            " { size?: Size; tone?: 'quiet' | 'loud' }) {\n"
            "  return <button data-size={size} data-tone={tone} />;\n"
            "}\n"
        ),
        "action.tsx": (
            "import * as React from 'react';\n"
            "import { Button } from './button';\n"
            "export function Action(props: Pick<React.ComponentProps<typeof Button>, 'size'>) {\n"
            "  return <Button {...props} />;\n"
            "}\n"
        ),
        "menu.tsx": (
            "import { Menu as MenuPrimitive } from '@acme/parts';\n"
            "import type { MenuArrowProps } from '@acme/parts/menu';\n"
            "const TONES = ['calm', 'vivid'] as const;\n"
            "type Tone = (typeof TONES)[number];\n"
            "export function MenuPopup(props: MenuPrimitive.Popup.Props & { tone?: Tone }) {\n"
            "  return <MenuPrimitive.Popup {...props} />;\n"
            "}\n"
            "export function MenuArrow(props: MenuArrowProps) { return <i {...props} />; }\n"
        ),
        "types.d.ts": (
            "export type Elevation = 'flat' | 'raised';\n"
            "export interface CardProps { elevation?: Elevation; title: string }\n"
        ),
        "card.tsx": (
            "import type { CardProps } from './types';\n"
            "export function Card({ elevation = 'flat', title }: CardProps) {\n"
            "  return <div data-elevation={elevation}>{title}</div>;\n"
            "}\n"
        ),
        "Accordion.vue": (
            '<script setup lang="ts">\n'
            "import { AccordionRoot, type AccordionRootProps } from 'vue-kit'\n"
            "const props = defineProps<AccordionRootProps>()\n"
            "</script>\n"
            '<template><AccordionRoot v-bind="props"><slot /></AccordionRoot></template>\n'
        ),
    }
    for path, text in files.items():
        (app / path).parent.mkdir(parents=True, exist_ok=True)
        (app / path).write_text(text)
    return app


def _import(app: Path, node_modules: list[Path] | None = None) -> CodeImport:
    return import_code_base(app, project_id=1, organization_id=1, node_modules=node_modules)


def _found(result: CodeImport) -> dict[str, CodeSourceDocument]:
    return {source.component_name: source for source in result.sources}


def _props(doc: CodeSourceDocument) -> dict[str, tuple[str, list[str], object]]:
    return {prop.name: (prop.kind, prop.values, prop.default) for prop in doc.props}


def test_a_component_typed_by_a_packages_component_gets_the_packages_props(
    project: Path,
) -> None:
    found = _found(_import(project))

    assert _props(found["Dialog"]) == {
        "children": ("node", [], None),
        "open": ("boolean", [], None),
        "modal": ("boolean", [], False),
        "onOpenChange": ("function", [], None),
    }
    # Through interfaces with `extends`, an Omit, a mapped type of the primitive package,
    # an enum-like const object and a type re-exported from another file of the package.
    content = _props(found["DialogContent"])
    assert content == {
        "asChild": ("boolean", [], None),
        "side": ("string_union", ["top", "bottom"], None),
        "tone": ("string_union", ["neutral", "danger"], None),
        "forceMount": ("boolean", [], None),
        "className": ("unknown", [], None),
    }


def test_namespaces_re_exported_by_a_meta_package_and_alias_exports_resolve(
    project: Path,
) -> None:
    found = _found(_import(project))

    assert found["Sheet"].kind == "alias"
    assert list(_props(found["Sheet"])) == ["children", "open", "modal", "onOpenChange"]
    assert list(_props(found["SheetPanel"])) == ["asChild", "side", "forceMount"]
    assert list(_props(found["Box"])) == ["asChild"]


def test_types_of_declared_namespaces_tuples_and_subpath_exports_resolve(
    project: Path,
) -> None:
    found = _found(_import(project))

    assert _props(found["MenuPopup"]) == {
        "side": ("string_union", ["top", "bottom"], None),
        "loop": ("boolean", [], None),
        "tone": ("string_union", ["calm", "vivid"], None),
    }
    assert _props(found["MenuArrow"]) == {"tip": ("string_union", ["round", "sharp"], None)}


def test_the_props_of_a_code_base_component_are_reused_through_pick(project: Path) -> None:
    found = _found(_import(project))

    assert _props(found["Action"]) == {"size": ("string_union", ["sm", "lg"], "sm")}


def test_a_declaration_file_of_the_code_base_declares_props_and_holds_no_component(
    project: Path,
) -> None:
    result = _import(project)
    found = _found(result)

    assert not any(source.path.endswith(".d.ts") for source in result.sources)
    assert _props(found["Card"]) == {
        "elevation": ("string_union", ["flat", "raised"], "flat"),
        "title": ("string", [], None),
    }


def test_vue_props_come_through_export_star_and_relative_declaration_imports(
    project: Path,
) -> None:
    accordion = next(doc for doc in _import(project).sources if doc.path == "Accordion.vue")

    assert _props(accordion) == {
        "asChild": ("boolean", [], None),
        "as": ("unknown", ["div", "button"], None),
        "collapsible": ("boolean", [], None),
        "orientation": ("string_union", ["vertical", "horizontal"], None),
    }


def test_without_installed_packages_the_props_stay_unresolved_not_guessed(
    project: Path,
) -> None:
    found = _found(_import(project, node_modules=[]))

    assert _props(found["Dialog"]) == {}
    assert list(_props(found["DialogContent"])) == ["className"]
    assert _props(found["Sheet"]) == {}


def test_node_modules_is_found_from_the_folder_upwards_to_the_repository_root(
    project: Path,
) -> None:
    (project.parent / "repo-root").mkdir()
    assert package_folders(project) == [project.parent / "node_modules"]
    (project / ".git").mkdir()  # the app is its own repository: nothing above it counts
    assert package_folders(project) == []


def test_reading_packages_is_bounded_in_files(project: Path) -> None:
    packages = PackageDeclarations(
        [project.parent / "node_modules"], PackageLimits(max_files=2, max_seconds=60)
    )
    for specifier in ("@acme/dialog", "@acme/primitive", "acme-ui", "@acme/parts"):
        path = packages.resolve(None, specifier)
        assert path is not None
        packages.module(path)

    assert (packages.files_read, packages.refused) == (2, 2)


def test_framework_packages_are_never_read(project: Path) -> None:
    _package(project.parent, "react", {"types": "index.d.ts"}, {"index.d.ts": "export {};\n"})
    packages = PackageDeclarations([project.parent / "node_modules"])

    assert packages.resolve(None, "react") is None
    assert packages.resolve(None, "@acme/dialog") is not None


def test_broken_manifests_and_declarations_leave_props_unresolved(tmp_path: Path) -> None:
    modules = tmp_path / "node_modules"
    (modules / "broken-json").mkdir(parents=True)
    (modules / "broken-json" / "package.json").write_text("{not json")
    _package(tmp_path, "garbage", {"types": "index.d.ts"}, {"index.d.ts": "export {{{ ]] <"})
    _package(tmp_path, "huge", {"types": "index.d.ts"}, {"index.d.ts": "//" + "x" * 4096})
    app = tmp_path / "app"
    app.mkdir()
    (app / "a.tsx").write_text(
        "import * as React from 'react';\n"
        "import * as B from 'broken-json';\nimport * as G from 'garbage';\n"
        "import * as H from 'huge';\n"
        "export function A(props: React.ComponentProps<typeof B.Root> &\n"
        "  React.ComponentProps<typeof G.Root> & H.Props & { own?: boolean }) {\n"
        "  return <i />;\n}\n"
    )
    result = import_code_base(
        app,
        project_id=1,
        organization_id=1,
        package_limits=PackageLimits(max_file_bytes=1024),
    )

    assert _props(_found(result)["A"]) == {"own": ("boolean", [], None)}
