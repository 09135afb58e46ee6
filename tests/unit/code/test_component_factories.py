"""Components a factory makes from an element (the shape of recipe-context and styled
factories in CSS-in-JS libraries): authored files, not taken from a library."""

from __future__ import annotations

from guinness.code import CodeImport, import_code_base
from tests.unit.code.archives import zip_with

CARD = b"""import { forwardRef } from "react"
import { createSlotContext } from "./slots"
import { Ark } from "./ark"

const { withProvider, withContext, PropsProvider } = createSlotContext({ key: "card" })

export interface CardRootProps { size?: "sm" | "lg"; elevated?: boolean }
export interface CardTitleProps { level?: 1 | 2 | 3 }

/** The card's frame. */
export const CardRoot = withProvider<HTMLDivElement, CardRootProps>("div", "root")
export const CardTitle = withContext<HTMLHeadingElement, CardTitleProps>("h3", "title")
export const CardTrigger = withContext(Ark.Trigger, "trigger")
export const CardContext = createContext<CardRootProps | null>(null)
export const CardPropsProvider = PropsProvider
export const CardRootPropsProvider = PropsProvider as React.Provider<CardRootProps>
export const CardContextProvider = CardContext.Provider
export const cardAnatomy = makeAnatomy("card", ["root", "title"])
"""


def _imported() -> CodeImport:
    return import_code_base(
        zip_with({"card/card.tsx": CARD}), project_id=1, organization_id=1, archive_name="c.zip"
    )


def test_factory_calls_on_an_element_are_components_with_their_type_argument_props() -> None:
    sources = {doc.component_name: doc for doc in _imported().sources}

    assert set(sources) - {"CardRootPropsProvider", "CardContextProvider"} == {
        "CardRoot",
        "CardTitle",
        "CardTrigger",
    }
    root = sources["CardRoot"]
    assert (root.kind, root.description) == ("factory", "The card's frame.")
    assert [(prop.name, prop.values) for prop in root.props] == [
        ("size", ["sm", "lg"]),
        ("elevated", []),
    ]
    assert [prop.name for prop in sources["CardTitle"].props] == ["level"]


def test_context_providers_are_components_whose_one_prop_is_the_value() -> None:
    sources = {doc.component_name: doc for doc in _imported().sources}

    typed = sources["CardRootPropsProvider"]
    assert typed.kind == "provider"
    assert [(prop.name, prop.type, prop.required) for prop in typed.props] == [
        ("value", "CardRootProps", True),
        ("children", "React.ReactNode", False),
    ]
    assert sources["CardContextProvider"].kind == "provider"
    assert "CardPropsProvider" not in sources  # an untyped binding says nothing it provides


def test_a_factory_over_a_component_renders_it() -> None:
    trigger = next(doc for doc in _imported().sources if doc.component_name == "CardTrigger")

    assert trigger.kind == "factory"
    assert [reference.name for reference in trigger.imports] == ["Ark.Trigger"]


RECIPES = {
    "theme/recipes/button.ts": b"""import { defineRecipe } from "../../styling"

export const buttonRecipe = defineRecipe({
  className: "kit-button",
  base: { display: "inline-flex" },
  variants: {
    size: { sm: { height: "8" }, md: { height: "10" } },
    variant: { solid: { bg: "colorPalette.solid" }, ghost: { bg: "transparent" } },
  },
  defaultVariants: { size: "md", variant: "solid" },
})
""",
    "theme/recipes/card.ts": b"""import { defineSlotRecipe } from "../../styling"

export const cardSlotRecipe = defineSlotRecipe({
  slots: ["root", "body"],
  variants: { elevated: { true: { root: { shadow: "md" } } } },
})
""",
    "theme/recipes.ts": b"""import { buttonRecipe } from "./recipes/button"
import { cardSlotRecipe } from "./recipes/card"

export const recipes = { button: buttonRecipe }
export const slotRecipes = { card: cardSlotRecipe }
""",
    "components/button.tsx": b"""import { forwardRef } from "react"
import { createRecipeContext } from "../styling"

const { useRecipeResult, PropsProvider } = createRecipeContext({ key: "button" })

export interface ButtonProps { loading?: boolean }

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  return <button ref={ref} />
})

export const ButtonPropsProvider = PropsProvider as React.Provider<ButtonProps>
""",
    "components/card.tsx": b"""import { createSlotRecipeContext } from "../styling"

const { withProvider, withContext } = createSlotRecipeContext({ key: "card" })

export const CardRoot = withProvider<HTMLDivElement, {}>("div", "root")
export const CardBody = withContext<HTMLDivElement, {}>("div", "body")
""",
}


def test_a_recipe_registered_under_the_components_key_gives_its_variants() -> None:
    imported = import_code_base(
        zip_with(RECIPES), project_id=1, organization_id=1, archive_name="kit.zip"
    )
    sources = {doc.component_name: doc for doc in imported.sources}

    button = {prop.name: prop for prop in sources["Button"].props}
    assert list(button) == ["loading", "size", "variant"]
    assert (button["size"].values, button["size"].default) == (["sm", "md"], "md")
    # The provider configures buttons; the recipe styles the buttons, not it.
    assert [prop.name for prop in sources["ButtonPropsProvider"].props] == ["value", "children"]
    # Style objects, not classes: no class evidence is made up.
    assert button["variant"].value_classes == {}
    # A slot recipe's variants go to the part that provides the slot context.
    assert [(prop.name, prop.kind) for prop in sources["CardRoot"].props] == [
        ("elevated", "boolean")
    ]
    assert sources["CardBody"].props == []


STYLE_PROPS = "".join(f"  p{index}?: string\n" for index in range(240))
SYSTEM = f"""export type Assign<T, U> = Omit<T, keyof U> & U
export interface StyleProps {{
{STYLE_PROPS}}}
export interface Polymorphic {{ as?: string; asChild?: boolean }}
export type HTMLKitProps<T, P = {{}}> = Assign<StyleProps, P> & Polymorphic

// Newline-separated call signatures: a form the grammar cannot read.
export interface KitFactory {{
  <T>(component: T): T
  <T, P>(
    component: T,
    recipe: P,
  ): T
}}
""".encode()
BUTTON = b"""import { forwardRef } from "react"
import type { HTMLKitProps } from "../system/types"

interface ButtonLoadingProps {
  /** @default false */
  loading?: boolean
  spinnerPlacement?: "start" | "end"
}

export interface ButtonProps extends HTMLKitProps<"button", ButtonLoadingProps> {}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  return <button ref={ref} />
})
"""


def test_a_generic_of_another_file_binds_the_props_of_its_type_arguments() -> None:
    imported = import_code_base(
        zip_with({"system/types.ts": SYSTEM, "components/button.tsx": BUTTON}),
        project_id=1,
        organization_id=1,
        archive_name="kit.zip",
    )
    (button,) = [doc for doc in imported.sources if doc.component_name == "Button"]
    props = {prop.name: prop for prop in button.props}

    # The component's own props came through `Assign<StyleProps, P>`.
    assert (props["loading"].default, props["spinnerPlacement"].values) == (
        False,
        ["start", "end"],
    )
    assert {"as", "asChild"} <= set(props)
    # A style system is one entry, not 240 props.
    summary = props["...StyleProps"]
    assert summary.kind == "object"
    assert summary.description is not None
    assert summary.description.startswith("240 more props from StyleProps")
    assert not any(name.startswith("p") and name[1:].isdigit() for name in props)
    # The file the grammar reads only in part is listed, and its types still served.
    assert [problem.path for problem in imported.unparseable] == ["system/types.ts"]


def test_the_same_generic_applied_twice_keeps_both_applications() -> None:
    # `Assign` from a third file: both applications are references resolved later.
    assign = b"export type Assign<T, U> = Omit<T, keyof U> & U\n"
    system = b"""import type { Assign } from "./assign"
export interface Polymorphic { asChild?: boolean }
export interface HtmlProps { htmlSize?: number }
export type JsxHtmlProps<T, P> = Assign<T & HtmlProps, P>
export type KitProps<T, P = {}> = JsxHtmlProps<T, Assign<{ css?: string }, P> & Polymorphic>
"""
    button = b"""import type { KitProps } from "./system"
export function Button(props: KitProps<"button", { loading?: boolean }>) { return <button /> }
"""
    imported = import_code_base(
        zip_with({"assign.ts": assign, "system.ts": system, "button.tsx": button}),
        project_id=1,
        organization_id=1,
        archive_name="kit.zip",
    )

    (found,) = imported.sources
    assert {prop.name for prop in found.props} == {"htmlSize", "css", "loading", "asChild"}


NO_JSX = b"""import { ark } from "@ark-ui/react"

export interface ForProps<T> { each: T[]; children: (item: T) => React.ReactNode }
export function For<T>(props: ForProps<T>): React.ReactNode {
  return props.each.map(props.children)
}
export interface KitContextProps { children(size: number): React.ReactNode }
export const KitContext = (props: KitContextProps) => {
  return props.children(1)
}
export const SwatchPropsProvider = withPropsProvider<{ size?: "sm" | "lg" }>()
export const FieldContent = withContext<HTMLDivElement, { inset?: boolean }>(ark.div, "content")
export function Double(value: number) { return value * 2 }
"""


def test_components_that_write_no_jsx_are_known_by_their_return_type_or_render_prop() -> None:
    imported = import_code_base(
        zip_with({"kit/kit.tsx": NO_JSX}), project_id=1, organization_id=1, archive_name="k.zip"
    )
    sources = {doc.component_name: doc for doc in imported.sources}

    assert set(sources) == {"For", "KitContext", "SwatchPropsProvider", "FieldContent"}
    # A generic component keeps its props with the type parameter as written.
    assert [(prop.name, prop.type) for prop in sources["For"].props] == [
        ("each", "T[]"),
        ("children", "(item: T) => React.ReactNode"),
    ]
    assert [prop.kind for prop in sources["KitContext"].props] == ["function"]
    provider = sources["SwatchPropsProvider"]
    assert (provider.kind, provider.props[0].type) == ("provider", '{ size?: "sm" | "lg" }')
    # `ark.div` is a div: its props are the type argument's, no component is rendered.
    field_content = sources["FieldContent"]
    assert ([prop.name for prop in field_content.props], field_content.imports) == (["inset"], [])
