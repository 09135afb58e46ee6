-- Task context resolves a task's code references (a file path or a component name) with
-- one index lookup each instead of listing the project's code. No doc_id column: the
-- planner must never prefer these to the primary key for a lookup by id.

CREATE INDEX documents_code_path_idx
    ON ai_store.documents (project_id, (summary->>'path'))
    WHERE kind = 'code';

CREATE INDEX documents_code_component_name_idx
    ON ai_store.documents (project_id, (summary->>'component_name'))
    WHERE kind = 'code';
