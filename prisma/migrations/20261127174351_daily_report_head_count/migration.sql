-- The line's count is named head_count: a field called `count` gave its label to every "count" in the
-- messages of routes outside the engine (the label table is shared by field name). Renamed, so rows keep their value.
ALTER TABLE "daily_report_line" RENAME COLUMN "count" TO "head_count";
