#!/usr/bin/env bash
# Installs VeriStream and starts the chat UI on the embedded default (no API keys needed).
set -euo pipefail
cd "$(dirname "$0")/.."
VERISTREAM_RUNTIME_ONLY=1 bash scripts/install.sh
exec .venv/bin/veristream chat "$@"
