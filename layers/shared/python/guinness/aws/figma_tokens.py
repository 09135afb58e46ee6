"""Each project's Figma token in AWS Secrets Manager, one secret per project.

The secret ``{prefix}/projects/{project_id}/figma-token`` holds ``{"token": ..., "oauth":
false}``. Only the Figma fetch function may read it (its IAM policy names the prefix); the
admin CLI writes it; nothing returns or logs it.
"""

from __future__ import annotations

import json
from typing import Any

from botocore.exceptions import ClientError

from guinness.contracts.figma import FigmaToken


class SecretsManagerFigmaTokens:
    """Figma tokens by project, with a boto3 Secrets Manager client passed in."""

    def __init__(self, client: Any, prefix: str) -> None:
        self._client = client
        self._prefix = prefix.rstrip("/")

    def secret_name(self, project_id: int) -> str:
        """The secret holding the project's token."""
        return f"{self._prefix}/projects/{project_id}/figma-token"

    def token_for(self, project_id: int) -> FigmaToken | None:
        """The project's token, or None when none is set."""
        try:
            answer = self._client.get_secret_value(SecretId=self.secret_name(project_id))
        except ClientError as exc:
            if exc.response.get("Error", {}).get("Code") == "ResourceNotFoundException":
                return None
            raise
        stored = json.loads(answer["SecretString"])
        return FigmaToken(str(stored["token"]), oauth=bool(stored.get("oauth")))

    def set_token(self, project_id: int, token: FigmaToken) -> None:
        """Create or replace the project's token."""
        value = json.dumps({"token": token.value, "oauth": token.oauth})
        name = self.secret_name(project_id)
        try:
            self._client.put_secret_value(SecretId=name, SecretString=value)
        except ClientError as exc:
            if exc.response.get("Error", {}).get("Code") != "ResourceNotFoundException":
                raise
            self._client.create_secret(
                Name=name,
                SecretString=value,
                Description=f"Figma token of project {project_id} (read by the Figma fetch)",
            )

    def clear_token(self, project_id: int) -> bool:
        """Delete the project's token now (no recovery window); whether there was one.
        (A forced delete of a missing secret succeeds, so existence is asked first.)"""
        name = self.secret_name(project_id)
        try:
            self._client.describe_secret(SecretId=name)
        except ClientError as exc:
            if exc.response.get("Error", {}).get("Code") == "ResourceNotFoundException":
                return False
            raise
        self._client.delete_secret(SecretId=name, ForceDeleteWithoutRecovery=True)
        return True
