#!/usr/bin/env bash
# Installs everything VeriStream and its tests need, from a fresh clone on a fresh Debian/Ubuntu machine.
# System packages: ffmpeg (media decode, frame sampling), espeak-ng (test speech), fonts-dejavu-core (test overlays),
# chromium (UI tests), postgresql (initdb/pg_ctl for the throwaway server of the Postgres checkpoint tests),
# redis-server (the broker the watch-list queue tests start).
# Python: a venv in .venv with the exact tested versions from requirements.lock.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v ffmpeg >/dev/null || need_apt+=(ffmpeg)
# The rest is needed only by the tests; `scripts/run.sh` sets VERISTREAM_RUNTIME_ONLY=1 to skip it.
if [[ "${VERISTREAM_RUNTIME_ONLY:-0}" != "1" ]]; then
  command -v espeak-ng >/dev/null || need_apt+=(espeak-ng)
  [[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]] || need_apt+=(fonts-dejavu-core)
  # Debian keeps initdb/pg_ctl off PATH, in /usr/lib/postgresql/<ver>/bin.
  compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || command -v initdb >/dev/null || need_apt+=(postgresql)
  command -v chromium >/dev/null || need_apt+=(chromium)
  # The watch-list tests start a private Redis broker on 127.0.0.1 (tests/supervise/).
  command -v redis-server >/dev/null || need_apt+=(redis-server)
fi
if ((${#need_apt[@]})); then
  SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  echo "installing system packages: ${need_apt[*]}"
  $SUDO apt-get install -y -q "${need_apt[@]}" >/dev/null 2>&1 || {
    $SUDO apt-get update -q >/dev/null && $SUDO apt-get install -y -q "${need_apt[@]}" >/dev/null; }
fi

PY="${PYTHON:-python3}"
if [[ ! -x .venv/bin/python ]]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
.venv/bin/python -m pip install -q -r requirements.lock
# Training-only packages (torch CPU, transformers, the MiniLM base model): the tests train a tiny detector to prove
# `veristream train detector` works. The product never imports them at run time.
if [[ "${VERISTREAM_RUNTIME_ONLY:-0}" != "1" ]]; then
  .venv/bin/python -m pip install -q -r requirements-train.lock
fi
log=$(mktemp)
.venv/bin/python -m pip install -q --no-deps -e . >"$log" 2>&1 || { cat "$log"; rm -f "$log"; exit 1; }
rm -f "$log"
echo "installed: $(.venv/bin/veristream --help >/dev/null && echo veristream OK)"
