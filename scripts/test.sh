#!/usr/bin/env bash
# Every test on a fresh Debian machine: installs what the suite needs where it is missing (Chromium for the
# browser tests, Redis for the BullMQ contract suite, sqlite3, LibreOffice Calc for the spreadsheet model's
# parity oracle, nginx for the gateway's suite), starts Redis if nothing answers on 127.0.0.1:6379, puts Node.js 24 first on PATH
# (scripts/node.sh), then installs the npm packages and runs types, lint and the whole suite (`npm run check`).
# Installing system packages needs root (or sudo).
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium fonts-liberation)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
command -v sqlite3 >/dev/null 2>&1 || need+=(sqlite3)
command -v soffice >/dev/null 2>&1 || need+=(libreoffice-calc-nogui)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "test: installing ${need[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "test: starting redis-server"
  mkdir -p /tmp/test-redis
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no --dir /tmp/test-redis --logfile /tmp/test-redis/redis.log
  for _ in $(seq 1 50); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 0.1; done
fi
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"

source scripts/node.sh
npm ci --no-audit --no-fund
npm run check
