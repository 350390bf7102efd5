"""The rule corpus: bundled rule texts plus the user's own files, parsed into citable Provisions.

`load_corpus()` is what everything else calls. It is cached per process and, across processes, as JSON under the
cache folder keyed by the hash of the files in use, so a cold `veristream rule ...` does not re-parse. A user file
(in `$VERISTREAM_HOME/corpus/`, listed in that folder's manifest.yaml) for the same regulator and rule replaces the
bundled one; `corpus status` says so.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel, Field

from rag.citations import is_descendant, join_citation, parent_citation, parse_citation, split_citation
from veristream import config
from veristream.atomic import atomic_write_text
from veristream.errors import CorpusError, InputError, UnknownCitationError
from veristream.models import CoverageGap, Provision

BUNDLED_DIR = Path(__file__).resolve().parent / "corpus"
MANIFEST_NAME = "manifest.yaml"
# Part of the corpus content hash: bump when the parser's output for the same files changes, so every index keyed
# by the hash (rag/index.py) is rebuilt too.
PARSER_VERSION = "2"
_PARSER_SOURCES = (
    "citations.py",
    "corpus.py",
    "parse/__init__.py",
    "parse/gaps.py",
    "parse/headings.py",
    "parse/inline.py",
    "parse/layout.py",
    "parse/markers.py",
    "parse/structure.py",
)


class CorpusDocument(BaseModel):
    """One rule file in use, with the facts a reviewer needs to judge it."""

    file: str
    path: str
    regulator: str
    rule: str
    title: str
    as_of: str | None = None
    as_of_note: str = ""
    provenance: str = ""
    confidence: str = ""
    coverage: str = ""
    is_bundled: bool = True
    replaces_bundled: bool = False  # a user file that replaces the bundled file for the same regulator + rule
    pages_file: str | None = None  # sidecar JSON with PDF page numbers per paragraph (user-added PDFs)
    provision_count: int = 0
    warnings: list[str] = Field(default_factory=list)


@dataclass
class Corpus:
    provisions: dict[str, Provision]  # canonical citation -> provision, in document order
    gaps: list[CoverageGap]
    documents: list[CorpusDocument]
    content_hash: str
    inline: set[str] = field(default_factory=set)  # inline sub-items: their text is also inside the parent's text

    def get(self, citation: str) -> Provision:
        """Look a provision up by anything parse_citation accepts; unknown ones raise with the nearest existing."""
        try:
            canonical = parse_citation(citation)
        except InputError:
            raise UnknownCitationError(citation, self.suggest(citation)) from None
        provision = self.provisions.get(canonical)
        if provision is None:
            error = UnknownCitationError(citation, self.suggest(canonical))
            known = self.known_gap(canonical)
            if known is not None:
                error.hint = f"{error.hint}\n  It is a known {known.kind} in the corpus ({known.source}): {known.note}"
                error.gap = known
            raise error
        return provision

    def known_gap(self, canonical: str) -> CoverageGap | None:
        """The gap note that explains why a provision is missing ("paragraph (d)(7)(B) not found verbatim")."""
        regulator, rule, markers = split_citation(canonical)
        relative = "".join(f"({m})" for m in markers)
        for gap in self.gaps:
            if gap.regulator != regulator or not gap.near or not relative:
                continue
            same_section = gap.near == join_citation(regulator, rule, []) or gap.near.startswith(
                join_citation(regulator, rule, []) + "("
            )
            if same_section and relative in gap.note.replace(" ", ""):
                return gap
        return None

    def suggest(self, text: str, limit: int = 5) -> list[str]:
        """Nearest existing citations: the closest existing ancestor first, then the most similar strings."""
        from rapidfuzz import fuzz, process  # only needed on the error path

        out: list[str] = []
        try:
            walk: str | None = parse_citation(text)
        except InputError:
            walk = None
        while walk:
            if walk in self.provisions:
                out.append(walk)
                siblings = self.provisions[walk].children
                for choice, _score, _ in process.extract(text, siblings, scorer=fuzz.ratio, limit=3):
                    out.append(choice)
                break
            walk = parent_citation(walk)
        for choice, _score, _ in process.extract(text, list(self.provisions), scorer=fuzz.ratio, limit=limit * 2):
            if choice not in out:
                out.append(choice)
        return out[:limit]

    def gaps_for(self, citation: str) -> list[CoverageGap]:
        """Gap notes that sit in or after this provision or any provision under it."""
        canonical = parse_citation(citation)
        return [g for g in self.gaps if g.near and (g.near == canonical or is_descendant(g.near, canonical))]

    def ancestors(self, citation: str) -> list[str]:
        """Ancestor citations, nearest first."""
        out: list[str] = []
        walk = self.get(citation).parent
        while walk:
            out.append(walk)
            walk = self.provisions[walk].parent if walk in self.provisions else None
        return out

    def by_regulator(self, regulator: str) -> list[Provision]:
        return [p for p in self.provisions.values() if p.regulator == regulator]

    def document_for(self, provision: Provision) -> CorpusDocument | None:
        return next((d for d in self.documents if d.file == provision.source), None)


# ---------------------------------------------------------------------------- manifests


def user_corpus_dir() -> Path:
    try:
        return config.home_dir() / "corpus"
    except OSError as exc:
        raise CorpusError(
            f"Cannot use the VeriStream home folder: {exc}", "Set VERISTREAM_HOME to a folder you can write to."
        ) from exc


_MANIFEST_MEMO: dict[str, tuple[tuple[int, int], list[dict]]] = {}


def read_manifest(folder: Path) -> list[dict]:
    """Manifest entries (copies). Memoised on the file's mtime and size: load_corpus() calls this every time."""
    path = folder / MANIFEST_NAME
    try:
        stat = path.stat()
    except FileNotFoundError:
        return []
    stamp = (stat.st_mtime_ns, stat.st_size)
    memo = _MANIFEST_MEMO.get(str(path))
    if memo is None or memo[0] != stamp:
        memo = (stamp, _read_manifest_file(path))
        _MANIFEST_MEMO[str(path)] = memo
    return [dict(entry) for entry in memo[1]]


def _read_manifest_file(path: Path) -> list[dict]:
    import yaml

    from veristream.yamlload import safe_load

    try:
        data = safe_load(path.read_text(encoding="utf-8")) or {}
    except yaml.YAMLError as exc:
        raise CorpusError(f"Corpus manifest {path} is not valid YAML: {exc}", "Fix or delete the file.") from exc
    entries = (data.get("documents") or []) if isinstance(data, dict) else None
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise CorpusError(f"Corpus manifest {path}: `documents` must be a list of entries", "Fix or delete the file.")
    return entries


@contextlib.contextmanager
def manifest_lock(folder: Path, timeout_s: float = 120) -> Iterator[None]:
    """Hold the folder's manifest lock (threads and processes, via filelock) for one read-modify-write.

    Why: two `corpus add` runs at once each read the manifest, add their entry and write it back, so without the
    lock the later write drops the earlier rule (issue #12 item 10). The memo is dropped on entry so the read inside
    sees the other writer's result even within one mtime tick.
    """
    from filelock import FileLock, Timeout

    folder.mkdir(parents=True, exist_ok=True)
    try:
        with FileLock(str(folder / ".manifest.lock"), timeout=timeout_s):
            _MANIFEST_MEMO.pop(str(folder / MANIFEST_NAME), None)
            yield
    except Timeout as exc:
        raise CorpusError(
            f"Another process has held the corpus lock in {folder} for over {timeout_s:.0f}s.",
            "Wait for the other `corpus add` or `corpus update` to finish, then retry.",
        ) from exc


def write_manifest(folder: Path, entries: list[dict]) -> None:
    import yaml

    folder.mkdir(parents=True, exist_ok=True)
    _atomic_write(folder / MANIFEST_NAME, yaml.safe_dump({"documents": entries}, sort_keys=False, allow_unicode=True))


_atomic_write = atomic_write_text  # one implementation, in veristream/atomic.py


def _document(entry: dict, folder: Path, bundled: bool) -> CorpusDocument:
    missing = [k for k in ("file", "regulator", "rule") if not entry.get(k)]
    if missing:
        raise CorpusError(f"Corpus manifest entry in {folder} is missing {', '.join(missing)}: {entry}")
    path = folder / str(entry["file"])
    if not path.exists():
        raise CorpusError(
            f"Corpus file listed in {folder / MANIFEST_NAME} is missing: {path}",
            "Restore it, or remove its entry from the manifest.",
        )
    return CorpusDocument(
        file=str(entry["file"]),
        path=str(path),
        regulator=str(entry["regulator"]).upper(),
        rule=str(entry["rule"]),
        title=str(entry.get("title") or f"{entry['regulator']} {entry['rule']}"),
        as_of=str(entry["as_of"]) if entry.get("as_of") else None,
        as_of_note=str(entry.get("as_of_note") or ""),
        provenance=str(entry.get("provenance") or ""),
        confidence=str(entry.get("confidence") or ""),
        coverage=str(entry.get("coverage") or ""),
        is_bundled=bundled,
        pages_file=str(folder / entry["pages_file"]) if entry.get("pages_file") else None,
    )


def documents_in_use() -> list[CorpusDocument]:
    """Bundled documents, with any user document for the same regulator + rule taking its place."""
    bundled = [_document(e, BUNDLED_DIR, True) for e in read_manifest(BUNDLED_DIR)]
    if not bundled:
        raise CorpusError(
            f"The bundled corpus manifest is missing or empty: {BUNDLED_DIR / MANIFEST_NAME}", "Reinstall VeriStream."
        )
    user = [_document(e, user_corpus_dir(), False) for e in read_manifest(user_corpus_dir())]
    replaced = {(d.regulator, d.rule) for d in user}
    docs = [d for d in bundled if (d.regulator, d.rule) not in replaced]
    bundled_keys = {(d.regulator, d.rule) for d in bundled}
    for doc in user:
        doc.replaces_bundled = (doc.regulator, doc.rule) in bundled_keys
        docs.append(doc)
    return docs


# ---------------------------------------------------------------------------- loading


def _content_hash(docs: list[CorpusDocument]) -> str:
    digest = hashlib.sha256(PARSER_VERSION.encode())
    for doc in sorted(docs, key=lambda d: (d.regulator, d.rule)):
        digest.update(f"\0{doc.regulator}\0{doc.rule}\0{doc.file}\0".encode())
        digest.update(Path(doc.path).read_bytes())
        if doc.pages_file and Path(doc.pages_file).exists():
            digest.update(Path(doc.pages_file).read_bytes())
    return digest.hexdigest()[:16]


def parse_corpus_document(doc: CorpusDocument):  # returns rag.parse.ParsedDocument
    """Parse one file of the corpus; user-added PDFs carry a sidecar with page numbers per paragraph."""
    from rag.parse import Paragraph, parse_document, text_to_paragraphs

    text = Path(doc.path).read_text(encoding="utf-8")
    paragraphs = text_to_paragraphs(text)
    if doc.pages_file and Path(doc.pages_file).exists():
        pages = json.loads(Path(doc.pages_file).read_text(encoding="utf-8"))
        if len(pages) == len(paragraphs):
            paragraphs = [Paragraph(p.text, tuple(pg)) for p, pg in zip(paragraphs, pages, strict=True)]
    default_rule = doc.rule if doc.regulator != "FTC" or "." in doc.rule else None
    return parse_document(
        paragraphs, regulator=doc.regulator, source=doc.file, default_rule=default_rule, default_title=doc.title
    )


def _section_of(citation: str) -> str:
    regulator, rule, _ = split_citation(citation)
    return join_citation(regulator, rule, [])


def _build(docs: list[CorpusDocument], content_hash: str) -> Corpus:
    """Parse every document; a section that a user file provides replaces the same bundled section whole
    (its provisions and its gap notes), so a corpus never mixes two versions of one section."""
    parsed_docs = []
    for doc in docs:
        try:
            parsed = parse_corpus_document(doc)
        except ValueError as exc:
            raise CorpusError(f"Cannot parse corpus file {doc.path}: {exc}") from exc
        doc.provision_count = len(parsed.provisions)
        doc.warnings = list(parsed.warnings)
        parsed_docs.append((doc, parsed))
    user_sections = {
        p.citation for d, parsed in parsed_docs if not d.is_bundled for p in parsed.provisions if not p.parent
    }

    provisions: dict[str, Provision] = {}
    gaps: list[CoverageGap] = []
    inline: set[str] = set()
    for doc, parsed in parsed_docs:
        replaced = 0
        for provision in parsed.provisions:
            if doc.is_bundled and _section_of(provision.citation) in user_sections:
                replaced += 1
                continue
            if provision.citation in provisions:
                doc.warnings.append(f"{provision.citation} is also in {provisions[provision.citation].source}")
                continue
            provisions[provision.citation] = provision
        if replaced:
            doc.warnings.append(f"{replaced} provisions not in use: a user-added file provides their sections")
        gaps.extend(g for g in parsed.gaps if not (doc.is_bundled and g.near and _section_of(g.near) in user_sections))
        inline |= parsed.inline
    return Corpus(provisions=provisions, gaps=gaps, documents=docs, content_hash=content_hash, inline=inline)


def _parser_fingerprint() -> str:
    """Hash of the parser's own source, so a changed parser never reads a parse cached by an older one."""
    digest = hashlib.sha256()
    here = Path(__file__).resolve().parent
    for name in _PARSER_SOURCES:
        path = here / name
        digest.update(name.encode() + (path.read_bytes() if path.exists() else b"-"))
    return digest.hexdigest()[:12]


def _cache_path(content_hash: str) -> Path:
    return config.cache_dir() / f"corpus-{content_hash}-{_parser_fingerprint()}.json"


def _to_json(corpus: Corpus) -> str:
    return json.dumps(
        {
            "content_hash": corpus.content_hash,
            "provisions": [p.model_dump() for p in corpus.provisions.values()],
            "gaps": [g.model_dump() for g in corpus.gaps],
            "documents": [d.model_dump() for d in corpus.documents],
            "inline": sorted(corpus.inline),
        },
        ensure_ascii=False,
    )


def _from_json(text: str) -> Corpus:
    data = json.loads(text)
    provisions = [Provision.model_validate(p) for p in data["provisions"]]
    return Corpus(
        provisions={p.citation: p for p in provisions},
        gaps=[CoverageGap.model_validate(g) for g in data["gaps"]],
        documents=[CorpusDocument.model_validate(d) for d in data["documents"]],
        content_hash=data["content_hash"],
        inline=set(data.get("inline", [])),
    )


_MEMO: dict[tuple, Corpus] = {}


def _stat_key(docs: list[CorpusDocument]) -> tuple:
    parts = []
    for doc in docs:
        stat = Path(doc.path).stat()
        parts.append((doc.path, stat.st_mtime_ns, stat.st_size, doc.regulator, doc.rule))
    return (str(user_corpus_dir()), tuple(parts))


def load_corpus(use_cache: bool = True) -> Corpus:
    """The corpus in use. Cheap to call repeatedly: memoised per process until a corpus file changes."""
    docs = documents_in_use()
    key = _stat_key(docs)
    if use_cache and key in _MEMO:
        return _MEMO[key]
    content_hash = _content_hash(docs)
    corpus: Corpus | None = None
    # the cache only saves time; an unusable cache folder must not stop a lookup
    cache: Path | None = None
    with contextlib.suppress(OSError):
        cache = _cache_path(content_hash)
    if use_cache and cache is not None and cache.exists():
        try:
            corpus = _from_json(cache.read_text(encoding="utf-8"))
        except (OSError, ValueError, KeyError, TypeError):
            corpus = None  # a stale or damaged cache is rebuilt below, never trusted
    if corpus is None:
        corpus = _build(docs, content_hash)
        if not corpus.provisions:
            raise CorpusError("The rule corpus parsed to no provisions", "Run `veristream corpus status`.")
        if cache is not None:
            with contextlib.suppress(OSError):
                _atomic_write(cache, _to_json(corpus))
    _MEMO.clear()
    _MEMO[key] = corpus
    return corpus


def clear_memo() -> None:
    """Forget the per-process corpus (tests, and after `corpus add` / `corpus update`)."""
    _MEMO.clear()
