#!/bin/sh
# Stands in for the native schema engine, which prisma generate never calls but the CLI insists on
# locating (it would otherwise try to download one). Migrations use the wasm engine instead.
echo "schema-engine-cli 0.0.0 (offline stub: migrations run through @prisma/schema-engine-wasm)"
