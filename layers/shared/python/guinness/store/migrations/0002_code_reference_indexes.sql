-- Task context resolves a task's code references (a file path or a component name) with
-- one index lookup each instead of listing the project's code.

CREATE INDEX documents_code_path_idx
    ON ai_store.documents (project_id, (summary->>'path'), doc_id)
    WHERE kind = 'code';

CREATE INDEX documents_code_component_name_idx
    ON ai_store.documents (project_id, (summary->>'component_name'), doc_id)
    WHERE kind = 'code';
