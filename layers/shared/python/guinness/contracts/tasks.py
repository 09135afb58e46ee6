"""Contracts of the task context: the request and response, and the task-import result.

Field names follow the task-context seed (camelCase: ``taskId``, ``maxDepth`` ...); the
import result uses the same convention so one client reads both.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from guinness.contracts.text import Identifier

#: Highest ``maxDepth`` a caller may ask for (Pro "unlimited" requests use this).
MAX_DEPTH_LIMIT = 1000
#: The database's task id check, as a regular expression for ``re.fullmatch``.
TASK_ID_PATTERN = r"[A-Za-z0-9][A-Za-z0-9._:/-]{0,199}"


# The request's fields, once: the REST body and the MCP tool's arguments are these types.
# Numbers and booleans are strict in both: "5" for maxDepth is refused with a message saying
# to send a JSON number (the schema says integer; a guess at what a string meant is not
# made on anyone's behalf).
TaskId = Annotated[
    Identifier,
    Field(
        min_length=1,
        max_length=200,
        pattern=f"^{TASK_ID_PATTERN}$",
        description="Id of the atomic task to work on, as in the project's task files.",
    ),
]
MaxDepth = Annotated[
    int,
    Field(
        strict=True,
        ge=0,
        le=MAX_DEPTH_LIMIT,
        description="Dependency levels upstream to include (the Free tier is capped at 2).",
    ),
]
IncludeSourceCode = Annotated[
    bool, Field(strict=True, description="Append the source of the code each task references.")
]
MaxTokens = Annotated[
    int | None,
    Field(
        strict=True,
        ge=1,
        description="Token budget of the bundle: the deepest dependencies are dropped whole "
        "to fit (reported as budgetLimited and omittedNodes, never as truncated). null means "
        "no budget.",
    ),
]


class TaskContextRequest(BaseModel):
    """What the caller asks for: a task, how far upstream, whether to include code, and
    an optional token budget (none unless ``maxTokens`` is given)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    taskId: TaskId
    maxDepth: MaxDepth = 5
    includeSourceCode: IncludeSourceCode = True
    maxTokens: MaxTokens = None


class TaskContextResponse(BaseModel):
    """The bundle and how it was cut: the tier's depth clamp (``truncated``) and, apart
    from it, the token budget (``budgetLimited``, ``omittedNodes``); cycles found."""

    model_config = ConfigDict(frozen=True)

    taskId: str
    requestedMaxDepth: int
    effectiveMaxDepth: int
    truncated: bool = Field(
        description="True when the subscription tier clamped the requested depth (the Free "
        "tier's maximum is 2); the token budget never sets it (see budgetLimited)."
    )
    markdownBundle: str
    collectedNodes: list[str] = Field(
        description="Tasks in the bundle, in bundle order (dependencies first, target last)."
    )
    budgetLimited: bool = Field(
        default=False,
        description="True when the token budget (maxTokens) left tasks out; they are listed "
        "in omittedNodes.",
    )
    omittedNodes: list[str] = Field(
        default_factory=list,
        description="Tasks within the depth that the token budget left out, shallowest first.",
    )
    tokenEstimate: int = Field(description="Estimated tokens of markdownBundle.")
    nodeTokens: dict[str, int] = Field(
        default_factory=dict, description="Estimated tokens of each bundled task's section."
    )
    cycles: list[list[str]] = Field(
        default_factory=list,
        description="Dependency cycles among the bundled tasks, each as a closed path.",
    )
    targetExceedsBudget: bool = Field(
        default=False,
        description="The target task alone is larger than maxTokens (it is included anyway).",
    )
    unresolvedCodeRefs: dict[str, list[str]] = Field(
        default_factory=dict, description="Per task, code references no code source matched."
    )


class TaskCycle(BaseModel):
    """A dependency cycle as a closed path: ``["A", "B", "A"]`` reads A -> B -> A."""

    model_config = ConfigDict(frozen=True)

    path: list[str]

    @property
    def text(self) -> str:
        """The path as ``A -> B -> A``."""
        return " -> ".join(self.path)


class DanglingReference(BaseModel):
    """``taskId`` depends on ``missingId``, which is not a task of the import."""

    model_config = ConfigDict(frozen=True)

    taskId: str
    missingId: str


class DuplicateTaskId(BaseModel):
    """Several documents declare the same id; the first (by source) is kept."""

    model_config = ConfigDict(frozen=True)

    taskId: str
    sources: list[str]


class InvalidTaskId(BaseModel):
    """A document's id does not match the task id pattern; the document is not imported."""

    model_config = ConfigDict(frozen=True)

    taskId: str
    source: str


class ImportResult(BaseModel):
    """What a task-graph import stored, and every problem it found in the input."""

    model_config = ConfigDict(frozen=True)

    projectId: int
    taskCount: int
    edgeCount: int
    removedTaskCount: int = 0
    cycles: list[TaskCycle] = Field(default_factory=list)
    danglingReferences: list[DanglingReference] = Field(default_factory=list)
    duplicateIds: list[DuplicateTaskId] = Field(default_factory=list)
    invalidIds: list[InvalidTaskId] = Field(default_factory=list)

    @property
    def problem_count(self) -> int:
        """How many problems the import reported."""
        return (
            len(self.cycles)
            + len(self.danglingReferences)
            + len(self.duplicateIds)
            + len(self.invalidIds)
        )
