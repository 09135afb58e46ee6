-- Deleting a task cascades to the edges that point at it; without this index every
-- deleted task scans all of the project's edges (quadratic re-imports).
CREATE INDEX task_edges_depends_on_idx ON task_edges (project_id, depends_on_task_id);
