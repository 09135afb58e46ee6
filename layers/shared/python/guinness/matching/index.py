"""The in-memory code index the matcher searches: per-component matching features.

The worker rebuilds it from the stored code documents for every request, so building is
cheap (pure Python over the documents plus one numpy matrix): names and their tokens,
the component's folders, a prop signature, the component graph in both directions and
an embedding per component.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from guinness.code.documents import CodeSourceDocument, PropDefinition
from guinness.contracts.des2code import ModelSummary
from guinness.matching.identity import CodeIdentity, identity_from_names
from guinness.matching.names import (
    CodePath,
    Phrase,
    code_location,
    library_prefix,
    phrase,
    split_words,
    word_tuple,
)
from guinness.matching.retrieval import NameLookup
from guinness.matching.synonyms import SLOT_PROP_WORDS, VARIANT_PROPERTY_NAMES
from guinness.matching.vectors import Embedder, Matrix, default_embedder, unit_rows

LEXICAL_MODEL = "guinness-names-v1 (tokens, synonyms, plurals, typos, compounds)"

# Words that only say how a boolean prop is spelled (``isDisabled``, ``showIcon``).
PROP_FILLERS = frozenset({"is", "has", "show", "with", "should", "can", "enable", "use"})


@lru_cache(maxsize=16_384)
def prop_key(name: str) -> str:
    """A prop or Figma property name reduced for comparison: ``isDisabled`` →
    ``disabled``, ``Show icon`` → ``icon``, ``Icon left`` / ``leftIcon`` → ``icon left``."""
    words = [word for word in split_words(name.lstrip("$")) if word not in PROP_FILLERS]
    return " ".join(sorted(words)) if words else name.lower()


def _props_by_key(props: list[PropDefinition]) -> dict[str, PropDefinition]:
    """Props by :func:`prop_key`; where two share a key (``value`` and ``showValue``), the
    one named exactly so, without a filler word, keeps it."""
    found: dict[str, PropDefinition] = {}
    for prop in props:
        key = prop_key(prop.name)
        if key not in found or " ".join(split_words(prop.name)) == key:
            found[key] = prop
    return found


@dataclass(frozen=True, slots=True)
class IndexedComponent:
    """One code component with the features matching needs."""

    position: int
    source: CodeSourceDocument
    identity: CodeIdentity
    location: CodePath
    #: Props by :func:`prop_key`.
    props: dict[str, PropDefinition]
    #: Props by their own lowercase words (``showValue`` → ``("show", "value")``).
    exact_props: dict[tuple[str, ...], PropDefinition]
    #: ``size:sm|md|lg;disabled:boolean`` — what the component accepts, at a glance.
    prop_signature: str
    #: Union props named like a visual variant (``variant``, ``tone``, ``kind``...).
    variant_props: tuple[PropDefinition, ...]
    #: Props that can take a swapped-in component (``icon``, ``prefix``, ``slot``...).
    slot_props: tuple[PropDefinition, ...]
    #: Names of the components it renders.
    imports: tuple[Phrase, ...]
    #: Code ids of the components it renders, where the import resolved in this code base.
    imported_ids: frozenset[str]
    #: Interaction states from its stylesheet (``hover``, ``disabled``).
    states: frozenset[str]
    #: CSS modifiers (``primary`` from ``btn--primary``) and modifier variants, sorted.
    modifiers: tuple[str, ...]
    #: Names of the components that render it (filled once all are known).
    imported_by: list[Phrase] = field(default_factory=list)

    @property
    def code_id(self) -> str:
        return self.source.code_id

    @property
    def name(self) -> str:
        return self.source.component_name


@dataclass(frozen=True)
class CodeIndex:
    """Every component of one code index, with lookups for retrieval."""

    components: tuple[IndexedComponent, ...]
    vectors: Matrix
    lookup: NameLookup
    embedder: Embedder
    model_summary: ModelSummary
    library_prefix: str | None = None

    def __len__(self) -> int:
        return len(self.components)


def build_index(
    sources: Sequence[CodeSourceDocument], *, embedder: Embedder | None = None
) -> CodeIndex:
    """Index code documents for matching (pure; order of ``sources`` does not matter).

    A stored ``embedding`` of the right size is used as it is; others are computed with
    ``embedder`` (the code package's embedding when available).
    """
    embedder = embedder or default_embedder()
    # A styled part only its own module uses (`Crumb` of Breadcrumbs.styled.ts) is how a
    # component is drawn, never what a design's instance is: it is no candidate.
    unique = {
        source.code_id: source
        for source in reversed(sources)
        if not (source.internal and source.kind == "styled")
    }
    ordered = [unique[code_id] for code_id in sorted(unique)]
    prefix = library_prefix([phrase(source.component_name) for source in ordered])
    named_after_file = _named_after_their_file(ordered)
    components = tuple(
        _indexed(position, source, prefix, source.path not in named_after_file)
        for position, source in enumerate(ordered)
    )
    _link_graph(components)
    rows = [_embedding(component, embedder) for component in components]
    return CodeIndex(
        components=components,
        vectors=unit_rows(rows, embedder.dims),
        lookup=NameLookup([component.identity for component in components]),
        embedder=embedder,
        model_summary=ModelSummary(
            embedding_model=embedder.name,
            embedding_dims=embedder.dims,
            lexical_model=LEXICAL_MODEL,
        ),
        library_prefix=prefix,
    )


def _named_after_their_file(sources: Sequence[CodeSourceDocument]) -> set[str]:
    """Paths of files that hold a component named like the file (``avatar.tsx`` with
    ``Avatar``): the file's name is that component's, not its neighbours' (``AvatarGroup``)."""
    found: set[str] = set()
    for source in sources:
        file_stem = source.path.rpartition("/")[2].split(".")[0]
        own = source.component_name.rpartition(".")[2]
        if phrase(file_stem).joined_raw == phrase(own).joined_raw:
            found.add(source.path)
    return found


def _indexed(
    position: int, source: CodeSourceDocument, prefix: str | None, by_file: bool = True
) -> IndexedComponent:
    """``by_file``: the component may go by its file's name (no other component of the
    file is named like it)."""
    folders, _, file_name = source.path.rpartition("/")
    family = file_name.split(".")[0]
    file_stem = family if by_file else ""
    own = source.component_name.rpartition(".")[2]
    location = code_location(source.path, own, folders.split("/") if folders else [])
    identity = identity_from_names(
        component_name=source.component_name,
        export_names=source.export_names,
        aliases=source.aliases,
        file_stem=file_stem,
        location=location,
        prefix=prefix,
        family=family if family.lower() != "index" else "",
    )
    modifiers = {value.lower() for value in source.variants.get("modifier", [])}
    for css_class in source.css_classes:
        _, separator, modifier = css_class.partition("--")
        if separator and modifier:
            modifiers.add(modifier.lower())
    return IndexedComponent(
        position=position,
        source=source,
        identity=identity,
        location=location,
        props=_props_by_key(source.props),
        exact_props={word_tuple(prop.name): prop for prop in reversed(source.props)},
        prop_signature=";".join(_signature(prop) for prop in source.props),
        variant_props=tuple(
            prop
            for prop in source.props
            if prop.values and set(prop_key(prop.name).split()) & VARIANT_PROPERTY_NAMES
        ),
        slot_props=tuple(
            prop
            for prop in source.props
            if prop.kind in ("node", "unknown", "string", "string_union")
            and set(prop_key(prop.name).split()) & SLOT_PROP_WORDS
        ),
        imports=tuple(phrase(reference.name) for reference in source.imports if reference.name),
        imported_ids=frozenset(
            reference.code_id for reference in source.imports if reference.code_id is not None
        ),
        states=frozenset(state.lower() for state in source.states),
        modifiers=tuple(sorted(modifiers)),
    )


def _signature(prop: PropDefinition) -> str:
    if prop.values:
        return f"{prop.name}:{'|'.join(prop.values)}"
    return f"{prop.name}:{prop.kind}"


def _link_graph(components: Sequence[IndexedComponent]) -> None:
    """Fill ``imported_by``: resolved imports by code id, the others by name."""
    by_id = {component.code_id: component for component in components}
    by_key: dict[str, list[IndexedComponent]] = defaultdict(list)
    for component in components:
        for form in component.identity.names:
            by_key[form.phrase.joined_raw].append(component)
    for component in components:
        owner = phrase(component.name)
        targets = [by_id[code_id] for code_id in sorted(component.imported_ids) if code_id in by_id]
        resolved = {target.name for target in targets}
        for reference in component.source.imports:
            if reference.code_id is None and reference.name not in resolved:
                targets.extend(by_key.get(phrase(reference.name).joined_raw, []))
        for target in targets:
            if target is not component and owner not in target.imported_by:
                target.imported_by.append(owner)


def component_text(component: IndexedComponent) -> str:
    """The text embedded for a component: its names and the folders around it."""
    names = [form.phrase.text for form in component.identity.names]
    names += [parent.text for parent in component.identity.parents]
    return " ".join(dict.fromkeys(names))


def _embedding(component: IndexedComponent, embedder: Embedder) -> Sequence[float]:
    stored = component.source.embedding
    if stored is not None and len(stored) == embedder.dims:
        return stored
    if embedder.describe is not None:
        return embedder.embed(embedder.describe(component.source))
    return embedder.embed(component_text(component))
