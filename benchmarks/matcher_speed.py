"""Matcher speed on generated designs and code bases.

Goal (matcher issue): 1,000 instances against 2,000 components in <= 1 s. The code base
is generated from UI vocabulary (``CheckoutPrimaryButton``, ``ProductCardHeader``...) with
realistic props (size and variant unions, booleans, strings, slots), folders, imports and
some stories, and stored embeddings (as the code import writes them). The design uses 360
component sets (60 of them absent from the code) with random variants, booleans, texts,
swaps and nesting. As in real files a few sets (buttons, icons) make most instances: sets
are drawn with Zipf-like frequencies; a second figure draws every set equally often, the
worst case for the matcher's caches. Name caches are cleared before every run, so each
run is cold. Times are the best of a few runs of ``match_design`` (the least disturbed by
other processes); the index build (done by the worker for every request) is reported too.
"""

from __future__ import annotations

import random
import time
import zlib
from collections.abc import Callable

from guinness.code.documents import (
    CodeSourceDocument,
    ComponentReference,
    PropDefinition,
    UsageEvidence,
    make_code_id,
)
from guinness.designs.documents import (
    DesignCounts,
    DesignDocument,
    DesignInstance,
    DesignTreeNode,
    SwappedComponent,
)
from guinness.matching import Embedder, build_index, default_embedder, match_design
from guinness.matching.index import prop_key
from guinness.matching.names import _words as split_words_cache
from guinness.matching.names import parse_design_name, phrase, split_words, stem
from guinness.matching.similarity import clear_cache

RUNS = 5
DOMAINS = [
    "Checkout",
    "Product",
    "Cart",
    "Account",
    "Order",
    "Search",
    "Profile",
    "Payment",
    "Shipping",
    "Review",
    "Wishlist",
    "Catalog",
    "Promo",
    "Store",
    "Inventory",
    "Invoice",
    "Dashboard",
    "Settings",
    "Billing",
    "Support",
    "Message",
    "Report",
    "User",
    "Team",
]
WIDGETS = [
    "Button",
    "Card",
    "Header",
    "Footer",
    "List",
    "Item",
    "Badge",
    "Tag",
    "Modal",
    "Toast",
    "Input",
    "Select",
    "Checkbox",
    "Switch",
    "Tabs",
    "Tab",
    "Avatar",
    "Banner",
    "Table",
    "Row",
    "Cell",
    "Menu",
    "Tooltip",
    "Popover",
    "Spinner",
    "Panel",
    "Section",
    "Link",
    "Icon",
    "Image",
    "Stepper",
    "Slider",
    "Chip",
    "Breadcrumb",
    "Pagination",
    "Drawer",
]
MODIFIERS = ["", "", "", "Primary", "Compact", "Mobile", "Inline", "Large", "Summary", "Empty"]
SIZES = ["sm", "md", "lg"]
VARIANTS = ["primary", "secondary", "tertiary", "danger", "ghost"]
FIGMA_SIZES = ["Small", "Medium", "Large"]
FIGMA_TYPES = ["Primary", "Secondary", "Danger primary", "Ghost"]
STATES = ["Default", "Hover", "Pressed", "Disabled", "Focus"]


def main() -> None:
    large_code, large_design = scenario(instances=1000, components=2000, seed=1)
    _, uniform_design = scenario(instances=1000, components=2000, seed=1, zipf=False)
    small_code, small_design = scenario(instances=100, components=500, seed=2)
    build_seconds = _fastest(lambda: build_index(large_code))
    index, small_index = build_index(large_code), build_index(small_code)
    large = _fastest(lambda: match_design(large_design, index))
    uniform = _fastest(lambda: match_design(uniform_design, index))
    small = _fastest(lambda: match_design(small_design, small_index))
    print(f"matcher index build 2000 components: {build_seconds * 1000:.0f} ms")
    print(f"matcher 1000 instances x 2000 components: {large:.2f} s")
    print(f"matcher 1000 instances x 2000 components, sets used equally: {uniform:.2f} s")
    print(f"matcher 100 instances x 500 components: {small * 1000:.0f} ms")


def _fastest(run: Callable[[], object]) -> float:
    seconds = []
    for _ in range(RUNS):
        for cached in (phrase, parse_design_name, stem, split_words_cache, prop_key):
            cached.cache_clear()
        clear_cache()
        start = time.perf_counter()
        run()
        seconds.append(time.perf_counter() - start)
    return min(seconds)


def scenario(
    *, instances: int, components: int, seed: int, zipf: bool = True
) -> tuple[list[CodeSourceDocument], DesignDocument]:
    """A generated code base and a design using it (deterministic for a seed)."""
    rng = random.Random(seed)
    names = _component_names(rng, components)
    sources = [_source(rng, name, names) for name in names]
    # The code import stores an embedding with every document; the index reuses it.
    embedder = default_embedder()
    sources = [
        source.model_copy(update={"embedding": embedder.embed(_embedding_text(embedder, source))})
        for source in sources
    ]
    return sources, _design(rng, names, instances, zipf=zipf)


def _embedding_text(embedder: Embedder, source: CodeSourceDocument) -> str:
    if embedder.describe is not None:
        return embedder.describe(source)
    return " ".join(split_words(source.component_name))


def _component_names(rng: random.Random, count: int) -> list[str]:
    names: dict[str, None] = {}
    while len(names) < count:
        name = rng.choice(DOMAINS) + rng.choice(MODIFIERS) + rng.choice(WIDGETS)
        if rng.random() < 0.15:
            name = rng.choice(WIDGETS) + rng.choice(WIDGETS)
        names[name] = None
    return list(names)


def _source(rng: random.Random, name: str, names: list[str]) -> CodeSourceDocument:
    folder = f"src/{rng.choice(['components', 'features', 'ui'])}/{name}"
    path = f"{folder}/{name}.tsx"
    props = [
        PropDefinition(name="size", kind="string_union", values=SIZES, default="md"),
        PropDefinition(name="variant", kind="string_union", values=rng.sample(VARIANTS, 3)),
        PropDefinition(name="disabled", kind="boolean", default=False),
        PropDefinition(name="label", kind="string"),
        PropDefinition(name="children", kind="node"),
        PropDefinition(name="icon", kind="node"),
    ][: rng.randint(2, 6)]
    usages = (
        [UsageEvidence(path=f"{folder}/{name}.stories.tsx", kind="story", props={"size": "lg"})]
        if rng.random() < 0.3
        else []
    )
    return CodeSourceDocument(
        code_id=make_code_id(1, path, name),
        project_id=1,
        organization_id=1,
        path=path,
        language="tsx",
        framework="react",
        component_name=name,
        kind="function",
        export_names=[name],
        props=props,
        states=rng.sample(["hover", "focus-visible", "disabled", "active"], 2),
        imports=[ComponentReference(name=other) for other in rng.sample(names, 2)],
        usages=usages,
        source=f"export function {name}() {{ return null; }}",
    )


def _figma_name(rng: random.Random, name: str) -> str:
    """How a designer might have named ``name``: spaced words, odd case, prefixes."""
    words = [word for word in phrase(name).raw]
    style = rng.random()
    if style < 0.4:
        return " ".join(words).capitalize()
    if style < 0.6:
        return ".Assets/" + " ".join(words).title()
    if style < 0.8:
        return " / ".join(word.title() for word in words)
    return name


def _design(rng: random.Random, names: list[str], count: int, *, zipf: bool) -> DesignDocument:
    used = rng.sample(names, 300) + [
        f"{rng.choice(DOMAINS)} Widget {number}" for number in range(60)
    ]  # some sets exist only in the design
    rng.shuffle(used)
    figma_names = {name: _figma_name(rng, name) for name in used}
    weights = [1 / (rank + 1) if zipf else 1.0 for rank in range(len(used))]
    items: list[DesignInstance] = []
    for number, picked in enumerate(rng.choices(used, weights, k=count)):
        set_name = figma_names[picked]
        parent = items[rng.randrange(len(items))] if items and rng.random() < 0.3 else None
        items.append(
            DesignInstance(
                node_id=f"5:{number}",
                name=set_name,
                component_id=f"9:{number % 700}",
                component_name="Size=Large, Type=Primary",
                component_set_id=f"8:{zlib.crc32(set_name.encode()) % 1000}",
                component_set_name=set_name,
                variant={
                    "Size": rng.choice(FIGMA_SIZES),
                    "Type": rng.choice(FIGMA_TYPES),
                    "State": rng.choice(STATES),
                },
                booleans={"Show icon": rng.random() < 0.5, "Disabled": rng.random() < 0.2},
                texts={"Label": f"Label {number % 50}"},
                instance_swaps={
                    "Icon": SwappedComponent(component_id="7:1", component_name="Icon / Plus")
                },
                text_content=[f"Label {number % 50}"],
                parent_instance_id=parent.node_id if parent is not None else None,
                path=["Screen", *([*parent.path[1:], parent.name] if parent else [])][:4],
                depth=(parent.depth + 1) if parent else 1,
            )
        )
    return DesignDocument(
        design_id="1_Bench_0:1",
        project_id=1,
        organization_id=1,
        file_key="Bench",
        node_id="0:1",
        name="Screen",
        kind="frame",
        instances=items,
        tree=DesignTreeNode(id="0:1", name="Screen", type="FRAME"),
        counts=DesignCounts(instances=len(items), components=0, texts=0, nodes=len(items) + 1),
    )


if __name__ == "__main__":
    main()
