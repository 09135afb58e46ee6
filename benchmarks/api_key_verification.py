"""API-key verification speed: uncached (prefix lookup + scrypt) and cached (in memory).

Goal (foundation issue): cached verification <= 0.1 ms. Prints one ``name: value unit``
line per figure. Runs against DATABASE_URL's server, or an embedded PostgreSQL.
"""

from __future__ import annotations

import time

from _support import median, migrated_database, percentile

from guinness.auth.api_keys import DEFAULT_SCRYPT, hash_secret, parse_api_key
from guinness.auth.authenticator import ApiKeyAuthenticator
from guinness.auth.key_admin import create_api_key
from guinness.db import projects, users
from guinness.db.connection import Database
from guinness.settings import ApiKeyAuthSettings

COLD_RUNS = 30
CACHED_RUNS = 20_000


def main() -> None:
    with migrated_database() as settings:
        database = Database(settings)
        with database.connection() as conn:
            org = projects.create_organization(conn, name="bench")
            project = projects.create_project(conn, organization_id=org, name="bench")
            user = users.create_user(conn, email="bench@example.com")
            key = create_api_key(conn, user_id=user, project_id=project.id, name="bench")
        parsed = parse_api_key(key.text)

        scrypt_ms = []
        for _ in range(COLD_RUNS):
            start = time.perf_counter()
            hash_secret(parsed.secret, b"0123456789abcdef", DEFAULT_SCRYPT)
            scrypt_ms.append((time.perf_counter() - start) * 1000)

        uncached = ApiKeyAuthenticator(database, ApiKeyAuthSettings(cache_ttl_seconds=0))
        cold_ms = []
        for _ in range(COLD_RUNS):
            start = time.perf_counter()
            uncached.authenticate(key.text)
            cold_ms.append((time.perf_counter() - start) * 1000)

        cached = ApiKeyAuthenticator(database, ApiKeyAuthSettings(cache_ttl_seconds=600))
        cached.authenticate(key.text)
        warm_us = []
        for _ in range(CACHED_RUNS):
            start = time.perf_counter()
            cached.authenticate(key.text)
            warm_us.append((time.perf_counter() - start) * 1_000_000)
        database.close()

    n = DEFAULT_SCRYPT.n
    print(f"scrypt hash N={n} p50: {median(scrypt_ms):.1f} ms")
    print(f"api_key verify uncached (lookup + scrypt) p50: {median(cold_ms):.1f} ms")
    print(f"api_key verify uncached (lookup + scrypt) p95: {percentile(cold_ms, 0.95):.1f} ms")
    print(f"api_key verify cached p50: {median(warm_us):.1f} us")
    print(f"api_key verify cached p99: {percentile(warm_us, 0.99):.1f} us")


if __name__ == "__main__":
    main()
