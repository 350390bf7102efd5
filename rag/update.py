"""Adding and refreshing rule texts in the user corpus ($VERISTREAM_HOME/corpus/).

`add_rule_file` ingests a PDF or text file the user has; `update_corpus` fetches the current official text: the
eCFR versioner API for 16 CFR Part 255 and 17 CFR 275.206(4)-1, FINRA's rulebook pages for FINRA rules. Every
file is parsed before it is saved, so a fetch or file that does not yield provisions never replaces working text.
Base URLs come from VERISTREAM_ECFR_URL / VERISTREAM_FINRA_URL so tests can point them at a local server.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any

from rag.corpus import (
    BUNDLED_DIR,
    _atomic_write,
    clear_memo,
    documents_in_use,
    manifest_lock,
    read_manifest,
    user_corpus_dir,
    write_manifest,
)
from rag.parse import (
    Paragraph,
    ParsedDocument,
    paragraphs_to_text,
    parse_document,
    settled_paragraphs,
    text_to_paragraphs,
)
from rag.parse.official import ecfr_xml_to_paragraphs, finra_html_to_paragraphs, html_to_paragraphs
from veristream import config
from veristream.errors import CorpusError, InputError

ECFR_DEFAULT = "https://www.ecfr.gov"
FINRA_DEFAULT = "https://www.finra.org"
# regulator+rule -> where the official text lives
ECFR_TARGETS = {
    ("FTC", "255"): {"title": 16, "part": "255"},
    ("SEC", "206(4)-1"): {"title": 17, "part": "275", "section": "275.206(4)-1"},
}


def ecfr_base() -> str:
    return config.ecfr_url(ECFR_DEFAULT)


def finra_base() -> str:
    return config.finra_url(FINRA_DEFAULT)


def _slug(regulator: str, rule: str) -> str:
    return f"{regulator.lower()}-{re.sub(r'[^0-9a-z]+', '-', rule.lower()).strip('-')}.txt"


def _today() -> str:
    return dt.date.today().isoformat()


# ------------------------------------------------------------------------------ saving


def _infer_rule(paragraphs: list[Paragraph], regulator: str) -> str | None:
    for p in paragraphs:
        text = p.text.strip()
        if regulator == "FINRA" and (m := re.match(r"^(?:Rule\s+)?(\d{4})\.\s", text)):
            return m.group(1)
        if regulator == "SEC" and re.match(r"^§\s*275\.206\s*\(4\)\s*-\s*1\b", text):
            return "206(4)-1"
        if regulator == "FTC" and (m := re.match(r"^§\s*(\d+)\.\d+", text)):
            return m.group(1)
    return None


def _parse_for(paragraphs: list[Paragraph], regulator: str, rule: str, source: str, title: str | None):
    default_rule = rule if regulator != "FTC" or "." in rule else None
    try:
        parsed = parse_document(
            paragraphs, regulator=regulator, source=source, default_rule=default_rule, default_title=title
        )
    except ValueError as exc:
        raise InputError(
            f"The text does not parse as {regulator} {rule}: {exc}",
            "Check --regulator/--rule, or that the file has the rule's section heading.",
        ) from exc
    roots = [p for p in parsed.provisions if p.parent is None]
    has_paragraphs = any(p.parent for p in parsed.provisions)
    has_section_text = any(len(p.text) > 80 for p in roots)  # FINRA 2010 is one paragraph with no markers
    if not parsed.provisions or not (has_paragraphs or has_section_text):
        raise InputError(
            f"The text parsed to no provisions of {regulator} {rule}",
            "Is this the rule text? Provisions start with markers like (a), (1), (A) at a line start.",
        )
    wrong = [p.rule for p in roots if not (p.rule == rule or p.rule.startswith(rule + "."))]
    if wrong:
        raise InputError(
            f"The text holds {regulator} {', '.join(sorted(set(wrong)))}, not {regulator} {rule}",
            "Pass the matching --rule, or add the right file.",
        )
    return parsed


def _check_round_trip(
    paragraphs: list[Paragraph], parsed: ParsedDocument, regulator: str, rule: str, name: str
) -> None:
    reread = text_to_paragraphs(paragraphs_to_text(paragraphs))
    again = parse_document(
        reread, regulator=regulator, source=name, default_rule=rule if regulator != "FTC" or "." in rule else None
    )
    want = [(p.citation, " ".join(p.text.split())) for p in parsed.provisions]
    have = [(p.citation, " ".join(p.text.split())) for p in again.provisions]
    if want != have or len(reread) != len(paragraphs):
        first = next((w for w, h in zip(want, have, strict=False) if w != h), None)
        raise CorpusError(
            f"The cleaned copy of {regulator} {rule} would not parse the same way again (first difference: {first})",
            "Please report this file; as a workaround, save the rule as plain text, one paragraph per line.",
        )


def save_user_document(
    paragraphs: list[Paragraph],
    parsed: ParsedDocument,
    *,
    regulator: str,
    rule: str,
    title: str,
    as_of: str | None,
    as_of_note: str,
    provenance: str,
    confidence: str,
) -> dict[str, Any]:
    """Write the cleaned text (+ page sidecar) into the user corpus and upsert its manifest entry.

    The saved text is checked to parse back to exactly the provisions that were validated, so what the corpus
    loads later is what the user was told was added.
    """
    folder = user_corpus_dir()
    folder.mkdir(parents=True, exist_ok=True)
    name = _slug(regulator, rule)
    paragraphs = settled_paragraphs(paragraphs, parsed)
    _check_round_trip(paragraphs, parsed, regulator, rule, name)
    _atomic_write(folder / name, paragraphs_to_text(paragraphs))
    entry: dict[str, Any] = {
        "file": name,
        "regulator": regulator,
        "rule": rule,
        "title": title,
        "as_of": as_of,
        "as_of_note": as_of_note,
        "provenance": provenance,
        "confidence": confidence,
        "coverage": f"{len(parsed.provisions)} provisions; {len(parsed.gaps)} gap notes",
    }
    pages_name = name.removesuffix(".txt") + ".pages.json"
    if any(p.pages for p in paragraphs):
        _atomic_write(folder / pages_name, json.dumps([list(p.pages) for p in paragraphs]))
        entry["pages_file"] = pages_name
    else:
        (folder / pages_name).unlink(missing_ok=True)
    with manifest_lock(folder):  # read-modify-write: a concurrent add must not lose this entry or its own
        entries = read_manifest(folder)
        replaced_user = [
            e for e in entries if str(e.get("regulator")).upper() == regulator and str(e.get("rule")) == rule
        ]
        entries = [e for e in entries if e not in replaced_user] + [entry]
        write_manifest(folder, entries)
    clear_memo()
    bundled = {(str(e["regulator"]).upper(), str(e["rule"])): e["file"] for e in read_manifest(BUNDLED_DIR)}
    missing = _missing_from_bundled(parsed, regulator, rule)
    return {
        "regulator": regulator,
        "rule": rule,
        "path": str(folder / name),
        "provision_count": len(parsed.provisions),
        "replaces_bundled": (regulator, rule) in bundled,
        "replaced_file": bundled.get((regulator, rule)) or (replaced_user[0]["file"] if replaced_user else None),
        "gaps": [g.model_dump() for g in parsed.gaps],
        "warnings": parsed.warnings
        + (
            [
                f"{len(missing)} provisions of the bundled text are not in this file (e.g. {', '.join(missing[:5])}); "
                "audits and look-ups that cite them will not find them"
            ]
            if missing
            else []
        ),
        "missing_from_bundled": missing,
        "as_of": as_of,
    }


def _missing_from_bundled(parsed: ParsedDocument, regulator: str, rule: str) -> list[str]:
    """Citations the bundled text has for the sections this file replaces, but this file does not."""
    from rag.corpus import CorpusDocument, _document, parse_corpus_document

    have = {p.citation for p in parsed.provisions}
    sections = {p.citation for p in parsed.provisions if p.parent is None}
    missing: list[str] = []
    for entry in read_manifest(BUNDLED_DIR):
        if str(entry.get("regulator")).upper() != regulator:
            continue
        doc: CorpusDocument = _document(entry, BUNDLED_DIR, True)
        replaced_whole = doc.rule == rule
        for provision in parse_corpus_document(doc).provisions:
            section = provision.citation.split("(", 1)[0] if regulator != "SEC" else "SEC 206(4)-1"
            if (replaced_whole or section in sections) and provision.citation not in have:
                missing.append(provision.citation)
    return missing


def _read_rule_file(path: Path, regulator: str, rule: str | None) -> tuple[list[Paragraph], str]:
    """PDF, saved eCFR XML, a saved FINRA rulebook page (HTML) or plain text -> paragraphs, and which it was."""
    from rag.pdf import pdf_to_paragraphs, text_file_to_paragraphs

    with path.open("rb") as handle:
        head = handle.read(512)
    if head.startswith(b"%PDF-"):
        return pdf_to_paragraphs(path), "PDF"
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(f"{path} is neither a PDF nor UTF-8 text", "Convert it to PDF or UTF-8 text.") from exc
    start = text.lstrip()[:200].lower()
    if start.startswith("<?xml") or start.startswith(("<div5", "<div8")):
        try:
            return ecfr_xml_to_paragraphs(text.encode("utf-8")), "eCFR XML"
        except CorpusError as exc:
            raise InputError(f"{path} is XML but not eCFR rule XML: {exc}") from exc
    if start.startswith(("<!doctype html", "<html")) or "<body" in text[:5000].lower():
        if regulator == "FINRA" and rule:
            try:
                return finra_html_to_paragraphs(text, rule)[0], "HTML"
            except CorpusError:
                pass  # not laid out like a FINRA rulebook page: fall back to every text block of the page
        return html_to_paragraphs(text), "HTML"
    return text_file_to_paragraphs(text), "text"


def add_rule_file(
    file: str | Path, *, regulator: str, rule: str | None = None, as_of: str | None = None, title: str | None = None
) -> dict[str, Any]:
    """Ingest a user's copy of a rule (PDF, text, saved eCFR XML or rulebook page) into the user corpus."""
    path = Path(file).expanduser()
    regulator = regulator.upper()
    if regulator not in ("FTC", "SEC", "FINRA"):
        raise InputError(f"Unknown regulator {regulator!r}", "Use FTC, SEC or FINRA.")
    if not path.is_file():
        raise InputError(f"No such file: {path}")
    if path.stat().st_size > config.max_file_mb() * 1024 * 1024:
        raise InputError(f"{path} is larger than VERISTREAM_MAX_FILE_MB ({config.max_file_mb():g} MB)")
    if as_of and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", as_of):
        raise InputError(f"--as-of must be a date like 2026-01-31, not {as_of!r}")
    paragraphs, kind = _read_rule_file(path, regulator, rule)
    rule = rule or _infer_rule(paragraphs, regulator)
    if not rule:
        raise InputError(
            f"Cannot tell which {regulator} rule {path.name} holds", "Pass --rule (e.g. 2210, 206(4)-1, 255)."
        )
    if regulator == "SEC":
        rule = rule.removeprefix("275.")
    parsed = _parse_for(paragraphs, regulator, rule, _slug(regulator, rule), title)
    sections = [p for p in parsed.provisions if p.parent is None]
    part = next((n for n in parsed.notes if re.match(r"^PART\s+\d+", n, re.I)), None)
    if title:
        doc_title = title
    elif len(sections) > 1:  # a whole CFR part: name it by its PART line, not by its first section
        doc_title = f"{regulator} {rule}" + (f": {part}" if part else "")
    else:
        doc_title = f"{regulator} {rule}: {parsed.title}" if parsed.title else f"{regulator} {rule}"
    return save_user_document(
        paragraphs,
        parsed,
        regulator=regulator,
        rule=rule,
        title=doc_title,
        as_of=as_of,
        as_of_note="given by the user" if as_of else "not given",
        provenance=f"user-added from {path.name} ({kind}) on {_today()}",
        confidence="as supplied by the user",
    )


# ------------------------------------------------------------------------------ fetching


def _get(url: str, accept: str) -> bytes:
    host = urllib.parse.urlparse(url).netloc or url
    request = urllib.request.Request(url, headers={"Accept": accept, "User-Agent": "veristream-corpus-update/0.1"})
    try:
        with urllib.request.urlopen(request, timeout=config.network_timeout_s()) as response:
            return response.read()
    except urllib.error.HTTPError as exc:
        raise CorpusError(f"{host} answered HTTP {exc.code} for {url}") from exc
    except (urllib.error.URLError, TimeoutError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise CorpusError(f"cannot reach {host}: {reason}") from exc


def _latest_ecfr_date(title: int) -> str:
    data = json.loads(_get(f"{ecfr_base()}/api/versioner/v1/titles.json", "application/json"))
    for entry in data.get("titles", []):
        if int(entry.get("number", -1)) == title and entry.get("up_to_date_as_of"):
            return str(entry["up_to_date_as_of"])
    raise CorpusError(f"The eCFR titles list has no date for title {title}")


def fetch_ecfr(regulator: str, rule: str) -> tuple[list[Paragraph], str, str]:
    target = ECFR_TARGETS[(regulator, rule)]
    date = _latest_ecfr_date(target["title"])
    query = {"part": target["part"]}
    if "section" in target:
        query["section"] = target["section"]
    url = f"{ecfr_base()}/api/versioner/v1/full/{date}/title-{target['title']}.xml?{urllib.parse.urlencode(query)}"
    return ecfr_xml_to_paragraphs(_get(url, "application/xml")), url, date


def fetch_finra(rule: str) -> tuple[list[Paragraph], str, list[str]]:
    url = f"{finra_base()}/rules-guidance/rulebooks/finra-rules/{rule}"
    html = _get(url, "text/html").decode("utf-8", errors="replace")
    paragraphs, notes = finra_html_to_paragraphs(html, rule)
    return paragraphs, url, notes


def update_corpus(regulators: list[str] | None = None) -> dict[str, list[dict[str, Any]]]:
    """Fetch and save the official text of every rule in use (optionally only some regulators)."""
    wanted = {r.upper() for r in regulators} if regulators else {"FTC", "SEC", "FINRA"}
    results: dict[str, list[dict[str, Any]]] = {"updated": [], "failed": []}
    unreachable: dict[str, str] = {}  # base URL -> error: one timeout per host, not one per rule
    for doc in documents_in_use():
        if doc.regulator not in wanted:
            continue
        base = finra_base() if doc.regulator == "FINRA" else ecfr_base()
        try:
            if base in unreachable:
                raise CorpusError(unreachable[base])
            if doc.regulator == "FINRA":
                paragraphs, url, notes = fetch_finra(doc.rule)
                note = "FINRA rulebook page"
            elif (doc.regulator, doc.rule) in ECFR_TARGETS:
                paragraphs, url, date = fetch_ecfr(doc.regulator, doc.rule)
                notes, note = [], f"eCFR, up to date as of {date}"
            else:
                raise CorpusError(f"No official source is known for {doc.regulator} {doc.rule}")
            parsed = _parse_for(paragraphs, doc.regulator, doc.rule, _slug(doc.regulator, doc.rule), doc.title)
            saved = save_user_document(
                paragraphs,
                parsed,
                regulator=doc.regulator,
                rule=doc.rule,
                title=doc.title,
                as_of=_today(),
                as_of_note=f"fetched {_today()} ({note})",
                provenance=f"fetched from {url}",
                confidence="official source, fetched; check the parse warnings",
            )
            saved["url"] = url
            saved["warnings"] = list(saved["warnings"]) + notes
            results["updated"].append(saved)
        except (CorpusError, InputError) as exc:
            message = str(exc).split("\n")[0]
            if message.startswith("cannot reach"):
                unreachable[base] = message
            as_of = doc.as_of or "unknown"
            kept = "bundled corpus" if doc.is_bundled else "current user copy"
            results["failed"].append(
                {
                    "regulator": doc.regulator,
                    "rule": doc.rule,
                    "error": f"{message}; the {kept} (as of {as_of}) is still in use",
                }
            )
    return results
