#!/usr/bin/env bash
# npm test: installs what is missing (system packages, npm and Composer dependencies), then runs every layer.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-system.sh
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
if [ ! -x vendor/bin/phpunit ] || [ ! -x vendor/bin/wp ] || [ composer.json -nt vendor/autoload.php ]; then
  composer install --no-interaction --no-progress
fi
exec node scripts/test.mjs "$@"
