"""Benchmark: model calls, tokens and price of the LLM sweep for a 10- and a 60-minute transcript.

Input tokens are measured from the requests the product really sends (sweep windows and grounding batches), through
the real client, against a local OpenAI-compatible server on 127.0.0.1 that answers every sweep with one flag per
window (a common statement of the talk) so the grounding phase runs too. Output tokens are estimated from the mean
answer size of the recorded strong-model answers in evals/llm_recordings (the server's own answers are tiny).
Tokens are counted as characters / 4 (the replay server has no tokenizer), so treat them as +-15%.

    .venv/bin/python benchmarks/bench_llm_cost.py [--price-in 2.50 --price-out 10.00]   # USD per million tokens

Writes benchmarks/results/bench_llm_cost-<UTC>.txt.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.bench_audit import make_transcript  # noqa: E402
from veristream.llm_replay import estimate_tokens  # noqa: E402

RECORDINGS = ROOT / "evals" / "llm_recordings" / "recordings"


class _Server(BaseHTTPRequestHandler):
    log: list[dict] = []

    def log_message(self, *args: object) -> None:
        return

    def do_POST(self) -> None:  # http.server's naming
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        tool = body["tools"][0]["function"]["name"]
        prompt = sum(estimate_tokens(str(m.get("content") or "")) for m in body["messages"])
        prompt += estimate_tokens(json.dumps(body["tools"]))
        _Server.log.append({"tool": tool, "prompt_tokens": prompt})
        if tool == "SweepOutput":
            user = body["messages"][-1]["content"]
            line = next((ln.split(" ", 2)[2] for ln in user.splitlines() if ln.startswith("[") and "guaranteed" in ln),
                        None)
            args = {"flags": [{"category": "guaranteed_returns", "excerpt": line, "reason": "A promise."}] if line
                    else [], "clears": []}
        else:
            args = {"picks": []}
        reply = {"id": "x", "object": "chat.completion", "created": 0, "model": "bench",
                 "choices": [{"index": 0, "finish_reason": "tool_calls", "message": {
                     "role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function",
                                                                           "function": {"name": tool,
                                                                                        "arguments": json.dumps(args)}}]}}],
                 "usage": {"prompt_tokens": prompt, "completion_tokens": 10, "total_tokens": prompt + 10}}
        data = json.dumps(reply).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


def recorded_output_tokens() -> dict[str, float]:
    sizes: dict[str, list[int]] = {"SweepOutput": [], "GroundOutput": []}
    for p in RECORDINGS.glob("*.json"):
        rec = json.loads(p.read_text())
        for call in rec["answer"]["tool_calls"]:
            if call["name"] in sizes:
                sizes[call["name"]].append(estimate_tokens(json.dumps(call["arguments"])))
    return {k: (statistics.mean(v) if v else 400.0) for k, v in sizes.items()} | {
        "n": sum(len(v) for v in sizes.values())}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--price-in", type=float, default=2.50, help="USD per million input tokens (example rate)")
    ap.add_argument("--price-out", type=float, default=10.00, help="USD per million output tokens (example rate)")
    args = ap.parse_args()
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Server)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    os.environ.update({"OPENAI_API_KEY": "bench", "OPENAI_BASE_URL": f"http://127.0.0.1:{httpd.server_address[1]}/v1",
                       "VERISTREAM_LLM_MODEL": "bench", "VERISTREAM_LLM_MODE": "sweep",
                       "VERISTREAM_LLM_MAX_CALLS": "200"})
    from audit.engine import audit_transcript

    out_tok = recorded_output_tokens()
    lines = [f"output tokens per answer, mean of {out_tok['n']} recorded answers: sweep {out_tok['SweepOutput']:.0f}, "
             f"ground {out_tok['GroundOutput']:.0f}; prices ${args.price_in}/M in, ${args.price_out}/M out"]
    for minutes in (10, 60):
        _Server.log.clear()
        t0 = time.perf_counter()
        report = audit_transcript(make_transcript(minutes), speaker_role="registered_rep")
        elapsed = time.perf_counter() - t0
        calls = list(_Server.log)
        sweeps = [c for c in calls if c["tool"] == "SweepOutput"]
        grounds = [c for c in calls if c["tool"] == "GroundOutput"]
        tin = sum(c["prompt_tokens"] for c in calls)
        tout = len(sweeps) * out_tok["SweepOutput"] + len(grounds) * out_tok["GroundOutput"]
        cost = (tin * args.price_in + tout * args.price_out) / 1e6
        lines.append(f"{minutes:>3}-minute transcript: {len(calls)} calls ({len(sweeps)} sweep windows, {len(grounds)} "
                     f"grounding batches), {tin} tokens in, ~{tout:.0f} out, ~${cost:.3f} per audit; engine "
                     f"{report.run.engine}; local time {elapsed:.1f} s (model latency not included)")
    httpd.shutdown()
    text = "\n".join(lines)
    print(text)
    res = ROOT / "benchmarks" / "results"
    res.mkdir(exist_ok=True)
    (res / f"bench_llm_cost-{time.strftime('%Y%m%dT%H%M%SZ', time.gmtime())}.txt").write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
