"""A local OpenAI-compatible chat-completions server for tests: no network, scripted replies, a request log.

Why a real HTTP server instead of mocking: openai 3.x talks through httpx2, which respx/pytest-httpx do not patch,
and a socket on 127.0.0.1 exercises exactly what langchain-openai and instructor send (tools, tool_choice,
response_format, timeouts). Standard library only (http.server in a thread), so it starts in milliseconds.

Usage:
    with OpenAIStub() as stub:                     # listens on 127.0.0.1:<free port>
        stub.push(tool_call("JudgeOutput", {...})) # FIFO of replies, one per request
        ChatOpenAI(base_url=stub.base_url, api_key="test", max_retries=0)...
        stub.requests[-1]["messages"]              # what the client sent

A reply is a dict; helpers below build the common ones:
    tool_call(name, arguments)  -> assistant message with one tool call (arguments: dict or raw string)
    content(text)               -> assistant message with plain text content
    error(status, message)      -> an HTTP error with an OpenAI-style error body
    delay(seconds, reply)       -> wait, then send `reply` (for client timeouts)
    a callable(request_json)    -> returns any of the above, computed from the request
When the FIFO is empty the server answers 500 "stub script exhausted", so an unexpected extra call fails loudly.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Reply = dict[str, Any] | Callable[[dict[str, Any]], dict[str, Any]]


def tool_call(name: str, arguments: dict[str, Any] | str) -> dict[str, Any]:
    args = arguments if isinstance(arguments, str) else json.dumps(arguments)
    return {"message": {"role": "assistant", "content": None, "tool_calls": [
        {"id": "call_stub_1", "type": "function", "function": {"name": name, "arguments": args}}]},
        "finish_reason": "tool_calls"}


def content(text: str) -> dict[str, Any]:
    return {"message": {"role": "assistant", "content": text}, "finish_reason": "stop"}


def error(status: int = 500, message: str = "stub error") -> dict[str, Any]:
    return {"status": status, "error": {"message": message, "type": "server_error", "code": None}}


def delay(seconds: float, reply: dict[str, Any]) -> dict[str, Any]:
    return {**reply, "delay": seconds}


class OpenAIStub:
    """Threaded HTTP server answering POST /v1/chat/completions from a FIFO script."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0, model: str = "stub-model"):
        self.model = model
        self.requests: list[dict[str, Any]] = []
        self.paths: list[str] = []
        self._script: deque[Reply] = deque()
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer((host, port), self._handler_class())
        self._server.daemon_threads = True
        self._thread: threading.Thread | None = None

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    def push(self, *replies: Reply) -> None:
        with self._lock:
            self._script.extend(replies)

    def clear(self) -> None:
        with self._lock:
            self._script.clear()
            self.requests.clear()
            self.paths.clear()

    @property
    def pending(self) -> int:
        return len(self._script)

    def start(self) -> OpenAIStub:
        self._thread = threading.Thread(target=self._server.serve_forever, name="openai-stub", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        if self._thread:
            self._thread.join(timeout=5)

    def __enter__(self) -> OpenAIStub:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _next(self, request: dict[str, Any]) -> dict[str, Any]:
        with self._lock:
            self.requests.append(request)
            reply = self._script.popleft() if self._script else error(500, "stub script exhausted")
        return reply(request) if callable(reply) else reply

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:  # keep test output clean
                pass

            def _send(self, status: int, body: dict[str, Any]) -> None:
                data = json.dumps(body).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):  # the client gave up (timeout test)
                    pass

            def do_GET(self) -> None:  # http.server naming
                stub.paths.append(self.path)
                if self.path.rstrip("/").endswith("/models"):
                    self._send(200, {"object": "list", "data": [{"id": stub.model, "object": "model"}]})
                else:
                    self._send(404, {"error": {"message": "not found"}})

            def do_POST(self) -> None:  # http.server naming
                stub.paths.append(self.path)
                length = int(self.headers.get("Content-Length") or 0)
                try:
                    request = json.loads(self.rfile.read(length) or b"{}")
                except json.JSONDecodeError:
                    self._send(400, {"error": {"message": "invalid JSON body"}})
                    return
                if not self.path.split("?", 1)[0].rstrip("/").endswith("/chat/completions"):
                    self._send(404, {"error": {"message": f"no route {self.path}"}})
                    return
                if request.get("stream"):
                    self._send(400, {"error": {"message": "the stub does not stream"}})
                    return
                reply = stub._next(request)
                if reply.get("delay"):
                    time.sleep(reply["delay"])
                if "status" in reply:
                    self._send(reply["status"], {"error": reply.get("error", {"message": "error"})})
                    return
                self._send(200, {
                    "id": f"chatcmpl-stub-{len(stub.requests)}",
                    "object": "chat.completion",
                    "created": int(time.time()),
                    "model": request.get("model", stub.model),
                    "choices": [{"index": 0, "message": reply["message"],
                                 "finish_reason": reply.get("finish_reason", "stop"), "logprobs": None}],
                    "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
                })

        return Handler
