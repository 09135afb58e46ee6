"""From ranked candidates to the artifact's parts: usage matches and matched codes.

An instance is matched to its best candidate when the confidence reaches
``min_confidence``; otherwise it stays unmatched with a reason a person can act on.
A runner-up scoring almost the same makes the match ambiguous and costs confidence.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from guinness.contracts.des2code import Candidate, Evidence, MatchedCode, UsageMatch
from guinness.designs.documents import DesignInstance
from guinness.matching.calibration import raw_confidence
from guinness.matching.index import CodeIndex
from guinness.matching.queries import own_name
from guinness.matching.scoring import Scored
from guinness.matching.settings import MatcherSettings


def _outcome(instance: DesignInstance, **outcome: Any) -> UsageMatch:
    return UsageMatch(
        node_id=instance.node_id,
        node_name=instance.name,
        component_id=instance.component_id,
        component_name=instance.component_name,
        component_set_name=instance.component_set_name,
        variant=dict(instance.variant),
        booleans=dict(instance.booleans),
        texts=dict(instance.texts),
        **outcome,
    )


def usage_match(
    instance: DesignInstance, ranked: list[Scored], settings: MatcherSettings
) -> UsageMatch:
    """The usage match of an instance from its candidates, best first."""
    unique: list[Scored] = []
    for item in ranked:
        if all(item.component.code_id != kept.component.code_id for kept in unique):
            unique.append(item)
    if not unique:
        reason = "the code index has no component to compare it with"
        return _outcome(instance, matched=False, confidence=0.0, unmatched_reason=reason)
    best, *rest = unique
    evidence = best.evidence_models()
    score = best.score
    margin = best.score - (rest[0].score if rest else 0.0)
    if rest and margin < settings.ambiguity_margin:
        # Calibrated, the confidence already reads the margin: the entry only explains.
        penalty = settings.weights["ambiguity"] if settings.calibration is None else 0.0
        evidence.append(
            Evidence(
                signal="ambiguity",
                detail=f"{rest[0].component.name} ({rest[0].component.source.path}) scores "
                f"almost the same",
                weight=penalty,
            )
        )
        score += penalty
    confidence = _confidence(settings, score, margin)
    alternatives = [
        Candidate(
            code_id=item.component.code_id,
            component_name=item.component.name,
            score=_confidence(settings, item.score, item.score - best.score),
        )
        for item in rest[: settings.max_alternatives]
    ]
    if confidence < settings.min_confidence:
        found = f"{best.component.name} ({best.component.source.path})"
        if best.name.score == 0:
            reason = (
                f"no code component has a name like {own_name(instance)!r}; the closest by "
                f"embedding, {found}, scored {confidence:.2f}"
            )
        else:
            reason = (
                f"best candidate {found} scored {confidence:.2f}, below min_confidence "
                f"{settings.min_confidence:.2f}"
            )
        return _outcome(
            instance,
            matched=False,
            confidence=confidence,
            evidence=evidence,
            alternatives=[
                Candidate(
                    code_id=best.component.code_id,
                    component_name=best.component.name,
                    score=confidence,
                ),
                *alternatives,
            ][: settings.max_alternatives],
            unmatched_reason=reason,
        )
    return _outcome(
        instance,
        matched=True,
        code_id=best.component.code_id,
        code_component=best.component.name,
        code_path=best.component.source.path,
        code_source=best.component.source.code_source,
        suggested_props=dict(best.suggestions),
        confidence=confidence,
        evidence=evidence,
        alternatives=alternatives,
    )


def _confidence(settings: MatcherSettings, score: float, margin: float) -> float:
    """The probability of being right of a candidate with ``score`` that leads the next
    one by ``margin`` (negative when another leads it); never above the best's."""
    if settings.calibration is None:
        return raw_confidence(score)
    return settings.calibration.probability(score, margin)


def matched_codes(matches: list[UsageMatch], index: CodeIndex) -> list[MatchedCode]:
    """The code components the matches use: how often, how surely, and why (the first
    positive evidence of each signal, from the surest match)."""
    by_code: dict[str, list[UsageMatch]] = defaultdict(list)
    for match in matches:
        if match.matched and match.code_id is not None:
            by_code[match.code_id].append(match)
    components = {component.code_id: component for component in index.components}
    codes = []
    for code_id, used in by_code.items():
        component = components[code_id]
        scores = [match.confidence for match in used]
        signals: dict[str, str] = {}
        for match in sorted(used, key=lambda item: (-item.confidence, item.node_id)):
            for item in match.evidence:
                if item.weight > 0 and item.signal not in signals:
                    signals[item.signal] = f"{item.signal}: {item.detail}"
        codes.append(
            MatchedCode(
                code_id=code_id,
                component_name=component.name,
                path=component.source.path,
                instances=len(used),
                best_score=max(scores),
                mean_score=round(sum(scores) / len(scores), 4),
                evidence=list(signals.values()),
            )
        )
    codes.sort(key=lambda code: (-code.instances, -code.best_score, code.code_id))
    return codes
