"""The matcher's settings: thresholds, weights and retrieval sizes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from guinness.contracts.des2code import MatcherConfig
from guinness.matching.calibration import Calibration
from guinness.matching.scoring import DEFAULT_WEIGHTS

MATCHER_VERSION = "matcher-1.1"
#: Fitted on the corpus's tune sets by ``benchmarks/matcher_calibration.py``.
DEFAULT_CALIBRATION = Calibration(intercept=-6.422, score_weight=10.96, margin_weight=5.996)


@dataclass(frozen=True)
class MatcherSettings:
    """Thresholds and weights of the matcher (recorded in every artifact)."""

    #: Matches below this probability of being right are left unmatched (chosen on the
    #: tune sets: the most right outcomes at a matched precision of at least 0.97).
    min_confidence: float = 0.62
    #: Score and margin → probability; ``None`` reports the clipped score instead.
    calibration: Calibration | None = DEFAULT_CALIBRATION
    weights: Mapping[str, float] = field(default_factory=lambda: dict(DEFAULT_WEIGHTS))
    max_alternatives: int = 3
    #: Nearest neighbours by embedding added to the name lookup's candidates.
    vector_candidates: int = 6
    #: Candidates taken from the name lookup (best shared names and rare words first).
    name_candidates: int = 12
    #: Candidates (best by names, context and embedding) that get the full comparison.
    full_candidates: int = 4
    #: A runner-up this close to the best makes the match ambiguous.
    ambiguity_margin: float = 0.01
    version: str = MATCHER_VERSION

    def config(self) -> MatcherConfig:
        """The contract form of these settings."""
        return MatcherConfig(
            version=self.version,
            min_confidence=self.min_confidence,
            weights=dict(self.weights),
            max_alternatives=self.max_alternatives,
        )
