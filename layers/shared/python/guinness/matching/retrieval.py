"""Candidate retrieval: which components are worth scoring for a design name.

Two cheap lookups feed the scorer: an inverted index over name keys (whole canonical
names, their plural-folded forms, and single words weighted by rarity), and the nearest
neighbours by embedding (which also catch typos such as ``Lisbox``).
"""

from __future__ import annotations

import heapq
import math
from collections import defaultdict
from collections.abc import Iterable, Sequence

from guinness.matching.identity import CodeIdentity
from guinness.matching.names import DesignName, Phrase
from guinness.matching.similarity import expand_compounds

#: Weight of a whole-name hit: a component named like the design always makes the cut.
WHOLE_NAME = 100.0


def _whole_keys(name: Phrase) -> set[str]:
    return {f"={name.joined_raw}", f"={name.joined}", f"={name.joined_stem}"}


def _word_keys(words: Iterable[str]) -> set[str]:
    return {f"w:{word}" for word in words}


class NameLookup:
    """An inverted index from name keys to component positions."""

    def __init__(self, identities: Sequence[CodeIdentity]) -> None:
        postings: dict[str, set[int]] = defaultdict(set)
        words: set[str] = set()
        for position, identity in enumerate(identities):
            for form in identity.names:
                keys = _whole_keys(form.phrase) | _word_keys(
                    (*form.phrase.tokens, *form.phrase.stems)
                )
                for key in keys:
                    postings[key].add(position)
                words.update(form.phrase.tokens)
        count = max(len(identities), 1)
        self._postings = {key: sorted(found) for key, found in postings.items()}
        # Rare words say more: "Weekday" finds few components, "Item" finds many.
        self._weights = {
            key: WHOLE_NAME if key.startswith("=") else math.log(1 + count / len(found))
            for key, found in postings.items()
        }
        self._vocabulary = frozenset(words)

    def lookup(self, names: Iterable[Phrase], limit: int | None = None) -> list[int]:
        """Positions of components sharing a whole name or words with ``names``, best
        first (ties by position), at most ``limit`` of them."""
        scores: dict[int, float] = defaultdict(float)
        for name in names:
            words = (*name.tokens, *name.stems, *expand_compounds(name.tokens, self._vocabulary))
            # Sorted: set order changes between processes, and ties must not.
            for key in sorted(_whole_keys(name) | _word_keys(words)):
                weight = self._weights.get(key)
                if weight is None:
                    continue
                for position in self._postings[key]:
                    scores[position] += weight
        if limit is not None and len(scores) > limit:
            # Postings are visited in a fixed order, so ties are cut the same way every time.
            kept = heapq.nlargest(limit, scores, key=scores.__getitem__)
            return sorted(kept, key=lambda position: (-scores[position], position))
        return sorted(scores, key=lambda position: (-scores[position], position))


def hypotheses_of(designs: Iterable[tuple[DesignName, float]]) -> list[Phrase]:
    """Every name hypothesis of some design names."""
    return [hypothesis for design, _ in designs for hypothesis, _ in design.hypotheses]
