import { useEffect } from "react";

// Shows this thread's id and user, and makes every timestamp link in the chat ([0:04](#seek-<audit>-<t>)) seek
// that audit's player. Threads themselves are Chainlit's (its data layer, the sidebar, /thread/<id>).
export default function ThreadKeeper() {
  useEffect(() => {
    if (window.__veristreamSeekLinks) return; // one document-wide listener, however many keepers mount
    window.__veristreamSeekLinks = true;
    document.addEventListener(
      "click",
      (e) => {
        const a = e.target && e.target.closest ? e.target.closest('a[href*="#seek-"]') : null;
        if (!a) return;
        const m = (a.getAttribute("href") || "").match(/#seek-([\w-]+?)-([\d.]+)$/);
        if (!m) return;
        e.preventDefault();
        e.stopPropagation();
        window.dispatchEvent(new CustomEvent("veristream-seek", { detail: { audit_id: m[1], t: parseFloat(m[2]) } }));
      },
      true
    );
  }, []);

  return (
    <div className="text-xs text-muted-foreground" data-testid="thread-id">
      Thread <code>{props.thread_id}</code>{props.user ? <> · signed in as <code data-testid="user-name">{props.user}</code></> : null} · earlier threads are in the sidebar
    </div>
  );
}
