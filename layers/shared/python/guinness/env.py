"""Reading and validating environment variables, collecting every problem at once.

Settings classes use :class:`EnvReader` so that a bad configuration fails at cold start
with one message naming each offending variable, instead of failing on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from pydantic import SecretStr

from guinness.errors import ConfigError

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}


@dataclass(frozen=True)
class SecretSetting:
    """A secret given either as a plain value (local runs) or as a Secrets Manager ARN."""

    name: str
    value: SecretStr | None = None
    secret_arn: str | None = None

    @property
    def is_set(self) -> bool:
        """Whether a value or an ARN was configured."""
        return self.value is not None or self.secret_arn is not None

    def resolve(self, fetch_secret: Callable[[str], str] | None = None) -> str:
        """The secret's value, fetching it by ARN when needed (callers cache the result)."""
        if self.value is not None:
            return self.value.get_secret_value()
        if self.secret_arn is not None:
            if fetch_secret is None:
                raise ConfigError(f"{self.name}_SECRET_ARN is set but no secret fetcher is wired")
            return fetch_secret(self.secret_arn)
        raise ConfigError(f"{self.name} is not configured")


class EnvReader:
    """Typed reads of an environment mapping; problems are collected, then raised once."""

    def __init__(self, environ: Mapping[str, str]) -> None:
        self._environ = environ
        self._problems: list[str] = []

    def raw(self, name: str) -> str | None:
        """The variable's value with surrounding blanks removed, or None when unset or empty."""
        value = self._environ.get(name)
        if value is None:
            return None
        value = value.strip()
        return value or None

    def problem(self, message: str) -> None:
        """Record a problem to report at :meth:`check`."""
        self._problems.append(message)

    def string(
        self, name: str, default: str | None = None, *, required: bool = False
    ) -> str | None:
        """A string variable."""
        value = self.raw(name)
        if value is None:
            if required:
                self.problem(f"{name} is required")
            return default
        return value

    def integer(
        self, name: str, default: int, *, minimum: int | None = None, maximum: int | None = None
    ) -> int:
        """An integer variable within optional bounds."""
        value = self.raw(name)
        if value is None:
            return default
        try:
            number = int(value)
        except ValueError:
            self.problem(f"{name} must be an integer, got {value!r}")
            return default
        if minimum is not None and number < minimum:
            self.problem(f"{name} must be at least {minimum}, got {number}")
        if maximum is not None and number > maximum:
            self.problem(f"{name} must be at most {maximum}, got {number}")
        return number

    def boolean(self, name: str, default: bool) -> bool:
        """A boolean variable (true/false, 1/0, yes/no, on/off)."""
        value = self.raw(name)
        if value is None:
            return default
        if value.lower() in _TRUE:
            return True
        if value.lower() in _FALSE:
            return False
        self.problem(f"{name} must be true or false, got {value!r}")
        return default

    def choice(self, name: str, default: str, choices: tuple[str, ...]) -> str:
        """A variable restricted to a set of values."""
        value = self.raw(name)
        if value is None:
            return default
        if value not in choices:
            self.problem(f"{name} must be one of {', '.join(choices)}, got {value!r}")
            return default
        return value

    def csv(self, name: str, default: tuple[str, ...] = ()) -> tuple[str, ...]:
        """A comma-separated list variable."""
        value = self.raw(name)
        if value is None:
            return default
        return tuple(item.strip() for item in value.split(",") if item.strip())

    def url(self, name: str, *, required: bool = False) -> str | None:
        """An internal service address, returned without a trailing slash: an http(s) base
        URL, or ``lambda://<function name or ARN>[:qualifier]`` (Lambda Invoke in AWS)."""
        value = self.string(name, required=required)
        if value is None:
            return None
        if value.startswith("lambda://"):
            if not value.removeprefix("lambda://").strip("/"):
                self.problem(f"{name} must name a function after lambda://, got {value!r}")
        elif not value.startswith(("http://", "https://")):
            self.problem(f"{name} must be an http://, https:// or lambda:// URL, got {value!r}")
        return value.rstrip("/")

    def secret(self, name: str, *, required: bool = False) -> SecretSetting:
        """A secret from ``NAME`` (plain, local runs) or ``NAME_SECRET_ARN`` (AWS)."""
        value = self.raw(name)
        arn = self.raw(f"{name}_SECRET_ARN")
        if value is not None and arn is not None:
            self.problem(f"set only one of {name} and {name}_SECRET_ARN")
        if required and value is None and arn is None:
            self.problem(f"{name} (or {name}_SECRET_ARN) is required")
        return SecretSetting(
            name=name, value=SecretStr(value) if value is not None else None, secret_arn=arn
        )

    def check(self, service: str) -> None:
        """Raise :class:`ConfigError` listing every problem found so far."""
        if self._problems:
            listed = "; ".join(self._problems)
            raise ConfigError(f"invalid {service} configuration: {listed}")
