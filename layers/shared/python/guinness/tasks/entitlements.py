"""Subscription entitlements of the task context: how deep a caller may look upstream."""

from __future__ import annotations

from dataclasses import dataclass

#: Deepest dependency level a caller without an active ``pro_tier`` subscription gets.
FREE_TIER_MAX_DEPTH = 2


@dataclass(frozen=True)
class DepthDecision:
    """The depth the traversal uses, and whether the tier cut the requested one."""

    effective_max_depth: int
    truncated: bool


def clamp_depth(requested_max_depth: int, *, is_pro: bool) -> DepthDecision:
    """Exactly the seed's rule: Pro gets the requested depth, everyone else at most 2."""
    if is_pro:
        return DepthDecision(requested_max_depth, truncated=False)
    return DepthDecision(
        min(requested_max_depth, FREE_TIER_MAX_DEPTH),
        truncated=requested_max_depth > FREE_TIER_MAX_DEPTH,
    )
