"""Configuration from environment variables, read at call time so tests can point each run elsewhere.

Defaults are the embedded, offline product: local index, local models, SQLite, no LLM.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from pathlib import Path

from veristream.errors import InputError

REPO_ROOT = Path(__file__).resolve().parent.parent


def _flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() in {"1", "true", "yes", "on"}


def number(name: str, default: float) -> float:
    """A finite number from the environment; a typo is a clear InputError, not a ValueError traceback (#12.15)."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return float(default)
    try:
        value = float(raw)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value < 0:
        raise InputError(f"{name}={raw!r} is not a number.", f"Unset it, or set a number such as {name}={default:g}.")
    return value


def home_dir() -> Path:
    """Where VeriStream keeps state: user corpus, index, caches, checkpoints, reviews."""
    path = Path(os.environ.get("VERISTREAM_HOME", Path.home() / ".veristream")).expanduser()
    path.mkdir(parents=True, exist_ok=True)
    return path


def cache_dir() -> Path:
    path = Path(os.environ.get("VERISTREAM_CACHE_DIR", home_dir() / "cache")).expanduser()
    path.mkdir(parents=True, exist_ok=True)
    return path


def allow_local_urls() -> bool:
    return _flag("VERISTREAM_ALLOW_LOCAL_URLS")


def max_duration_s() -> float:
    return number("VERISTREAM_MAX_DURATION_S", 4 * 3600)


def max_file_mb() -> float:
    return number("VERISTREAM_MAX_FILE_MB", 2048)


def network_timeout_s() -> float:
    """Longest wait for one network read or connection."""
    return number("VERISTREAM_NETWORK_TIMEOUT_S", 30)


def fetch_timeout_s() -> float:
    """Overall limit for one fetch stage (a page's metadata, a caption track), however slowly a server drips bytes."""
    return number("VERISTREAM_FETCH_TIMEOUT_S", 120)


def download_timeout_s() -> float:
    """Overall limit for downloading the media."""
    return number("VERISTREAM_DOWNLOAD_TIMEOUT_S", 900)


def media_dir() -> Path:
    """Chat users may audit server-side files only under this folder (default: the start folder)."""
    return Path(os.environ.get("VERISTREAM_MEDIA_DIR", os.getcwd())).expanduser().resolve()


def index_backend() -> str:
    """`local` (bm25s + model2vec on disk, the default) or `azure` (Azure AI Search)."""
    return os.environ.get("VERISTREAM_INDEX_BACKEND", "local").strip().lower()


@dataclass(frozen=True)
class LLMSettings:
    provider: str  # "openai" | "azure" | "none"
    model: str | None
    base_url: str | None
    api_key: str | None
    azure_endpoint: str | None
    azure_deployment: str | None
    api_version: str | None
    timeout_s: float


def llm_settings() -> LLMSettings:
    """An LLM is used only when configured; nothing here requires one.

    - OpenAI or any OpenAI-compatible server: OPENAI_API_KEY (+ OPENAI_BASE_URL, VERISTREAM_LLM_MODEL).
    - Azure OpenAI: AZURE_OPENAI_ENDPOINT, AZURE_OPENAI_API_KEY, AZURE_OPENAI_DEPLOYMENT (+ OPENAI_API_VERSION).
    - VERISTREAM_LLM=none forces the embedded rules engine.
    """
    timeout = number("VERISTREAM_LLM_TIMEOUT_S", 60)
    if os.environ.get("VERISTREAM_LLM", "").lower() == "none":
        return LLMSettings("none", None, None, None, None, None, None, timeout)
    if os.environ.get("AZURE_OPENAI_ENDPOINT") and os.environ.get("AZURE_OPENAI_API_KEY"):
        return LLMSettings(
            "azure",
            os.environ.get("VERISTREAM_LLM_MODEL") or os.environ.get("AZURE_OPENAI_DEPLOYMENT"),
            None,
            os.environ["AZURE_OPENAI_API_KEY"],
            os.environ["AZURE_OPENAI_ENDPOINT"],
            os.environ.get("AZURE_OPENAI_DEPLOYMENT"),
            os.environ.get("OPENAI_API_VERSION", "2024-10-21"),
            timeout,
        )
    key = os.environ.get("OPENAI_API_KEY")
    if key and not key.startswith("sk-FAKE"):  # chainlit --ci writes a fake key; never use it
        return LLMSettings(
            "openai",
            os.environ.get("VERISTREAM_LLM_MODEL", "gpt-4o-mini"),
            os.environ.get("OPENAI_BASE_URL"),
            key,
            None,
            None,
            None,
            timeout,
        )
    return LLMSettings("none", None, None, None, None, None, None, timeout)


SCREEN_MODES = ("detector", "lexicon")


def screen_mode() -> str:
    """`detector` (default: the trained model plus the lexicon's precise cues) or `lexicon` (the old rules screen).

    VERISTREAM_SCREEN=lexicon is there to compare the two engines on the same cases, not for daily use.
    """
    mode = os.environ.get("VERISTREAM_SCREEN", "detector").strip().lower()
    return mode if mode in SCREEN_MODES else "detector"


def detector_enabled() -> bool:
    return screen_mode() == "detector"


def detector_dir() -> Path | None:
    """VERISTREAM_DETECTOR_DIR: another trained detector folder (default: the one shipped in audit/models/detector)."""
    value = os.environ.get("VERISTREAM_DETECTOR_DIR", "").strip()
    return Path(value).expanduser() if value else None
