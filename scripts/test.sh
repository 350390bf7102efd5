#!/usr/bin/env bash
# Installs everything, then lints and runs the whole test suite (unit, media, protocol and browser tiers).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
.venv/bin/ruff check .
.venv/bin/python -m pytest -q "$@"
