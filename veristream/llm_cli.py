"""`veristream llm serve|import-answers`: the record/replay server as a command, for evaluations and demos."""

from __future__ import annotations

import argparse
import time
from pathlib import Path


def register(sub) -> None:  # argparse's private subparsers type
    p = sub.add_parser("llm", help="Record and replay model answers (an OpenAI-compatible server on 127.0.0.1).")
    llm_sub = p.add_subparsers(dest="llm_command", required=True)
    s = llm_sub.add_parser("serve", help="Serve recorded answers at http://127.0.0.1:PORT/v1 (set OPENAI_BASE_URL).")
    s.add_argument("dir", type=Path, help="recordings folder (recordings/, pending/, answers/)")
    s.add_argument("--record", action="store_true", help="write requests with no recording to DIR/pending/")
    s.add_argument("--port", type=int, default=8765)
    s.set_defaults(func=_serve)
    i = llm_sub.add_parser("import-answers", help="Turn DIR/answers/<key>.json into recordings.")
    i.add_argument("dir", type=Path)
    i.add_argument("--by", required=True, help="who answered, e.g. the model family and how it was shown the request")
    i.set_defaults(func=_import)


def _serve(args: argparse.Namespace) -> int:
    from veristream.llm_replay import start_server

    server = start_server(args.dir.expanduser(), record=args.record, port=args.port)
    print(f"replaying {args.dir} at {server.base_url} (OPENAI_BASE_URL={server.base_url}, any OPENAI_API_KEY); "
          "Ctrl-C stops", flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finally:
        server.close()
    return 0


def _import(args: argparse.Namespace) -> int:
    from veristream.llm_replay import import_answers

    done, problems = import_answers(args.dir.expanduser(), args.by)
    print(f"imported {done} answer(s)")
    for p in problems:
        print(f"  not imported: {p}")
    return 1 if problems else 0
