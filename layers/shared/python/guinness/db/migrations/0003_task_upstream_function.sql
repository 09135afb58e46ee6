-- The upstream walk of a task context, bounded in cost, in one round trip.
--
-- Returns whether the target exists and the edges of the tasks to expand, as lines
-- "task_id<TAB>dependency dependency ..." (ids hold neither a tab nor a space); the caller
-- computes the depths from them. Two regimes, so the work never follows a huge closure
-- the depth does not reach:
--   * breadth-first, one level per iteration up to p_max_depth, expanding only tasks not
--     seen before (a jsonb object as the set), so every task is expanded once: always when
--     p_max_depth is at most p_level_walk_depth (few iterations), and for deeper requests
--     whose upstream closure is larger than p_closure_cap;
--   * otherwise one recursive walk of the whole closure (UNION drops tasks already
--     produced, so cycles end), cheaper per task than an iteration per level.
-- STABLE and writes nothing, so it runs inside the assembly's read-only snapshot.
CREATE FUNCTION task_upstream_edges(
    p_project_id bigint,
    p_task_id text,
    p_max_depth integer,
    p_closure_cap integer,
    p_level_walk_depth integer
)
RETURNS TABLE (found boolean, edges text)
LANGUAGE plpgsql STABLE AS $$
DECLARE
    closure text[];
    seen jsonb;
    frontier text[];
    found_next text[];
    lines text[] := ARRAY[]::text[];
    level_lines text;
    level integer := 0;
BEGIN
    IF NOT EXISTS (
        SELECT 1 FROM tasks t WHERE t.project_id = p_project_id AND t.task_id = p_task_id
    ) THEN
        RETURN QUERY SELECT false, NULL::text;
        RETURN;
    END IF;
    IF p_max_depth > p_level_walk_depth THEN
        -- The recursion is evaluated lazily: the LIMIT stops it after p_closure_cap + 1 tasks.
        SELECT array_agg(u.task_id) INTO closure FROM (
            WITH RECURSIVE upstream(task_id) AS (
                SELECT p_task_id
                UNION
                SELECT e.depends_on_task_id FROM upstream w JOIN task_edges e
                    ON e.project_id = p_project_id AND e.task_id = w.task_id
            )
            SELECT upstream.task_id FROM upstream LIMIT p_closure_cap + 1
        ) AS u;
        IF cardinality(closure) <= p_closure_cap THEN
            RETURN QUERY
                SELECT true, string_agg(g.task_id || E'\t' || g.deps, E'\n')
                  FROM (SELECT e.task_id, string_agg(e.depends_on_task_id, ' ') AS deps
                          FROM task_edges e
                         WHERE e.project_id = p_project_id AND e.task_id = ANY(closure)
                         GROUP BY e.task_id) AS g;
            RETURN;
        END IF;
    END IF;
    seen := jsonb_build_object(p_task_id, true);
    frontier := ARRAY[p_task_id];
    WHILE level < p_max_depth AND cardinality(frontier) > 0 LOOP
        level := level + 1;
        -- One read of the frontier's edges per level: its lines and the unseen tasks.
        WITH level_edges AS MATERIALIZED (
            SELECT e.task_id, e.depends_on_task_id AS dependency
              FROM task_edges e
             WHERE e.project_id = p_project_id AND e.task_id = ANY(frontier)
        )
        SELECT
            (SELECT string_agg(g.task_id || E'\t' || g.deps, E'\n')
               FROM (SELECT l.task_id, string_agg(l.dependency, ' ') AS deps
                       FROM level_edges l GROUP BY l.task_id) AS g),
            (SELECT coalesce(array_agg(DISTINCT l.dependency), ARRAY[]::text[])
               FROM level_edges l WHERE NOT seen ? l.dependency)
          INTO level_lines, found_next;
        IF level_lines IS NOT NULL THEN
            lines := array_append(lines, level_lines);  -- appended in place, not copied
        END IF;
        IF cardinality(found_next) > 0 THEN
            seen := seen || (SELECT jsonb_object_agg(x, true) FROM unnest(found_next) AS x);
        END IF;
        frontier := found_next;
    END LOOP;
    RETURN QUERY SELECT true, array_to_string(lines, E'\n');
END;
$$;
