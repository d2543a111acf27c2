#!/usr/bin/env bash
# The product on the embedded adapters (no servers), at http://localhost:${PORT:-3000}/: puts Node.js 24
# first on PATH (scripts/node.sh fetches it once when the machine's is older), installs the npm packages
# and runs `npm start`. Settings come from the environment as for `npm start`: PORT=4000 bash scripts/start.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
npm ci --no-audit --no-fund
exec npm start
