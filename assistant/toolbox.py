"""The chat's abilities for one thread, shared by the deterministic router and the LLM agent's tools.

Both paths call the same methods, so an answer is the same whether or not an LLM is configured; only the
choice of method differs. Each method returns a Reply: text for the chat, `data` for an LLM tool result, and
`ui` events (assistant/ui_events.py: an audit, a re-check, a changed review, a file...) that the Chainlit app
renders as cards, players and files.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from assistant import intents
from assistant.capabilities import Capabilities
from assistant.graph import ProgressEvent, run_audit_graph
from assistant.intents import Intent
from assistant.review import ReviewQueue, status_label
from assistant.router import EXPORT_FORMATS, RouterState, clarify_text, help_text
from assistant.store import Store, StoredAudit
from assistant.ui_events import (
    AuditShown,
    ExportMenu,
    FileOffer,
    FindingExplained,
    FindingsListed,
    PlayerCue,
    RecheckCard,
    ReviewChanged,
    RuleShown,
    UiEvent,
)
from audit.render import clean_result, engine_caveat
from veristream import config
from veristream.clock import clock as fmt_ts  # the one video-time formatter; assistant/app.py imports it by this name
from veristream.errors import InputError, VeriStreamError
from veristream.literal import md_escape
from veristream.models import (
    REGULATORS,
    ROLE_LABELS,
    SEVERITY_ORDER,
    AuditReport,
    Finding,
    SearchHit,
    Transcript,
    severity_rank,
)

MEDIA_EXTS = {".mp4", ".webm", ".mkv", ".mov", ".m4v", ".ogv", ".mp3", ".m4a", ".wav", ".ogg", ".opus", ".flac"}
DECISIONS = ("accepted", "rejected", "escalated")
EXPORT_MIME = {"csv": "text/csv", "json": "application/json", "md": "text/markdown", "html": "text/html"}


def uploads_dir() -> Path:
    path = config.home_dir() / "uploads"
    path.mkdir(parents=True, exist_ok=True)
    return path


def resolve_local_source(source: str) -> Path:
    """A server-side path the chat may audit: only under the media folder (or the chat's own upload folder)."""
    media = config.media_dir()
    p = Path(source).expanduser()
    if not p.is_absolute():
        p = media / p
    p = p.resolve()
    roots = [media, uploads_dir().resolve()]
    if not any(p.is_relative_to(root) for root in roots):
        raise InputError(
            f"Refusing to read {source}: it is outside the media folder {media}.",
            "Put the file under VERISTREAM_MEDIA_DIR (default: the folder `veristream chat` started in) or upload it "
            "in the chat.",
        )
    if not p.is_file():
        raise InputError(f"No such file: {p}", f"Files under {media} can be audited by path.")
    return p


def _sibling_media(caption: Path) -> str | None:
    """A caption file audited next to its video (talk.vtt + talk.webm) still gets a player."""
    stem = caption.name.split(".")[0]
    for p in sorted(caption.parent.glob(stem + ".*")):
        if p.suffix.lower() in MEDIA_EXTS and p.is_file():
            return str(p)
    return None


def is_url(source: str) -> bool:
    return source.lower().startswith(("http://", "https://"))


@dataclass
class Reply:
    text: str
    data: Any = None
    ui: list[UiEvent] = field(default_factory=list)
    error: bool = False

    def tool_output(self) -> str:
        """What an LLM tool returns: the data as JSON (citations included), or the text."""
        if self.data is None:
            return self.text
        return json.dumps(self.data, default=str, ensure_ascii=False)[:12000]


def seek_link(audit_id: str | None, t: float) -> str:
    """A timestamp the chat UI turns into a player seek (ThreadKeeper.jsx intercepts #seek- links)."""
    return f"[{fmt_ts(t)}](#seek-{audit_id}-{t:g})" if audit_id else fmt_ts(t)


def finding_line(f: Finding, audit_id: str | None = None) -> str:
    """One finding as a chat line; the quote is the video's text, so it is escaped to show literally (#12 item 3)."""
    quote = f.excerpt if len(f.excerpt) <= 140 else f.excerpt[:137] + "..."
    return (f"**{f.id}** [{f.severity}] {seek_link(audit_id, f.start)} “{md_escape(quote)}” — `{f.citation}` "
            f"({f.rule_title})")


def finding_data(f: Finding) -> dict:
    return {
        "id": f.id,
        "severity": f.severity,
        "category": f.category,
        "start": f.start,
        "end": f.end,
        "timestamp": fmt_ts(f.start),
        "excerpt": f.excerpt,
        "citation": f.citation,
        "rule_title": f.rule_title,
        "applicability": f.applicability,
        "rationale": f.rationale,
        "verified": f.verified,
        "origin": f.origin,
    }


class Toolbox:
    """One thread's view of the capabilities: its current audit, speaker role and reviews live in the Store."""

    def __init__(
        self,
        thread_id: str,
        store: Store,
        caps: Capabilities | None = None,
        emit: Callable[[Any], None] | None = None,
        reviewer: str = "analyst",
    ):
        self.thread_id = thread_id
        self.store = store
        self.caps = caps or Capabilities()
        self.emit = emit or (lambda event: None)
        self.reviewer = reviewer  # the chat passes the logged-in user's name; the default comes from configuration
        self.queue = ReviewQueue(store)
        store.ensure_thread(thread_id)

    # ------------------------------------------------------------ state helpers

    def current(self) -> StoredAudit | None:
        return self.store.current_audit(self.thread_id)

    def _require_audit(self, audit_id: str | None = None) -> StoredAudit:
        """The thread's current audit, or the named one when a card of an earlier audit was clicked."""
        if audit_id:
            audit = self.store.get_audit(audit_id)
            if audit is None or audit.thread_id != self.thread_id:
                raise InputError(f"Audit {audit_id} is not part of this thread.", "Use the latest audit's buttons.")
            return audit
        audit = self.current()
        if audit is None:
            raise InputError("There is no audit in this thread yet.", "Paste a video link or drop a file and say audit.")
        return audit

    def _finding(self, report: AuditReport, finding_id: str) -> Finding:
        fid = finding_id.upper() if finding_id.upper().startswith("F") else f"F{finding_id}"
        for f in report.findings:
            if f.id.upper() == fid:
                self.store.set_last_finding(self.thread_id, f.id)
                return f
        ids = ", ".join(f.id for f in report.findings) or "none"
        raise InputError(f"There is no finding {finding_id} in the current audit.", f"Findings: {ids}.")

    def router_state(self) -> RouterState:
        audit = self.current()
        if audit is None:
            return RouterState()
        ids = tuple(f.id for f in audit.report.findings)
        last = self.store.last_finding(self.thread_id) or (ids[0] if len(ids) == 1 else None)
        return RouterState(has_audit=True, finding_ids=ids, last_finding=last)

    # ------------------------------------------------------------ dispatch for the router path

    def handle(self, intent: Intent) -> Reply:
        """Run an intent; user errors come back as a visible error reply, never a crash or a silent nothing."""
        try:
            return self._dispatch(intent)
        except VeriStreamError as exc:
            text = exc.user_text("chat")  # the chat's hint: a chat user cannot pass CLI flags
            return Reply(text=f"⚠️ {text}", data={"error": text}, error=True)

    def _dispatch(self, i: Intent) -> Reply:
        """One handler per intent class (the table at the end of this module)."""
        return _HANDLERS[type(i)](self, i)

    def _rule_text_for(self, i: intents.RuleText) -> Reply:
        if i.citation is None and i.finding_id:  # "show the text for the rule in F2"
            audit = self._require_audit()
            return self.rule_text(self._finding(audit.report, i.finding_id).citation)
        return self.rule_text(i.citation)

    # ------------------------------------------------------------ the watch list (issue #13)

    def watch_status(self) -> Reply:
        """Per-job progress of the supervised channels and lists; stored reports are delivered to this store first,
        so each lands in its owner's review queue."""
        from supervise import runner
        from supervise.results import ResultsStore

        results = ResultsStore()
        delivered = runner.deliver(results, self.store)
        info = runner.status(results, limit=20)
        if not info["watches"]:
            return Reply(text="Nothing is on the watch list yet: an operator adds channels, playlists, link lists or "
                              "folders to it, and their audits then show up here.", data=info)
        lines = runner.status_lines(info)
        mine = len(self.store.audits_for(self.reviewer))
        text = "\n".join([f"**Watch list:** {md_escape(lines[0])}",
                          *(f"- {md_escape(line)}" for line in lines[1:]),
                          f"{mine} audit(s) in {md_escape(self.reviewer)}'s review queue"
                          + (f" ({delivered} new)." if delivered else ".")])
        return Reply(text=text, data={**info, "delivered": delivered, "my_queue": mine})

    def watch_add(self, source: str | None) -> Reply:
        """Put a channel, playlist or video link on the watch list, for this reviewer. Links only: a chat user may
        not name a folder on the server. It is listed and audited at the watch list's next run."""
        from supervise import runner
        from supervise.results import ResultsStore

        if not source or not is_url(source):
            raise InputError("Only links can be added to the watch list from the chat.",
                             "Paste a channel, playlist or video link.")
        watch, new = runner.add_watch(ResultsStore(), source, owner=self.reviewer)
        what = "Added" if new else "Already on the watch list:"
        return Reply(text=f"{what} {md_escape(watch.spec)} for {md_escape(watch.owner)}. Its videos are listed and "
                          "audited at the watch list's next run; ask for the status of the watch list to follow them.",
                     data={"watch_id": watch.watch_id, "spec": watch.spec, "owner": watch.owner, "new": new})

    # ------------------------------------------------------------ audit

    def audit(
        self,
        source: str | None,
        *,
        speaker_role: str | None = None,
        regulators: list[str] | None = None,
        reaudit: bool = False,
    ) -> Reply:
        """Transcribe and audit a link or a file under the media folder; the report becomes the thread's current."""
        previous = self.current()
        if source is None:
            if previous is None:
                return Reply(text="Paste a video link (YouTube or any video URL), give a path under the media folder, "
                                  "or drop a caption/video file, and I will audit it.")
            if not reaudit:
                return Reply(text=f"The current audit is of {previous.source_input}. Say `audit again` to re-run "
                                  "it, or paste another link / drop another file.")
            return self._run_audit(previous.source_input, speaker_role, regulators, transcript=previous.transcript,
                                   media_path=previous.media_path, previous=previous)
        if regulators:
            bad = [r for r in regulators if r not in REGULATORS]
            if bad:
                raise InputError(f"Unknown regulator(s): {', '.join(bad)}", "Use FTC, SEC or FINRA.")
        media_path = None
        if not is_url(source):
            path = resolve_local_source(source)
            source = str(path)
            media_path = str(path) if path.suffix.lower() in MEDIA_EXTS else _sibling_media(path)
        return self._run_audit(source, speaker_role, regulators, transcript=None, media_path=media_path,
                               previous=previous)

    def _run_audit(
        self,
        source: str,
        speaker_role: str | None,
        regulators: list[str] | None,
        *,
        transcript: Transcript | None,
        media_path: str | None,
        previous: StoredAudit | None = None,
    ) -> Reply:
        """Run one audit. The speaker role is this video's (given now, or earlier for this same video, or before
        any audit); a re-audit of the same video carries its review decisions over (issue #11 defect 3)."""
        role = speaker_role or self.store.speaker_role(self.thread_id, source)
        if speaker_role:
            self.store.set_speaker_role(self.thread_id, speaker_role, source)
        elif role:
            self.store.bind_speaker(self.thread_id, source)
        report = None
        # recorded as running, so a server restart in the middle shows as "interrupted" with an offer to re-run
        run_id = self.store.start_run(self.thread_id, source, speaker_role)
        try:
            for item in run_audit_graph(source, role, regulators, caps=self.caps, transcript=transcript):
                if isinstance(item, ProgressEvent):
                    self.emit(item)
                elif isinstance(item, Transcript):
                    transcript = item
                elif isinstance(item, AuditReport):
                    report = item
            if report is None:  # run_audit_graph always ends with the report; anything else is a bug worth seeing
                raise VeriStreamError("The audit finished without a report.")
            audit_id = self.store.save_audit(self.thread_id, source, report, transcript, media_path)
        except BaseException:
            self.store.finish_run(run_id, "failed")
            raise
        self.store.finish_run(run_id, "done", audit_id)
        reply = self._audit_reply(audit_id, report)
        if previous is not None and previous.source_input == source:
            note = self._carry_reviews(previous, audit_id, report)
            if note:
                reply.text += f"\n\n{note}"
        return reply

    def _carry_reviews(self, previous: StoredAudit, audit_id: str, report: AuditReport) -> str:
        """Carry each decision of the previous audit of this video to the finding with the same quote and
        citation (finding ids can shift between runs); everything else is listed as needing review."""
        latest = self.store.latest_reviews(previous.audit_id)
        if not latest:
            return ""
        old = {f.id: f for f in previous.report.findings}
        by_key = {(old[fid].excerpt, old[fid].citation): r for fid, r in latest.items() if fid in old}
        carried, used = [], set()
        for f in report.findings:
            r = by_key.get((f.excerpt, f.citation))
            if r is None:
                continue
            note = f"carried over from audit {previous.audit_id} {r.finding_id}, decided {r.decided_at}"
            self.store.record_review(audit_id, f.id, r.decision, r.reviewer,
                                     f"{r.comment} ({note})" if r.comment else note)
            carried.append(f.id)
            used.add(r.finding_id)
        pending = [f.id for f in report.findings if f.id not in carried]
        lost = [f"{fid} ({r.decision})" for fid, r in latest.items() if fid not in used]
        lines = [f"Carried over {len(carried)} review decision(s) from the previous audit of this video"
                 + (f": {', '.join(carried)}." if carried else ".")]
        if pending:
            lines.append(f"Needs review: {', '.join(pending)}.")
        if lost:
            lines.append(f"Earlier decisions with no finding of the same quote and citation now: {', '.join(lost)}.")
        return " ".join(lines)

    def _audit_reply(self, audit_id: str, report: AuditReport) -> Reply:
        findings = sorted(report.findings, key=lambda f: (-severity_rank(f.severity), f.start))
        counts = {s: sum(f.severity == s for f in findings) for s in reversed(SEVERITY_ORDER)}
        title = report.metadata.title or report.source.input
        role = ROLE_LABELS.get(report.speaker.role, report.speaker.role)
        head = (f"Audited **{md_escape(title)}** — {len(findings)} finding(s)"
                + (": " + ", ".join(f"{n} {s}" for s, n in counts.items() if n) if findings else "")
                + f". Speaker treated as {role} ({report.speaker.set_by}). Engine: {report.run.engine}.")
        lines = [head] + [f"- {finding_line(f, audit_id)}" for f in findings]
        if report.coverage_gaps:
            lines.append("\nCoverage gaps in the bundled rules: " + "; ".join(report.coverage_gaps))
        if not findings:  # what was checked and how far the engine reaches, never a bare "no violations"
            lines.append(f"\n{clean_result(report)}")
        elif caveat := engine_caveat(report):
            lines.append(f"\n_{caveat}_")
        data = {"audit_id": audit_id, "thread_id": self.thread_id, "title": title, "speaker_role": report.speaker.role,
                "findings": [finding_data(f) for f in findings], "coverage_gaps": report.coverage_gaps}
        return Reply(text="\n".join(lines), data=data, ui=[AuditShown(audit_id)])

    # ------------------------------------------------------------ the thread's audits (issue #11 defect 4)

    def list_audits(self) -> Reply:
        """The thread's audits, numbered for "open audit N", with the current one marked."""
        audits = self.store.list_audits(self.thread_id)
        if not audits:
            return Reply(text="There is no audit in this thread yet. Paste a video link or drop a file and say audit.",
                         data={"audits": []})
        current = self.current()
        lines = [f"{len(audits)} audit(s) in this thread:"]
        for n, a in enumerate(audits, 1):
            title = md_escape(a.report.metadata.title or a.source_input)
            mark = " ← current" if current and a.audit_id == current.audit_id else ""
            lines.append(f"{n}. **{title}** — {len(a.report.findings)} finding(s), {a.created_at}{mark}")
        lines.append("\nSay `open audit N` to make one current.")
        data = {"audits": [{"n": n, "audit_id": a.audit_id, "title": a.report.metadata.title or a.source_input,
                            "findings": len(a.report.findings), "created_at": a.created_at}
                           for n, a in enumerate(audits, 1)]}
        return Reply(text="\n".join(lines), data=data)

    def open_audit(self, number: int | None) -> Reply:
        """Make the thread's N-th audit (1 = the first; -1 = the last) current and show it again."""
        audits = self.store.list_audits(self.thread_id)
        if not audits:
            raise InputError("There is no audit in this thread yet.", "Paste a video link or drop a file and say audit.")
        if number is None:
            raise InputError("Which audit?", f"Say `open audit 1` … `open audit {len(audits)}`, or `list audits`.")
        index = len(audits) - 1 if number == -1 else number - 1
        if not 0 <= index < len(audits):
            raise InputError(f"There is no audit {number} in this thread.",
                             f"This thread has {len(audits)} audit(s): say `list audits`.")
        audit = audits[index]
        self.store.set_current_audit(self.thread_id, audit.audit_id)
        reply = self._audit_reply(audit.audit_id, audit.report)
        reply.text = f"Opened audit {index + 1} of {len(audits)}. " + reply.text
        return reply

    # ------------------------------------------------------------ questions about the audit

    def list_findings(self, severity: str | None = None, audit_id: str | None = None) -> Reply:
        audit = self._require_audit(audit_id)
        reviews = self.store.latest_reviews(audit.audit_id)
        findings = [f for f in audit.report.findings if severity is None or f.severity == severity]
        findings.sort(key=lambda f: (-severity_rank(f.severity), f.start))
        if not findings:
            what = f"{severity}-severity findings" if severity else "findings"
            return Reply(text=f"No {what} in the current audit ({len(audit.report.findings)} in total).",
                         data={"findings": []})
        lines = []
        for f in findings:
            r = reviews.get(f.id)
            lines.append(f"- {finding_line(f, audit.audit_id)}" + (f" — *{r.decision} by {r.reviewer}*" if r else ""))
        head = f"{len(findings)} {severity + '-severity ' if severity else ''}finding(s):"
        return Reply(text="\n".join([head, *lines]), data={"findings": [finding_data(f) for f in findings]},
                     ui=[FindingsListed(audit.audit_id, tuple(f.id for f in findings))])

    def explain(self, finding_id: str | None, audit_id: str | None = None) -> Reply:
        audit = self._require_audit(audit_id)
        if not finding_id:
            raise InputError("Which finding?", "Say e.g. `why does finding 2 apply?`.")
        f = self._finding(audit.report, finding_id)
        text = self.caps.explain_finding(audit.report, f.id)
        return Reply(text=md_escape(text, keep_lines=True), data={**finding_data(f), "explanation": text, "rule_text": f.rule_text},
                     ui=[FindingExplained(audit.audit_id, f.id)])

    def rule_text(self, citation: str | None) -> Reply:
        if not citation:
            raise InputError("Which provision?", "Say e.g. `full text of FINRA 2210(d)(1)(B)`.")
        try:
            canonical = self.caps.parse_citation(citation)
        except VeriStreamError:
            canonical = citation
        prov = self.caps.provision(canonical or citation)
        body = prov.full_text or prov.text
        text = f"**{prov.citation}** — {prov.citation_long}\n*{prov.title}*\n\n{body}"
        data = {"citation": prov.citation, "citation_long": prov.citation_long, "title": prov.title, "text": body,
                "parent": prov.parent, "children": prov.children}
        return Reply(text=text, data=data, ui=[RuleShown(prov.citation)])

    def recheck(
        self,
        finding_id: str | None,
        *,
        regulators: list[str] | None = None,
        speaker_role: str | None = None,
        audit_id: str | None = None,
    ) -> Reply:
        audit = self._require_audit(audit_id)
        if not finding_id:
            raise InputError("Which finding?", "Say e.g. `recheck 2 with FTC`.")
        f = self._finding(audit.report, finding_id)
        result = self.caps.recheck_finding(audit.report, f.id, regulators=regulators or None,
                                           speaker_role=speaker_role
                                           or self.store.speaker_role(self.thread_id, audit.source_input))
        under = " and ".join(regulators) if regulators else "all regulators"
        new = self._recheck_result(result, f)
        if new is None:
            why = next((x.reason for x in result.suppressed if x.finding.id == f.id), None)
            text = f"Re-checked {f.id} under {under}: it is **no longer a finding**" + (f" — {why}" if why else ".")
            return Reply(text=text, data={"finding_id": f.id, "regulators": regulators, "result": None})
        text = (f"Re-checked {f.id} under {under}:\n- {finding_line(new, audit.audit_id)}\n\n{new.applicability}\n\n"
                f"Before: `{f.citation}` [{f.severity}]. The current report is unchanged; the re-check is advisory.")
        return Reply(text=text, data={"finding_id": f.id, "regulators": regulators, "result": finding_data(new)},
                     ui=[RecheckCard(audit.audit_id, new.model_dump())])

    @staticmethod
    def _recheck_result(result: AuditReport, original: Finding) -> Finding | None:
        """The re-checked version of `original` in the engine's small report, or None when it no longer applies.

        Only a finding with the same id and the same words counts: another finding's result is never shown as this
        one's (issue #11: "Re-check F2" answered with F3's quote). A mismatch is an engine bug, raised rather than
        shown.
        """
        same = [x for x in result.findings if x.id == original.id]
        if not same:
            if result.findings:
                raise VeriStreamError(f"The re-check of {original.id} returned "
                                      f"{', '.join(x.id for x in result.findings)} instead of {original.id}; it is "
                                      "not shown.")
            return None
        if same[0].excerpt != original.excerpt:
            raise VeriStreamError(f"The re-check of {original.id} returned another statement "
                                  f"(“{md_escape(same[0].excerpt[:80])}”); it is not shown as {original.id}'s.")
        return same[0]

    def set_speaker(self, role: str | None, *, reaudit: bool = False) -> Reply:
        if role not in ROLE_LABELS:
            raise InputError(f"Unknown speaker role: {role}", "Say: registered rep, RIA, influencer or unknown.")
        audit = self.current()  # the role is this video's; with no audit yet, the next video's
        self.store.set_speaker_role(self.thread_id, role, audit.source_input if audit else None)
        if reaudit and audit is not None:
            reply = self._run_audit(audit.source_input, role, None, transcript=audit.transcript,
                                    media_path=audit.media_path, previous=audit)
            reply.text = f"Speaker set to {ROLE_LABELS[role]}. Re-audited:\n\n" + reply.text
            return reply
        if audit is None:
            return Reply(text=f"Speaker set to {ROLE_LABELS[role]} for the next video you audit.",
                         data={"speaker_role": role})
        return Reply(text=f"Speaker set to {ROLE_LABELS[role]} for this video. Say `audit again` to re-run the "
                          "audit with it.", data={"speaker_role": role})

    def search(self, query: str | None, *, regulators: list[str] | None = None) -> Reply:
        if not query:
            raise InputError("Search for what?", "Say e.g. `search rules for testimonials`.")
        hits: list[SearchHit] = []
        scopes: list[str | None] = [*regulators] if regulators else [None]  # None: every regulator at once
        for reg in scopes:
            hits.extend(self.caps.search_rules(query, regulator=reg, k=5))
        hits.sort(key=lambda h: -h.score)
        if not hits:
            return Reply(text=f"No provisions matched “{query}”.", data={"hits": []})
        lines = [f"Provisions for “{query}”" + (f" ({', '.join(regulators)})" if regulators else "") + ":"]
        for h in hits[:8]:
            snippet = " ".join(h.text.split())[:220]
            lines.append(f"- `{h.citation}` — {h.title}: {snippet}…")
        data = {"hits": [{"citation": h.citation, "citations": h.citations, "title": h.title, "text": h.text[:800],
                          "score": round(h.score, 4)} for h in hits[:8]]}
        return Reply(text="\n".join(lines), data=data)

    def verify(self, excerpt: str | None) -> Reply:
        audit = self._require_audit()
        if not excerpt:
            raise InputError("Verify which words?", "Say e.g. `verify 'guaranteed to double'`.")
        if audit.transcript is None:
            raise InputError("The current audit has no stored transcript to check against.", "Audit the video again.")
        check = self.caps.verify_excerpt(audit.transcript, excerpt)
        if check.ok:
            where = f" at {seek_link(audit.audit_id, check.start)}" if check.start is not None else ""
            text = f"✅ Verified{where} ({check.origin or 'speech'}): “{md_escape(check.matched_text or excerpt)}”"
        else:
            text = f"❌ Not in the transcript: “{md_escape(excerpt)}”" + (f" — {md_escape(check.reason)}" if check.reason else "")
        return Reply(text=text, data=check.model_dump(),
                     ui=[PlayerCue(audit.audit_id, check.start)] if check.ok else [])

    # ------------------------------------------------------------ reviews and exports

    def review(
        self, finding_id: str | None, decision: str | None, comment: str = "", audit_id: str | None = None
    ) -> Reply:
        """Append a decision (accepted, rejected or escalated) to the finding's history."""
        audit = self._require_audit(audit_id)
        if not finding_id or decision not in DECISIONS:
            raise InputError("Say `accept finding 2`, `reject 3 because ...` or `escalate 2`.")
        f = self._finding(audit.report, finding_id)
        r = self.queue.decide(audit.audit_id, f.id, decision, self.reviewer, comment)
        extra = f" — “{r.comment}”" if r.comment else ""
        return Reply(text=f"{f.id} **{r.decision}** by {r.reviewer} at {r.decided_at}{extra}.", data=r.model_dump(),
                     ui=[ReviewChanged(audit.audit_id, f.id, r.decision)])

    def undo(self, finding_id: str | None, comment: str = "", audit_id: str | None = None) -> Reply:
        """Revert the finding's decision in force with a new `undone` row; the history keeps both."""
        audit = self._require_audit(audit_id)
        if not finding_id:
            raise InputError("Undo which finding's decision?", "Say e.g. `undo the rejection of 3`.")
        f = self._finding(audit.report, finding_id)
        current = self.store.latest_reviews(audit.audit_id).get(f.id)
        if current is None:
            raise InputError(f"Nothing to undo: {f.id} has no decision in force.")
        r = self.queue.decide(audit.audit_id, f.id, "undone", self.reviewer, comment)
        now = self.store.latest_reviews(audit.audit_id).get(f.id)
        state = f"{now.decision} by {now.reviewer}" if now else "needs review"
        noun = {"accepted": "acceptance", "rejected": "rejection", "escalated": "escalation"}[current.decision]
        return Reply(text=f"{f.id}: undid the {noun} (by {r.reviewer} at {r.decided_at}). Now: {state}.",
                     data=r.model_dump(),
                     ui=[ReviewChanged(audit.audit_id, f.id, "undone")])

    def export(self, fmt: str | None, audit_id: str | None = None) -> Reply:
        audit = self._require_audit(audit_id)
        if fmt is None:
            return Reply(text="Export as which format? Say `export csv`, `export json`, `export md` or `export html`.",
                         ui=[ExportMenu(audit.audit_id)])
        if fmt not in EXPORT_FORMATS:
            raise InputError(f"Unknown export format: {fmt}", "Use csv, json, md or html.")
        reviews = self.store.reviews(audit.audit_id)  # the whole history: every format shows it
        current = self.store.latest_reviews(audit.audit_id)
        events = self.store.audit_events(audit.audit_id)  # status, assignment and tags
        content = self.caps.render(audit.report, fmt, reviews=reviews, events=events)
        name = f"veristream-audit-{audit.audit_id}.{fmt}"
        n = len(audit.report.findings)
        return Reply(text=f"Exported {n} finding(s) with {len(current)} review decision(s) ({len(reviews)} in the "
                          f"history) as **{name}**.",
                     data={"file": name, "findings": n, "reviews": len(current), "history": len(reviews)},
                     ui=[FileOffer(name, content, EXPORT_MIME[fmt])])

    # ------------------------------------------------------------ the review queue

    def assign(self, who: str | None, audit_id: str | None = None) -> Reply:
        """Assign the audit to a reviewer ("me" is the one typing); the event names who assigned it and when."""
        audit = self._require_audit(audit_id)
        if not who:
            raise InputError("Assign the audit to whom?", "Say e.g. `assign this to Dana` or `assign this to me`.")
        ev = self.queue.assign(audit.audit_id, who, self.reviewer)
        return Reply(text=f"Audit {audit.audit_id} assigned to **{md_escape(ev.value)}** by {md_escape(ev.reviewer)} "
                          f"at {ev.decided_at}.", data=ev.model_dump())

    def set_disposition(self, action: str | None, outcome: str | None = None, comment: str = "",
                        audit_id: str | None = None) -> Reply:
        """start_review, close (with an outcome) or reopen the audit."""
        audit = self._require_audit(audit_id)
        if action == "close":
            ev = self.queue.close(audit.audit_id, outcome or "", self.reviewer, comment)
        elif action == "reopen":
            ev = self.queue.reopen(audit.audit_id, self.reviewer, comment)
        elif action == "start_review":
            ev = self.queue.start_review(audit.audit_id, self.reviewer, comment)
        else:
            raise InputError("Say `start review`, `close this audit as approved` (or changes required, escalated) or "
                             "`reopen this audit`.")
        state = self.queue.disposition(audit.audit_id)
        return Reply(text=f"Audit {audit.audit_id} is now **{status_label(state)}** — by {md_escape(ev.reviewer)} at "
                          f"{ev.decided_at}" + (f": “{md_escape(ev.comment)}”" if ev.comment else "") + ".",
                     data={"audit_id": audit.audit_id, **state.model_dump()})

    def tag(self, tag: str | None, *, remove: bool = False, audit_id: str | None = None) -> Reply:
        audit = self._require_audit(audit_id)
        if not tag:
            raise InputError("Which tag?", "Say e.g. `tag this audit as sponsor-review`.")
        self.queue.tag(audit.audit_id, tag, self.reviewer, remove=remove)
        tags = self.queue.disposition(audit.audit_id).tags
        return Reply(text=f"Audit {audit.audit_id} tags: {md_escape(', '.join(tags)) or 'none'}.",
                     data={"audit_id": audit.audit_id, "tags": tags})

    def list_queue(self, *, status: str | None = None, severity: str | None = None, reviewer: str | None = None,
                   channel: str | None = None) -> Reply:
        """Audits across every thread, filtered like `veristream review list`."""
        if reviewer and reviewer.lower() == "me":
            reviewer = self.reviewer
        rows = self.queue.list(status=status, severity=severity, reviewer=reviewer, channel=channel)
        what = (f" {status.replace('_', ' ')}" if status else "") + (
            f" with a {severity} or graver finding" if severity else "")
        scope = (f", assigned to {md_escape(reviewer)}" if reviewer else "") + (
            f", channel “{md_escape(channel)}”" if channel else "")
        if not rows:
            return Reply(text=f"No audits{what}{scope}.", data={"audits": []})
        lines = [f"{len(rows)} audit(s){what}{scope}:"]
        for a in rows[:25]:
            sev = ", ".join(f"{n} {s}" for s, n in a.counts_by_severity.items() if n) or "no findings"
            who = f" · {md_escape(a.disposition.assignee)}" if a.disposition.assignee else " · unassigned"
            lines.append(f"- `{a.audit_id}` **{md_escape(a.title or a.source)}**"
                         + (f" ({md_escape(a.channel)})" if a.channel else "")
                         + f" — {status_label(a.disposition)}{who} · {sev} · {a.pending} to review")
        if len(rows) > 25:
            lines.append(f"… and {len(rows) - 25} more.")
        return Reply(text="\n".join(lines), data={"audits": [a.model_dump() for a in rows]})

    def bundle(self, audit_id: str | None = None) -> Reply:
        """The examiner bundle (zip) of the audit, as a file in the chat."""
        from assistant.bundle import bundle_bytes, bundle_name

        audit = self._require_audit(audit_id)
        data = bundle_bytes(self.store, audit.audit_id, self.reviewer)
        name = bundle_name(audit.audit_id)
        return Reply(text=f"Examiner bundle for audit {audit.audit_id}: **{name}** (transcript, on-screen text, report "
                          "in JSON and HTML, review history, versions and SHA-256 hashes).",
                     data={"file": name, "bytes": len(data)},
                     ui=[FileOffer(name, data, "application/zip")])


def _regs(i: intents.Audit | intents.Recheck | intents.SearchRules) -> list[str] | None:
    return list(i.regulators) or None


IntentT = TypeVar("IntentT", bound=Intent)
Handler = Callable[[Toolbox, IntentT], Reply]


def _on(cls: type[IntentT], handler: Handler[IntentT]) -> tuple[type[IntentT], Handler[IntentT]]:
    """One row of the table below: the handler is typed by its intent's class, so it reads only that class's slots."""
    return cls, handler


# Which Toolbox method answers each intent kind (assistant/router.py decides the kind); every kind has a row.
_HANDLERS: dict[type, Handler[Any]] = dict([
    _on(intents.Audit, lambda tb, i: tb.audit(i.source, speaker_role=i.speaker_role, regulators=_regs(i),
                                              reaudit=i.reaudit)),
    _on(intents.Explain, lambda tb, i: tb.explain(i.finding_id)),
    _on(intents.RuleText, lambda tb, i: tb._rule_text_for(i)),
    _on(intents.Recheck, lambda tb, i: tb.recheck(i.finding_id, regulators=_regs(i), speaker_role=i.speaker_role)),
    _on(intents.SetSpeaker, lambda tb, i: tb.set_speaker(i.speaker_role, reaudit=i.reaudit)),
    _on(intents.ListFindings, lambda tb, i: tb.list_findings(i.severity)),
    _on(intents.SearchRules, lambda tb, i: tb.search(i.query, regulators=_regs(i))),
    _on(intents.Verify, lambda tb, i: tb.verify(i.excerpt)),
    _on(intents.Review, lambda tb, i: tb.review(i.finding_id, i.decision, i.comment)),
    _on(intents.Undo, lambda tb, i: tb.undo(i.finding_id, i.comment)),
    _on(intents.Export, lambda tb, i: tb.export(i.fmt)),
    _on(intents.Clarify, lambda tb, i: Reply(text=clarify_text(i), data={"clarify": [o[0] for o in i.options]})),
    _on(intents.Help, lambda tb, i: Reply(text=help_text(i.reason), data={"help": True})),
    _on(intents.Assign, lambda tb, i: tb.assign(i.who)),
    _on(intents.Queue, lambda tb, i: tb.list_queue(status=i.status, severity=i.severity, reviewer=i.reviewer,
                                                   channel=i.channel)),
    _on(intents.Disposition, lambda tb, i: tb.set_disposition(i.action, i.outcome, i.comment)),
    _on(intents.Tag, lambda tb, i: tb.tag(i.tag, remove=i.remove)),
    _on(intents.Bundle, lambda tb, i: tb.bundle()),
    _on(intents.ListAudits, lambda tb, i: tb.list_audits()),
    _on(intents.OpenAudit, lambda tb, i: tb.open_audit(i.audit_no)),
    _on(intents.Resume, lambda tb, i: Reply(text=f"Say `resume {i.thread}` in the chat window to switch to that thread.")),
    _on(intents.WatchStatus, lambda tb, i: tb.watch_status()),
    _on(intents.WatchAdd, lambda tb, i: tb.watch_add(i.source)),
])
