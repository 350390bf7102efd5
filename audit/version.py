"""The audit engine's version: what must change for an already audited video to be audited again.

Why a fingerprint and not only a number: a supervised video is re-audited when the engine that judged it changes
(issue #13), and most changes that alter findings are data, not code: the lexicon and taxonomy YAML, the trained
detector's model and thresholds, the screen mode, a configured LLM. Each of them is hashed here, so editing
`audit/lexicon.yaml` re-audits the watch list without anyone remembering to bump a number. Code changes that alter
findings bump ENGINE_RELEASE.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path

from veristream import config

ENGINE_RELEASE = "2026.12.1"
_AUDIT_DIR = Path(__file__).resolve().parent
_DEFAULT_DETECTOR = _AUDIT_DIR / "models" / "detector"


@lru_cache(maxsize=8)
def _files_hash(paths: tuple[str, ...], stamps: tuple[tuple[int, int], ...]) -> str:
    """Content hash of the files (keyed by their size and mtime too, so an edit is seen without a restart)."""
    h = hashlib.sha256()
    for p in paths:
        h.update(p.encode())
        h.update(Path(p).read_bytes())
    return h.hexdigest()[:12]


def _data_files() -> list[Path]:
    files = sorted(_AUDIT_DIR.glob("*.yaml"))
    if config.detector_enabled():
        folder = config.detector_dir() or _DEFAULT_DETECTOR
        files += [f for f in (folder / "detector.json", folder / "detector.onnx") if f.is_file()]
    return files


def engine_version() -> str:
    """`<release>+<screen mode>.<data hash>[.<llm model>]`, e.g. `2026.12.1+detector.3f2a9c0d1b7e`."""
    files = _data_files()
    stamps = tuple((f.stat().st_size, f.stat().st_mtime_ns) for f in files)
    version = f"{ENGINE_RELEASE}+{config.screen_mode()}.{_files_hash(tuple(map(str, files)), stamps)}"
    llm = config.llm_settings()
    if llm.provider != "none":
        version += f".{llm.provider}-{llm.model}"
    return version
