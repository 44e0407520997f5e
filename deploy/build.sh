#!/bin/sh
# The production build, step for step what the Dockerfile runs (`RUN sh deploy/build.sh`), and what
# CI runs (.ci/run) before the tests, so the image's build is tested where Docker cannot run.
# Start the result with: node apps/server/dist/main.js
set -eu
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
npm run build
