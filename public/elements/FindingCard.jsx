import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

// One finding: severity, timestamp (seeks this audit's player), verbatim quote, citation (opens the rule text),
// applicability, what to change (remediation steps and a suggested compliant wording, issue #10 item 7) and the
// review decision. Every text is rendered as React text, so nothing in a finding is read as HTML or Markdown.
// Its Why / Re-check buttons and the review bar live in the card, not as cl.Actions on its message, because
// Chainlit's data layer keeps elements but not actions: after a reload or a restart the replayed card still works
// (issue #11 defect 4). The review bar: an optional reason field beside Accept / Reject / Escalate / Undo, so one
// click records the decision with its reason (issue #11 defect 10; Chainlit's AskUserMessage inside an action
// callback left the UI stuck, and a bare rejection lost the reason).
export default function FindingCard() {
  const f = props.finding || {};
  const [reason, setReason] = useState("");
  const decide = (name) => {
    callAction({ name, payload: { audit_id: props.audit_id, finding_id: f.id, comment: reason.trim() } });
    setReason("");
  };
  const fmt = (t) => {
    const s = Math.floor(t || 0);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
  };
  const seek = () =>
    window.dispatchEvent(new CustomEvent("veristream-seek", { detail: { audit_id: props.audit_id, t: f.start } }));
  // inline colours: only the Tailwind classes Chainlit itself uses are compiled into its CSS
  const colour = {
    critical: ["#dc2626", "#fff"],
    high: ["#f97316", "#fff"],
    medium: ["#facc15", "#000"],
    low: ["#cbd5e1", "#000"],
  };
  const [bg, fg] = colour[f.severity] || ["#64748b", "#fff"];
  const review = props.review;
  const remedy = f.remediation; // taxonomy guidance or a checked model answer (audit/remediate.py); text only: React escapes it
  const remedyBy = remedy && remedy.source === "model"
    ? `written by the language model for ${remedy.grounded_in || f.citation}, checked in code`
    : "from the category's guidance";
  const ask = { audit_id: props.audit_id, finding_id: f.id };
  return (
    <div className="flex flex-col gap-2 rounded-lg border p-3" style={{ maxWidth: 720, borderLeft: `4px solid ${bg}` }}
      data-testid={`card-${f.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{f.id}</span>
        <span data-testid={`severity-${f.id}`}
          style={{ background: bg, color: fg, borderRadius: 4, padding: "1px 8px", fontSize: 12, fontWeight: 600,
            textTransform: "uppercase" }}>{f.severity}</span>
        <Button size="sm" variant="outline" data-testid={`ts-${f.id}`} data-start={f.start} onClick={seek}
          title="Play from here">
          ▶ {fmt(f.start)}
        </Button>
        <Button size="sm" variant="link" data-testid={`cite-${f.id}`} title="Show the rule text"
          onClick={() => callAction({ name: "rule_text", payload: { citation: f.citation } })}>
          {f.citation}
        </Button>
        <span className="text-sm text-muted-foreground">{f.rule_title}</span>
        {props.recheck && <Badge variant="secondary">re-check</Badge>}
        {review && (
          <Badge data-testid={`review-${f.id}`}
            variant={{ accepted: "default", rejected: "destructive" }[review.decision] || "secondary"}>
            {review.decision} by {review.reviewer}
          </Badge>
        )}
      </div>
      <blockquote className="italic" style={{ paddingLeft: 10, borderLeft: "3px solid rgba(127,127,127,0.5)" }}
        data-testid={`quote-${f.id}`}>
        “{f.excerpt}”{f.origin && f.origin !== "speech" ? ` (${f.origin})` : ""}
      </blockquote>
      <div className="text-sm"><span className="font-medium">Why: </span>{f.rationale}</div>
      <div className="text-sm"><span className="font-medium">Applies to this speaker: </span>{f.applicability}</div>
      {remedy && (
        <div className="text-sm" data-testid={`remediation-${f.id}`}>
          <span className="font-medium">What to change</span>
          <span className="text-xs text-muted-foreground" data-testid={`remediation-source-${f.id}`}> ({remedyBy})</span>:
          <ol style={{ margin: "2px 0 0 20px", listStyle: "decimal" }}>
            {(remedy.steps || []).map((step, i) => <li key={i}>{step}</li>)}
          </ol>
          {remedy.compliant_wording && (
            <div data-testid={`wording-${f.id}`}>
              <span className="font-medium">Suggested wording: </span>“{remedy.compliant_wording}”
            </div>
          )}
        </div>
      )}
      {review && review.comment && <div className="text-sm text-muted-foreground">Reviewer: {review.comment}</div>}
      <div className="text-xs text-muted-foreground">
        {f.category} · {f.verified ? "quote verified" : "quote NOT verified"} · engine {f.engine || "rules"}
      </div>
      {!props.recheck && (
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" variant="outline" onClick={() => callAction({ name: "why", payload: ask })}>
            Why does {f.id} apply?
          </Button>
          <Button size="sm" variant="outline" onClick={() => callAction({ name: "recheck", payload: ask })}>
            Re-check {f.id}
          </Button>
        </div>
      )}
      {!props.recheck && (
        <div className="flex flex-wrap items-center gap-2" data-testid={`reviewbar-${f.id}`}>
          <input data-testid={`reason-${f.id}`} aria-label={`Reason for ${f.id} (optional)`} value={reason}
            onChange={(e) => setReason(e.target.value)} placeholder="Reason (optional)"
            onKeyDown={(e) => e.stopPropagation()}
            style={{ flex: "1 1 220px", minWidth: 160, padding: "4px 8px", borderRadius: 6,
              border: "1px solid rgba(127,127,127,0.5)", background: "transparent", color: "inherit" }} />
          <Button size="sm" variant="outline" onClick={() => decide("accept")}>Accept {f.id}</Button>
          <Button size="sm" variant="outline" onClick={() => decide("reject")}>Reject {f.id}</Button>
          <Button size="sm" variant="outline" onClick={() => decide("escalate")}>Escalate {f.id}</Button>
          {review && <Button size="sm" variant="ghost" onClick={() => decide("undo")}>Undo {f.id}</Button>}
        </div>
      )}
    </div>
  );
}
