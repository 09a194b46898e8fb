#!/usr/bin/env bash
# Every test: type-check, lint, unit + integration on PGlite, integration again on PostgreSQL
# when TEST_DATABASE_URL is set, then end-to-end in Chromium (installed from Debian if missing),
# then whether THIRD-PARTY-NOTICES.txt still lists what the client bundle holds.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/*.json

echo "== typecheck"; npm run --silent typecheck
echo "== lint"; npm run --silent lint

echo "== unit + integration (PGlite)"
env -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit-pglite.json

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== integration (PostgreSQL: ${TEST_DATABASE_URL%%\?*})"
  npx vitest run tests/integration --reporter=default --reporter=json --outputFile.json=test-results/integration-postgres.json
else
  echo "== integration (PostgreSQL): skipped, TEST_DATABASE_URL is not set"
fi

echo "== end-to-end (Chromium)"
node scripts/e2e.mjs --reporter=default --reporter=json --outputFile.json=test-results/e2e.json

echo "== third-party notices (against the client bundle just built)"
npx tsx scripts/third-party-notices.ts --check

node scripts/summarize-tests.mjs test-results/*.json
