"""Issue #12 item 10: two `corpus add` runs at once must both land in the user manifest."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from rag import corpus as corpus_mod
from rag import update

RULE_2220 = (
    '2220. Options Communications\n\n(a) Definitions\n\n(1) "Options communications" consist of:\n'
    "(A) Correspondence concerning options.\n\n(d) Standards Applicable to Options Communications\n\n"
    "(1) General Standards\n\n(A) No member may use an options communication that is misleading.\n"
)
RULE_2010 = "2010. Standards of Commercial Honor and Principles of Trade\n\n(a) A member shall observe high standards.\n"


def test_concurrent_adds_keep_both_rules(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Widen the read-modify-write window (a slow manifest write): without a lock one add overwrites the other."""
    real_write = update.write_manifest

    def slow_write(folder: Path, entries: list[dict]) -> None:
        time.sleep(0.5)
        real_write(folder, entries)

    monkeypatch.setattr(update, "write_manifest", slow_write)
    files = {"2220": tmp_path / "2220.txt", "2010": tmp_path / "2010.txt"}
    files["2220"].write_text(RULE_2220, encoding="utf-8")
    files["2010"].write_text(RULE_2010, encoding="utf-8")
    errors: list[BaseException] = []

    def add(rule: str) -> None:
        try:
            update.add_rule_file(files[rule], regulator="FINRA", rule=rule)
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=add, args=(rule,)) for rule in files]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert not errors, errors
    corpus_mod.clear_memo()
    kept = sorted(e["rule"] for e in corpus_mod.read_manifest(corpus_mod.user_corpus_dir()))
    assert kept == ["2010", "2220"]
