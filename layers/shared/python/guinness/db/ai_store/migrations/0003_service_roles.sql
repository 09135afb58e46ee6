-- The AI service and the Des2Code worker reach the AI store with their own roles (see the
-- backend's 0008_service_roles.sql; created here too when the store has its own server):
-- the documents, and nothing of the backend's tables.

DO $$
DECLARE
    role_name text;
BEGIN
    FOREACH role_name IN ARRAY ARRAY['guinness_ai', 'guinness_worker']
    LOOP
        IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = role_name) THEN
            EXECUTE format('CREATE ROLE %I LOGIN', role_name);
        END IF;
        IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'rds_iam') THEN
            EXECUTE format('GRANT rds_iam TO %I', role_name);
        END IF;
    END LOOP;
END
$$;

GRANT USAGE ON SCHEMA ai_store TO guinness_ai, guinness_worker;
-- The AI service writes documents (imports, code indexes) and reads them back; the worker
-- reads designs, code and indexes and writes nothing.
GRANT SELECT, INSERT, UPDATE, DELETE ON ai_store.documents TO guinness_ai;
GRANT SELECT ON ai_store.documents TO guinness_worker;

-- A bulk replace re-analyzes the table (see PostgresDocumentStore._replace); ANALYZE needs
-- the owner, so the AI service calls this function, which runs as the owner and does only
-- that.
CREATE FUNCTION ai_store.analyze_documents() RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = ai_store, pg_temp AS $$
BEGIN
    ANALYZE ai_store.documents (kind, project_id, doc_id, summary);
END;
$$;
REVOKE EXECUTE ON FUNCTION ai_store.analyze_documents() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION ai_store.analyze_documents() TO guinness_ai;
