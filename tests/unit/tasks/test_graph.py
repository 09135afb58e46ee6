from __future__ import annotations

import pytest

from guinness.contracts.tasks import DanglingReference, DuplicateTaskId, InvalidTaskId
from guinness.errors import TaskGraphError
from guinness.tasks.graph import Task, build_task_graph, is_valid_task_id
from guinness.tasks.task_document import TaskDocument


def doc(task_id: str, *depends_on: str, source: str | None = None) -> TaskDocument:
    return TaskDocument(
        id=task_id,
        title=f"Task {task_id}",
        depends_on=depends_on,
        status=None,
        code=(),
        body="",
        source=source or f"{task_id}.md",
    )


def test_a_clean_graph_has_no_problems_and_keeps_every_edge() -> None:
    graph = build_task_graph([doc("A"), doc("B", "A"), doc("C", "A", "B")])

    assert graph.problems == []
    assert [(t.task_id, t.depends_on) for t in graph.tasks] == [
        ("A", ()),
        ("B", ("A",)),
        ("C", ("A", "B")),
    ]
    assert graph.edge_count == 3


def test_a_cycle_is_reported_with_its_path_and_its_edges_are_kept() -> None:
    graph = build_task_graph([doc("A", "B"), doc("B", "C"), doc("C", "A"), doc("D", "A")])

    assert [cycle.text for cycle in graph.cycles] == ["A -> B -> C -> A"]
    assert graph.edge_count == 4
    assert graph.problems == ["dependency cycle A -> B -> C -> A"]


def test_each_cyclic_component_is_reported_once_through_its_smallest_id() -> None:
    graph = build_task_graph(
        [doc("X", "Y"), doc("Y", "X", "Z"), doc("Z", "Y"), doc("P", "Q"), doc("Q", "P")]
    )

    assert [cycle.path for cycle in graph.cycles] == [["P", "Q", "P"], ["X", "Y", "X"]]


def test_a_self_dependency_is_reported_as_a_cycle_and_not_stored() -> None:
    graph = build_task_graph([doc("A", "A", "B"), doc("B")])

    assert [cycle.text for cycle in graph.cycles] == ["A -> A"]
    assert graph.tasks[0].depends_on == ("B",)


def test_dangling_dependencies_are_reported_with_the_task_and_dropped() -> None:
    graph = build_task_graph([doc("A"), doc("B", "A", "GHOST")])

    assert graph.dangling_references == (DanglingReference(taskId="B", missingId="GHOST"),)
    assert graph.tasks[1].depends_on == ("A",)
    assert graph.problems == ["B depends on missing task 'GHOST'"]


def test_duplicate_ids_are_reported_with_every_source_and_the_first_is_kept() -> None:
    first = TaskDocument("A", "first", (), None, (), "", "a.md")
    second = TaskDocument("A", "second", (), None, (), "", "z.md")

    graph = build_task_graph([first, second])

    assert graph.duplicate_ids == (DuplicateTaskId(taskId="A", sources=["a.md", "z.md"]),)
    assert [task.title for task in graph.tasks] == ["first"]


def test_invalid_ids_are_reported_and_references_to_them_dangle() -> None:
    graph = build_task_graph([doc("bad id", source="bad.md"), doc("B", "bad id")])

    assert graph.invalid_ids == (InvalidTaskId(taskId="bad id", source="bad.md"),)
    assert graph.dangling_references == (DanglingReference(taskId="B", missingId="bad id"),)
    assert [task.task_id for task in graph.tasks] == ["B"]


@pytest.mark.parametrize(
    ("task_id", "valid"),
    [
        ("A", True),
        ("api/v2:orders.list-1_x", True),
        ("9" * 200, True),
        ("9" * 201, False),
        ("-leading-dash", False),
        ("has space", False),
        ("trailing\n", False),
        ("", False),
    ],
)
def test_task_ids_follow_the_database_check(task_id: str, valid: bool) -> None:
    assert is_valid_task_id(task_id) is valid


def test_strict_mode_refuses_any_problem_and_lists_them() -> None:
    documents = [doc("A", "B"), doc("B", "A"), doc("C", "GHOST")]

    with pytest.raises(TaskGraphError) as raised:
        build_task_graph(documents, strict=True)

    assert raised.value.message == (
        "The task graph has 2 problem(s): C depends on missing task 'GHOST';"
        " dependency cycle A -> B -> A."
    )


def test_strict_mode_accepts_a_clean_graph() -> None:
    graph = build_task_graph([doc("A"), doc("B", "A")], strict=True)

    assert [task.task_id for task in graph.tasks] == ["A", "B"]


def test_strict_message_is_capped_for_large_problem_lists() -> None:
    documents = [doc(f"T{n}", f"MISSING{n}") for n in range(25)]

    with pytest.raises(TaskGraphError) as raised:
        build_task_graph(documents, strict=True)

    assert raised.value.message.startswith("The task graph has 25 problem(s): T0 depends on")
    assert raised.value.message.endswith("; and 15 more.")


def test_a_long_chain_is_validated_without_recursion_limits() -> None:
    chain = [doc("N0")] + [doc(f"N{n}", f"N{n - 1}") for n in range(1, 20_000)]
    chain.append(doc("N0-loop", "N19999"))

    graph = build_task_graph(chain)

    assert graph.problems == []
    assert len(graph.tasks) == 20_001
    assert graph.tasks[-1] == Task(task_id="N0-loop", title="Task N0-loop", depends_on=("N19999",))


def test_a_cycle_inside_a_larger_graph_is_found_among_its_upstream_and_downstream_tasks() -> None:
    documents = [doc("BASE"), doc("P", "Q", "BASE"), doc("Q", "R"), doc("R", "P")]
    documents += [doc(f"TOP{n}", "P") for n in range(5)] + [doc("ROOF", "TOP0", "TOP4")]

    graph = build_task_graph(documents)

    assert [cycle.text for cycle in graph.cycles] == ["P -> Q -> R -> P"]
