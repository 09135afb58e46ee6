"""Name/path linking: Figma component names to the code files that implement them.

This is the part of matching that needs no file contents, as Figma's Code Connect
"autolinking" does: each Figma component gets at most one path (or none), several
components may share a path. It uses the matcher's own normalisation, name similarity,
retrieval and context scoring. Figma lists components in file order, so the names just
before one (``Modal`` before ``Footer``) are its context, as enclosing instances are for
the matcher.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from guinness.matching.identity import CodeIdentity, best_name, context_fit, identity_from_path
from guinness.matching.names import (
    CodePath,
    DesignName,
    Phrase,
    library_prefix,
    parse_code_path,
    parse_design_name,
)
from guinness.matching.retrieval import NameLookup, hypotheses_of
from guinness.matching.vectors import default_embedder, top_k, unit_rows

#: A link needs at least this score; below it the component stays unlinked.
LINK_THRESHOLD = 0.78
#: Weight of the best context fit (a neighbour name meeting a parent folder).
CONTEXT_WEIGHT = 0.12
#: Tie-breaker for a top-level component over a nested one of the same name.
TOP_LEVEL_BONUS = 0.015
#: Barrel files (``index.ts``) lose to an implementation of the same name.
BARREL_PENALTY = 0.05
#: How many earlier names count as context, and how fast their weight falls.
NEIGHBOURS = 8
NEIGHBOUR_DECAY = 0.25
#: Nearest neighbours by embedding added to the name lookup's candidates.
VECTOR_CANDIDATES = 5
#: Best candidates taken from the name lookup.
NAME_CANDIDATES = 24


@dataclass(frozen=True, slots=True)
class Link:
    """One Figma component's best path (None when nothing fits) and its score."""

    node_id: str
    path: str | None
    score: float


def link_components(
    figma_names: Sequence[tuple[str, str]],
    paths: Sequence[str],
    *,
    min_score: float = LINK_THRESHOLD,
) -> dict[str, str | None]:
    """Link Figma components (``(node_id, name)`` in file order) to code file paths.

    Files that hold no component (tests, stories, hooks, utilities) are never linked.
    Returns every node id, mapped to a path or None.
    """
    return {link.node_id: link.path for link in rank_links(figma_names, paths, min_score)}


def rank_links(
    figma_names: Sequence[tuple[str, str]], paths: Sequence[str], min_score: float
) -> list[Link]:
    """:func:`link_components` with the score of each link."""
    locations = _component_files(paths)
    prefix = library_prefix([location.name for location in locations])
    identities = [identity_from_path(location, prefix) for location in locations]
    lookup = NameLookup(identities)
    designs = [parse_design_name(name) for _, name in figma_names]
    embedder = default_embedder()
    keys = unit_rows(
        [embedder.embed(_identity_text(identity)) for identity in identities], embedder.dims
    )
    queries = unit_rows([embedder.embed(name) for _, name in figma_names], embedder.dims)
    nearest, _ = top_k(queries, keys, VECTOR_CANDIDATES)
    links: list[Link] = []
    for position, (node_id, _) in enumerate(figma_names):
        design = designs[position]
        candidates = set(lookup.lookup(hypotheses_of([(design, 1.0)]), NAME_CANDIDATES))
        candidates.update(int(found) for found in nearest[position])
        context = neighbour_context(designs, position)
        scored = [
            (_score(design, context, identities[candidate], locations[candidate]), candidate)
            for candidate in candidates
        ]
        # Equal scores: the shorter path, then the alphabetically first (deterministic).
        best = min(
            scored,
            key=lambda item: (-item[0], len(locations[item[1]].path), locations[item[1]].path),
            default=(0.0, -1),
        )
        path = locations[best[1]].path if best[0] >= min_score and best[1] >= 0 else None
        links.append(Link(node_id, path, round(best[0], 4)))
    return links


def _score(
    design: DesignName,
    context: Sequence[tuple[Phrase, float]],
    identity: CodeIdentity,
    location: CodePath,
) -> float:
    name = best_name([(design, 1.0)], identity)
    if not name.score:
        return 0.0
    near, _, _ = context_fit(context, identity)
    score = name.score + CONTEXT_WEIGHT * near
    if identity.depth == 0:
        score += TOP_LEVEL_BONUS
    if location.is_barrel:
        score -= BARREL_PENALTY
    return score


def neighbour_context(designs: Sequence[DesignName], position: int) -> list[tuple[Phrase, float]]:
    """Context of the name at ``position``: its own folder segments, then the names
    listed just before it, weighted by closeness."""
    context: list[tuple[Phrase, float]] = [(near, 1.0) for near in designs[position].context]
    for distance in range(1, NEIGHBOURS + 1):
        if position - distance < 0:
            break
        closeness = math.exp(-NEIGHBOUR_DECAY * (distance - 1))
        earlier = designs[position - distance]
        context.extend((hypothesis, closeness) for hypothesis, _ in earlier.hypotheses)
        context.extend((near, closeness * 0.8) for near in earlier.context)
    return context


def _component_files(paths: Sequence[str]) -> list[CodePath]:
    located = [location for path in paths if (location := parse_code_path(path)) is not None]
    implemented = {
        (location.path.rsplit("/", 1)[0], location.name.joined_raw)
        for location in located
        if not location.is_barrel
    }
    kept = []
    for location in located:
        folder = location.path.rsplit("/", 1)[0]
        if location.is_barrel and (folder, location.name.joined_raw) in implemented:
            continue  # the implementation file is the link, never its barrel
        kept.append(location)
    return sorted(kept, key=lambda location: location.path)


def _identity_text(identity: CodeIdentity) -> str:
    return " ".join(form.phrase.text for form in identity.names)
