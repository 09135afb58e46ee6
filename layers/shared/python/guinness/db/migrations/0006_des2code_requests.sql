-- Every Des2Code request id trigger-des2code issued, recorded before the request is queued:
-- get-des2code then tells a request that can still finish (pending) from one that cannot
-- any more (failed, past its retry horizon) and from an id never issued (not found).
-- Insert-only: no result and no artifact pointer lives here (the artifact bucket stays the
-- only record of results); rows go only with their project.
CREATE TABLE des2code_requests (
    request_id  uuid PRIMARY KEY,
    project_id  bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    design_id   text NOT NULL,
    issued_at   timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX des2code_requests_project_design_idx ON des2code_requests (project_id, design_id);

CREATE FUNCTION des2code_requests_insert_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'des2code_requests is insert-only';
END;
$$;

CREATE TRIGGER des2code_requests_no_update
    BEFORE UPDATE ON des2code_requests
    FOR EACH ROW EXECUTE FUNCTION des2code_requests_insert_only();
