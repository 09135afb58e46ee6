-- The upstream walk of a task context (migration 0003), with a regime for long, thin
-- upstreams: a 100,000-task chain asked for 1,000 levels from its end went through 1,000
-- level iterations (about 240 ms).
--
-- Same contract as before: whether the target exists, and the edges of the tasks to
-- expand as lines "task_id<TAB>dependency dependency ..."; the caller computes depths.
-- For requests deeper than p_level_walk_depth, in order:
--   1. a depth-bounded recursive walk of (task, depth) pairs, given up past about two
--      pairs per level (2 * p_max_depth + 64, at most p_closure_cap): it never goes past
--      the depth, a chain gives one pair per level, and a dense graph (many paths of
--      distinct lengths to the same tasks) makes it give up after little work;
--   2. one recursive walk of the whole closure (UNION drops tasks already produced, so
--      cycles end), up to p_closure_cap tasks: cheap whenever the closure is small,
--      whatever the depth;
--   3. breadth-first, one level per iteration, expanding each task once: wide closures,
--      whose levels are few.
-- Requests up to p_level_walk_depth go straight to 3 (few iterations, only what is reached).
-- STABLE and writes nothing, so it runs inside the assembly's read-only snapshot.
CREATE OR REPLACE FUNCTION task_upstream_edges(
    p_project_id bigint,
    p_task_id text,
    p_max_depth integer,
    p_closure_cap integer,
    p_level_walk_depth integer
)
RETURNS TABLE (found boolean, edges text)
LANGUAGE plpgsql STABLE AS $$
DECLARE
    expand text[];
    walked integer;
    pair_cap integer;
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
        -- 1. Every task some path reaches in fewer than p_max_depth steps: the ones to
        -- expand. The recursion is evaluated lazily: the LIMIT stops it past the cap.
        pair_cap := least(p_closure_cap, 2 * p_max_depth + 64);
        SELECT array_agg(DISTINCT u.task_id), count(*) INTO expand, walked FROM (
            WITH RECURSIVE upstream(task_id, depth) AS (
                SELECT p_task_id, 0
                UNION
                SELECT e.depends_on_task_id, w.depth + 1 FROM upstream w JOIN task_edges e
                    ON e.project_id = p_project_id AND e.task_id = w.task_id
                 WHERE w.depth + 1 < p_max_depth
            )
            SELECT upstream.task_id FROM upstream LIMIT pair_cap + 1
        ) AS u;
        IF walked > pair_cap THEN
            -- 2. The whole closure, when it is small.
            SELECT array_agg(u.task_id), count(*) INTO expand, walked FROM (
                WITH RECURSIVE upstream(task_id) AS (
                    SELECT p_task_id
                    UNION
                    SELECT e.depends_on_task_id FROM upstream w JOIN task_edges e
                        ON e.project_id = p_project_id AND e.task_id = w.task_id
                )
                SELECT upstream.task_id FROM upstream LIMIT p_closure_cap + 1
            ) AS u;
        END IF;
        IF walked <= p_closure_cap THEN
            RETURN QUERY
                SELECT true, string_agg(g.task_id || E'\t' || g.deps, E'\n')
                  FROM (SELECT e.task_id, string_agg(e.depends_on_task_id, ' ') AS deps
                          FROM task_edges e
                         WHERE e.project_id = p_project_id AND e.task_id = ANY(expand)
                         GROUP BY e.task_id) AS g;
            RETURN;
        END IF;
    END IF;
    -- 3. Level by level.
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
