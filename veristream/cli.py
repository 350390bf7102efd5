"""The `veristream` command: one subcommand per capability, so the chat's abilities can be scripted.

Each area registers its own subcommands (rag/cli.py, tools/cli.py, audit/cli.py, assistant/cli.py);
this module only wires them together and turns VeriStreamError into a clear message and exit code.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from veristream.errors import VeriStreamError

# module -> it exposes register(subparsers) and, for `eval`, register_eval(eval_subparsers)
AREAS = ("rag.cli", "tools.cli", "audit.cli", "assistant.cli", "assistant.review_cli", "supervise.cli",
         "veristream.llm_cli")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="veristream",
        description="Audit finance videos against FTC, SEC and FINRA marketing and endorsement rules.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    eval_parser = sub.add_parser("eval", help="Run an evaluation and write a timestamped results file.")
    eval_sub = eval_parser.add_subparsers(dest="eval_command", required=True)
    for name in AREAS:
        module = importlib.import_module(name)
        module.register(sub)
        if hasattr(module, "register_eval"):
            module.register_eval(eval_sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    from veristream import scratch

    scratch.exit_on_sigterm()  # SIGTERM runs the `finally` blocks that remove work folders (#12 item 8)
    scratch.clean_stale()  # and the folders of runs killed with -9 go on the next start
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except VeriStreamError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
