"""Des2Code matching: every instance of a design against the code index.

:func:`match_design` is pure (no I/O): for each Figma instance it retrieves candidates by
name and by embedding (one matrix product for the whole design), scores them on every
signal, and either links the best one with suggested props and evidence or leaves the
instance unmatched with a reason. Output is deterministic: instances keep design order,
candidates sort by score then ``code_id``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

import numpy as np
import numpy.typing as npt

from guinness.contracts.des2code import (
    MatchedCode,
    MatcherConfig,
    ModelSummary,
    RetrievalDiagnostics,
    UnmatchedNode,
    UsageDiagnostics,
    UsageMatch,
)
from guinness.designs.documents import DesignDocument
from guinness.matching.code_connect import connected_nodes, with_code_connect
from guinness.matching.identity import NameScore, best_name
from guinness.matching.index import CodeIndex, IndexedComponent
from guinness.matching.names import parse_design_name
from guinness.matching.nested_values import lift_nested_values, name_unimplemented_swaps
from guinness.matching.outcomes import matched_codes, usage_match
from guinness.matching.queries import InstanceQuery, build_queries, query_text
from guinness.matching.retrieval import hypotheses_of
from guinness.matching.scoring import (
    QuickScore,
    ReadingCache,
    Scored,
    score_fully,
    score_quickly,
)
from guinness.matching.settings import MatcherSettings
from guinness.matching.similarity import SYNONYM, name_similarity
from guinness.matching.snippets import skeleton, with_snippets
from guinness.matching.vectors import Matrix, top_k, unit_rows

Clock = Callable[[], float]

#: How far below the public component wrapping it an internal base component is put.
_BELOW_WRAPPER = 0.05
#: A wrapper's name fits the design at least this well, relative to the base's.
_WRAPPER_NAME = 0.9
# A parent's best candidate informs its children when at least this similar by name.
_RESOLVED_NAME = 0.5


@dataclass(frozen=True)
class MatchResult:
    """Everything the artifact needs from matching one design."""

    usage_matches: list[UsageMatch]
    matched_codes: list[MatchedCode]
    retrieval_diagnostics: RetrievalDiagnostics
    usage_diagnostics: UsageDiagnostics
    matcher_config: MatcherConfig
    model_summary: ModelSummary
    skeleton: str | None = None


def match_design(
    design: DesignDocument,
    index: CodeIndex,
    *,
    config: MatcherSettings | None = None,
    clock: Clock = time.perf_counter,
) -> MatchResult:
    """Match every instance of ``design`` to the code component implementing it.

    ``clock`` returns seconds (``time.perf_counter`` by default); timings are reported
    in milliseconds.
    """
    settings = config or MatcherSettings()
    started = clock()
    queries = build_queries(design)
    texts = [query_text(query) for query in queries]
    distinct = sorted(set(texts))
    rows = unit_rows([index.embedder.embed(text) for text in distinct], index.embedder.dims)
    row_of = {text: position for position, text in enumerate(distinct)}
    embedded = clock()
    nearest, _ = top_k(rows, index.vectors, settings.vector_candidates)
    swapped = _swapped_components(design, index)
    looked_up = clock()

    retrieved: dict[tuple[tuple[str, float], ...], list[tuple[int, float, NameScore]]] = {}
    shortlists: dict[tuple[object, ...], list[tuple[int, QuickScore]]] = {}
    ranked_cache: dict[tuple[object, ...], list[Scored]] = {}
    readings: ReadingCache = {}
    matches: list[UsageMatch] = []
    # Best candidate per instance: nested instances check that their parent's
    # component renders them. Parents come before their children in design order.
    resolved: dict[str, IndexedComponent] = {}
    considered = 0
    for query, text in zip(queries, texts, strict=True):
        parent = resolved.get(query.instance.parent_instance_id or "")
        names = _names_key(query)
        if names not in retrieved:
            row = row_of[text]
            retrieved[names] = _retrieve(query, index, rows[row], nearest[row], settings)
        candidates = retrieved[names]
        considered += len(candidates)
        name_key = (names, query.context, query.children, query.parent)
        if name_key not in shortlists:
            shortlists[name_key] = _shortlist(query, index, candidates, settings)
        shortlist = shortlists[name_key]
        key = (*name_key, *_property_key(query), parent.code_id if parent else None)
        if key not in ranked_cache:
            ranked_cache[key] = _rank(query, index, shortlist, swapped, parent, settings, readings)
        ranked = ranked_cache[key]
        if ranked and ranked[0].name.score >= _RESOLVED_NAME:
            resolved[query.instance.node_id] = ranked[0].component
        matches.append(usage_match(query.instance, ranked, settings))
    matches = with_code_connect(matches, design, connected_nodes(index))
    matches = lift_nested_values(matches, design.instances, index)
    matches = name_unimplemented_swaps(matches, design.instances, index)
    matches = with_snippets(matches, design.instances, index)
    frame = skeleton(matches, design.instances, index)
    finished = clock()

    unmatched = [
        UnmatchedNode(
            node_id=match.node_id, node_name=match.node_name, reason=match.unmatched_reason or ""
        )
        for match in matches
        if not match.matched
    ]
    return MatchResult(
        usage_matches=matches,
        matched_codes=matched_codes(matches, index),
        retrieval_diagnostics=RetrievalDiagnostics(
            code_components=len(index),
            instances=len(design.instances),
            candidates_considered=considered,
            timings_ms={
                "embed": _ms(embedded - started),
                "retrieval": _ms(looked_up - embedded),
                "scoring": _ms(finished - looked_up),
                "total": _ms(finished - started),
            },
        ),
        usage_diagnostics=UsageDiagnostics(
            matched=len(matches) - len(unmatched),
            unmatched=len(unmatched),
            unmatched_nodes=unmatched,
        ),
        matcher_config=settings.config(),
        model_summary=index.model_summary,
        skeleton=frame,
    )


def _ms(seconds: float) -> float:
    return round(max(seconds, 0.0) * 1000, 3)


def _property_key(query: InstanceQuery) -> tuple[object, ...]:
    instance = query.instance
    return (
        tuple(sorted(instance.variant.items())),
        tuple(sorted(instance.booleans.items())),
        tuple(sorted(instance.texts.items())),
        tuple(sorted((name, swap.component_id) for name, swap in instance.instance_swaps.items())),
        tuple(instance.text_content) if not instance.texts else (),
    )


def _names_key(query: InstanceQuery) -> tuple[tuple[str, float], ...]:
    """What name scores depend on: every hypothesis with its weight."""
    return tuple(
        (hypothesis.text, trust * weight)
        for design, trust in query.names
        for hypothesis, weight in design.hypotheses
    )


def _retrieve(
    query: InstanceQuery,
    index: CodeIndex,
    row: Matrix,
    nearest: npt.NDArray[np.intp],
    settings: MatcherSettings,
) -> list[tuple[int, float, NameScore]]:
    """Candidates by name lookup and embedding, with cosine and name score."""
    candidates = set(index.lookup.lookup(hypotheses_of(query.names), settings.name_candidates))
    candidates.update(int(position) for position in nearest)
    positions = sorted(candidates)
    if not positions:
        return []
    cosines = (index.vectors[positions] @ row).tolist()
    return [
        (position, cosine, best_name(query.names, index.components[position].identity))
        for position, cosine in zip(positions, cosines, strict=True)
    ]


def _shortlist(
    query: InstanceQuery,
    index: CodeIndex,
    candidates: list[tuple[int, float, NameScore]],
    settings: MatcherSettings,
) -> list[tuple[int, QuickScore]]:
    """The candidates worth a full comparison, best first."""
    quick = [
        (position, score_quickly(query, index.components[position], cosine, settings.weights, name))
        for position, cosine, name in candidates
    ]
    quick.sort(key=lambda item: (-item[1].score, index.components[item[0]].code_id))
    return quick[: max(settings.full_candidates, settings.max_alternatives + 1)]


def _rank(
    query: InstanceQuery,
    index: CodeIndex,
    shortlist: list[tuple[int, QuickScore]],
    swapped: Mapping[str, IndexedComponent],
    parent: IndexedComponent | None,
    settings: MatcherSettings,
    readings: ReadingCache,
) -> list[Scored]:
    scored = [
        score_fully(
            query, index.components[position], quick, settings.weights, swapped, parent, readings
        )
        for position, quick in shortlist
    ]
    scored.sort(key=lambda item: (-item.score, item.component.code_id))
    return _public_first(scored)


def _public_first(scored: list[Scored]) -> list[Scored]:
    """An internal base component (``BaseButton``) never ranks above a public candidate
    that wraps or extends it (``Button``, whose code renders it, named as well as it): it
    goes just below."""
    ranked = list(scored)
    for position, item in enumerate(list(ranked)):
        if not item.component.source.internal:
            continue
        # A wrapper answers to the same name; a container rendering it as a part does not.
        wrappers = [
            later
            for later in ranked[position + 1 :]
            if not later.component.source.internal
            and item.component.code_id in later.component.imported_ids
            and later.name.score >= _WRAPPER_NAME * item.name.score
        ]
        if wrappers:
            ranked.remove(item)
            below = min(item.score, wrappers[0].score - _BELOW_WRAPPER)
            ranked.insert(ranked.index(wrappers[0]) + 1, replace(item, score=below))
    return ranked


def _swapped_components(design: DesignDocument, index: CodeIndex) -> dict[str, IndexedComponent]:
    """Swapped component id → the code component implementing it (sure ones only)."""
    found: dict[str, IndexedComponent | None] = {}
    for instance in design.instances:
        for swap in instance.instance_swaps.values():
            if swap.component_id not in found:
                found[swap.component_id] = _implementation(
                    swap.component_set_name or swap.component_name, index
                )
    return {component_id: code for component_id, code in found.items() if code is not None}


def _implementation(name: str | None, index: CodeIndex) -> IndexedComponent | None:
    if not name:
        return None
    # "Icon / Cart" is the Icon component's Cart variant: any part of the name may be it.
    hypotheses = hypotheses_of([(parse_design_name(name), 1.0)])
    for position in index.lookup.lookup(hypotheses, 8):
        component = index.components[position]
        if any(
            name_similarity(hypothesis, form.phrase).score >= SYNONYM
            for hypothesis in hypotheses
            for form in component.identity.names
        ):
            return component
    return None
