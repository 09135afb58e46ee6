-- One database role per service, each granted exactly what its code runs (SPEC §2's
-- boundaries, enforced by the server rather than by the code alone). The owner (the user
-- that runs migrations) keeps everything else; a later migration that adds a table grants
-- it here-style to the roles that need it, and tests/integration/db/test_service_roles.py
-- fails until it does.
--
--   guinness_edge     the public MCP edge: API keys (and last_used_at), users,
--                     subscriptions, the project ids its key lookup joins, request quotas
--   guinness_scope    (no login) the scope tables, for the two roles below
--   guinness_backend  the backend internal API            member of guinness_scope
--   guinness_import   the import job                      member of guinness_scope
--   guinness_ai       the AI service   } the ai_store schema (granted by the store's own
--   guinness_worker   the worker       } migrations, which run after these)
--
-- Roles belong to the server, not to one database: each is created only if missing. Where
-- the server has RDS's rds_iam role (Aurora behind RDS Proxy with IAM authentication),
-- the login roles get it and log in with IAM tokens only; elsewhere they log in with a
-- password the operator sets (the local stack sets a fresh one at every start).

DO $$
DECLARE
    role_name text;
BEGIN
    FOREACH role_name IN ARRAY ARRAY['guinness_edge', 'guinness_backend', 'guinness_import',
                                     'guinness_ai', 'guinness_worker']
    LOOP
        IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = role_name) THEN
            EXECUTE format('CREATE ROLE %I LOGIN', role_name);
        END IF;
        IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'rds_iam') THEN
            EXECUTE format('GRANT rds_iam TO %I', role_name);
        END IF;
    END LOOP;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'guinness_scope') THEN
        CREATE ROLE guinness_scope NOLOGIN;
    END IF;
END
$$;

GRANT guinness_scope TO guinness_backend, guinness_import;

-- Nothing by default: PUBLIC may not create objects in, or execute functions of, public.
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
REVOKE EXECUTE ON ALL FUNCTIONS IN SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO guinness_edge, guinness_scope;

-- The edge: a key by its prefix with its project's organization and quota, the key's
-- last use, a JWT's user in a project, the user's subscription, per-key request windows.
GRANT SELECT ON mcp_api_keys, users, subscriptions TO guinness_edge;
GRANT UPDATE (last_used_at) ON mcp_api_keys TO guinness_edge;
GRANT SELECT (id, organization_id, requests_per_minute) ON projects TO guinness_edge;
GRANT SELECT, INSERT, UPDATE, DELETE ON api_key_request_windows TO guinness_edge;

-- The scope tables: designs and their imports, tasks and their edges, issued Des2Code
-- request ids (insert-only), a project's scope and its user's subscription (task context
-- entitlement), and deleting a project with its keys (never a key's hash or salt).
GRANT SELECT ON organizations, projects, subscriptions TO guinness_scope;
GRANT DELETE ON projects TO guinness_scope;
GRANT SELECT, INSERT, UPDATE, DELETE ON designs, design_imports, tasks, task_edges
    TO guinness_scope;
GRANT SELECT, INSERT, DELETE ON des2code_requests TO guinness_scope;
GRANT SELECT (id, project_id), DELETE ON mcp_api_keys TO guinness_scope;
GRANT EXECUTE ON FUNCTION task_upstream_edges(bigint, text, integer, integer, integer) TO guinness_scope;
