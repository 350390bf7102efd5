"""Record and replay of model answers: an OpenAI-compatible server on 127.0.0.1 that answers from recorded files.

Why a server and not a stub: the product's real client (langchain-openai over HTTP, with its tool-calling and
structured-output parsing) must run in tests and evaluations exactly as it runs against a real model, with no
network. The answers are real: they were written by a strong general-purpose model shown only the request file
(see evals/llm_recordings/README.md for who answered and how).

Layout of a recordings folder:
- `recordings/<key>.json`: {"key", "request", "answer", "answered_by"}; `answer` is {"content": str | None,
  "tool_calls": [{"name", "arguments"}]}.
- `pending/<key>.json` (+ a readable `<key>.md`): a request the server had no answer for, written in record mode.
- `answers/<key>.json`: an answer written for a pending request; `import_answers` turns it into a recording.

The key is a stable hash of what decides the answer: messages, tools, tool choice and response format. The model
name, temperature and API key are left out, so a recording replays whatever key or model name the client uses. A
changed prompt gives a new key: replay never serves a stale answer, it fails (HTTP 404, which clients do not retry) and,
in record mode, leaves a pending file.
"""

from __future__ import annotations

import hashlib
import json
import math
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from veristream import config
from veristream.atomic import atomic_write_text
from veristream.errors import InputError

KEY_FIELDS = ("messages", "tools", "tool_choice", "response_format", "functions", "function_call")
MAX_BODY_BYTES = 8 * 1024 * 1024


class ToolCall(BaseModel):
    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class Answer(BaseModel):
    """What the model said: text, tool calls, or both."""

    content: str | None = None
    tool_calls: list[ToolCall] = Field(default_factory=list)


class Recording(BaseModel):
    key: str
    request: dict[str, Any]
    answer: Answer
    answered_by: str = ""


def key_part(body: dict[str, Any]) -> dict[str, Any]:
    return {k: body[k] for k in KEY_FIELDS if body.get(k) is not None}


def request_key(body: dict[str, Any]) -> str:
    canonical = json.dumps(key_part(body), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:32]


def estimate_tokens(text: str) -> int:
    """About four characters a token for English; the replay server has no tokenizer and says so in its usage."""
    return max(1, math.ceil(len(text) / 4))


def forced_tool(body: dict[str, Any]) -> str | None:
    choice = body.get("tool_choice")
    if isinstance(choice, dict):
        return (choice.get("function") or {}).get("name")
    tools = body.get("tools") or []
    if choice == "required" and len(tools) == 1:
        return tools[0].get("function", {}).get("name")
    return None


def _message_text(msg: dict[str, Any]) -> str:
    content = msg.get("content")
    if isinstance(content, list):
        content = "\n".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    parts = [str(content or "")]
    for call in msg.get("tool_calls") or []:
        fn = call.get("function", {})
        parts.append(f"<tool call {fn.get('name')} id={call.get('id')}> {fn.get('arguments')}")
    return "\n".join(p for p in parts if p)


def render_markdown(key: str, body: dict[str, Any]) -> str:
    """The pending request as a human-readable page: what the answerer reads."""
    lines = [f"# Request {key}", ""]
    for i, msg in enumerate(body.get("messages", []), 1):
        role = msg.get("role", "?")
        extra = f" (tool_call_id {msg['tool_call_id']})" if msg.get("tool_call_id") else ""
        lines += [f"## Message {i}: {role}{extra}", "", _message_text(msg), ""]
    tools = body.get("tools") or []
    if tools:
        lines += ["## Tools you may call", ""]
        for t in tools:
            fn = t.get("function", {})
            lines += [
                f"### `{fn.get('name')}`",
                "",
                fn.get("description") or "",
                "",
                "Parameters (JSON Schema):",
                "",
                "```json",
                json.dumps(fn.get("parameters", {}), indent=1),
                "```",
                "",
            ]
    forced = forced_tool(body)
    lines += ["## How to answer", ""]
    if forced:
        lines.append(
            f"You must call the tool `{forced}`. Write a JSON file holding only its arguments object "
            f"(it must validate against the schema above)."
        )
    elif tools:
        lines.append(
            'Write a JSON file {"content": "your text or null", "tool_calls": [{"name": ..., '
            '"arguments": {...}}]} - call tools, or answer in content with no tool calls.'
        )
    else:
        lines.append('Write a JSON file {"content": "your answer"}.')
    return "\n".join(lines) + "\n"


@dataclass
class Recordings:
    """One folder of recordings, pending requests and answers."""

    root: Path
    record: bool = False
    hits: int = 0
    misses: list[str] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def __post_init__(self) -> None:
        self.root = Path(self.root)
        if not self.record and not (self.root / "recordings").is_dir():
            raise InputError(
                f"No recordings folder at {self.root / 'recordings'}.",
                "Point to a folder made by record mode, or start the server in record mode.",
            )

    def lookup(self, body: dict[str, Any]) -> Recording | None:
        key = request_key(body)
        path = self.root / "recordings" / f"{key}.json"
        if path.is_file():
            with self._lock:
                self.hits += 1
                if log := config.replay_used_log():  # for pruning recordings no request uses
                    with open(log, "a", encoding="utf-8") as fh:
                        fh.write(key + "\n")
            return Recording.model_validate_json(path.read_text(encoding="utf-8"))
        with self._lock:
            self.misses.append(key)
            if self.record:
                pending = self.root / "pending"
                pending.mkdir(parents=True, exist_ok=True)
                if not (pending / f"{key}.json").exists():
                    atomic_write_text(
                        pending / f"{key}.json",
                        json.dumps({"key": key, "request": key_part(body)}, indent=1, ensure_ascii=False),
                    )
                    atomic_write_text(pending / f"{key}.md", render_markdown(key, body))
        return None


def import_answers(root: Path, answered_by: str) -> tuple[int, list[str]]:
    """Join each answers/<key>.json with its pending request into recordings/<key>.json; returns (count, problems)."""
    root = Path(root)
    if not (root / "answers").is_dir() or not (root / "pending").is_dir():
        raise InputError(f"No answers/ and pending/ folders in {root}.",
                         "Point to a recordings folder that record mode wrote requests into.")
    done, problems = 0, []
    (root / "recordings").mkdir(parents=True, exist_ok=True)
    for ans_path in sorted((root / "answers").glob("*.json")):
        key = ans_path.stem
        pend = root / "pending" / f"{key}.json"
        if not pend.is_file():
            problems.append(f"{key}: no pending request")
            continue
        request = json.loads(pend.read_text(encoding="utf-8"))["request"]
        try:
            raw = json.loads(ans_path.read_text(encoding="utf-8"))
            forced = forced_tool(request)
            if forced and "tool_calls" not in raw and "content" not in raw:
                raw = {"tool_calls": [{"name": forced, "arguments": raw}]}
            answer = Answer.model_validate(raw)
        except (json.JSONDecodeError, ValidationError) as exc:
            problems.append(f"{key}: answer is not valid ({str(exc).splitlines()[0]})")
            continue
        rec = Recording(key=key, request=request, answer=answer, answered_by=answered_by)
        atomic_write_text(root / "recordings" / f"{key}.json", rec.model_dump_json(indent=1))
        for p in (pend, root / "pending" / f"{key}.md", ans_path):
            p.unlink(missing_ok=True)
        done += 1
    return done, problems


def completion(body: dict[str, Any], rec: Recording) -> dict[str, Any]:
    """An OpenAI chat.completion object for a recorded answer."""
    calls = [
        {
            "id": f"call_{rec.key[:12]}_{i}",
            "type": "function",
            "function": {"name": c.name, "arguments": json.dumps(c.arguments, ensure_ascii=False)},
        }
        for i, c in enumerate(rec.answer.tool_calls)
    ]
    message: dict[str, Any] = {"role": "assistant", "content": rec.answer.content}
    if calls:
        message["tool_calls"] = calls
    prompt = sum(estimate_tokens(_message_text(m)) for m in body.get("messages", []))
    prompt += estimate_tokens(json.dumps(body.get("tools") or []))
    out = estimate_tokens((rec.answer.content or "") + json.dumps([c.arguments for c in rec.answer.tool_calls]))
    return {
        "id": f"chatcmpl-replay-{rec.key[:16]}",
        "object": "chat.completion",
        "created": 0,
        "model": body.get("model") or "replay",
        "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if calls else "stop"}],
        "usage": {"prompt_tokens": prompt, "completion_tokens": out, "total_tokens": prompt + out},
        "system_fingerprint": "veristream-replay",
    }


def _stream_chunks(done: dict[str, Any]) -> Iterator[bytes]:
    msg = done["choices"][0]["message"]
    delta: dict[str, Any] = {"role": "assistant", "content": msg.get("content") or ""}
    if msg.get("tool_calls"):
        delta["tool_calls"] = [{"index": i, **c} for i, c in enumerate(msg["tool_calls"])]
    base = {k: done[k] for k in ("id", "created", "model")} | {"object": "chat.completion.chunk"}
    first = base | {"choices": [{"index": 0, "delta": delta, "finish_reason": None}]}
    last = base | {
        "choices": [{"index": 0, "delta": {}, "finish_reason": done["choices"][0]["finish_reason"]}],
        "usage": done["usage"],
    }
    for chunk in (first, last):
        yield f"data: {json.dumps(chunk)}\n\n".encode()
    yield b"data: [DONE]\n\n"


class _Handler(BaseHTTPRequestHandler):
    server: _ReplayHTTPServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # BaseHTTPRequestHandler's signature
        return

    def _json(self, status: int, payload: dict[str, Any]) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _error(self, status: int, message: str) -> None:
        self._json(status, {"error": {"message": message, "type": "replay_error", "code": status}})

    def do_GET(self) -> None:  # http.server's naming
        if self.path.rstrip("/").endswith("/models"):
            self._json(200, {"object": "list", "data": [{"id": "replay", "object": "model", "owned_by": "veristream"}]})
        else:
            self._error(404, f"no such endpoint {self.path}")

    def do_POST(self) -> None:  # http.server's naming
        if not self.path.rstrip("/").endswith("/chat/completions"):
            self._error(404, f"no such endpoint {self.path}; only /v1/chat/completions is served")
            return
        length = int(self.headers.get("Content-Length") or 0)
        if length <= 0 or length > MAX_BODY_BYTES:
            self._error(413 if length else 411, "request body missing or too large")
            return
        try:
            body = json.loads(self.rfile.read(length))
        except json.JSONDecodeError:
            self._error(400, "request body is not JSON")
            return
        rec = self.server.recordings.lookup(body)
        if rec is None:
            status = HTTPStatus.SERVICE_UNAVAILABLE if self.server.recordings.record else HTTPStatus.NOT_FOUND
            self._error(
                status,
                f"no recorded answer for request {request_key(body)}"
                + (" (written to pending/)" if self.server.recordings.record else ""),
            )
            return
        done = completion(body, rec)
        if not body.get("stream"):
            self._json(200, done)
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Connection", "close")
        self.end_headers()
        for chunk in _stream_chunks(done):
            self.wfile.write(chunk)
        self.close_connection = True


class _ReplayHTTPServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, recordings: Recordings, port: int = 0):
        super().__init__(("127.0.0.1", port), _Handler)
        self.recordings = recordings


@dataclass
class ReplayServer:
    """A running replay server; `base_url` goes into OPENAI_BASE_URL."""

    recordings: Recordings
    httpd: _ReplayHTTPServer
    thread: threading.Thread

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(timeout=5)


def start_server(root: Path, *, record: bool = False, port: int = 0) -> ReplayServer:
    recordings = Recordings(Path(root), record=record)
    httpd = _ReplayHTTPServer(recordings, port)
    thread = threading.Thread(target=httpd.serve_forever, name="llm-replay", daemon=True)
    thread.start()
    return ReplayServer(recordings, httpd, thread)


@contextmanager
def replaying(root: Path, *, record: bool = False, model: str = "replay") -> Iterator[ReplayServer]:
    """Point the product's LLM settings at a replay server for the duration of the block."""
    server = start_server(root, record=record)
    settings: dict[str, str | None] = {"OPENAI_API_KEY": "replay-key", "OPENAI_BASE_URL": server.base_url,
                                       "VERISTREAM_LLM_MODEL": model, "VERISTREAM_LLM": None,
                                       "AZURE_OPENAI_ENDPOINT": None}
    try:
        with config.overriding(settings):
            yield server
    finally:
        server.close()
