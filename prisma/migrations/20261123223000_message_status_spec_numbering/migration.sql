-- Message statuses follow the spec's numbering (platform-core §7: the header lists messageStatus [1] and counts
-- unread with [3]; docs/integrators.md): 0 queued, 1 sent, 2 read, 3 unread (delivered to the inbox, not yet
-- read), 4 failed. Before: 2 delivered, 3 read. Only those two swap; 0, 1 and 4 keep their numbers.
UPDATE "message" SET "status" = CASE "status" WHEN 2 THEN 3 WHEN 3 THEN 2 END WHERE "status" IN (2, 3);
