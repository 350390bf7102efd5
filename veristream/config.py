"""Configuration: every environment variable VeriStream reads is read here, at call time, so tests and deployments
can point each run elsewhere, and a bad value fails with the variable's name instead of a traceback.

Defaults are the embedded, offline product: local index, local models, SQLite, no LLM. On/off settings share one
parser (`switch`), numbers another (`number`, `whole_number`).
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from veristream.errors import ConfigError

REPO_ROOT = Path(__file__).resolve().parent.parent

_ON = frozenset({"1", "true", "yes", "on"})
_OFF = frozenset({"0", "false", "no", "off", "none"})


# ---------------------------------------------------------------- parsers


def _text(name: str, default: str = "") -> str:
    return os.environ.get(name, default).strip()


def switch(name: str, default: bool) -> bool:
    """The one on/off parser: 1/true/yes/on or 0/false/no/off/none, any case; unset or empty means the default."""
    raw = _text(name).lower()
    if not raw:
        return default
    if raw in _ON:
        return True
    if raw in _OFF:
        return False
    raise ConfigError(f"{name}={raw!r} is not on or off.", f"Unset it, or set {name}=1 (on) or {name}=0 (off).")


def number(name: str, default: float, *, low: float | None = None, high: float | None = None) -> float:
    """A number setting (unset or empty: the default), optionally within (low, high]."""
    raw = _text(name)
    if not raw:
        return float(default)
    try:
        value = float(raw)
    except ValueError as exc:
        raise ConfigError(f"{name} must be a number.", f"Unset it or set e.g. {name}={default:g}.") from exc
    if not math.isfinite(value) or (low is None and value < 0):  # nan, inf and negatives are never a valid setting
        raise ConfigError(f"{name}={raw!r} is not a number.", f"Unset it, or set a number such as {name}={default:g}.")
    if (low is not None and value <= low) or (high is not None and value > high):
        raise ConfigError(f"{name} must be between {low:g} and {high:g}.", f"Unset it or set e.g. {name}={default:g}.")
    return value


def whole_number(name: str, default: int, low: int = 1, high: int = 64) -> int:
    """A whole-number setting from low to high (unset: the default)."""
    raw = _text(name, str(default))
    try:
        value = int(raw)
    except ValueError:
        value = low - 1
    if not low <= value <= high:
        raise ConfigError(f"{name}={raw!r} is not a whole number from {low} to {high}.", f"Unset it or set e.g. {default}.")
    return value


# ---------------------------------------------------------------- the environment as a whole


def environment() -> dict[str, str]:
    """A copy of the whole environment, for a child process that must see the settings this one sees (the chat
    server, a benchmark's cold runs); the child reads its own settings here again."""
    return dict(os.environ)


@contextmanager
def restoring(*names: str) -> Iterator[None]:
    """Put the named variables back as they were when the block ends, whatever the block set them to."""
    saved = {name: os.environ.get(name) for name in names}
    try:
        yield
    finally:
        _put(saved)


@contextmanager
def overriding(values: dict[str, str | None]) -> Iterator[None]:
    """Set each variable to its value (None: unset it) for the block, then put back what was there: the LLM replay
    points the product at its server this way, and rag/e5.py gives the OpenMP runtime its spin count."""
    with restoring(*values):
        _put(values)
        yield


def _put(values: dict[str, str | None]) -> None:
    for name, value in values.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value


def openmp_wait_set() -> bool:
    """Whether the user set the OpenMP runtime's waiting (OMP_WAIT_POLICY or GOMP_SPINCOUNT); then it is theirs."""
    return any(name in os.environ for name in ("OMP_WAIT_POLICY", "GOMP_SPINCOUNT"))


def replay_used_log() -> Path | None:
    """VERISTREAM_REPLAY_USED_LOG: a file the LLM replay server appends each replayed request's key to, for pruning
    recordings no request uses (tests/llm); unset: nothing is logged."""
    raw = _text("VERISTREAM_REPLAY_USED_LOG")
    return Path(raw) if raw else None


# ---------------------------------------------------------------- state and limits


def home_dir() -> Path:
    """Where VeriStream keeps state: user corpus, index, caches, checkpoints, reviews."""
    path = Path(os.environ.get("VERISTREAM_HOME", Path.home() / ".veristream")).expanduser()
    path.mkdir(parents=True, exist_ok=True)
    return path


def cache_dir() -> Path:
    path = Path(os.environ.get("VERISTREAM_CACHE_DIR", home_dir() / "cache")).expanduser()
    path.mkdir(parents=True, exist_ok=True)
    return path


def transcript_cache() -> bool:
    """VERISTREAM_TRANSCRIPT_CACHE=0 turns the cache off (e.g. to re-run a video after its captions changed)."""
    return switch("VERISTREAM_TRANSCRIPT_CACHE", True)


def allow_local_urls() -> bool:
    return switch("VERISTREAM_ALLOW_LOCAL_URLS", False)


def pin_detector_hits() -> bool:
    """VERISTREAM_PIN_DETECTOR=1: a recorded test writes its pinned detector hits from the shipped model."""
    return switch("VERISTREAM_PIN_DETECTOR", False)


def max_duration_s() -> float:
    return number("VERISTREAM_MAX_DURATION_S", 4 * 3600)


def max_file_mb() -> float:
    return number("VERISTREAM_MAX_FILE_MB", 2048)


def network_timeout_s() -> float:
    return number("VERISTREAM_NETWORK_TIMEOUT_S", 30)


def download_timeout_s() -> float:
    """Overall limit for downloading the media."""
    return number("VERISTREAM_DOWNLOAD_TIMEOUT_S", 900)


def fetch_timeout_s() -> float:
    """Overall limit for one fetch stage (a page's metadata, a caption track), however slowly a server drips bytes."""
    return number("VERISTREAM_FETCH_TIMEOUT_S", 120)


def media_dir() -> Path:
    """Chat users may audit server-side files only under this folder (default: the start folder)."""
    return Path(os.environ.get("VERISTREAM_MEDIA_DIR", os.getcwd())).expanduser().resolve()


# ---------------------------------------------------------------- transcription


def whisper_model_dir() -> str:
    """A CTranslate2 Whisper model directory; empty means the bundled tiny.en."""
    return _text("VERISTREAM_WHISPER_MODEL_DIR")


def asr_threads() -> int:
    return whole_number("VERISTREAM_ASR_THREADS", 1)


def asr_beam() -> int:
    return whole_number("VERISTREAM_ASR_BEAM", 5, high=20)


def asr_timeout_s(default: float) -> float:
    return number("VERISTREAM_ASR_TIMEOUT_S", default)


def ocr_fps() -> float:
    return number("VERISTREAM_OCR_FPS", 1, low=0, high=10)


def ocr_threads() -> int:
    return whole_number("VERISTREAM_OCR_THREADS", 1)


def ocr_det_side(default: int) -> int:
    return whole_number("VERISTREAM_OCR_DET_SIDE", default, low=256, high=2048)


def ocr_timeout_s(default: float) -> float:
    return number("VERISTREAM_OCR_TIMEOUT_S", default)


def language_check() -> bool:
    """VERISTREAM_LANGUAGE_CHECK=off audits a transcript that is not English anyway, with a note in the report."""
    return switch("VERISTREAM_LANGUAGE_CHECK", True)


def overlap_asr_ocr() -> bool:
    """Speech-to-text and on-screen text run side by side unless VERISTREAM_OVERLAP_ASR_OCR=0."""
    return switch("VERISTREAM_OVERLAP_ASR_OCR", True)


# ---------------------------------------------------------------- rules, search and screening


def index_backend() -> str:
    """`local` (bm25s + model2vec on disk, the default) or `azure` (Azure AI Search)."""
    return os.environ.get("VERISTREAM_INDEX_BACKEND", "local").strip().lower()


def e5() -> bool:
    """VERISTREAM_E5: e5-small vectors join retrieval and reranking (on by default)."""
    return switch("VERISTREAM_E5", True)


def reranker() -> str:
    """VERISTREAM_RERANKER: `none` (default) or `minilm`; validated where the model is chosen."""
    return _text("VERISTREAM_RERANKER", "none").lower()


def semantic_screen() -> bool:
    """The semantic screen is on by default; VERISTREAM_SEMANTIC_SCREEN=0 turns it off (lexicon only)."""
    return switch("VERISTREAM_SEMANTIC_SCREEN", True)


def ecfr_url(default: str) -> str:
    return os.environ.get("VERISTREAM_ECFR_URL", default).rstrip("/")


def finra_url(default: str) -> str:
    return os.environ.get("VERISTREAM_FINRA_URL", default).rstrip("/")


@dataclass(frozen=True)
class AzureSearch:
    """The Azure AI Search backend's settings as set (empty strings when unset; the backend says what is missing)."""

    endpoint: str
    api_key: str
    index_name: str
    semantic_config: str


def azure_search() -> AzureSearch:
    return AzureSearch(_text("AZURE_SEARCH_ENDPOINT"), _text("AZURE_SEARCH_API_KEY"), _text("AZURE_SEARCH_INDEX"),
                       _text("AZURE_SEARCH_SEMANTIC_CONFIG"))


# ---------------------------------------------------------------- the chat


def checkpoint_url() -> str | None:
    """VERISTREAM_CHECKPOINT_URL: a Postgres URL for the chat's checkpoints; unset means SQLite in the home folder."""
    return _text("VERISTREAM_CHECKPOINT_URL") or None


def reviewer() -> str:
    """The reviewer name recorded with decisions when the chat runs without login (loopback only)."""
    return _text("VERISTREAM_REVIEWER", "analyst") or "analyst"


AUTH_MODES = ("local", "password", "header")


def auth_mode(host: str) -> str:
    """VERISTREAM_AUTH: who the chat's user is.

    - `local` (default on a loopback host): no login; everyone who can reach 127.0.0.1 is VERISTREAM_REVIEWER.
    - `password` (default on any other host): Chainlit's login form, users from VERISTREAM_USERS_FILE.
    - `header`: the user name a trusted reverse proxy puts in VERISTREAM_AUTH_HEADER.
    `local` on a non-loopback host is refused where the server starts (assistant/cli.py).
    """
    raw = _text("VERISTREAM_AUTH").lower()
    if not raw:
        return "local" if is_loopback(host) else "password"
    if raw not in AUTH_MODES:
        raise ConfigError(f"VERISTREAM_AUTH={raw!r} is not one of {', '.join(AUTH_MODES)}.",
                          "Unset it, or set VERISTREAM_AUTH=password (login form) or header (behind a proxy).")
    return raw


def is_loopback(host: str) -> bool:
    """Whether a listen address only accepts connections from this machine."""
    import ipaddress

    name = host.strip().strip("[]").lower()
    if name == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def users_file() -> Path:
    """VERISTREAM_USERS_FILE: the chat's password users (YAML; `veristream chat-user NAME` adds one)."""
    raw = _text("VERISTREAM_USERS_FILE")
    return Path(raw).expanduser() if raw else home_dir() / "chat-users.yaml"


def auth_header() -> str:
    """VERISTREAM_AUTH_HEADER: the request header a reverse proxy sets to the logged-in user (header auth)."""
    return _text("VERISTREAM_AUTH_HEADER", "X-Forwarded-User") or "X-Forwarded-User"


def allowed_origins(served: str) -> list[str]:
    """VERISTREAM_ALLOWED_ORIGINS: comma-separated origins the chat answers (default: only the one it serves).

    Behind a reverse proxy, set it to the proxy's public origin (e.g. https://veristream.example.com).
    """
    raw = _text("VERISTREAM_ALLOWED_ORIGINS")
    origins = [o.strip().rstrip("/") for o in raw.split(",") if o.strip()] if raw else [served]
    for origin in origins:
        if origin == "*" or not origin.lower().startswith(("http://", "https://")) or origin.count("/") != 2:
            raise ConfigError(f"VERISTREAM_ALLOWED_ORIGINS has {origin!r}, which is not an origin.",
                              "List origins such as https://veristream.example.com (scheme and host, no path, "
                              "no `*`), separated by commas.")
    return origins


def origins_named() -> bool:
    """Whether VERISTREAM_ALLOWED_ORIGINS names any origin: a server on every interface needs it (it cannot tell
    its own origin), and a loopback one then answers only those."""
    return bool(_text("VERISTREAM_ALLOWED_ORIGINS"))


def chat_host() -> str:
    """VERISTREAM_CHAT_HOST: the address `veristream chat` listens on, handed to the server it starts; a server
    started some other way counts as public (0.0.0.0), so login is on."""
    return _text("VERISTREAM_CHAT_HOST") or "0.0.0.0"


def served_origin() -> str:
    """VERISTREAM_SERVED_ORIGIN: the origin `veristream chat` serves, handed to the server it starts."""
    return _text("VERISTREAM_SERVED_ORIGIN") or "http://127.0.0.1:8000"


def chat_db_url() -> str:
    """VERISTREAM_CHAT_DB_URL: where the chat's messages and elements are kept (Chainlit's data layer).

    Unset: SQLite in the home folder. postgresql://user:pass@host/db: Postgres (through psycopg).
    """
    raw = _text("VERISTREAM_CHAT_DB_URL")
    if not raw:
        return f"sqlite+aiosqlite:///{home_dir() / 'chat-history.sqlite'}"
    for prefix in ("postgresql://", "postgres://"):
        if raw.startswith(prefix):
            return "postgresql+psycopg://" + raw[len(prefix):]
    if raw.startswith(("postgresql+psycopg://", "sqlite+aiosqlite:///")):
        return raw
    raise ConfigError("VERISTREAM_CHAT_DB_URL must be a postgresql:// URL.",
                      "Unset it to keep the chat history in SQLite under VERISTREAM_HOME.")


# ---------------------------------------------------------------- supervision at scale (the watch list)


def queue_url() -> str | None:
    """VERISTREAM_QUEUE_URL: the Celery broker (redis://host:6379/0) that workers on many machines share.

    Unset: the embedded default, which runs the same tasks in this process with no extra services.
    """
    return _text("VERISTREAM_QUEUE_URL") or None


def results_url() -> str | None:
    """VERISTREAM_RESULTS_URL: a Postgres URL for the watch list's jobs and reports; unset means SQLite at
    $VERISTREAM_HOME/watch.sqlite (one machine, or a folder every worker shares)."""
    return _text("VERISTREAM_RESULTS_URL") or None


def queue_max_retries() -> int:
    """Retries of a failing job stage (with backoff) before it goes to the dead-letter state."""
    return whole_number("VERISTREAM_QUEUE_MAX_RETRIES", 3, low=0, high=20)


def queue_backoff_s() -> float:
    """The first retry's delay; each next retry waits twice as long (capped at 10 minutes)."""
    return number("VERISTREAM_QUEUE_BACKOFF_S", 10)


def queue_visibility_s() -> float:
    """How long a job taken by a worker that died (kill -9, lost machine) stays invisible before another worker gets
    it. Must exceed the longest stage (default 1 hour); a job that overruns it may run twice, but stores one report."""
    return number("VERISTREAM_QUEUE_VISIBILITY_S", 3600, low=0)


# ---------------------------------------------------------------- the LLM


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


LLM_MODES = ("sweep", "judge")


def llm_mode() -> str:
    """`sweep` (default: the model reads the whole transcript, the screen's candidates are hints) or `judge` (the
    model only confirms or rejects the screen's candidates, as before the sweep; kept for side-by-side figures)."""
    mode = _text("VERISTREAM_LLM_MODE", "sweep").lower()
    if mode not in LLM_MODES:
        raise ConfigError(f"VERISTREAM_LLM_MODE={mode!r} is not one of {', '.join(LLM_MODES)}.",
                          "Use VERISTREAM_LLM_MODE=sweep (default) or judge.")
    return mode


def llm_max_calls() -> int:
    """Model calls one audit may make (sweep windows, grounding batches, repairs and retries)."""
    return whole_number("VERISTREAM_LLM_MAX_CALLS", 40, low=1, high=2000)


def llm_deadline_s() -> float:
    """Wall-clock limit for all model work in one audit; past it the rules result stands."""
    return number("VERISTREAM_LLM_DEADLINE_S", 900, low=1, high=86400)


def llm_prices() -> tuple[float | None, float | None]:
    """USD per million input and output tokens, for the cost line of a report (unset: no price is shown)."""
    raw = [_text(n) for n in ("VERISTREAM_LLM_PRICE_IN_PER_M", "VERISTREAM_LLM_PRICE_OUT_PER_M")]
    if not all(raw):
        return None, None
    return number("VERISTREAM_LLM_PRICE_IN_PER_M", 0), number("VERISTREAM_LLM_PRICE_OUT_PER_M", 0)


def llm_remediation() -> bool:
    """VERISTREAM_LLM_REMEDIATION: with a model configured, the report stage asks it for each finding's remediation,
    grounded in the cited provision (on by default); off, or when no model is configured, the category's guidance in
    audit/taxonomy.yaml is used."""
    return switch("VERISTREAM_LLM_REMEDIATION", True)
