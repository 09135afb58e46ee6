"""Scoring one Figma instance against one code component, signal by signal.

The score is the sum of the evidence weights: each signal contributes its weight times
how well it fits (names dominate; props, styles, the component graph, stories/tests and
the embedding refine; deprecation and barrels subtract). Every contribution is recorded
as an :class:`~guinness.contracts.des2code.Evidence` entry a person can check.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from guinness.contracts.des2code import Evidence
from guinness.designs.documents import DesignInstance
from guinness.matching.identity import (
    CodeIdentity,
    NameForm,
    NameScore,
    best_name,
    context_fit,
)
from guinness.matching.index import IndexedComponent
from guinness.matching.names import Phrase
from guinness.matching.prop_values import PropValue
from guinness.matching.props import (
    Reading,
    read_booleans,
    read_name_values,
    read_swaps,
    read_variants,
)
from guinness.matching.queries import InstanceQuery
from guinness.matching.text_props import read_texts

#: Property readings by what they depend on (see :func:`read_properties`).
ReadingCache = dict[tuple[object, ...], tuple[Reading, ...]]

#: Weight of each signal: its contribution when it fits perfectly (fit = 1).
DEFAULT_WEIGHTS: dict[str, float] = {
    "name": 0.72,
    "context": 0.08,
    "vector": 0.05,
    "variant": 0.10,
    "boolean": 0.03,
    "text": 0.03,
    "swap": 0.03,
    # A segment of the Figma name that is one of the candidate's values (`Status / Delayed`).
    "name_value": 0.06,
    "css_state": 0.03,
    "graph": 0.04,
    "usage": 0.02,
    "path": 0.015,
    "deprecated": -0.15,
    "barrel": -0.05,
    # Exported nowhere consumers import from (`BaseButton` that `Button` extends): ranked
    # below the public component that wraps it.
    "internal": -0.05,
    # A context provider (`ButtonPropsProvider`) renders nothing a design draws.
    "provider": -0.1,
    "ambiguity": -0.05,
}
#: Names from the code that come from exports and aliases are reported as ``alias``.
_ALIAS_ORIGINS = frozenset({"export", "alias", "member", "unprefixed", "file", "qualified"})


@dataclass(frozen=True, slots=True)
class Scored:
    """One candidate's score, the evidence behind it and the props it suggests."""

    component: IndexedComponent
    score: float
    name: NameScore
    #: ``(signal, detail, weight)`` entries; see :meth:`evidence_models`.
    evidence: tuple[tuple[str, str, float], ...]
    suggestions: Mapping[str, PropValue]

    def evidence_models(self) -> list[Evidence]:
        """The evidence as contract models (built only for what is reported)."""
        return [
            Evidence(signal=signal, detail=detail, weight=weight)
            for signal, detail, weight in self.evidence
        ]


def _evidence(signal: str, detail: str, weight: float) -> tuple[str, str, float]:
    return (signal, detail, round(weight, 4))


@dataclass(frozen=True, slots=True)
class QuickScore:
    """The cheap part of a candidate's score: names, context, embedding, path, flags."""

    score: float
    name: NameScore
    context: float
    context_names: tuple[Phrase, Phrase] | None
    cosine: float


def score_quickly(
    query: InstanceQuery,
    component: IndexedComponent,
    cosine: float,
    weights: Mapping[str, float],
    name: NameScore | None = None,
) -> QuickScore:
    """Score names, context, embedding, path and deprecation: enough to pick which
    candidates get the full prop comparison. ``name`` is the candidate's
    :func:`~guinness.matching.identity.best_name`, when already known."""
    if name is None:
        name = best_name(query.names, component.identity)
    near, design_name, folder = context_fit(query.context, component.identity)
    score = weights["name"] * name.score + weights["context"] * near
    score += weights["vector"] * max(cosine, 0.0)
    if component.identity.depth == 0:
        score += weights["path"]
    if component.source.deprecated:
        score += weights["deprecated"]
    if component.location.is_barrel:
        score += weights["barrel"]
    if component.source.internal:
        score += weights["internal"]
    if component.source.kind == "provider":
        score += weights["provider"]
    met = (design_name, folder) if design_name is not None and folder is not None else None
    return QuickScore(score, name, near, met, max(cosine, 0.0))


def _quick_evidence(
    quick: QuickScore, component: IndexedComponent, weights: Mapping[str, float]
) -> list[tuple[str, str, float]]:
    name = quick.name
    signal = "alias" if name.target is not None and name.target.origin in _ALIAS_ORIGINS else "name"
    evidence = [_evidence(signal, name.describe(), weights["name"] * name.score)]
    if quick.context_names is not None:
        design_name, folder = quick.context_names
        detail = f"inside {design_name.text!r} ~ code under {folder.text!r}"
        evidence.append(_evidence("context", detail, weights["context"] * quick.context))
    if quick.cosine > 0:
        detail = f"embedding cosine {quick.cosine:.2f}"
        evidence.append(_evidence("vector", detail, weights["vector"] * quick.cosine))
    path = component.location.path
    if component.identity.depth == 0:
        evidence.append(_evidence("path", f"top-level component {path}", weights["path"]))
    if component.source.deprecated:
        reason = component.source.deprecation or "marked @deprecated"
        evidence.append(_evidence("deprecated", f"deprecated: {reason}", weights["deprecated"]))
    if component.location.is_barrel:
        evidence.append(_evidence("barrel", f"{path} is a barrel file", weights["barrel"]))
    if component.source.internal:
        detail = "internal: exported nowhere a consumer imports from"
        evidence.append(_evidence("internal", detail, weights["internal"]))
    if component.source.kind == "provider":
        detail = "a context provider: it renders nothing of its own"
        evidence.append(_evidence("provider", detail, weights["provider"]))
    return evidence


def score_fully(
    query: InstanceQuery,
    component: IndexedComponent,
    quick: QuickScore,
    weights: Mapping[str, float],
    swapped: Mapping[str, IndexedComponent],
    parent_match: IndexedComponent | None = None,
    cache: ReadingCache | None = None,
) -> Scored:
    """The full score of a candidate, with every signal's evidence and the props.

    ``quick`` is the candidate's :func:`score_quickly` result; ``swapped`` maps
    swapped-in Figma component ids to their code components; ``parent_match`` is the
    best candidate of the enclosing instance, if any; ``cache`` keeps property readings
    for instances that share property values.
    """
    evidence = _quick_evidence(quick, component, weights)
    readings = read_properties(query.instance, component, swapped, cache, query.options)
    suggestions: dict[str, PropValue] = {}
    for signal, reading in readings:
        fit = reading.fit
        if fit is None and not reading.suggestions:
            continue
        # A reading of conventions only (no fit) suggests values but weighs nothing.
        weight = weights[signal] * fit if fit is not None else 0.0
        evidence.append(_evidence(signal, "; ".join(reading.details), weight))
        for prop, value in reading.suggestions.items():
            if signal == "boolean" and prop in suggestions:
                # A BOOLEAN property says it outright: over a variant's reading of the
                # same prop (a tab's `State=Inactive` beside its own `Disabled` flag).
                suggestions[prop] = value
            else:
                suggestions.setdefault(prop, value)
    if component.source.framework == "web-component":
        # A custom element's props are HTML attributes: their values are strings.
        suggestions = {
            key: value if isinstance(value, str | bool) else str(value)
            for key, value in suggestions.items()
        }
    family = _family_part(query, component, parent_match, quick, weights)
    if family is not None:
        evidence.append(family)
    graph = _graph(query, component, parent_match)
    if graph is not None:
        evidence.append(_evidence("graph", graph[1], weights["graph"] * graph[0]))
    usage = _usage(component, suggestions)
    if usage is not None:
        evidence.append(_evidence("usage", usage[1], weights["usage"] * usage[0]))
    score = sum(weight for _, _, weight in evidence)
    return Scored(component, score, quick.name, tuple(evidence), suggestions)


def read_properties(
    instance: DesignInstance,
    component: IndexedComponent,
    swapped: Mapping[str, IndexedComponent],
    cache: ReadingCache | None = None,
    options: tuple[tuple[str, tuple[str, ...]], ...] = (),
) -> list[tuple[str, Reading]]:
    """Every property reading of ``instance`` against ``component``, by signal.

    Readings depend only on the property values and the component, so instances that
    share values (most instances of a set do) share them through ``cache``.
    """
    cache = {} if cache is None else cache
    position = component.position
    variant_key = ("variant", tuple(sorted(instance.variant.items())), options, position)
    if variant_key not in cache:
        cache[variant_key] = read_variants(instance, component, dict(options))
    variants, css = cache[variant_key]
    boolean_key = ("boolean", tuple(sorted(instance.booleans.items())), position)
    if boolean_key not in cache:
        cache[boolean_key] = (read_booleans(instance, component),)
    texts = tuple(sorted(instance.texts.items()))
    text_key = ("text", texts, () if texts else tuple(instance.text_content), position)
    if text_key not in cache:
        cache[text_key] = (read_texts(instance, component),)
    swaps = tuple(
        sorted((name, swap.component_id) for name, swap in instance.instance_swaps.items())
    )
    swap_key = ("swap", swaps, tuple(sorted(instance.booleans.items())), position)
    if swap_key not in cache:
        cache[swap_key] = (read_swaps(instance, component, swapped),)
    name_key = ("name_value", instance.component_set_name, instance.component_name, position)
    if name_key not in cache:
        cache[name_key] = (read_name_values(instance, component),)
    return [
        ("variant", variants),
        ("css_state", css),
        ("boolean", cache[boolean_key][0]),
        ("text", cache[text_key][0]),
        ("swap", cache[swap_key][0]),
        ("name_value", cache[name_key][0]),
    ]


def _family_part(
    query: InstanceQuery,
    component: IndexedComponent,
    parent_match: IndexedComponent | None,
    quick: QuickScore,
    weights: Mapping[str, float],
) -> tuple[str, str, float] | None:
    """Inside an instance matched to a family's component, the family's parts go by their
    part names: ``Header`` in a ``Dialog`` is ``DialogHeader`` of the same file. The name
    evidence is raised to what the part name earns."""
    part = component.identity.part
    if part is None or parent_match is None or component.code_id == parent_match.code_id:
        return None
    if component.source.path != parent_match.source.path:
        return None
    named = best_name(
        query.names, CodeIdentity(names=(NameForm(part, "member"),), parents=(), depth=0)
    )
    raise_by = weights["name"] * (named.score - quick.name.score)
    if raise_by <= 0:
        return None
    detail = f"{named.describe()} inside {parent_match.name}, its family"
    return _evidence("family", detail, raise_by)


def _same_name(design: Phrase, code: Phrase) -> bool:
    """The same name up to case, separators, synonyms and plurals."""
    return (
        design.joined_raw == code.joined_raw
        or design.joined == code.joined
        or design.joined_stem == code.joined_stem
    )


def _graph(
    query: InstanceQuery, component: IndexedComponent, parent_match: IndexedComponent | None
) -> tuple[float, str] | None:
    fits: list[float] = []
    details: list[str] = []
    if query.children and component.imports:
        found = [
            child.text
            for child in query.children
            if any(_same_name(child, used) for used in component.imports)
        ]
        fits.append(len(found) / len(query.children) if found else -0.2)
        if found:
            details.append(f"nested {', '.join(sorted(set(found)))} ↔ it renders them")
        else:
            details.append("nested instances are not among the components it renders")
    if query.parent is not None:
        if parent_match is not None and component.code_id in parent_match.imported_ids:
            fits.append(1.0)
            details.append(
                f"inside {query.parent.text!r}, whose best match {parent_match.name} "
                f"({parent_match.source.path}) renders it"
            )
        elif (
            parent_match is not None
            and component.code_id != parent_match.code_id
            and component.source.path == parent_match.source.path
        ):
            # Compound parts live in their family's file (`DialogHeader` beside `Dialog`).
            fits.append(1.0)
            details.append(
                f"inside {query.parent.text!r}, whose best match {parent_match.name} is in "
                f"the same file ({parent_match.source.path})"
            )
        elif parent_match is None or not parent_match.imported_ids:
            owners = [
                owner.text for owner in component.imported_by if _same_name(query.parent, owner)
            ]
            if owners:
                fits.append(1.0)
                details.append(f"inside {query.parent.text!r}, and {owners[0]} renders it")
    if not fits:
        return None
    return sum(fits) / len(fits), "; ".join(details)


def _usage(
    component: IndexedComponent, suggestions: Mapping[str, PropValue]
) -> tuple[float, str] | None:
    usages = component.source.usages
    if not usages:
        return None
    files = sorted({usage.path for usage in usages})
    detail = f"{len(usages)} stories/tests render it ({', '.join(files[:2])})"
    checked = {
        key: value
        for key, value in suggestions.items()
        if not isinstance(value, str) or len(value) < 40
    }
    if not checked:
        return 0.5, detail
    seen = [
        f"{key}={value!r}"
        for key, value in checked.items()
        if any(usage.props.get(key) == value for usage in usages)
    ]
    if seen:
        detail += f"; they also pass {', '.join(seen)}"
    return 0.5 + 0.5 * len(seen) / len(checked), detail
