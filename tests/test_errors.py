"""A user error carries a hint for where it is shown: the CLI's may name flags, the chat's never does."""

from __future__ import annotations

import pytest

from veristream.errors import InputError, UnknownCitationError, VeriStreamError, mentions_cli


@pytest.mark.parametrize("hint", ["Pass --no-ocr to skip on-screen text.", "Drop --no-asr.",
                                  "Run `veristream corpus status`.", "Re-create it with transcribe --json."])
def test_a_cli_hint_is_not_shown_in_the_chat_without_a_chat_hint(hint):
    err = VeriStreamError("It failed.", hint)
    assert mentions_cli(hint)
    assert err.hint_for("cli") == hint and err.hint_for("chat") is None
    assert err.user_text("chat") == "It failed." and hint in err.user_text("cli")


def test_the_chat_hint_wins_in_the_chat_and_plain_hints_show_everywhere():
    err = InputError("Refusing to fetch.", "Pass --allow-local-urls.", chat_hint="Upload the file instead.")
    assert err.user_text("chat") == "Refusing to fetch.\n\n→ Upload the file instead."
    assert "--allow-local-urls" in err.user_text("cli") and "--allow-local-urls" in str(err)
    plain = InputError("Too big.", "Raise VERISTREAM_MAX_FILE_MB or trim the file.")
    assert plain.hint_for("chat") == plain.hint_for("cli") == "Raise VERISTREAM_MAX_FILE_MB or trim the file."
    assert not mentions_cli("Use FTC, SEC or FINRA. Dates like 2026-01-31 — fine.")
    assert UnknownCitationError("X 1", ["FINRA 2210(d)(1)(B)"]).hint_for("chat") == "Nearest existing: FINRA 2210(d)(1)(B)"
