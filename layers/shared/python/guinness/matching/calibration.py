"""Confidence as the probability of being right: a logistic map of the score and margin.

A candidate's score is the sum of its evidence weights; how likely the best candidate is
to be right depends on that score and on how far it leads the runner-up. The map is
fitted on the tune sets of the labelled corpus (``benchmarks/matcher_calibration.py``
prints the fit and the reliability it gives) and checked on the validation sets.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

#: A lead larger than this says nothing more.
MAX_MARGIN = 0.5


@dataclass(frozen=True, slots=True)
class Calibration:
    """``p = 1 / (1 + exp(-(intercept + score_weight·score + margin_weight·margin)))``."""

    intercept: float
    score_weight: float
    margin_weight: float

    def probability(self, score: float, margin: float) -> float:
        """The probability that a candidate with this score, leading the next-best by
        ``margin`` (negative for a candidate ranked below another), is right."""
        lead = min(max(margin, -MAX_MARGIN), MAX_MARGIN)
        logit = self.intercept + self.score_weight * score + self.margin_weight * lead
        return round(1.0 / (1.0 + math.exp(-logit)), 4)


def raw_confidence(score: float) -> float:
    """No map: the score itself, clipped to [0, 1] (what the fit is made from)."""
    return round(min(max(score, 0.0), 1.0), 4)
