#!/usr/bin/env bash
# The production install of docs/deploy.md, proven: in a copy of the repository, `npm ci`,
# `npm run build`, `npm prune --omit=dev`, then `node dist/server/main.js` must serve a sign-in
# and a generation (the demo automation) with only the production dependencies installed.
set -euo pipefail
cd "$(dirname "$0")/.."
WORK=$(mktemp -d)
PORT=${CHECK_PORT:-5091}
trap 'kill "$SERVER" 2>/dev/null || true; rm -rf "$WORK"' EXIT
git ls-files -z | xargs -0 -I{} cp --parents {} "$WORK"
cd "$WORK"
npm ci --no-audit --no-fund --loglevel=error
npm run build --silent
npm prune --omit=dev --no-audit --no-fund --loglevel=error
test ! -d node_modules/react && test ! -d node_modules/vite && test ! -d node_modules/pino-pretty
echo "== production dependencies: $(ls node_modules | wc -l) top-level entries"
PORT=$PORT HOST=127.0.0.1 DATA_DIR="$WORK/data" APP_SECRET=check-production-install-secret-0123456789 \
  SEED_DEMO_USER_PASSWORD=Demo-User-Pass-1 LOG_LEVEL=warn node dist/server/main.js &
SERVER=$!
for _ in $(seq 1 60); do curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1 && break; sleep 1; done
JAR="$WORK/cookies"
curl -fsS -c "$JAR" -H 'content-type: application/json' \
  -d '{"username":"demo-user","password":"Demo-User-Pass-1"}' \
  "http://127.0.0.1:$PORT/api/auth/login?company=demo" >/dev/null
ANSWER=$(curl -fsS -b "$JAR" -H 'content-type: application/json' \
  -d '{"assistantType":"facebook","formData":{"postTopic":"Backups that work","targetAudience":"Dental practices","toneOfVoice":"professional"},"sessionId":"check"}' \
  "http://127.0.0.1:$PORT/api/generate?company=demo")
echo "$ANSWER" | grep -q '"content"' || { echo "no generation: $ANSWER"; exit 1; }
curl -fsS "http://127.0.0.1:$PORT/login?company=demo" | grep -q '<div id="root"' || { echo "no page"; exit 1; }
echo "== the production install serves a sign-in, a page and a generation"
