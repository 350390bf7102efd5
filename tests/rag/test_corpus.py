"""The corpus loader, user files (add/replace), official updates from a local server, and the CLI commands."""

from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from rag import corpus as corpus_mod
from rag.cli_rules import register_rules
from rag.corpus import load_corpus
from tests.rag.fixtures.official_pages import ECFR_DATE, official_server
from tests.rag.fixtures.pdf_builder import finra_2210_d_pdf
from tools.rule_text import RuleText, rule_text
from veristream.errors import CorpusError, InputError, UnknownCitationError

REPO = Path(__file__).resolve().parents[2]


def run_cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Run one of this area's subcommands in-process, the way veristream.cli.main does."""
    from veristream.errors import VeriStreamError

    parser = argparse.ArgumentParser(prog="veristream")
    register_rules(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    try:
        code = int(args.func(args) or 0)
    except VeriStreamError as exc:
        print(f"error: {exc}", file=sys.stderr)
        code = exc.exit_code
    out = capsys.readouterr()
    return code, out.out, out.err


def add_user_file(path: Path, text: str, **where: str) -> dict[str, Any]:
    """Write `text` as a user's copy of a rule and ingest it, as `corpus add` does (rag.update.add_rule_file)."""
    from rag.update import add_rule_file

    path.write_text(text, encoding="utf-8")
    return add_rule_file(path, **where)


# ------------------------------------------------------------------ loading and lookups


def test_load_corpus_has_every_rule_and_is_cached(home: Path) -> None:
    corpus = load_corpus()
    assert {(d.regulator, d.rule) for d in corpus.documents} == {
        ("FTC", "255"),
        ("SEC", "206(4)-1"),
        ("FINRA", "2210"),
        ("FINRA", "2220"),
        ("FINRA", "2010"),
    }
    assert all(d.is_bundled and d.provision_count > 0 for d in corpus.documents)
    assert len(corpus.provisions) == 286
    assert len(corpus.content_hash) == 16
    assert load_corpus() is corpus  # per-process memo
    [cache] = (home / "cache").glob(f"corpus-{corpus.content_hash}-*.json")
    corpus_mod.clear_memo()
    again = load_corpus()  # from the JSON cache this time
    assert again is not corpus
    assert again.provisions == corpus.provisions and again.gaps == corpus.gaps and again.inline == corpus.inline


def test_damaged_cache_is_rebuilt_not_trusted(home: Path) -> None:
    corpus = load_corpus()
    [cache] = (home / "cache").glob(f"corpus-{corpus.content_hash}-*.json")
    cache.write_text("{not json", encoding="utf-8")
    corpus_mod.clear_memo()
    assert len(load_corpus().provisions) == 286


def test_get_accepts_typed_forms_and_suggests_for_unknown(home: Path) -> None:
    corpus = load_corpus()
    assert corpus.get("2210(d)(1)(B)").citation == "FINRA 2210(d)(1)(B)"
    assert corpus.get("16 CFR 255.5(a)").citation == "FTC 255.5(a)"
    assert corpus.get("Rule 206(4)-1(a)(4)").citation == "SEC 206(4)-1(a)(4)"
    with pytest.raises(UnknownCitationError) as info:
        corpus.get("FINRA 2210(d)(7)(B)")  # a known GAP in the bundled text
    assert info.value.suggestions[:3] == ["FINRA 2210(d)(7)", "FINRA 2210(d)(7)(A)", "FINRA 2210(d)(7)(C)"]
    assert "known GAP" in info.value.hint and "(d)(7)(B) not found verbatim" in info.value.hint
    with pytest.raises(UnknownCitationError) as info:
        corpus.get("FINRA 2210(z)")
    assert "known" not in info.value.hint
    with pytest.raises(UnknownCitationError) as info:
        corpus.get("not a citation")
    assert info.value.suggestions


def test_gaps_for_and_ancestors(home: Path) -> None:
    corpus = load_corpus()
    notes = corpus.gaps_for("FINRA 2210(d)(7)")
    assert {g.kind for g in notes} == {"GAP", "UNVERIFIED"}
    assert corpus.gaps_for("FINRA 2210(d)(1)(B)") == []
    assert corpus.ancestors("FINRA 2210(d)(1)(B)") == ["FINRA 2210(d)(1)", "FINRA 2210(d)", "FINRA 2210"]


def test_rule_text_tool(home: Path) -> None:
    result = rule_text("2210(d)(1)(B)")
    assert isinstance(result, RuleText)
    assert result.citation == "FINRA 2210(d)(1)(B)"
    assert result.text.startswith("(B) No member may make any false, exaggerated")
    assert result.parents == ["FINRA 2210", "FINRA 2210(d)", "FINRA 2210(d)(1)"]
    with pytest.raises(UnknownCitationError):
        rule_text("FINRA 2210(z)")
    assert rule_text("show me the full text of 16 CFR 255.5(a) please").citation == "FTC 255.5(a)"
    with pytest.raises(UnknownCitationError):
        rule_text("compare 2210(d)(1)(B) with 2210(d)(1)(D)")  # two citations: ambiguous


# ------------------------------------------------------------------ CLI: rule and corpus status


def test_rule_cli_json(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(["rule", "FINRA 2210(d)(7)", "--json"], capsys)
    assert code == 0
    data = json.loads(out)
    assert {"citation", "citation_long", "title", "text", "children", "parents", "source", "gaps"} <= set(data)
    assert data["citation_long"] == "FINRA Rule 2210(d)(7)"
    assert data["children"] == ["FINRA 2210(d)(7)(A)", "FINRA 2210(d)(7)(C)"]
    assert data["parents"] == ["FINRA 2210", "FINRA 2210(d)"]
    assert "(C) A retail communication or correspondence may not refer" in data["text"]
    assert data["source"]["file"] == "finra-2210.txt"
    assert len(data["gaps"]) == 2 and data["source"]["gaps"] == data["gaps"]


def test_rule_cli_human_output_shows_gap_notes(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(["rule", "16 CFR 255.0(c)"], capsys)
    assert code == 0
    assert out.startswith("FTC 255.0(c)  (16 CFR 255.0(c))")
    assert "GAP near FTC 255.0(c): remainder of § 255.0(c) not found verbatim" in out


def test_rule_cli_unknown_citation_fails_with_suggestions(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run_cli(["rule", "2210(d)(7)(B)"], capsys)
    assert code != 0
    assert "Unknown citation" in err and "FINRA 2210(d)(7)(A)" in err


def test_corpus_status_json(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(["corpus", "status", "--json"], capsys)
    assert code == 0
    data = json.loads(out)
    assert data["rules"] == {
        "FTC 255.0": 5,
        "FTC 255.1": 5,
        "FTC 255.2": 4,
        "FTC 255.3": 5,
        "FTC 255.4": 7,
        "FTC 255.5": 4,
        "FTC 255.6": 1,
        "SEC 206(4)-1": 116,
        "FINRA 2210": 124,
        "FINRA 2220": 14,
        "FINRA 2010": 1,
    }
    assert len(data["gaps"]) == 14 + 7 + 3
    assert data["index_backend"] == "local"
    assert "state" in data["index"] or "built" in data["index"]
    assert {d["file"]: d["as_of"] for d in data["documents"]}["sec-17-cfr-275-206-4-1.txt"] == "2026-02-23"


def test_rule_command_cold_process(home: Path) -> None:
    """The real entry point, as a user runs it (also what benchmarks/bench_rule_cli.py times)."""
    env = {**os.environ, "VERISTREAM_HOME": str(home)}
    done = subprocess.run(
        [sys.executable, "-m", "veristream.cli", "rule", "FINRA 2210(d)(1)(B)", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        cwd=REPO,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["title"] == "Communications with the Public > Content Standards > General Standards"


# ------------------------------------------------------------------ corpus add


def test_add_text_file_replaces_bundled_rule(home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = tmp_path / "2220.txt"
    text.write_text(
        '2220. Options Communications\n\n(a) Definitions\n\n(1) "Options communications" consist of:\n'
        "(A) Correspondence concerning options.\n\n(d) Standards Applicable to Options Communications\n\n"
        "(1) General Standards\n\n(A) No member may use an options communication that is misleading.\n",
        encoding="utf-8",
    )
    code, out, _ = run_cli(["corpus", "add", str(text), "--regulator", "FINRA", "--as-of", "2026-11-01"], capsys)
    assert code == 0, out
    assert "replaces the bundled FINRA 2220" in out
    corpus = load_corpus()
    doc = next(d for d in corpus.documents if d.rule == "2220")
    assert not doc.is_bundled and doc.replaces_bundled and doc.as_of == "2026-11-01"
    assert corpus.get("FINRA 2220(d)(1)(A)").source == "finra-2220.txt"
    assert not any(g.source == "finra-2220.txt" and g.near and "2220" in g.near for g in corpus.gaps)
    with pytest.raises(UnknownCitationError):
        corpus.get("FINRA 2220(b)(4)")  # the bundled text is no longer in use
    assert "FINRA 2210(d)(1)(B)" in corpus.provisions  # other rules untouched
    code, out, _ = run_cli(["corpus", "status"], capsys)
    assert "REPLACES the bundled text" in out


def test_add_pdf_keeps_pages(home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pdf = finra_2210_d_pdf(tmp_path / "rule.pdf")
    code, out, err = run_cli(["corpus", "add", str(pdf), "--regulator", "FINRA", "--json"], capsys)
    assert code == 0, err
    result = json.loads(out)
    assert result["rule"] == "2210" and result["provision_count"] == 10 and result["replaces_bundled"]
    assert (home / "corpus" / "finra-2210.pages.json").exists()
    corpus = load_corpus()
    assert corpus.get("FINRA 2210(d)(2)").pages == [1, 2]
    code, out, _ = run_cli(["rule", "FINRA 2210(d)(2)"], capsys)
    assert "pages 1, 2" in out


def test_add_rejects_text_that_is_not_a_rule(home: Path, tmp_path: Path) -> None:
    from rag.update import add_rule_file

    junk = tmp_path / "notes.txt"
    junk.write_text("Some meeting notes.\nNothing to see here.\n", encoding="utf-8")
    with pytest.raises(InputError, match="no provisions|Cannot tell which"):
        add_rule_file(junk, regulator="FINRA", rule="2210")
    with pytest.raises(InputError, match="Cannot tell which"):
        add_rule_file(junk, regulator="FINRA")
    wrong = tmp_path / "wrong.txt"
    wrong.write_text(
        "2010. Standards\n\nA member shall observe high standards of commercial honor and just and "
        "equitable principles of trade in all its business.\n",
        encoding="utf-8",
    )
    with pytest.raises(InputError, match="not FINRA 2210"):
        add_rule_file(wrong, regulator="FINRA", rule="2210")
    with pytest.raises(InputError, match="No such file"):
        add_rule_file(tmp_path / "missing.pdf", regulator="SEC")
    assert not (home / "corpus" / "manifest.yaml").exists()  # nothing half-written


# ------------------------------------------------------------------ corpus update


def test_update_from_local_official_server(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with official_server() as (base, requests):
        monkeypatch.setenv("VERISTREAM_ECFR_URL", base)
        monkeypatch.setenv("VERISTREAM_FINRA_URL", base)
        code, out, err = run_cli(["corpus", "update", "--json"], capsys)
    assert code == 0, err
    result = json.loads(out)
    assert [(u["regulator"], u["rule"]) for u in result["updated"]] == [
        ("FTC", "255"),
        ("SEC", "206(4)-1"),
        ("FINRA", "2210"),
        ("FINRA", "2220"),
        ("FINRA", "2010"),
    ]
    assert f"/api/versioner/v1/full/{ECFR_DATE}/title-17.xml?part=275&section=275.206%284%29-1" in requests
    corpus = load_corpus()
    assert all(not d.is_bundled and d.replaces_bundled for d in corpus.documents)
    # eCFR XML -> the parser's format: italics, footnotes, Examples and fifth-level numerals come through
    assert corpus.get("FTC 255.5(b)(2)(i)").title == "Disclosure of material connections > Examples > Example 2"
    assert "¹ Staff business guidance" in corpus.get("FTC 255.0(a)").text
    assert corpus.get("FTC 255.0(d)").text.startswith("(d) For purposes of this part, an endorser means")
    assert corpus.get("SEC 206(4)-1(b)(1)(i)(B)(2)").parent == "SEC 206(4)-1(b)(1)(i)(B)"
    assert corpus.get("SEC 206(4)-1(a)").title == "Investment adviser marketing > General prohibitions"
    assert "86 FR 13024" not in corpus.get("SEC 206(4)-1(b)").full_text
    # FINRA HTML -> text: navigation, history and Supplementary Material are not provisions
    assert corpus.get("FINRA 2210(d)(8)(A)").text.startswith("(A) Each of a member's websites")
    assert "Rules & Guidance" not in corpus.get("FINRA 2210").full_text
    assert ".01 Example" not in corpus.get("FINRA 2210").full_text
    supplementary = corpus.get("FINRA Rule 2210.01")
    assert supplementary.text == ".01 Example supplementary text." and supplementary.rule == "2210"
    assert supplementary.title.startswith("Communications with the Public > Supplementary Material > .01")
    assert "Amended by" not in supplementary.full_text
    assert any("Amended by" in w for w in result["updated"][2]["warnings"])
    assert corpus.get("FINRA 2010").text.endswith("equitable principles of trade.")
    assert {d.as_of for d in corpus.documents} == {result["updated"][0]["as_of"]}


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_update_offline_is_a_clear_error_and_keeps_the_bundled_text(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("VERISTREAM_ECFR_URL", f"http://127.0.0.1:{_closed_port()}")
    monkeypatch.setenv("VERISTREAM_NETWORK_TIMEOUT_S", "3")
    code, _, err = run_cli(["corpus", "update", "--regulator", "SEC"], capsys)
    assert code != 0
    assert "cannot reach 127.0.0.1" in err
    assert "the bundled corpus (as of 2026-02-23) is still in use" in err
    assert not (home / "corpus" / "manifest.yaml").exists()
    assert all(d.is_bundled for d in load_corpus().documents)


def test_update_rejects_a_page_that_does_not_parse(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rag.update import update_corpus

    with official_server() as (base, _):
        monkeypatch.setenv("VERISTREAM_FINRA_URL", base + "/nothing-here")
        result = update_corpus(["FINRA"])
    assert result["updated"] == [] and len(result["failed"]) == 3
    assert "HTTP 404" in result["failed"][0]["error"]


def test_bad_user_manifest_is_a_corpus_error(home: Path) -> None:
    (home / "corpus").mkdir(parents=True)
    (home / "corpus" / "manifest.yaml").write_text(
        "documents:\n  - file: missing.txt\n    regulator: FINRA\n    rule: '2210'\n", encoding="utf-8"
    )
    with pytest.raises(CorpusError, match="missing"):
        load_corpus()


def test_finra_page_heading_in_a_related_rules_list_is_not_the_rule_start() -> None:
    from rag.parse.official import finra_html_to_paragraphs

    html = (
        "<main><ul class='related'><li>2210. Communications with the Public</li><li>2212. Use of Investment "
        "Companies Rankings</li></ul><h1>2210. Communications with the Public</h1><p>(a) Definitions</p>"
        "<p>(1) Text.</p><h2>2212. Use of Investment Companies Rankings</h2><p>(a) Other rule.</p></main>"
    )
    paragraphs, _ = finra_html_to_paragraphs(html, "2210")
    assert [p.text for p in paragraphs] == ["2210. Communications with the Public", "(a) Definitions", "(1) Text."]


def test_unusable_home_folder_is_a_corpus_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("x", encoding="utf-8")
    monkeypatch.setenv("VERISTREAM_HOME", str(not_a_folder))
    corpus_mod.clear_memo()
    with pytest.raises(CorpusError) as info:
        load_corpus()
    assert "VERISTREAM_HOME" in (info.value.hint or "")


def test_add_whole_ftc_part_is_named_by_its_part_line(home: Path, tmp_path: Path) -> None:
    result = add_user_file(
        tmp_path / "part255.txt",
        "PART 255—GUIDES CONCERNING USE OF ENDORSEMENTS AND TESTIMONIALS IN ADVERTISING\n\n"
        "§ 255.0 Purpose and definitions.\n\n(a) The Guides in this part represent interpretations.\n\n"
        "§ 255.5 Disclosure of material connections.\n\n(a) When there exists a connection, disclose it.\n",
        regulator="FTC",
    )
    assert result["rule"] == "255" and result["replaces_bundled"]
    corpus = load_corpus()
    doc = next(d for d in corpus.documents if d.regulator == "FTC")
    assert doc.title.startswith("FTC 255: PART 255")
    assert corpus.get("FTC 255.5(a)").text == "(a) When there exists a connection, disclose it."
    with pytest.raises(UnknownCitationError):
        corpus.get("FTC 255.3(c)(1)")  # only in the bundled text, which this file replaces


def test_user_file_for_one_ftc_section_replaces_that_section_whole(home: Path, tmp_path: Path) -> None:
    result = add_user_file(
        tmp_path / "255-5.txt",
        "§ 255.5 Disclosure of material connections.\n\n(a) When there exists a connection, disclose it.\n\n"
        "(b) Examples:\n\n(1) Example 1. A drug company commissions research.\n\n"
        "(2) Example 2. An influencer receives a free product.\n",
        regulator="FTC",
        rule="255.5",
    )
    assert result["provision_count"] == 5 and not result["replaces_bundled"]
    corpus = load_corpus()
    assert corpus.get("FTC 255.5(b)(2)").source == "ftc-255-5.txt"
    assert corpus.get("FTC 255.5(a)").text == "(a) When there exists a connection, disclose it."
    assert corpus.get("FTC 255.1(c)").source == "ftc-16-cfr-255.txt"  # other sections still bundled
    assert not [g for g in corpus.gaps if g.near and g.near.startswith("FTC 255.5")]  # bundled 255.5 gaps gone
    assert any(g.near == "FTC 255.4(b)(3)" for g in corpus.gaps)
    bundled = next(d for d in corpus.documents if d.file == "ftc-16-cfr-255.txt")
    assert any("not in use" in w for w in bundled.warnings)


@pytest.mark.parametrize("kind", ["html", "xml"])
def test_add_saved_official_pages(home: Path, tmp_path: Path, kind: str) -> None:
    """A machine without network can still take the official text: a saved rulebook page or eCFR XML file."""
    from tests.rag.fixtures.official_pages import FINRA_PAGES, SEC_SECTION_XML

    if kind == "html":
        result = add_user_file(tmp_path / "2210.html", FINRA_PAGES["2210"], regulator="FINRA", rule="2210")
        assert load_corpus().get("FINRA 2210(d)(8)(A)").text.startswith("(A) Each of a member's websites")
    else:
        result = add_user_file(tmp_path / "section.xml", SEC_SECTION_XML, regulator="SEC")
        assert load_corpus().get("SEC 206(4)-1(b)(1)(i)(B)(1)").text == "(1) In response to an unsolicited request; or"
    assert result["replaces_bundled"]
    assert f"({'HTML' if kind == 'html' else 'eCFR XML'})" in next(
        d.provenance for d in load_corpus().documents if not d.is_bundled
    )


def test_added_wrapped_pdf_loads_back_exactly_as_validated(home: Path, tmp_path: Path) -> None:
    """Inline items that a wrapped PDF put at line starts are joined back before the cleaned copy is saved, so
    the corpus loads the same provisions that `corpus add` reported (checked again on save)."""
    from rag.parse import parse_document
    from rag.update import add_rule_file
    from tests.rag.fixtures.pdf_builder import latin1, rule_pdf_from_text

    text = (REPO / "rag" / "corpus" / "finra-2210.txt").read_text(encoding="utf-8")
    pdf = rule_pdf_from_text(tmp_path / "2210.pdf", text, width=140, header=("FINRA Rule 2210",), lines_per_page=37)
    result = add_rule_file(pdf, regulator="FINRA")
    expected = parse_document(text, regulator="FINRA", source="x", default_rule="2210").provisions
    corpus = load_corpus()
    loaded = [p for p in corpus.provisions.values() if p.source == "finra-2210.txt" and p.rule == "2210"]
    assert result["provision_count"] == len(expected) == len(loaded)
    assert [p.citation for p in loaded] == [p.citation for p in expected]
    for want, have in zip(expected, loaded, strict=True):
        assert " ".join(have.text.split()) == " ".join(latin1(want.text).split())
    assert all(p.pages for p in loaded)
    assert corpus.get("FINRA 2210(d)(6)(B)(iii)").text.startswith("(iii) If more than $100")


def test_add_warns_about_bundled_provisions_the_new_file_lacks(home: Path, tmp_path: Path) -> None:
    from rag.update import add_rule_file

    pdf = finra_2210_d_pdf(tmp_path / "excerpt.pdf")
    result = add_rule_file(pdf, regulator="FINRA")
    assert "FINRA 2210(d)(7)(C)" in result["missing_from_bundled"]
    assert "FINRA 2210(d)(2)" not in result["missing_from_bundled"]
    assert len(result["missing_from_bundled"]) == 124 - 10  # all but the 10 provisions the excerpt shares
    assert any("not in this file" in w for w in result["warnings"])
