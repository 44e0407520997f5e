#!/bin/sh
# The production build, step for step what the Dockerfile runs (`RUN sh deploy/build.sh`), and what
# CI runs (.ci/run) before the tests, so the image's build is tested where Docker cannot run.
# Its result is release/ (npm run package): the server bundle, the web build and only the packages the
# server loads; the image holds that tree alone. Start it with: node release/main.js
set -eu
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
npm run build
npm run package
