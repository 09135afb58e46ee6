"""Fit the matcher's confidence map on the corpus's tune sets, and show what it gives.

For every instance of the tune sets (``benchmarks/matcher_devset.py``'s sets with split
``tune``; never a validation set), the best candidate's score and its lead over the
runner-up, and whether it is right (the labelled file; an instance nothing implements is
never right to match). A logistic regression of rightness on score and lead gives the
``Calibration`` of ``guinness.matching.settings``; ``min_confidence`` is the cut, at or
above one half, that gets the most tune instances right (right matches above it, instances
nothing implements left below it) while its matches keep a precision of ``--precision``
(0.97).

Prints ``name: value unit`` lines: the fitted coefficients, the threshold, and the tune
sets' reliability under the fit (bins of predicted probability: matches, fraction right).
"""

from __future__ import annotations

import argparse
import math

import numpy as np

from benchmarks.matcher_devset import BINS, labelled_sets
from guinness.code import import_code_base
from guinness.designs import import_figma_file
from guinness.matching import MatcherSettings, build_index, match_design
from guinness.matching.calibration import Calibration

#: Reads raw scores back from probabilities: logit(p) is the score, the margin unused.
_IDENTITY = Calibration(intercept=0.0, score_weight=1.0, margin_weight=0.0)
#: The lowest threshold: a probability of being right of one half.
_EVEN_ODDS = 0.5
#: Ridge on the weights (not the intercept): keeps the fit sane on a few hundred points.
_RIDGE = 0.05


def _logit(probability: float) -> float:
    clipped = min(max(probability, 1e-4), 1 - 1e-4)
    return math.log(clipped / (1 - clipped))


Point = tuple[float, float, bool, bool]


def tune_points() -> list[Point]:
    """(score, margin, right, nothing implements it) of every tune instance's best
    candidate."""
    points: list[Point] = []
    settings = MatcherSettings(calibration=_IDENTITY, min_confidence=0.0)
    for labelled in labelled_sets():
        if labelled.split != "tune":
            continue
        labels = labelled.labels
        design = import_figma_file(
            labelled.design.read_bytes(),
            project_id=1,
            organization_id=1,
            file_key=labels["file_key"],
            node_ids=labels["node_ids"],
        )
        code = import_code_base(labelled.folder / labels["code"], project_id=1, organization_id=1)
        index = build_index(code.sources)
        for document in design.designs:
            for match in match_design(document, index, config=settings).usage_matches:
                want = labels["instances"].get(match.node_id)
                if want is None or not match.matched:
                    continue
                score = _logit(match.confidence)
                runner_up = _logit(match.alternatives[0].score) if match.alternatives else 0.0
                right = want["path"] is not None and match.code_path == want["path"]
                points.append((score, score - runner_up, right, want["path"] is None))
    return points


def fit(points: list[Point]) -> Calibration:
    """Logistic regression by Newton's method, a small ridge on the two weights."""
    features = np.array([[1.0, score, min(margin, 0.5)] for score, margin, *_ in points])
    labels = np.array([1.0 if right else 0.0 for _, _, right, _ in points])
    weights = np.zeros(3)
    ridge = np.diag([0.0, _RIDGE, _RIDGE])
    for _ in range(50):
        predicted = 1.0 / (1.0 + np.exp(-features @ weights))
        gradient = features.T @ (predicted - labels) + ridge @ weights
        hessian = (features.T * (predicted * (1 - predicted))) @ features + ridge
        step = np.linalg.solve(hessian, gradient)
        weights -= step
        if float(np.abs(step).max()) < 1e-8:
            break
    intercept, score_weight, margin_weight = (round(float(value), 3) for value in weights)
    return Calibration(intercept, score_weight, margin_weight)


def threshold(points: list[Point], calibration: Calibration, precision: float) -> float:
    """The abstention threshold: of the cuts (steps of 0.01, never below one half) whose
    tune matches keep ``precision``, the one with the most right outcomes — right matches
    above it plus instances nothing implements left below it; the lowest such cut."""
    scored = [
        (calibration.probability(score, margin), right, nothing)
        for score, margin, right, nothing in points
    ]
    best, best_right = 1.0, -1
    for step in range(int(_EVEN_ODDS * 100), 100):
        cut = step / 100
        matched = [right for probability, right, _ in scored if probability >= cut]
        if not matched or sum(matched) / len(matched) < precision:
            continue
        outcomes = sum(matched) + sum(
            1 for probability, _, nothing in scored if probability < cut and nothing
        )
        if outcomes > best_right:
            best, best_right = cut, outcomes
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--precision", type=float, default=0.97, help="matched precision goal")
    arguments = parser.parse_args()
    points = tune_points()
    calibration = fit(points)
    cut = threshold(points, calibration, arguments.precision)
    print(f"calibration tune points: {len(points)} matches")
    print(f"calibration intercept: {calibration.intercept} logit")
    print(f"calibration score weight: {calibration.score_weight} logit")
    print(f"calibration margin weight: {calibration.margin_weight} logit")
    print(f"calibration min_confidence for precision {arguments.precision}: {cut:.2f} probability")
    bins: dict[float, list[bool]] = {lower: [] for lower in BINS}
    for score, margin, right, _ in points:
        probability = calibration.probability(score, margin)
        bins[max(bound for bound in BINS if probability >= bound)].append(right)
    for lower, outcomes in bins.items():
        if outcomes:
            rate = sum(outcomes) / len(outcomes)
            print(
                f"calibration tune [{lower:.1f}, ...) right: {rate:.2f} fraction of {len(outcomes)}"
            )


if __name__ == "__main__":
    main()
