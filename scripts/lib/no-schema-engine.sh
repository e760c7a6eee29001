#!/bin/sh
# Stand-in for Prisma's native schema engine, which `prisma generate` insists on locating although it does not
# use it to generate the client. Migrations use the WebAssembly engine (scripts/migrate.mjs).
echo "the native schema engine is not used in this project; see scripts/migrate.mjs" >&2
exit 1
