-- Core scope, accounts, API keys, designs and the task graph (SPEC section 4).

CREATE TABLE organizations (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name        text NOT NULL UNIQUE CHECK (length(btrim(name)) BETWEEN 1 AND 200),
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE projects (
    id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    organization_id  bigint NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
    name             text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
    created_at       timestamptz NOT NULL DEFAULT now(),
    UNIQUE (organization_id, name),
    -- Lets child rows carry (project_id, organization_id) and have the pair checked.
    UNIQUE (id, organization_id)
);

CREATE TABLE users (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    email       text NOT NULL CHECK (email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
    name        text,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- One row per user; no row means the free tier.
CREATE TABLE subscriptions (
    user_id         bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    entitlement_id  text NOT NULL CHECK (entitlement_id IN ('free', 'pro_tier')),
    status          text NOT NULL
                    CHECK (status IN ('active', 'trialing', 'past_due', 'canceled', 'expired')),
    updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mcp_api_keys (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    key_prefix    text NOT NULL UNIQUE CHECK (key_prefix ~ '^[a-z0-9]{8,32}$'),
    salt          bytea NOT NULL CHECK (length(salt) >= 16),
    hash          bytea NOT NULL CHECK (length(hash) >= 16),
    scrypt_n      integer NOT NULL CHECK (scrypt_n >= 1024 AND (scrypt_n & (scrypt_n - 1)) = 0),
    scrypt_r      integer NOT NULL CHECK (scrypt_r BETWEEN 1 AND 64),
    scrypt_p      integer NOT NULL CHECK (scrypt_p BETWEEN 1 AND 16),
    scrypt_dklen  integer NOT NULL CHECK (scrypt_dklen BETWEEN 16 AND 128),
    user_id       bigint NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
    project_id    bigint NOT NULL CHECK (project_id > 0) REFERENCES projects (id) ON DELETE RESTRICT,
    permissions   text[] NOT NULL
                  CHECK (cardinality(permissions) > 0
                         AND permissions <@ ARRAY['READ', 'WRITE']::text[]
                         AND 'READ' = ANY (permissions)),
    name          text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
    created_at    timestamptz NOT NULL DEFAULT now(),
    last_used_at  timestamptz,
    expires_at    timestamptz,
    revoked_at    timestamptz,
    deleted_at    timestamptz,
    CHECK (expires_at IS NULL OR expires_at > created_at)
);
CREATE INDEX mcp_api_keys_project_idx ON mcp_api_keys (project_id) WHERE deleted_at IS NULL;
CREATE INDEX mcp_api_keys_user_idx ON mcp_api_keys (user_id) WHERE deleted_at IS NULL;

CREATE TABLE designs (
    design_id        text PRIMARY KEY CHECK (length(design_id) BETWEEN 3 AND 512),
    project_id       bigint NOT NULL,
    organization_id  bigint NOT NULL,
    file_key         text NOT NULL CHECK (file_key ~ '^[A-Za-z0-9_-]{1,128}$'),
    node_id          text NOT NULL CHECK (length(node_id) BETWEEN 1 AND 200),
    name             text NOT NULL DEFAULT '',
    import_status    text NOT NULL DEFAULT 'pending'
                     CHECK (import_status IN ('pending', 'completed', 'failed')),
    import_error     text,
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (project_id, organization_id)
        REFERENCES projects (id, organization_id) ON DELETE CASCADE,
    -- design_id is {project_id}_{file_key}_{node_id}.
    CHECK (design_id = project_id::text || '_' || file_key || '_' || node_id),
    CHECK ((import_status = 'failed') = (import_error IS NOT NULL))
);
CREATE INDEX designs_project_idx ON designs (project_id, design_id);

CREATE TABLE tasks (
    project_id  bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    task_id     text NOT NULL CHECK (task_id ~ '^[A-Za-z0-9][A-Za-z0-9._:/-]{0,199}$'),
    title       text NOT NULL DEFAULT '',
    status      text,
    body        text NOT NULL DEFAULT '',
    code_refs   jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(code_refs) = 'array'),
    updated_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (project_id, task_id)
);

-- task_id depends on depends_on_task_id (an upstream task of the same project).
CREATE TABLE task_edges (
    project_id          bigint NOT NULL,
    task_id             text NOT NULL,
    depends_on_task_id  text NOT NULL,
    PRIMARY KEY (project_id, task_id, depends_on_task_id),
    FOREIGN KEY (project_id, task_id) REFERENCES tasks (project_id, task_id) ON DELETE CASCADE,
    FOREIGN KEY (project_id, depends_on_task_id)
        REFERENCES tasks (project_id, task_id) ON DELETE CASCADE,
    CHECK (task_id <> depends_on_task_id)
);
