-- Per-key request quotas: a project may set its own requests per key per minute (NULL:
-- the service's API_KEY_REQUESTS_PER_MINUTE), and each key's count lives per minute
-- window, one row per key and minute, counted by one upsert per request.
ALTER TABLE projects
    ADD COLUMN requests_per_minute integer
    CHECK (requests_per_minute IS NULL OR requests_per_minute >= 0);

CREATE TABLE api_key_request_windows (
    key_id        bigint NOT NULL REFERENCES mcp_api_keys (id) ON DELETE CASCADE,
    window_start  timestamptz NOT NULL,
    requests      integer NOT NULL CHECK (requests >= 0),
    PRIMARY KEY (key_id, window_start)
);
