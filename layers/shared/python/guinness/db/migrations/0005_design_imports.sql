-- Imports by Figma link or webhook: queued by the backend (or recorded by the import job
-- for a webhook delivery), finished by the import job. The designs themselves stay in
-- `designs`; this table says what was asked, where it stands and what it wrote.
CREATE TABLE design_imports (
    import_id        text PRIMARY KEY CHECK (length(import_id) BETWEEN 1 AND 64),
    project_id       bigint NOT NULL,
    organization_id  bigint NOT NULL,
    file_key         text NOT NULL CHECK (file_key ~ '^[A-Za-z0-9_-]{1,128}$'),
    node_ids         text[] NOT NULL DEFAULT '{}',
    origin           text NOT NULL CHECK (origin IN ('link', 'webhook')),
    status           text NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'completed', 'failed')),
    design_ids       text[] NOT NULL DEFAULT '{}',
    error_code       text,
    error            text,
    requested_at     timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (project_id, organization_id)
        REFERENCES projects (id, organization_id) ON DELETE CASCADE,
    CHECK ((status = 'failed') = (error IS NOT NULL))
);
CREATE INDEX design_imports_project_idx ON design_imports (project_id, requested_at DESC);
