"""One table of admin commands: the CLI's commands and the admin function run the same
operations (``guinness.operations.admin_commands``), each named once in the contract."""

from __future__ import annotations

import argparse
from collections.abc import Iterator

from guinness.cli import admin
from guinness.contracts.admin import OPERATIONS
from guinness.operations.admin_commands import ADMIN_COMMANDS


def _commands(
    parser: argparse.ArgumentParser, path: tuple[str, ...] = ()
) -> Iterator[tuple[tuple[str, ...], dict[str, object]]]:
    for action in parser._actions:
        choices = getattr(action, "choices", None)
        if isinstance(choices, dict):
            for name, sub in choices.items():
                yield (*path, name), sub._defaults
                yield from _commands(sub, (*path, name))


def _operations_of_the_cli() -> dict[str, tuple[str, ...]]:
    named = {}
    for path, defaults in _commands(admin.build_parser()):
        operation = defaults.get("operation")
        if isinstance(operation, str):
            named[operation] = path
    return named


def test_every_database_command_is_a_contract_operation() -> None:
    assert set(ADMIN_COMMANDS) <= set(OPERATIONS)


def test_every_database_command_has_one_cli_command_that_runs_it() -> None:
    cli = _operations_of_the_cli()

    assert set(ADMIN_COMMANDS) <= set(cli)
    # The command is the operation's name, dots as spaces (``org.list``: ``org list``).
    for operation in ADMIN_COMMANDS:
        assert " ".join(cli[operation]) == operation.replace(".", " "), operation


def test_the_cli_names_only_operations_the_contract_knows() -> None:
    assert set(_operations_of_the_cli()) <= set(OPERATIONS)
