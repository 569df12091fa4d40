-- Search indexes answer from their own tree, never from a pending list (issue 38, decision 0186).
-- GIN's default `fastupdate` parks new entries in an unsorted pending list that every search scans
-- in full until a vacuum merges it. On the scale dataset the roster's index held 3,686 entries there
-- after loading, so the planner judged it dear and read the teacher's 8,000 rows instead: 4.9 ms for
-- the capped count of a search, 1.2 ms once merged. These tables take few writes (a student, a
-- template, a resource at a time) against a search on every keystroke, so each write pays its own
-- index update instead. The second half merges what is pending now.
ALTER INDEX "students_teacher_name_trgm_idx" SET (fastupdate = off);
ALTER INDEX "students_teacher_email_trgm_idx" SET (fastupdate = off);
ALTER INDEX "students_teacher_search_trgm_idx" SET (fastupdate = off);
ALTER INDEX "lesson_templates_name_trgm_idx" SET (fastupdate = off);
ALTER INDEX "lesson_templates_description_trgm_idx" SET (fastupdate = off);
ALTER INDEX "resources_label_trgm_idx" SET (fastupdate = off);
ALTER INDEX "resources_description_trgm_idx" SET (fastupdate = off);

SELECT gin_clean_pending_list(index_name::regclass)
  FROM unnest(ARRAY[
    'students_teacher_name_trgm_idx',
    'students_teacher_email_trgm_idx',
    'students_teacher_search_trgm_idx',
    'lesson_templates_name_trgm_idx',
    'lesson_templates_description_trgm_idx',
    'resources_label_trgm_idx',
    'resources_description_trgm_idx'
  ]) AS index_name;
