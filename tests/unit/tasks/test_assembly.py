from __future__ import annotations

import pytest
from pydantic import ValidationError

from guinness.contracts.tasks import TaskContextRequest, TaskContextResponse
from guinness.errors import ContextTimeoutError, TaskNotFoundError
from guinness.tasks.assembly import InMemoryTaskSource, TaskSource, assemble_bundle
from guinness.tasks.budget import estimate_tokens
from guinness.tasks.code_sources import CodeSnippet, CodeSourceReader
from guinness.tasks.deadline import Deadline
from guinness.tasks.graph import Task
from tests.unit.tasks.fakes import CountingSource, FakeCodeReader, SlowSource, SteppingClock

PROJECT = 7
# T depends on A and B; A on C; C on D: depths A=1, B=1, C=2, D=3.
TASKS = [
    Task("T", title="Checkout page", status="todo", body="Build the page.", depends_on=("A", "B")),
    Task("A", title="Cart API", status="done", body="Cart endpoints.", depends_on=("C",)),
    Task("B", title="Design tokens", body="Colours and spacing."),
    Task("C", title="Schema", status="done", body="Orders tables.", depends_on=("D",)),
    Task("D", title="Database", status="done", body="Provision PostgreSQL."),
]


def assemble(
    request: TaskContextRequest,
    *,
    tasks: list[Task] | None = None,
    source: TaskSource | None = None,
    is_pro: bool = True,
    code_reader: CodeSourceReader | None = None,
    deadline: Deadline | None = None,
) -> TaskContextResponse:
    return assemble_bundle(
        source or InMemoryTaskSource(TASKS if tasks is None else tasks),
        project_id=PROJECT,
        request=request,
        is_pro=is_pro,
        code_reader=code_reader,
        deadline=deadline or Deadline(150, SteppingClock()),
    )


def test_bundle_follows_the_seed_layout_dependencies_first_target_last() -> None:
    response = assemble(TaskContextRequest(taskId="T", maxDepth=1))

    assert response.markdownBundle == (
        "# TASK CONTEXT BUNDLE: T\n"
        "\n## 1. Upstream Dependency: A\n"
        "\n- **Title:** Cart API\n- **Status:** done\n\nCart endpoints.\n"
        "\n## 2. Upstream Dependency: B\n"
        "\n- **Title:** Design tokens\n\nColours and spacing.\n"
        "\n## 3. Target Task: T\n"
        "\n- **Title:** Checkout page\n- **Status:** todo\n\nBuild the page.\n"
    )
    assert response.collectedNodes == ["A", "B", "T"]
    assert (response.requestedMaxDepth, response.effectiveMaxDepth) == (1, 1)
    assert response.truncated is False


def test_pro_gets_the_requested_depth() -> None:
    response = assemble(TaskContextRequest(taskId="T", maxDepth=5), is_pro=True)

    assert response.collectedNodes == ["B", "D", "C", "A", "T"]
    assert (response.effectiveMaxDepth, response.truncated) == (5, False)


def test_free_tier_is_clamped_to_two_levels_and_marked_truncated() -> None:
    response = assemble(TaskContextRequest(taskId="T", maxDepth=5), is_pro=False)

    assert response.collectedNodes == ["B", "C", "A", "T"]
    assert (response.requestedMaxDepth, response.effectiveMaxDepth) == (5, 2)
    assert response.truncated is True


def test_free_tier_within_two_levels_is_not_truncated() -> None:
    response = assemble(TaskContextRequest(taskId="T", maxDepth=2), is_pro=False)

    assert (response.effectiveMaxDepth, response.truncated) == (2, False)


def test_depth_zero_bundles_only_the_target() -> None:
    response = assemble(TaskContextRequest(taskId="T", maxDepth=0))

    assert response.collectedNodes == ["T"]
    assert "## 1. Target Task: T" in response.markdownBundle


def test_unknown_task_is_task_not_found() -> None:
    with pytest.raises(TaskNotFoundError) as raised:
        assemble(TaskContextRequest(taskId="NOPE"))

    assert raised.value.message == "Atomic task ID not found in project index."


def test_dependencies_that_are_not_tasks_are_skipped() -> None:
    tasks = [Task("T", depends_on=("GONE", "A")), Task("A")]

    response = assemble(TaskContextRequest(taskId="T"), tasks=tasks)

    assert response.collectedNodes == ["A", "T"]


def test_cycles_do_not_loop_and_are_reported() -> None:
    tasks = [
        Task("T", depends_on=("A",)),
        Task("A", depends_on=("B",)),
        Task("B", depends_on=("A",)),
    ]

    response = assemble(TaskContextRequest(taskId="T", maxDepth=1000), tasks=tasks)

    assert response.collectedNodes == ["B", "A", "T"]
    assert response.cycles == [["A", "B", "A"]]


@pytest.mark.parametrize("max_depth", [-1, 1001, True])
def test_out_of_range_depth_is_a_validation_error(max_depth: object) -> None:
    with pytest.raises(ValidationError):
        TaskContextRequest.model_validate({"taskId": "T", "maxDepth": max_depth})


def test_request_defaults_follow_the_seed_with_no_token_budget() -> None:
    request = TaskContextRequest.model_validate_json('{"taskId": "T"}')

    assert (request.maxDepth, request.includeSourceCode) == (5, True)
    assert request.maxTokens is None


def test_unknown_request_fields_are_refused() -> None:
    with pytest.raises(ValidationError):
        TaskContextRequest.model_validate({"taskId": "T", "max_depth": 3})


# -- token budget --------------------------------------------------------------------


def big(task_id: str, chars: int, *depends_on: str) -> Task:
    return Task(task_id, title=task_id, body="x" * chars, depends_on=depends_on)


def test_budget_drops_the_deepest_dependencies_whole() -> None:
    # Each section is ~100 tokens; the budget fits the target and two of four deps.
    tasks = [
        big("T", 380, "A", "B"),
        big("A", 380, "C"),
        big("B", 380),
        big("C", 380, "D"),
        big("D", 380),
    ]
    unlimited = assemble(TaskContextRequest(taskId="T", maxTokens=None), tasks=tasks)
    keep = estimate_tokens("# TASK CONTEXT BUNDLE: T\n") + 3 * max(unlimited.nodeTokens.values())

    response = assemble(TaskContextRequest(taskId="T", maxTokens=keep), tasks=tasks)

    assert response.collectedNodes == ["A", "B", "T"]
    assert response.omittedNodes == ["C", "D"]
    assert response.budgetLimited is True
    assert response.truncated is False
    assert response.tokenEstimate <= keep
    assert response.tokenEstimate == estimate_tokens(response.markdownBundle)
    assert set(response.nodeTokens) == {"A", "B", "T"}
    assert "x" * 380 + "\n" in response.markdownBundle  # kept documents are whole


def test_ties_at_the_cut_depth_keep_the_smaller_id() -> None:
    tasks = [big("T", 40, "B", "A"), big("A", 400), big("B", 400)]
    header = estimate_tokens("# TASK CONTEXT BUNDLE: T\n")
    full = assemble(TaskContextRequest(taskId="T", maxTokens=None), tasks=tasks)
    budget = header + full.nodeTokens["T"] + full.nodeTokens["A"] + 5

    response = assemble(TaskContextRequest(taskId="T", maxTokens=budget), tasks=tasks)

    assert response.collectedNodes == ["A", "T"]
    assert response.omittedNodes == ["B"]


def test_a_target_over_budget_is_still_included_alone() -> None:
    tasks = [big("T", 4000, "A"), big("A", 10)]

    response = assemble(TaskContextRequest(taskId="T", maxTokens=100), tasks=tasks)

    assert response.collectedNodes == ["T"]
    assert response.omittedNodes == ["A"]
    assert response.targetExceedsBudget is True
    assert (response.budgetLimited, response.truncated) == (True, False)
    assert "x" * 4000 in response.markdownBundle


def test_a_budget_that_fits_everything_changes_nothing() -> None:
    response = assemble(TaskContextRequest(taskId="T", maxDepth=5, maxTokens=20_000))

    assert response.omittedNodes == []
    assert (response.budgetLimited, response.truncated) == (False, False)
    assert response.targetExceedsBudget is False
    assert response.tokenEstimate == estimate_tokens(response.markdownBundle)


def test_without_max_tokens_a_pro_bundle_larger_than_the_tools_default_is_whole() -> None:
    # Five ~7,500-token tasks: over the tool's 20,000-token default, and no budget applies.
    chain = [big("B4", 30_000, "B3"), big("B3", 30_000, "B2"), big("B2", 30_000, "B1")]
    chain += [big("B1", 30_000, "B0"), big("B0", 30_000)]

    response = assemble(TaskContextRequest(taskId="B4"), tasks=chain)

    assert response.collectedNodes == ["B0", "B1", "B2", "B3", "B4"]
    assert response.tokenEstimate > 20_000  # no budget unless one is asked for
    assert (response.effectiveMaxDepth, response.truncated) == (5, False)
    assert (response.budgetLimited, response.omittedNodes) == (False, [])
    assert response.targetExceedsBudget is False


def test_the_tier_clamp_and_the_budget_are_reported_apart() -> None:
    tasks = [
        big("T", 380, "A", "B"),
        big("A", 380, "C"),
        big("B", 380),
        big("C", 380, "D"),
        big("D", 380),
    ]
    full = assemble(TaskContextRequest(taskId="T", maxTokens=None), tasks=tasks)
    keep = estimate_tokens("# TASK CONTEXT BUNDLE: T\n") + 3 * max(full.nodeTokens.values())

    clamped = assemble(TaskContextRequest(taskId="T", maxDepth=5), tasks=tasks, is_pro=False)
    both = assemble(
        TaskContextRequest(taskId="T", maxDepth=5, maxTokens=keep), tasks=tasks, is_pro=False
    )

    assert (clamped.truncated, clamped.budgetLimited, clamped.omittedNodes) == (True, False, [])
    assert "D" not in clamped.collectedNodes
    assert (both.truncated, both.budgetLimited) == (True, True)
    assert both.omittedNodes == ["C"]  # D is past the clamp, not left out by the budget


def test_only_the_kept_tasks_are_loaded_when_the_budget_is_small() -> None:
    tasks = [big("T", 10, *(f"D{n:04d}" for n in range(1000)))]
    tasks += [big(f"D{n:04d}", 400) for n in range(1000)]
    source = CountingSource(tasks)

    response = assemble(TaskContextRequest(taskId="T", maxTokens=1000), source=source)

    assert len(response.collectedNodes) < 12
    assert len(response.omittedNodes) == 1001 - len(response.collectedNodes)
    assert len(source.loaded) == 64


# -- code sources --------------------------------------------------------------------


BUTTON = CodeSnippet(
    code_id="7_button",
    path="src/ui/Button.tsx",
    component_name="Button",
    source="export const Button = () => <button>```</button>;",
)


def test_code_references_are_appended_as_fenced_sources_and_unresolved_ones_listed() -> None:
    tasks = [Task("T", body="Use the button.", code_refs=("7_button", "src/missing.ts"))]
    reader = FakeCodeReader({"7_button": BUTTON})

    response = assemble(TaskContextRequest(taskId="T"), tasks=tasks, code_reader=reader)

    assert response.markdownBundle.endswith(
        "\nUse the button.\n\n"
        "**Code:** `Button` in `src/ui/Button.tsx` (code id `7_button`)\n\n"
        "````tsx\nexport const Button = () => <button>```</button>;\n````\n\n"
        "**Unresolved code references:** `src/missing.ts`\n"
    )
    assert response.unresolvedCodeRefs == {"T": ["src/missing.ts"]}
    assert reader.calls == [(PROJECT, ["7_button", "src/missing.ts"])]


def test_without_source_code_references_are_listed_by_name_and_not_read() -> None:
    tasks = [Task("T", title="t", code_refs=("7_button",))]
    reader = FakeCodeReader({"7_button": BUTTON})

    response = assemble(
        TaskContextRequest(taskId="T", includeSourceCode=False), tasks=tasks, code_reader=reader
    )

    assert "- **Code:** `7_button`\n" in response.markdownBundle
    assert "export const" not in response.markdownBundle
    assert reader.calls == []


def test_code_sources_count_against_the_budget() -> None:
    tasks = [Task("T", depends_on=("A",)), Task("A", code_refs=("7_button",))]
    huge = CodeSnippet("7_button", "src/ui/Button.tsx", "Button", "x" * 8000)

    response = assemble(
        TaskContextRequest(taskId="T", maxTokens=500),
        tasks=tasks,
        code_reader=FakeCodeReader({"7_button": huge}),
    )

    assert response.collectedNodes == ["T"]
    assert response.omittedNodes == ["A"]
    assert response.budgetLimited is True


# -- time budget ---------------------------------------------------------------------


def test_assembly_past_its_time_budget_is_a_context_timeout() -> None:
    clock = SteppingClock()
    source = SlowSource(TASKS, clock, seconds=0.2)

    with pytest.raises(ContextTimeoutError) as raised:
        assemble(TaskContextRequest(taskId="T"), source=source, deadline=Deadline(150, clock))

    assert (raised.value.code, raised.value.status) == ("CONTEXT_TIMEOUT", 504)


def test_a_long_traversal_is_interrupted_by_the_deadline() -> None:
    chain = [Task(f"N{n}", depends_on=(f"N{n + 1}",)) for n in range(10_000)]
    clock = SteppingClock(step=0.001)  # every reading costs a millisecond

    with pytest.raises(ContextTimeoutError):
        assemble(
            TaskContextRequest(taskId="N0", maxDepth=1000),
            tasks=chain,
            deadline=Deadline(3, clock),
        )


def test_assembly_within_its_time_budget_succeeds_with_a_frozen_clock() -> None:
    response = assemble(TaskContextRequest(taskId="T"), deadline=Deadline(0, SteppingClock()))

    assert response.collectedNodes[-1] == "T"
