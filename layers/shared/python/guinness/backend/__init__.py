"""The backend internal API: scope, imports, Des2Code dispatch and results, task context."""
