-- The AI document store (PostgreSQL backend), in its own schema.

CREATE TABLE ai_store.documents (
    kind             text NOT NULL
                     CHECK (kind IN ('design', 'code', 'variation', 'graph', 'code_index')),
    project_id       bigint NOT NULL CHECK (project_id > 0),
    organization_id  bigint NOT NULL CHECK (organization_id > 0),
    doc_id           text NOT NULL CHECK (length(doc_id) BETWEEN 1 AND 512),
    status           text,
    summary          jsonb NOT NULL DEFAULT '{}'::jsonb,
    body             jsonb NOT NULL,
    embedding        real[],
    updated_at       timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (kind, project_id, doc_id)
);

CREATE INDEX documents_status_idx ON ai_store.documents (kind, project_id, status, doc_id)
    WHERE status IS NOT NULL;
