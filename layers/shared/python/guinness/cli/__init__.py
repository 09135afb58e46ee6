"""Command-line entry points: the admin CLI and the local stack."""
