#!/usr/bin/env bash
# npm start / npm run dev: prepares whatever is missing, then serves the site (see scripts/serve.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-system.sh
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
exec node scripts/serve.mjs "$@"
