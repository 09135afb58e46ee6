"""How alike two names are: exact, synonym, plural, typo, or shared words.

``name_similarity`` compares a design name (the *query*) with a code name (the *target*)
and says how it matched, so evidence can explain it. The comparison is asymmetric on
purpose: a code name may add a widget word the design leaves out (``Radio`` →
``RadioButton``), but a code name that is another kind of thing (``ButtonGroup`` for
``Button``) or that lacks the design name's head word (``Title`` for ``Title bar``)
scores low.
"""

from __future__ import annotations

from dataclasses import dataclass

from guinness.matching.names import Phrase, stem
from guinness.matching.synonyms import COLLECTION_HEADS, COMPONENT_NOUNS, KIND_HEADS, OUTDATED_WORDS

#: Scores of the whole-name match kinds.
EXACT = 1.0
ABBREVIATION = 0.97
SYNONYM = 0.95
PLURAL = 0.93
TYPO = 0.86
COLLECTION = 0.85
#: Upper bound of a match on shared words.
WORDS_CAP = 0.9


@dataclass(frozen=True, slots=True)
class NameMatch:
    """A similarity in [0, 1] and how it came about (``exact``, ``abbreviation``,
    ``synonym``, ``plural``, ``collection``, ``typo``, ``words`` or ``none``)."""

    score: float
    kind: str

    def describe(self, query: Phrase, target: Phrase) -> str:
        """Words a person can check: ``'Btn' ~ 'Button' (synonym)``."""
        return f"{query.text!r} ~ {target.text!r} ({self.kind}, {self.score:.2f})"


NO_MATCH = NameMatch(0.0, "none")


def edit_distance(a: str, b: str, limit: int = 2) -> int:
    """Levenshtein distance, or ``limit + 1`` once it exceeds ``limit``.

    Only the diagonal band ``|i - j| <= limit`` is computed: cells outside it already
    exceed the limit.
    """
    if abs(len(a) - len(b)) > limit or len(set(a) ^ set(b)) > 2 * limit:
        return limit + 1  # each edit changes at most two letters of the letter sets
    over = limit + 1
    previous = [j if j <= limit else over for j in range(len(b) + 1)]
    for i in range(1, len(a) + 1):
        current = [i if i <= limit else over] + [over] * len(b)
        low, high = max(1, i - limit), min(len(b), i + limit)
        char = a[i - 1]
        for j in range(low, high + 1):
            cost = previous[j - 1] + (char != b[j - 1])
            current[j] = min(cost, previous[j] + 1, current[j - 1] + 1, over)
        if min(current[low - 1 : high + 1]) >= over:
            return over
        previous = current
    return min(previous[-1], over)


def _typo_limit(length: int) -> int:
    if length >= 10:
        return 2
    return 1 if length >= 5 else 0


_CACHE_LIMIT = 262_144
_cache: dict[tuple[str, str], NameMatch] = {}


def name_similarity(query: Phrase, target: Phrase) -> NameMatch:
    """How well code name ``target`` fits design name ``query``."""
    # A phrase is fully determined by its text, and strings hash fast.
    key = (query.text, target.text)
    found = _cache.get(key)
    if found is None:
        if len(_cache) >= _CACHE_LIMIT:
            _cache.clear()
        found = _cache[key] = _similarity(query, target)
    return found


def clear_cache() -> None:
    """Forget cached similarities (benchmarks measure cold runs)."""
    _cache.clear()


def _similarity(query: Phrase, target: Phrase) -> NameMatch:
    if not query or not target:
        return NO_MATCH
    if query.joined_raw == target.joined_raw:
        if query.literal == target.literal:
            return NameMatch(EXACT, "exact")
        return NameMatch(ABBREVIATION, "abbreviation")
    if query.joined == target.joined:
        return NameMatch(SYNONYM, "synonym")
    if query.joined_stem == target.joined_stem:
        return NameMatch(PLURAL, "plural")
    if _holds_plural(query, target):
        return NameMatch(COLLECTION, "collection")
    shorter = min(len(query.joined), len(target.joined))
    limit = _typo_limit(shorter)
    # Typos rarely change both ends of a name; checking them first skips most pairs.
    if (
        limit
        and (query.joined[0] == target.joined[0] or query.joined[-1] == target.joined[-1])
        and edit_distance(query.joined, target.joined, limit) <= limit
    ):
        return NameMatch(TYPO, "typo")
    if not _may_share(query.tokens, target.tokens):
        return NO_MATCH
    return _shared_words(query, target)


def _may_share(left: tuple[str, ...], right: tuple[str, ...]) -> bool:
    """Whether two names could have a word in common (same word, plural, typo, or one
    inside the other's compound); a cheap test that skips most unrelated pairs."""
    return any(a[0] == b[0] or a in b or b in a for a in left for b in right)


def _holds_plural(query: Phrase, target: Phrase) -> bool:
    """``Filter bar`` holds filters: the code calls it by the plural (``Filters``)."""
    if len(query.tokens) < 2 or query.tokens[-1] not in COLLECTION_HEADS:
        return False
    held = query.tokens[:-1]
    return (
        len(target.tokens) == len(held)
        and target.stems == tuple(stem(word) for word in held)
        and target.tokens[-1] != held[-1]
    )


def _segment(word: str, vocabulary: frozenset[str]) -> list[str] | None:
    """Split a compound (``weekday``) into words of ``vocabulary`` (``week``, ``day``)."""
    best: list[list[str] | None] = [None] * (len(word) + 1)
    best[0] = []
    for end in range(2, len(word) + 1):
        for start in range(0, end - 1):
            found = best[start]
            if found is not None and word[start:end] in vocabulary:
                best[end] = [*found, word[start:end]]
                break
    return best[len(word)]


def expand_compounds(words: tuple[str, ...], vocabulary: frozenset[str]) -> tuple[str, ...]:
    """``words`` with compounds split into words of ``vocabulary``."""
    out: list[str] = []
    for word in words:
        parts = (
            _segment(word, vocabulary)
            if len(word) > 4
            and word not in vocabulary
            and any(word.startswith(known) for known in vocabulary if len(known) > 1)
            else None
        )
        out.extend(parts if parts and len(parts) > 1 else [word])
    return tuple(out)


def _same_word(a: str, b: str) -> float:
    if a == b:
        return 1.0
    if stem(a) == stem(b):
        return 0.95
    limit = _typo_limit(min(len(a), len(b)))
    if limit and a[0] == b[0] and edit_distance(a, b, limit) <= limit:
        return 0.85
    return 0.0


def _shared_words(query: Phrase, target: Phrase) -> NameMatch:
    q_words = expand_compounds(query.tokens, frozenset(target.tokens) | frozenset(target.stems))
    t_words = expand_compounds(target.tokens, frozenset(query.tokens) | frozenset(query.stems))
    unmatched_t = list(range(len(t_words)))
    matched_q: dict[int, int] = {}
    total = 0.0
    for qi, q_word in enumerate(q_words):
        best, best_j = 0.0, -1
        for tj in unmatched_t:
            value = _same_word(q_word, t_words[tj])
            if value > best:
                best, best_j = value, tj
        if best_j >= 0:
            matched_q[qi] = best_j
            unmatched_t.remove(best_j)
            total += best
    if not matched_q:
        return NO_MATCH
    score = (total / len(q_words) + total / len(t_words)) / 2
    if len(q_words) - 1 not in matched_q:
        score *= 0.75  # the design's head word is missing: "Title" is not a "Title bar"
    elif (
        q_words[-1] == "icon"
        and (len(t_words) - 1) in unmatched_t
        and t_words[-1] in (COMPONENT_NOUNS)
    ):
        # An icon is a glyph, which a control's name only uses as a modifier: an "Icon"
        # is not an "Icon button" (it is what the button shows).
        score *= 0.75
    extras = [t_words[tj] for tj in unmatched_t]
    if any(word in KIND_HEADS for word in extras):
        score *= 0.7  # another kind of component: ButtonGroup, TabsItem
    if any(word in OUTDATED_WORDS for word in extras):
        score *= 0.85
    order = [matched_q[qi] for qi in sorted(matched_q)]
    if order != sorted(order):
        score -= 0.03
    return NameMatch(round(min(score, WORDS_CAP), 4), "words")
