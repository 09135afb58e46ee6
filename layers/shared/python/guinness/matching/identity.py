"""What a code component is called, and how well a design name and its context fit it.

A :class:`CodeIdentity` gathers every name a component goes by (its own, its exports and
aliases, its file name, the name without a library prefix such as ``Vtmn``) and the
component folders it lives under. The real matcher and the name/path linker both score
names through :func:`best_name` and :func:`context_fit`, so they agree.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from guinness.matching.names import (
    CodePath,
    DesignName,
    Phrase,
    phrase,
    phrase_from_tokens,
    stem,
    without_prefix,
)
from guinness.matching.similarity import NO_MATCH, NameMatch, name_similarity
from guinness.matching.synonyms import WEAK_PREFIXES

#: How much each kind of code name counts, relative to the component's own name.
ORIGIN_WEIGHTS: dict[str, float] = {
    "component": 1.0,
    "export": 0.99,
    "alias": 0.98,
    "file": 0.97,
    "unprefixed": 0.97,
    "member": 0.9,
    "qualified": 0.97,
}
#: Context only counts when a context name and a parent folder are this alike.
CONTEXT_FLOOR = 0.8


@dataclass(frozen=True, slots=True)
class NameForm:
    """One name of a component and where it comes from (``component``, ``export``,
    ``alias``, ``file``, ``unprefixed``, ``member``, or ``qualified``: the parent folder's
    name before its own, as ``IndexTable Cell``)."""

    phrase: Phrase
    origin: str

    @property
    def weight(self) -> float:
        return ORIGIN_WEIGHTS[self.origin]


@dataclass(frozen=True, slots=True)
class CodeIdentity:
    """The names of one component and the component folders enclosing it."""

    names: tuple[NameForm, ...]
    parents: tuple[Phrase, ...]
    depth: int
    #: What it is within the family its file holds (``Header`` for ``DialogHeader`` in
    #: ``dialog.tsx``): its name only inside an instance matched to that family.
    part: Phrase | None = None


@dataclass(frozen=True, slots=True)
class NameScore:
    """The best name fit: weighted score, how it matched, and which names met."""

    score: float
    match: NameMatch
    query: Phrase | None
    target: NameForm | None

    def describe(self) -> str:
        """``'Btn' ~ 'Button' (synonym, 0.95)``, or why nothing met."""
        if self.query is None or self.target is None:
            return "no name in common"
        detail = self.match.describe(self.query, self.target.phrase)
        return detail if self.target.origin == "component" else f"{detail} via {self.target.origin}"


NO_NAME = NameScore(0.0, NO_MATCH, None, None)


def _forms(named: Iterable[tuple[str, str]], prefix: str | None) -> tuple[NameForm, ...]:
    forms: dict[str, NameForm] = {}
    for text, origin in named:
        main = phrase(text)
        if not main:
            continue
        variants = [(main, origin)]
        bare = without_prefix(main, prefix)
        if bare is not None:
            variants.append((bare, "unprefixed"))
        if len(main.raw) > 1 and main.raw[0] in WEAK_PREFIXES:
            variants.append((phrase_from_tokens(main.raw[1:], text), "unprefixed"))
        for form_phrase, form_origin in variants:
            key = form_phrase.joined_raw
            known = forms.get(key)
            if known is None or ORIGIN_WEIGHTS[form_origin] > known.weight:
                forms[key] = NameForm(form_phrase, form_origin)
    return tuple(forms.values())


def _qualified(own: str, parents: Sequence[Phrase]) -> list[tuple[str, str]]:
    if not parents:
        return []
    return [(f"{parents[0].text} {own}", "qualified")]


#: Parts that are one of a plural container's items (``TabsTrigger`` is one tab).
_ITEM_PARTS = frozenset({"trigger", "item"})


def _part_of_file(name: str, file_stem: str) -> str | None:
    """``Header`` for ``DialogHeader`` in ``dialog.tsx``: a compound part named after the
    file that holds its family, without the family's name."""
    own = phrase(name).raw
    family = phrase(file_stem).raw if file_stem else ()
    if not family or len(own) <= len(family) or own[: len(family)] != family:
        return None
    return " ".join(own[len(family) :])


def _one_of_many(name: str) -> str | None:
    """``Tab`` for ``TabsTrigger``, ``Breadcrumb`` for ``BreadcrumbsItem``: the singular a
    design calls one item of a plural container, when the name says it is one."""
    words = phrase(name).raw
    if len(words) != 2 or words[1] not in _ITEM_PARTS:
        return None
    singular = stem(words[0])
    return singular if singular != words[0] else None


def identity_from_path(location: CodePath, prefix: str | None) -> CodeIdentity:
    """The identity of a component known only by its file path."""
    named = [(location.stem, "component"), *_qualified(location.stem, location.parents)]
    return CodeIdentity(names=_forms(named, prefix), parents=location.parents, depth=location.depth)


def identity_from_names(
    *,
    component_name: str,
    export_names: Sequence[str],
    aliases: Sequence[str],
    file_stem: str,
    location: CodePath,
    prefix: str | None,
    family: str = "",
) -> CodeIdentity:
    """The identity of an imported component: its names, exports, aliases and file.

    A compound name (``Card.Header``) also goes by its member (``Header``), with the
    owner (``Card``) as a parent; a root part (``Alert.Root``) is what a design calls the
    owner, and goes by the owner's name (``Alert``) as an alias.
    """
    named: list[tuple[str, str]] = [(component_name, "component")]
    named += [(name, "export") for name in export_names]
    named += [(name, "alias") for name in aliases]
    parents = list(location.parents)
    for dotted in [component_name, *export_names, *aliases]:
        if "." in dotted:
            owner, _, member = dotted.rpartition(".")
            named.append((member, "member"))
            if member == "Root":
                named.append((owner, "alias"))
            parents.insert(0, phrase(owner))
    part = _part_of_file(component_name.rpartition(".")[2], family or file_stem)
    if part is not None:
        parents.insert(0, phrase(family or file_stem))  # the family is its context
    single = _one_of_many(component_name.rpartition(".")[2])
    if single is not None:
        named.append((single, "alias"))
    if file_stem and file_stem.lower() != "index":
        named.append((file_stem, "file"))
    unique_parents = tuple(dict.fromkeys(parent for parent in parents if parent))
    named += _qualified(component_name.rpartition(".")[2], unique_parents)
    return CodeIdentity(
        _forms(named, prefix), unique_parents, location.depth, phrase(part) if part else None
    )


def best_name(
    design_names: Sequence[tuple[DesignName, float]], identity: CodeIdentity
) -> NameScore:
    """The best weighted fit between any design name hypothesis and any code name."""
    best = NO_NAME
    for design, design_weight in design_names:
        for hypothesis, hypothesis_weight in design.hypotheses:
            for form in identity.names:
                match = name_similarity(hypothesis, form.phrase)
                if not match.score:
                    continue
                score = match.score * design_weight * hypothesis_weight * form.weight
                if score > best.score:
                    best = NameScore(round(score, 4), match, hypothesis, form)
    return best


def context_fit(
    context: Sequence[tuple[Phrase, float]], identity: CodeIdentity
) -> tuple[float, Phrase | None, Phrase | None]:
    """How well the names around a design node fit the folders around a component.

    ``context`` holds names with a closeness weight in (0, 1] (1 for the enclosing
    instance). Returns the best weighted similarity and the two names that met.
    """
    best: tuple[float, Phrase | None, Phrase | None] = (0.0, None, None)
    for parent in identity.parents:
        for near, closeness in context:
            score = _context_similarity(near, parent)
            if score * closeness > best[0]:
                best = (round(score * closeness, 4), near, parent)
    return best


def _context_similarity(near: Phrase, parent: Phrase) -> float:
    """How surely a design name around a node names a code folder: alike names, or a
    frame name that mentions the folder's whole name (``Remove items modal`` → ``Modal``)."""
    score = name_similarity(near, parent).score
    if score >= CONTEXT_FLOOR:
        return score
    if parent.stems and set(parent.stems) <= set(near.stems):
        return CONTEXT_FLOOR
    return 0.0
