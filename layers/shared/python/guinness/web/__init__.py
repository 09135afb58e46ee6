"""Pieces shared by the platform's FastAPI apps: error mapping, service auth, Lambda glue."""
