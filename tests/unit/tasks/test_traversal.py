from __future__ import annotations

import pytest

from guinness.errors import ContextTimeoutError
from guinness.tasks.entitlements import clamp_depth
from guinness.tasks.traversal import collect_upstream, inclusion_order, order_bundle

#        T
#      /   \
#     A     B
#     |   / |
#     C  D  E
#        |
#        F
DIAMOND = {"T": ["A", "B"], "A": ["C"], "B": ["D", "E"], "D": ["F"], "C": [], "E": [], "F": []}


@pytest.mark.parametrize(
    ("requested", "is_pro", "effective", "truncated"),
    [
        (5, True, 5, False),
        (1000, True, 1000, False),
        (0, True, 0, False),
        (5, False, 2, True),
        (3, False, 2, True),
        (2, False, 2, False),
        (1, False, 1, False),
        (0, False, 0, False),
    ],
)
def test_free_tier_is_clamped_to_depth_two_and_pro_gets_the_requested_depth(
    requested: int, is_pro: bool, effective: int, truncated: bool
) -> None:
    decision = clamp_depth(requested, is_pro=is_pro)

    assert (decision.effective_max_depth, decision.truncated) == (effective, truncated)


def test_upstream_collection_records_the_shortest_depth_and_stops_at_the_limit() -> None:
    assert collect_upstream("T", DIAMOND, 2) == {"T": 0, "A": 1, "B": 1, "C": 2, "D": 2, "E": 2}
    assert collect_upstream("T", DIAMOND, 3)["F"] == 3
    assert collect_upstream("T", DIAMOND, 0) == {"T": 0}


def test_a_task_reached_by_several_paths_gets_its_shortest_depth() -> None:
    graph = {"T": ["A", "X"], "A": ["B"], "B": ["X"], "X": []}

    assert collect_upstream("T", graph, 10) == {"T": 0, "A": 1, "X": 1, "B": 2}


def test_a_cycle_is_visited_once_and_the_traversal_ends() -> None:
    graph = {"T": ["A"], "A": ["B"], "B": ["A", "T"]}

    assert collect_upstream("T", graph, 1000) == {"T": 0, "A": 1, "B": 2}


def test_dependencies_missing_from_the_graph_are_leaves() -> None:
    assert collect_upstream("T", {"T": ["GONE"]}, 5) == {"T": 0, "GONE": 1}


def test_the_check_runs_during_long_traversals() -> None:
    chain = {f"N{n}": [f"N{n + 1}"] for n in range(5000)}

    def expired() -> None:
        raise ContextTimeoutError()

    with pytest.raises(ContextTimeoutError):
        collect_upstream("N0", chain, 5000, check=expired)


def test_inclusion_order_is_target_first_then_by_depth_and_id() -> None:
    depths = collect_upstream("T", DIAMOND, 5)

    assert inclusion_order(depths) == ["T", "A", "B", "C", "D", "E", "F"]


def test_bundle_order_puts_dependencies_first_target_last_ties_by_id() -> None:
    depths = collect_upstream("T", DIAMOND, 5)

    result = order_bundle(depths, target="T", dependencies=DIAMOND, depths=depths)

    assert result.order == ["C", "A", "E", "F", "D", "B", "T"]
    assert result.cycles == []


def test_tasks_on_a_cycle_are_listed_deepest_first_and_the_cycle_is_reported() -> None:
    graph = {"T": ["A"], "A": ["B"], "B": ["C"], "C": ["A", "Z"], "Z": []}
    depths = collect_upstream("T", graph, 10)

    result = order_bundle(depths, target="T", dependencies=graph, depths=depths)

    assert result.order == ["Z", "C", "B", "A", "T"]
    assert result.cycles == [["A", "B", "C", "A"]]


def test_a_cycle_through_the_target_still_ends_with_the_target() -> None:
    graph = {"T": ["A"], "A": ["T", "B"], "B": []}
    depths = collect_upstream("T", graph, 10)

    result = order_bundle(depths, target="T", dependencies=graph, depths=depths)

    assert result.order == ["B", "A", "T"]
    assert result.cycles == [["A", "T", "A"]]


def test_edges_to_tasks_outside_the_bundle_are_ignored_by_the_order() -> None:
    depths = {"T": 0, "A": 1, "B": 1}
    graph = {"T": ["A", "B"], "A": ["OMITTED"], "OMITTED": ["B"], "B": []}

    result = order_bundle(depths, target="T", dependencies=graph, depths=depths)

    assert result.order == ["A", "B", "T"]
